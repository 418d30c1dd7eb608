/**
 * The session's wiring step: storage, the account, connector and events controllers, and
 * the chain controller with its network switch (the wallet is asked to switch only when it
 * is connected on that namespace; an AUTH connection is connected on the new namespace
 * first).
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../chains/types.js'
import { createAccountController } from '../controllers/account.js'
import { createChainController } from '../controllers/chain.js'
import { createConnectorController } from '../controllers/connector.js'
import { createEventsController } from '../controllers/events.js'
import { createStorageController } from '../controllers/storage.js'
import { ChainAdapterNotFoundError } from '../errors/chain.js'
import {
  type ConnectAuthOnNamespaceSwitchDeps,
  connectAuthOnNamespaceSwitch,
} from './auth-namespace-switch.js'
import type { CreateKeywayParameters } from './parameters.js'
import type { wireSettings } from './wire-settings.js'

export function wireSession(
  parameters: CreateKeywayParameters,
  settings: Pick<ReturnType<typeof wireSettings>, 'now' | 'adapters' | 'options' | 'api'>,
  /** The connection controller's connect, made after this step (called only later). */
  connect: ConnectAuthOnNamespaceSwitchDeps['connect'],
) {
  const { now, adapters, options, api } = settings
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
    getAccountState: account.getAccountState,
    switchWalletNetwork: async (network) => {
      const namespace = network.chainNamespace
      if (!isConnected(namespace)) {
        await connectAuthOnNamespaceSwitch(
          {
            getActiveNamespace: (): ChainNamespace | undefined => chain.state.activeNamespace,
            isConnected,
            getActiveConnectorType,
            getAuthConnector: (target) => connector.getConnectorsByType('AUTH', target)[0],
            connect,
          },
          network,
        )
        events.track('SWITCH_NETWORK', { network: network.caipNetworkId })
        return
      }
      const adapter: ChainAdapter | undefined = adapters.get(namespace)
      if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
      await adapter.switchNetwork({
        network,
        connectorId: connector.getActiveConnectorId(namespace),
      })
      // The wallet agreed: the network changes now (a refusal throws before this).
      events.track('SWITCH_NETWORK', { network: network.caipNetworkId })
    },
  })

  return { storage, account, connector, events, chain, isConnected, getActiveConnectorType }
}
