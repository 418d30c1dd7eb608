/**
 * The one place that moves the modal between views: `openModal` starts a fresh
 * back-history on a view and shows the modal; `navigate` moves inside the open modal and,
 * when the modal is closed, opens it on that view. The openModal action, sign-in and the
 * embedded wallet's approval step all go through here (docs/host-contract.md#navigation).
 */
import type { ModalController } from '../controllers/modal.js'
import type { RouterController, RouterData, RouterView } from '../controllers/router.js'

/**
 * How `navigate` changes the back-history of an open modal: `push` adds the view (Back
 * returns), `replace` swaps the current entry, `reset` makes the view the only entry.
 */
export type NavigateHistory = 'push' | 'replace' | 'reset'

export type NavigateOptions = {
  /** Default `push`. Ignored while the modal is closed: opening always starts afresh. */
  history?: NavigateHistory | undefined
}

export type ModalNavigationDeps = {
  router: Pick<RouterController, 'push' | 'replace' | 'reset'>
  modal: Pick<ModalController, 'state' | 'open'>
  /** Whether an address is connected on the active namespace (reported with the open). */
  isConnected: () => boolean
}

export type ModalNavigation = {
  /** Shows the modal on `view` with a fresh back-history (also when it is already open). */
  openModal(view: RouterView, data?: RouterData): void
  /**
   * Moves the open modal to `view`; opens the modal on `view` when it is closed.
   * Returns true when this call opened the modal.
   */
  navigate(view: RouterView, data?: RouterData, options?: NavigateOptions): boolean
}

export function createModalNavigation(deps: ModalNavigationDeps): ModalNavigation {
  function openModal(view: RouterView, data?: RouterData): void {
    deps.router.reset(view, data)
    deps.modal.open({ connected: deps.isConnected() })
  }

  function navigate(view: RouterView, data?: RouterData, options: NavigateOptions = {}): boolean {
    if (!deps.modal.state.open) {
      openModal(view, data)
      return true
    }
    deps.router[options.history ?? 'push'](view, data)
    return false
  }

  return { openModal, navigate }
}
