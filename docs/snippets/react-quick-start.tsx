// src/main.tsx of a React app (Vite's React template), with Keyway on Ethereum.
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'
import { ConnectButton, KeywayProvider, useAccount } from '@keyway/react'
import { createRoot } from 'react-dom/client'

const networks = [ethereum] as const
const client = createKeyway({
  adapters: [createEvmAdapter({ networks })],
  networks,
  projectId: 'YOUR_PROJECT_ID',
})

function Greeting() {
  const { address, isConnected } = useAccount()
  return <p>{isConnected ? `Connected as ${address}` : 'Not connected'}</p>
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <KeywayProvider client={client}>
    <main>
      <h1>My dapp</h1>
      <ConnectButton />
      <Greeting />
    </main>
  </KeywayProvider>,
)
