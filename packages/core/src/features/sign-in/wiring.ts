/**
 * Sign-in (docs/sign-in.md#when-sign-in-starts sign-in flow) for a client whose dapp passed a `siwx` option: builds the
 * SIWX controller over the core controllers and watches the connection, so that
 * - an address that becomes active on a supported network with no session opens the
 *   sign-message view (closing disabled while sign-in is required);
 * - an account that disconnects has its session revoked (signing out ends the session on
 *   the dapp's server too);
 * - adapters that can sign in while connecting (WalletConnect's one-click auth, docs/validation.md#email-and-social-login)
 *   are handed the controller's request, check and store.
 * Only created when the option is set: a dapp without sign-in pays for none of it.
 */
import { subscribe } from 'valtio/vanilla'
import type { AdapterSignIn, ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import type { AccountController } from '../../controllers/account.js'
import type { ChainController } from '../../controllers/chain.js'
import type { ConnectionController } from '../../controllers/connection.js'
import type { ConnectorController } from '../../controllers/connector.js'
import type { EventsController } from '../../controllers/events.js'
import type { ModalController } from '../../controllers/modal.js'
import type { NotificationController } from '../../controllers/notification.js'
import type { Logger } from '../../controllers/options.js'
import { ConnectorNotConnectedError } from '../../errors/connector.js'
import type { ModalNavigation } from '../../host/modal-navigation.js'
import {
  createSiwxController,
  type SiwxAccount,
  type SiwxConfig,
  type SiwxController,
} from './controller.js'

export type SiwxWiringDeps = {
  siwx: SiwxConfig
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  account: Pick<AccountController, 'state' | 'getAccountState' | 'getPreferredAccountType'>
  chain: Pick<ChainController, 'state' | 'isUnsupportedNetwork'>
  connector: Pick<ConnectorController, 'getActiveConnectorId'>
  connection: Pick<ConnectionController, 'disconnect'>
  modal: Pick<ModalController, 'close' | 'setClosingDisabled'>
  /** Opens the modal on the sign-in view (docs/host-contract.md#navigation). */
  navigation: Pick<ModalNavigation, 'openModal'>
  notification: Pick<NotificationController, 'showError'>
  events: Pick<EventsController, 'track'>
  logger: Logger
}

export type SiwxWiring = SiwxController & { stop: () => void }

export function createSiwx(deps: SiwxWiringDeps): SiwxWiring {
  function activeAccount(): SiwxAccount | undefined {
    const namespace = deps.chain.state.activeNamespace
    const network = deps.chain.state.activeCaipNetwork
    if (!namespace || !network) return undefined
    const state = deps.account.getAccountState(namespace)
    if (state.status !== 'connected' || !state.address) return undefined
    return {
      address: state.address,
      caipNetworkId: network.caipNetworkId,
      isSupportedNetwork: !deps.chain.isUnsupportedNetwork(),
      isSmartAccount: deps.account.getPreferredAccountType(namespace) === 'smartAccount',
    }
  }

  const controller = createSiwxController({
    getSiwx: () => deps.siwx,
    getActiveAccount: activeAccount,
    signMessage: async ({ message, address }) => {
      const namespace = deps.chain.state.activeNamespace
      const adapter = namespace ? deps.adapters.get(namespace) : undefined
      if (!namespace || !adapter) throw new ConnectorNotConnectedError()
      return adapter.signMessage({
        message,
        address,
        connectorId: deps.connector.getActiveConnectorId(namespace),
      })
    },
    openModal: (options) => {
      deps.navigation.openModal(options.view ?? 'sign-message')
    },
    closeModal: () => deps.modal.close(),
    setClosingDisabled: deps.modal.setClosingDisabled,
    disconnect: () => deps.connection.disconnect(),
    showError: (message) => deps.notification.showError(message),
    track: deps.events.track,
  })

  // The account sign-in was last checked for; its session (if any) ends on disconnect.
  let checked: string | undefined
  let lastAccount: SiwxAccount | undefined
  const keyOf = (account: SiwxAccount) => `${account.caipNetworkId}|${account.address}`

  function onChange() {
    const account = activeAccount()
    if (!account) {
      checked = undefined
      deps.modal.setClosingDisabled(false)
      const ended = lastAccount
      lastAccount = undefined
      if (ended) {
        deps.siwx.revokeSession(ended.caipNetworkId, ended.address).catch((error: unknown) => {
          deps.logger.warn('Sign-in: the session could not be ended', error)
        })
      }
      return
    }
    const key = keyOf(account)
    if (key === checked) return
    checked = key
    lastAccount = account
    controller.checkSignIn().catch((error: unknown) => {
      deps.logger.warn('Sign-in: the session could not be checked', error)
    })
  }

  const signInWhileConnecting: AdapterSignIn = {
    createRequest: controller.createAuthRequest,
    complete: controller.completeAuth,
    fail: controller.failAuth,
  }
  for (const adapter of deps.adapters.values()) adapter.setSignIn?.(signInWhileConnecting)

  const unsubscribe = [
    subscribe(deps.account.state, onChange),
    subscribe(deps.chain.state, onChange),
  ]
  onChange()
  return {
    ...controller,
    stop: () => {
      for (const stop of unsubscribe) stop()
      for (const adapter of deps.adapters.values()) adapter.setSignIn?.(undefined)
    },
  }
}
