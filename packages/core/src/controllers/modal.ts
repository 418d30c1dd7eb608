/**
 * Modal controller: open/close, loading, the shake animation and the closing-disabled
 * flag (docs/views.md#opening-the-modal). The view it opens on is set on the router by the openModal action.
 */
import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../chains/types.js'
import { MODAL_SHAKE_MS } from '../constants/timing.js'
import { defaultTimers, type Timers } from './notification.js'
import type { RouterView, SwapArguments } from './router.js'

export type ModalState = {
  open: boolean
  loading: boolean
  /** True for MODAL_SHAKE_MS after `shake()`, so the UI can play its animation. */
  shake: boolean
  /** docs/sign-in.md#cancelling: closing is disabled while sign-in is required and no session exists. */
  closingDisabled: boolean
}

export type OpenModalOptions = {
  view?: RouterView | undefined
  /** A wallet-connect pairing uri to show (docs/views.md#opening-the-modal "opened with ... a pairing uri"). */
  uri?: string | undefined
  swapArguments?: SwapArguments | undefined
  /** Open on this namespace (it becomes the active one). */
  namespace?: ChainNamespace | undefined
}

export type ModalDeps = {
  /** Whether an address is connected on the active namespace (reported on close). */
  isConnected: () => boolean
  onOpenChange?: ((open: boolean, connected: boolean) => void) | undefined
  timers?: Timers | undefined
}

export function createModalController(deps: ModalDeps) {
  const timers = deps.timers ?? defaultTimers()
  const state = proxy<ModalState>({
    open: false,
    loading: false,
    shake: false,
    closingDisabled: false,
  })
  let shakeTimer: unknown

  /**
   * Shows the modal. Which view it shows is the router's (see the openModal action), so
   * this controller needs no router and the router can close the modal.
   */
  function open(parameters: { connected: boolean }) {
    state.open = true
    deps.onOpenChange?.(true, parameters.connected)
  }

  /** Closes the modal; when closing is disabled it shakes instead and returns false. */
  function close(): boolean {
    if (state.closingDisabled) {
      shake()
      return false
    }
    const wasOpen = state.open
    state.open = false
    state.loading = false
    if (wasOpen) deps.onOpenChange?.(false, deps.isConnected())
    return true
  }

  function setLoading(loading: boolean) {
    state.loading = loading
  }

  function setClosingDisabled(disabled: boolean) {
    state.closingDisabled = disabled
  }

  /** docs/limits.md#timing: the shake lasts 500 ms; a new shake restarts it. */
  function shake() {
    if (shakeTimer !== undefined) timers.clearTimeout(shakeTimer)
    state.shake = true
    shakeTimer = timers.setTimeout(() => {
      shakeTimer = undefined
      state.shake = false
    }, MODAL_SHAKE_MS)
  }

  return { state, open, close, setLoading, setClosingDisabled, shake }
}

export type ModalController = ReturnType<typeof createModalController>
