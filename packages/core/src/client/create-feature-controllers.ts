/**
 * Builds the feature controllers of one client (balance, send, activity, email login)
 * over the core controllers, the blockchain API client and the chain adapters.
 * Kept apart from create-keyway.ts so that file stays about the core wiring.
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { BlockchainApiClient } from '../api/blockchain-api.js'
import type { ChainNamespace } from '../chains/types.js'
import type { AccountController } from '../controllers/account.js'
import { createBalanceController } from '../controllers/balance.js'
import type { ChainController } from '../controllers/chain.js'
import type { ConnectorController } from '../controllers/connector.js'
import { createEmailLoginController } from '../controllers/email-login.js'
import type { EventsController } from '../controllers/events.js'
import type { NotificationController } from '../controllers/notification.js'
import type { RouterController } from '../controllers/router.js'
import { createSendController, type NamespaceSender } from '../controllers/send.js'
import type { StorageController } from '../controllers/storage.js'
import { createTransactionsController } from '../controllers/transactions.js'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/chain.js'

export type FeatureControllersDeps = {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Absent without a project id: remote lookups then give empty results. */
  blockchainApi: BlockchainApiClient | undefined
  account: Pick<AccountController, 'getAccountState'>
  chain: Pick<ChainController, 'state' | 'findNetwork' | 'isUnsupportedNetwork'>
  connector: Pick<ConnectorController, 'getActiveConnectorId'>
  storage: Pick<StorageController, 'get' | 'set' | 'remove'>
  router: RouterController
  notification: Pick<NotificationController, 'showError'>
  events: Pick<EventsController, 'track' | 'trackError'>
  now: () => number
}

export function createFeatureControllers(deps: FeatureControllersDeps) {
  const { chain } = deps

  /** The connected address on the active, supported network, if any. */
  function activeAccount() {
    const namespace = chain.state.activeNamespace
    const network = chain.state.activeCaipNetwork
    if (!namespace || !network || chain.isUnsupportedNetwork()) return undefined
    const address = deps.account.getAccountState(namespace).address
    return address ? { namespace, network, address } : undefined
  }

  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = deps.adapters.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
    return adapter
  }

  const balance = createBalanceController({
    getActiveAccount: () => {
      const active = activeAccount()
      return active
        ? {
            address: active.address,
            caipNetworkId: active.network.caipNetworkId,
            chainNamespace: active.namespace,
            nativeSymbol: active.network.nativeCurrency.symbol,
          }
        : undefined
    },
    isNetworkSupported: (id) => chain.findNetwork(id) !== undefined,
    fetchBalances: async ({ address, caipNetworkId, signal }) => {
      if (!deps.blockchainApi) return []
      const answer = await deps.blockchainApi.getBalance({
        address,
        chainId: caipNetworkId,
        signal,
      })
      return answer.balances
    },
    fetchNativeBalance: async ({ address, caipNetworkId, signal }) => {
      const network = chain.findNetwork(caipNetworkId)
      if (!network) throw new NetworkNotFoundError({ details: caipNetworkId })
      return adapterFor(network.chainNamespace).getBalance({ address, network, signal })
    },
    showError: deps.notification.showError,
    now: deps.now,
  })

  /** A send through the namespace's adapter: native when the token has no address. */
  function senderFor(namespace: 'eip155' | 'solana'): NamespaceSender {
    return async ({ token, amount, receiverAddress, signal }) => {
      const active = activeAccount()
      if (!active || active.namespace !== namespace) {
        throw new NetworkNotFoundError({ details: `No active ${namespace} account` })
      }
      const adapter = adapterFor(namespace)
      // A token address is CAIP-10 (namespace:chain:address); the adapter wants the last part.
      const tokenAddress = token.address?.split(':')[2]
      return adapter.sendTransaction({
        address: active.address,
        to: receiverAddress,
        value: adapter.parseUnits(amount, Number(token.quantity.decimals)),
        network: active.network,
        tokenAddress,
        connectorId: deps.connector.getActiveConnectorId(namespace),
        signal,
      })
    }
  }

  const send = createSendController({
    getActiveNamespace: () => chain.state.activeNamespace,
    senders: { eip155: senderFor('eip155'), solana: senderFor('solana') },
    refreshBalance: () => balance.fetchTokenBalances(),
    router: deps.router,
    track: deps.events.track,
  })

  const transactions = createTransactionsController({
    fetchHistory: async (parameters) => {
      if (!deps.blockchainApi) return { data: [], next: null }
      return deps.blockchainApi.fetchTransactions(parameters)
    },
    getActiveCaipNetworkId: () => chain.state.activeCaipNetwork?.caipNetworkId,
    showError: deps.notification.showError,
    trackError: deps.events.trackError,
  })

  const emailLogin = createEmailLoginController({ storage: deps.storage, now: deps.now })

  return { balance, send, transactions, emailLogin }
}

export type FeatureControllers = ReturnType<typeof createFeatureControllers>
