/**
 * The embedded wallet's wiring (docs/embedded-wallet.md#loading-the-frame): with `endpoints.frameHost`,
 * every adapter that can host the embedded wallet is told where its frame lives
 * (`<frameHost>/frame`) and offers an AUTH connector; the controller drives the email views
 * over it. Loaded by entry.ts, so a dapp without a frame host never
 * downloads it.
 */
import { subscribe } from 'valtio/vanilla'
import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import { readTelegramPlatform } from '../../client/telegram-platform.js'
import type { KeywayEndpoints } from '../../constants/urls.js'
import type { createAccountController } from '../../controllers/account.js'
import type { createChainController } from '../../controllers/chain.js'
import type { createConnectionController } from '../../controllers/connection.js'
import type { createConnectorController } from '../../controllers/connector.js'
import { createEmailLoginController } from '../../controllers/email-login.js'
import type { EmailLoginShell } from '../../controllers/email-login-state.js'
import type { createModalController } from '../../controllers/modal.js'
import type { createNotificationController } from '../../controllers/notification.js'
import type { createRouterController } from '../../controllers/router.js'
import type { createStorageController } from '../../controllers/storage.js'
import type { ThemeController } from '../../controllers/theme.js'
import type { ModalNavigation } from '../../host/modal-navigation.js'
import type { EmbeddedWalletTimeoutReason } from '../../types/embedded-wallet.js'
import { createEmbeddedWalletAccountController } from './account.js'
import { createEmbeddedWalletController } from './controller.js'
import { createFrameSync, type DappMetadata } from './frame-sync.js'

export type EmbeddedWalletLoginDeps = {
  endpoints: KeywayEndpoints
  projectId: string | undefined
  sdkVersion: string
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: ReturnType<typeof createStorageController>
  /** The client's email login state (the 'used before' flag) and clock; its rules are made here. */
  features: { emailLogin: EmailLoginShell; now: () => number }
  account: ReturnType<typeof createAccountController>
  chain: ReturnType<typeof createChainController>
  connector: ReturnType<typeof createConnectorController>
  connection: ReturnType<typeof createConnectionController>
  router: ReturnType<typeof createRouterController>
  navigation: Pick<ModalNavigation, 'navigate'>
  notification: ReturnType<typeof createNotificationController>
  modal: ReturnType<typeof createModalController>
  /** The modal's theme, which the frame's approval card follows. */
  theme: Pick<ThemeController, 'state'>
  /** createKeyway's `metadata`: the dapp data the frame shows as the app's own claim. */
  metadata: DappMetadata | undefined
  sdkType: string
  /** createKeyway's `onEmbeddedWalletTimeout`. */
  onTimeout?: ((reason: EmbeddedWalletTimeoutReason) => void) | undefined
}

export function createEmbeddedWalletLogin(deps: EmbeddedWalletLoginDeps) {
  const { connector, chain, connection } = deps
  // The throttle and what a login stores, over the state the client made at load.
  const emailLogin = createEmailLoginController({
    storage: deps.storage,
    now: deps.features.now,
    shell: deps.features.emailLogin,
  })
  const getAuthConnector = () => {
    const active = chain.state.activeNamespace
    const [first] = active ? connector.getConnectorsByType('AUTH', active) : []
    return first ?? connector.getConnectorsByType('AUTH')[0]
  }
  const controller = createEmbeddedWalletController({
    emailLogin,
    getAuthConnector,
    connect: (auth) => connection.connect({ namespace: auth.chain, connectorId: auth.id }),
    disconnect: (auth) => connection.disconnect({ namespace: auth.chain }),
    router: deps.router,
    navigate: deps.navigation.navigate,
    notification: deps.notification,
    modal: deps.modal,
    account: deps.account,
    getTelegramPlatform: () => readTelegramPlatform(),
  })
  // The Account view's email update and account-type switch of an AUTH connection.
  const account = createEmbeddedWalletAccountController({
    getAuthConnector,
    account: deps.account,
    emailLogin,
    chain,
    connection,
    router: deps.router,
    notification: deps.notification,
    now: () => Date.now(),
  })
  // The approval hooks are the provider's: listen as soon as an adapter lists it.
  const stopWatching = subscribe(connector.state, () => controller.watchConnectors())
  controller.watchConnectors()
  // The adapters list the AUTH connector only now, so the email field never shows before
  // the controller behind it exists.
  const frameHost = deps.endpoints.frameHost
  // The frame URL carries the project id (docs/embedded-wallet.md#frame-events); frame-host refuses a frame without one.
  if (frameHost && deps.projectId) {
    const config = {
      frameUrl: new URL('frame', frameHost.endsWith('/') ? frameHost : `${frameHost}/`).href,
      projectId: deps.projectId,
      sdkVersion: deps.sdkVersion,
      storage: deps.storage,
      loginUsed: emailLogin.state.loginUsed,
      frameSync: createFrameSync({
        theme: deps.theme,
        projectId: deps.projectId,
        sdkVersion: deps.sdkVersion,
        sdkType: deps.sdkType,
        metadata: deps.metadata,
      }),
      onTimeout: deps.onTimeout,
    }
    for (const adapter of deps.adapters.values()) adapter.setEmbeddedWallet?.(config)
  }
  return {
    ...controller,
    account,
    /** The email login's rules (the throttle, what a login stores). */
    emailLogin,
    stop() {
      stopWatching()
      controller.stop()
    },
  }
}

export type EmbeddedWalletLogin = ReturnType<typeof createEmbeddedWalletLogin>
