// docs/migrate-from-appkit.md and docs/migrate-from-rainbowkit.md: Keyway set up at the root
// of a wagmi app. The dapp keeps WagmiProvider, TanStack Query and every wagmi hook; the
// wagmi config comes from Keyway's adapter.
import { createWagmiAdapter } from '@keyway/adapter-evm/wagmi'
import { createKeyway, ethereum } from '@keyway/core'
import { KeywayProvider } from '@keyway/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'

const projectId = 'YOUR_PROJECT_ID'
const metadata = {
  name: 'My dapp',
  description: 'My dapp, on Keyway',
  url: 'https://dapp.example.com',
  icons: [],
}
const queryClient = new QueryClient()

// #region setup
const evm = createWagmiAdapter({ networks: [ethereum], projectId, walletConnect: { metadata } })
const keyway = createKeyway({ adapters: [evm], networks: [ethereum], projectId, metadata })

export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={evm.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <KeywayProvider client={keyway}>{children}</KeywayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// #endregion setup
