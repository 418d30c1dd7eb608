/**
 * The providers, as in RainbowKit's guide: wagmi, then TanStack Query, then the wallet UI.
 * Only two things change for Keyway: `config={evm.wagmiConfig}` and `KeywayProvider`.
 */
import './devnet-process-shim.js'
import { KeywayProvider } from '@keyway/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.js'
import { evm, keyway } from './keyway.js'

const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={evm.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <KeywayProvider client={keyway}>
          <App />
        </KeywayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
