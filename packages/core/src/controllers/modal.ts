/**
 * Modal controller: open/close, loading, the shake animation and the closing-disabled
 * flag (spec §2). Where the modal opens is decided here; the views are the router's.
 */
import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../chains/types.js'
import { MODAL_SHAKE_MS } from '../constants/timing.js'
import { defaultTimers, type Timers } from './notification.js'
import type { RouterData, RouterView, SwapArguments } from './router.js'

export type ModalState = {
  open: boolean
  loading: boolean
  /** True for MODAL_SHAKE_MS after `shake()`, so the UI can play its animation. */
  shake: boolean
  /** spec §2: closing is disabled while sign-in is required and no session exists. */
  closingDisabled: boolean
}

export type OpenModalOptions = {
  view?: RouterView | undefined
  /** A wallet-connect pairing uri to show (spec §2 "opened with ... a pairing uri"). */
  uri?: string | undefined
  swapArguments?: SwapArguments | undefined
  /** Open on this namespace (it becomes the active one). */
  namespace?: ChainNamespace | undefined
}

export type ModalDeps = {
  /** The router's reset: opening starts a fresh back-history. */
  resetRoute: (view: RouterView, data?: RouterData) => void
  /** Whether an address is connected (on `namespace`, or on the active one). */
  isConnected: (namespace?: ChainNamespace) => boolean
  /** Makes `namespace` the active one before the modal opens on it. */
  setActiveNamespace?: ((namespace: ChainNamespace) => void) | undefined
  /** Stores the pairing uri for the wallet-connect views. */
  setPairingUri?: ((uri: string) => void) | undefined
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

  function open(options: OpenModalOptions = {}) {
    if (options.namespace) deps.setActiveNamespace?.(options.namespace)
    const connected = deps.isConnected(options.namespace)
    if (options.uri !== undefined) {
      // A pairing uri is shown as a plain QR code, whatever view was asked for.
      deps.setPairingUri?.(options.uri)
      deps.resetRoute('ConnectingWalletConnectBasic')
    } else if (options.view) {
      deps.resetRoute(
        options.view,
        options.swapArguments ? { swapArguments: options.swapArguments } : undefined,
      )
    } else {
      // spec §2: with no view asked for, Account when connected, else Connect.
      deps.resetRoute(connected ? 'Account' : 'Connect')
    }
    state.open = true
    deps.onOpenChange?.(true, connected)
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

  /** spec §9: the shake lasts 500 ms; a new shake restarts it. */
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
