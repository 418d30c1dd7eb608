/**
 * When the approval card's Approve may count. The dapp embeds the frame and is not trusted:
 * it can make the frame nearly transparent, cover it, clip it, or put a new card under a
 * click the user meant for something else. So Approve counts only while the browser itself
 * says the whole card is visible (IntersectionObserver v2: `trackVisibility`, `isVisible`,
 * which is false under opacity, filters, odd transforms and anything drawn over the card),
 * and only once it has been visible for the input delay — a card that just appeared, or
 * just became visible again, cannot be approved by a click already on its way.
 */

/** How long the card must have been visible before Approve counts (at least 500 ms). */
export const INPUT_DELAY_MS = 600

/** The smallest delay IntersectionObserver v2 accepts with `trackVisibility`. */
const VISIBILITY_DELAY_MS = 100

/** The part of the card that must be in view: all of it, give or take rounding. */
const MIN_RATIO = 0.98

/** Whether this browser reports `isVisible` (IntersectionObserver v2). */
export function supportsVisibilityTracking(win: Window & typeof globalThis): boolean {
  const Entry = (win as { IntersectionObserverEntry?: { prototype: object } })
    .IntersectionObserverEntry
  return typeof win.IntersectionObserver === 'function' && !!Entry && 'isVisible' in Entry.prototype
}

export type VisibilityEntry = { isVisible?: boolean; intersectionRatio: number }

/** One observation counts as visible only with `isVisible` true and the card all in view. */
export function entryShowsCard(entry: VisibilityEntry): boolean {
  return entry.isVisible === true && entry.intersectionRatio >= MIN_RATIO
}

export type ApproveGate = {
  /** Whether an Approve now counts. */
  ready(): boolean
  stop(): void
}

export type GateOptions = {
  /** Called whenever `ready()` may have changed, to enable or disable Approve. */
  onChange(ready: boolean): void
  /** Called each time the card becomes visible (tracked mode). */
  onVisible?: () => void
  /** 'tracked': IntersectionObserver v2 decides; 'top-level': a window no page can frame. */
  mode: 'tracked' | 'top-level'
  now?: () => number
  delayMs?: number
}

/**
 * Watches `card` and says when Approve counts: visible (tracked mode) without a break for
 * `delayMs`, counted from when it was shown or last became visible.
 */
export function createApproveGate(card: HTMLElement, options: GateOptions): ApproveGate {
  const win = card.ownerDocument.defaultView as Window & typeof globalThis
  const now = options.now ?? (() => win.performance.now())
  const delayMs = Math.max(options.delayMs ?? INPUT_DELAY_MS, 500)
  let visibleSince: number | undefined = options.mode === 'top-level' ? now() : undefined
  let timer: number | undefined
  let stopped = false
  let observer: IntersectionObserver | undefined

  const ready = () => !stopped && visibleSince !== undefined && now() - visibleSince >= delayMs

  const schedule = () => {
    if (timer !== undefined) win.clearTimeout(timer)
    timer = undefined
    options.onChange(ready())
    if (stopped || visibleSince === undefined || ready()) return
    timer = win.setTimeout(schedule, Math.max(0, visibleSince + delayMs - now()) + 1)
  }

  if (options.mode === 'tracked') {
    observer = new win.IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (!last) return
        const visible = entryShowsCard(last as VisibilityEntry)
        if (visible && visibleSince === undefined) {
          visibleSince = now()
          options.onVisible?.()
        } else if (!visible) visibleSince = undefined
        schedule()
      },
      {
        threshold: [0, 0.5, MIN_RATIO, 1],
        trackVisibility: true,
        delay: VISIBILITY_DELAY_MS,
      } as IntersectionObserverInit,
    )
    observer.observe(card)
  }
  schedule()

  return {
    ready,
    stop() {
      stopped = true
      observer?.disconnect()
      if (timer !== undefined) win.clearTimeout(timer)
    },
  }
}
