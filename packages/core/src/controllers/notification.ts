/**
 * Notification controller: the transient banner of docs/overview.md#notifications (variants loading, success,
 * error; optional icon; closes automatically by default; an open banner is closed and
 * the new one appears after 150 ms).
 */
import { proxy } from 'valtio/vanilla'
import { NOTIFICATION_REPLACE_DELAY_MS, TIME_MS } from '../constants/timing.js'
import { toUserMessage } from '../errors/user-message.js'

/**
 * The timer functions a controller schedules with. Method syntax keeps the host's own
 * `setTimeout`/`clearTimeout` assignable (their handle types differ per runtime).
 */
export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The host's timers, read when a controller is created (so fake timers apply in tests). */
export function defaultTimers(): Timers {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) =>
      globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
  }
}

export type NotificationVariant = 'loading' | 'success' | 'error'

/**
 * How long a banner stays before closing itself. The spec gives no value; 3 s is one of
 * the docs/limits.md#timing "other time constants" and long enough to read a one-line message.
 */
export const NOTIFICATION_AUTO_CLOSE_MS = TIME_MS.threeSeconds

export type NotificationState = {
  open: boolean
  message: string
  variant: NotificationVariant
  /** Name of the icon shown beside the message, if any. */
  icon: string | undefined
  autoClose: boolean
}

export type ShowNotificationOptions = {
  icon?: string | undefined
  /** Defaults to true (docs/overview.md#notifications: "It closes automatically by default"). */
  autoClose?: boolean | undefined
}

export type ShowErrorOptions = ShowNotificationOptions & {
  /** The text for a failure that is not one of Keyway's errors (default 'Something went wrong'). */
  fallback?: string | undefined
}

export type NotificationDeps = {
  timers?: Timers | undefined
  /** Where a failure's full text goes (default: the console at debug level). */
  debug?: ((message: string, ...details: unknown[]) => void) | undefined
}

export function createNotificationController(deps: NotificationDeps = {}) {
  const timers = deps.timers ?? defaultTimers()
  const debug = deps.debug ?? ((message, ...details) => console.debug(message, ...details))
  const state = proxy<NotificationState>({
    open: false,
    message: '',
    variant: 'success',
    icon: undefined,
    autoClose: true,
  })
  let pendingShow: unknown
  let pendingClose: unknown

  function clearTimers() {
    if (pendingShow !== undefined) timers.clearTimeout(pendingShow)
    if (pendingClose !== undefined) timers.clearTimeout(pendingClose)
    pendingShow = undefined
    pendingClose = undefined
  }

  function display(
    variant: NotificationVariant,
    message: string,
    options: ShowNotificationOptions,
  ) {
    const autoClose = options.autoClose ?? true
    state.variant = variant
    state.message = message
    state.icon = options.icon
    state.autoClose = autoClose
    state.open = true
    if (autoClose) {
      pendingClose = timers.setTimeout(() => {
        pendingClose = undefined
        state.open = false
      }, NOTIFICATION_AUTO_CLOSE_MS)
    }
  }

  function show(
    variant: NotificationVariant,
    message: string,
    options: ShowNotificationOptions = {},
  ) {
    // A banner waiting to replace another counts as open: the newest one wins.
    const replacing = state.open || pendingShow !== undefined
    clearTimers()
    if (!replacing) {
      display(variant, message, options)
      return
    }
    // docs/overview.md#notifications: close the open banner first so the change is visible, then show the new one.
    state.open = false
    pendingShow = timers.setTimeout(() => {
      pendingShow = undefined
      display(variant, message, options)
    }, NOTIFICATION_REPLACE_DELAY_MS)
  }

  /**
   * The one place a failure becomes banner text. A string is shown as is: it is already
   * user text (a docs/errors.md#texts-that-are-not-errors message or a translation). Anything else is a failure: the banner
   * shows toUserMessage's sentence and the failure itself, with whatever library text it
   * carries, goes only to the debug log.
   */
  function showError(failure: unknown, options: ShowErrorOptions = {}) {
    if (typeof failure === 'string') {
      show('error', failure, options)
      return
    }
    const message = toUserMessage(failure, options.fallback)
    debug(`Keyway: ${message}`, failure)
    show('error', message, options)
  }

  function hide() {
    clearTimers()
    state.open = false
  }

  return {
    state,
    show,
    showLoading: (message: string, options?: ShowNotificationOptions) =>
      show('loading', message, options),
    showSuccess: (message: string, options?: ShowNotificationOptions) =>
      show('success', message, options),
    showError,
    hide,
  }
}

export type NotificationController = ReturnType<typeof createNotificationController>
