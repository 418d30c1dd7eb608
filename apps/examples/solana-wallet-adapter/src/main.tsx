import './devnet-process-shim.js'
import { KeywayProvider } from '@keyway/react'
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { rpcEndpoint, wsEndpoint } from './devnet.js'
import { keyway, wallets } from './keyway.js'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <ConnectionProvider endpoint={rpcEndpoint} config={{ commitment: 'confirmed', wsEndpoint }}>
      <WalletProvider wallets={wallets} autoConnect>
        <KeywayProvider client={keyway}>
          <App />
        </KeywayProvider>
      </WalletProvider>
    </ConnectionProvider>
  </StrictMode>,
)
