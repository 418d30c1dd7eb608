/**
 * The benchmark's baseline: the same dapp (src/Dapp.tsx) with no Keyway — wagmi's own
 * `injected()` connector and a plain button. What a dapp already on wagmi + viem + TanStack
 * Query loads before the first click; the example minus this is Keyway's share.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import {
  createConfig,
  http,
  injected,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  WagmiProvider,
} from 'wagmi'
import { Dapp } from '../../src/Dapp.js'

const devnet = __KEYWAY_DEVNET__
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
const devnetChain = defineChain({
  id: devnet.evmChainId,
  name: 'Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnet.evmRpc] } },
})
const devnetChain2 = defineChain({
  id: devnet.evmChainId2,
  name: 'Devnet 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnet.evmRpc2] } },
})

const config = createConfig({
  chains: [devnetChain, devnetChain2],
  connectors: [injected()],
  transports: { [devnetChain.id]: http(), [devnetChain2.id]: http() },
})

function ConnectButton() {
  const { status } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  if (status === 'connected') {
    return (
      <button type="button" onClick={() => disconnect.mutate()}>
        Disconnect
      </button>
    )
  }
  const [first] = connectors
  return (
    <button
      type="button"
      disabled={!first || connect.isPending}
      onClick={() => first && connect.mutate({ connector: first })}
    >
      Connect Wallet
    </button>
  )
}

const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <main>
          <header>
            <h1>wagmi dapp</h1>
            <ConnectButton />
          </header>
          <Dapp />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
