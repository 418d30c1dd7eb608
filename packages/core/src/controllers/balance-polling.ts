/**
 * Balance polling (docs/limits.md#timing default polling interval): while the modal is open and the page
 * is visible, the balances are refreshed every interval. Never while the tab is hidden:
 * a background tab costs no requests. The balance controller's cache windows decide
 * whether a tick reaches the network, so polling every 4 s asks each source at most once
 * per cache window.
 */
import { followsVisibility, isPollingActive } from './balance-rules/polling.js'
import type { Timers } from './notification.js'

/** The page's visibility (the Page Visibility API), read when asked. */
export type PageVisibility = {
  isHidden(): boolean
  /** Calls `listener` when the page is hidden or shown again; returns the unsubscribe. */
  onChange(listener: () => void): () => void
}

type VisibilityDocument = {
  visibilityState?: string
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

/**
 * The document's visibility, read when asked (never at import or creation, so a server
 * render touches no `document`); always visible where there is none.
 */
export function documentVisibility(
  getDocument: () => VisibilityDocument | undefined = () =>
    (globalThis as { document?: VisibilityDocument }).document,
): PageVisibility {
  return {
    isHidden: () => getDocument()?.visibilityState === 'hidden',
    onChange(listener) {
      const doc = getDocument()
      if (!doc) return () => undefined
      doc.addEventListener('visibilitychange', listener)
      return () => doc.removeEventListener('visibilitychange', listener)
    },
  }
}

export type BalancePollingDeps = {
  isModalOpen: () => boolean
  /** Calls `listener` when the modal may have opened or closed; returns the unsubscribe. */
  onModalChange: (listener: () => void) => () => void
  visibility: PageVisibility
  timers: Timers
  intervalMs: number
  /** Refreshes the balances (cached answers count; it must not throw). */
  refresh: () => void
}

export function createBalancePolling(deps: BalancePollingDeps) {
  let timer: unknown
  let running = false
  // The page's visibility is followed only while the modal is open.
  let stopVisibility: (() => void) | undefined

  function schedule() {
    timer = deps.timers.setTimeout(() => {
      deps.refresh()
      schedule()
    }, deps.intervalMs)
  }

  function sync() {
    const modalOpen = deps.isModalOpen()
    const follow = followsVisibility({ modalOpen })
    if (follow && !stopVisibility) stopVisibility = deps.visibility.onChange(sync)
    if (!follow && stopVisibility) {
      stopVisibility()
      stopVisibility = undefined
    }
    // The page is asked only while followed: a closed modal (and a server render) reads no
    // document.
    const active = isPollingActive({ modalOpen, pageHidden: follow && deps.visibility.isHidden() })
    if (active === running) return
    running = active
    if (active) {
      // Opening the modal or coming back to the tab refreshes at once (a cached answer
      // within its window costs nothing), then every interval.
      deps.refresh()
      schedule()
    } else {
      deps.timers.clearTimeout(timer)
      timer = undefined
    }
  }

  const stopModal = deps.onModalChange(sync)
  sync()

  return {
    /** Whether a poll is scheduled (modal open, page visible). */
    get running() {
      return running
    },
    stop() {
      stopModal()
      stopVisibility?.()
      stopVisibility = undefined
      deps.timers.clearTimeout(timer)
      timer = undefined
      running = false
    },
  }
}

export type BalancePolling = ReturnType<typeof createBalancePolling>
