// A dapp that uses only EVM chains, as the getting-started guide writes it: core, the EVM
// adapter and the React button. check-size builds it and fails when any Bitcoin code is in
// its bundle (lazy chunks included): a Bitcoin wallet is only for apps that add its adapter.
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'
import { ConnectButton, KeywayProvider } from '@keyway/react'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

const networks = [ethereum] as const
const client = createKeyway({
  adapters: [createEvmAdapter({ networks })],
  networks,
  projectId: 'YOUR_PROJECT_ID',
})
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    createElement(KeywayProvider, { client }, createElement(ConnectButton, null)),
  )
}
