/**
 * The peer apps' `src/main.tsx`, written as each toolkit's getting-started guide has a new
 * user write them: Ethereum mainnet, a placeholder project id, default options, and one
 * button in a `<main>` that opens the toolkit's modal. The two baselines have the same page
 * with a button that opens nothing. Keyway's app is minimal-app's, unchanged.
 *
 * Kept as text, not as .tsx files: they import packages the demo does not depend on, so the
 * demo's typecheck could not resolve them.
 */

export const PROJECT_ID = 'YOUR_PROJECT_ID'

const RAINBOWKIT_MAIN = `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = getDefaultConfig({
  appName: 'My dapp',
  projectId: '${PROJECT_ID}',
  chains: [mainnet],
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <main>
            <h1>My dapp</h1>
            <ConnectButton />
          </main>
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
`

const APPKIT_MAIN = `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
import { createAppKit, useAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = '${PROJECT_ID}'
const networks = [mainnet] as [typeof mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: {
    name: 'My dapp',
    description: 'My first dapp',
    url: window.location.origin,
    icons: [],
  },
})
const queryClient = new QueryClient()

function ConnectButton() {
  const { open } = useAppKit()
  return (
    <button type="button" onClick={() => void open()}>
      Connect Wallet
    </button>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>My dapp</h1>
          <ConnectButton />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
`

/** wagmi's providers and one hook in use, so the bundle holds what a wagmi dapp loads. */
const WAGMI_MAIN = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useAccount, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
const queryClient = new QueryClient()

function ConnectButton() {
  const { address } = useAccount()
  return <button type="button">{address ?? 'Connect Wallet'}</button>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>My dapp</h1>
          <ConnectButton />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
`

const REACT_MAIN = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>My dapp</h1>
      <button type="button">Connect Wallet</button>
    </main>
  </StrictMode>,
)
`

export const PEER_MAIN = {
  rainbowkit: RAINBOWKIT_MAIN,
  appkit: APPKIT_MAIN,
  wagmi: WAGMI_MAIN,
  react: REACT_MAIN,
} as const
