/**
 * Keyway and wagmi for this app: ONE wagmi config, made by Keyway's wagmi adapter and kept in
 * a cookie (wagmi's `cookieStorage`), so the server reads the connection from the request
 * and renders the account before any script runs.
 *
 * Both are made per request on the server and once in the browser (src/app/providers.tsx),
 * never at import: a module-level config on the server would be shared by every visitor.
 * Making them touches no `window`.
 */
import { createWagmiAdapter, type WagmiAdapter } from '@keyway/adapter-evm/wagmi'
import { createKeyway, type KeywayClient, type KeywayMetadata } from '@keyway/core'
import { cookieStorage, createStorage } from 'wagmi'
import { devnetChain, endpoints, projectId } from './devnet'

export const networks = [devnetChain] as const

/** What wallets show about the dapp while connecting. */
function metadataFor(origin: string): KeywayMetadata {
  return {
    name: 'Keyway Next.js example',
    description: 'Keyway and wagmi in a server-rendered Next.js page.',
    url: origin,
    icons: [],
  }
}

/** The eip155 adapter; its `wagmiConfig` goes to `<WagmiProvider>` and `cookieToInitialState`. */
export function createEvm(origin: string): WagmiAdapter {
  return createWagmiAdapter({
    networks: [...networks],
    projectId,
    walletConnect: { relayUrl: endpoints.relay, metadata: metadataFor(origin) },
    // wagmi's server-rendering options: the state comes from the request's cookie.
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  })
}

/** The Keyway client over that adapter, for `<KeywayProvider>`. */
export function createKeywayClient(evm: WagmiAdapter, origin: string): KeywayClient {
  return createKeyway({
    adapters: [evm],
    networks,
    projectId,
    endpoints,
    metadata: metadataFor(origin),
  })
}
