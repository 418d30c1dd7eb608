/**
 * Keyway's WalletConnect connector as the wagmi config lists it from page load: its id, name
 * and type, and methods that load the connector itself (walletconnect.ts, with its session
 * and sign-in code) on first use, once. The wagmi entry lists it in the dapp's config before
 * WagmiProvider mounts, so a page pays for WalletConnect's code only once something uses it.
 *
 * wagmi's reconnect on mount asks every connector of the config for its provider: until
 * WalletConnect is wanted on the page (`wanted`), that answer is "no provider" without
 * loading anything, as the connector itself answers (a visitor who never used WalletConnect
 * loads neither this code nor the provider, and opens no relay connection).
 */
import { loadOnce } from '@keyway/core/adapter'
import { type CreateConnectorFn, createConnector, ProviderNotFoundError } from '@wagmi/core'
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_TYPE } from './connector-ids.js'
import type { WalletConnectConnectorParameters } from './walletconnect.js'
import type { UniversalProvider } from './walletconnect-provider.js'

type Connector = ReturnType<ReturnType<typeof import('./walletconnect.js')['walletConnect']>>
/** The connector walletconnect.ts makes: it implements wagmi's optional switchChain. */
type RealConnector = Connector & Required<Pick<Connector, 'switchChain'>>

/** The connector's module (the runtime loader starts this beside WalletConnect's provider). */
const importWalletConnectConnector = () => import('./walletconnect.js')

export function lazyWalletConnect(
  parameters: WalletConnectConnectorParameters,
): CreateConnectorFn<UniversalProvider> {
  return createConnector<UniversalProvider>((config) => {
    let real: RealConnector | undefined
    const load = loadOnce(async () => {
      const { walletConnect } = await importWalletConnectConnector()
      // The same config (its emitter): the connector reports to wagmi as if listed itself.
      real = walletConnect(parameters)(config) as RealConnector
      return real
    })

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: WALLET_CONNECT_CONNECTOR_TYPE,
      async getProvider(options) {
        if (!real && parameters.wanted?.() === false) throw new ProviderNotFoundError()
        return (await load()).getProvider(options)
      },
      connect: async (options) => (await load()).connect(options as never) as never,
      disconnect: async () => (await load()).disconnect(),
      getAccounts: async () => (await load()).getAccounts(),
      getChainId: async () => (await load()).getChainId(),
      isAuthorized: async () => (await load()).isAuthorized(),
      switchChain: async (options) => (await load()).switchChain(options),
      // wagmi calls these only on a connector it connected, which has loaded by then.
      onAccountsChanged: (accounts) => real?.onAccountsChanged(accounts),
      onChainChanged: (chain) => real?.onChainChanged(chain),
      onDisconnect: (error) => real?.onDisconnect(error),
    }
  })
}
