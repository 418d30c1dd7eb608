/**
 * The approval step of the embedded wallet's not-safe requests: while the frame waits for
 * the person, the modal shows ApproveTransaction (pushed on the open modal, or the modal
 * opens on it and closes again after); a refused method shows 'Action not allowed'. Each
 * AUTH provider is listened to once.
 *
 * Closing the modal while a request waits declines it: the frame drops the request and the
 * dapp's call fails as a refusal, instead of a prompt left on the page with the modal gone.
 */
import { ref } from 'valtio/vanilla'
import { subscribeKey } from 'valtio/vanilla/utils'
import type { ModalController } from '../../controllers/modal.js'
import type { NotificationController } from '../../controllers/notification.js'
import type { RouterController, RouterData, RouterView } from '../../controllers/router.js'
import type {
  AuthApprovalRequest,
  AuthProvider,
  AuthProviderEvent,
} from '../../types/embedded-wallet.js'

export type ApprovalRoutingContext = {
  /** The controller's state: the request shown, and the step it puts the views on. */
  state: { approval: AuthApprovalRequest | undefined; step: string }
  navigate: (view: RouterView, data?: RouterData) => boolean
  router: Pick<RouterController, 'state' | 'goBack'>
  modal: Pick<ModalController, 'state' | 'close'>
  notification: Pick<NotificationController, 'showError'>
}

export function createApprovalRouting(context: ApprovalRoutingContext) {
  const { state } = context
  /** Providers already listened to, so a re-listed connector is not subscribed twice. */
  const watched = new Map<AuthProvider, () => void>()
  /** Whether the modal was opened for the approval under way (then it closes after it). */
  let openedForApproval = false
  /** Stops watching the modal for the request shown (set while one waits). */
  let stopWatchingClose: (() => void) | undefined

  /** Declines the request shown once the modal closes under it. */
  function declineOnClose(decline: (() => void) | undefined) {
    stopWatchingClose?.()
    stopWatchingClose = undefined
    if (!decline) return
    stopWatchingClose = subscribeKey(
      context.modal.state,
      'open',
      (open) => {
        if (open || !state.approval) return
        stopWatchingClose?.()
        stopWatchingClose = undefined
        decline()
      },
      true,
    )
  }

  function onProviderEvent(event: AuthProviderEvent) {
    if (event.type === 'actionNotAllowed') {
      context.notification.showError(event.error)
      return
    }
    if (event.type === 'approvalRequired') {
      state.approval = ref({ ...event.request })
      state.step = 'approve'
      const data = { method: event.request.method }
      if (context.navigate('ApproveTransaction', data)) openedForApproval = true
      declineOnClose(event.decline)
      return
    }
    declineOnClose(undefined)
    state.approval = undefined
    state.step = 'email'
    if (openedForApproval) {
      openedForApproval = false
      context.modal.close()
    } else if (context.router.state.view === 'ApproveTransaction') context.router.goBack()
  }

  return {
    /** Listens to the provider's approval events (once per provider). */
    watchProvider(provider: AuthProvider) {
      if (watched.has(provider)) return
      watched.set(provider, provider.subscribe(onProviderEvent))
    },
    /** Stops listening to every provider (client destroy). */
    stop() {
      declineOnClose(undefined)
      for (const unsubscribe of watched.values()) unsubscribe()
      watched.clear()
    },
  }
}
