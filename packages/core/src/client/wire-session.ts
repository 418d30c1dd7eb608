/**
 * The session's wiring step: storage, the account, connector and events controllers, and
 * the chain controller. Its network switch asks the wallet through the connection's rules
 * (controllers/connection/switch-network.ts: the wallet is asked only when it is connected
 * on that namespace; an AUTH connection is connected on the new namespace first), which
 * load with the first switch.
 */
import type { ChainDefinition, ChainNamespace } from '../chains/types.js'
import { createAccountController } from '../controllers/account.js'
import { createChainController } from '../controllers/chain.js'
import { createConnectorController } from '../controllers/connector.js'
import { createEventsController } from '../controllers/events.js'
import { createStorageController } from '../controllers/storage.js'
import type { CreateKeywayParameters } from './parameters.js'
import type { wireSettings } from './wire-settings.js'

export function wireSession(
  parameters: CreateKeywayParameters,
  settings: Pick<ReturnType<typeof wireSettings>, 'now' | 'options' | 'api'>,
  /** The connection controller's switchWalletNetwork, made after this step (called only later). */
  switchWalletNetwork: (network: ChainDefinition) => Promise<void>,
) {
  const { now, options, api } = settings
  const storage = createStorageController({ storage: parameters.storage })
  const account = createAccountController({
    defaultAccountTypes: options.state.defaultAccountTypes,
  })
  const connector = createConnectorController({ storage })

  function isConnected(namespace: ChainNamespace | undefined): boolean {
    return namespace !== undefined && account.getAccountState(namespace).status === 'connected'
  }

  function getActiveConnectorType(namespace: ChainNamespace) {
    const id = connector.getActiveConnectorId(namespace)
    return id ? connector.getConnector(namespace, id)?.type : undefined
  }

  const events = createEventsController({
    now,
    sendEvent: async (event) => {
      await api.analytics?.sendEvent(event)
    },
    isEnabled: () => options.state.features.analytics && api.isAnalyticsEnabled(),
  })
  const chain = createChainController({
    networks: parameters.networks,
    defaultNetwork: parameters.defaultNetwork,
    storage,
    switchWalletNetwork,
  })

  return { storage, account, connector, events, chain, isConnected, getActiveConnectorType }
}
