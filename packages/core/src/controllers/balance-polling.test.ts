import { describe, expect, it } from 'vitest'
import { DEFAULT_POLLING_INTERVAL_MS } from '../constants/service-timing.js'
import { createBalancePolling, documentVisibility, type PageVisibility } from './balance-polling.js'
import type { Timers } from './notification.js'

/** Timers driven by the test: `advance(ms)` runs what falls due. */
function manualTimers() {
  let now = 0
  let nextId = 0
  const pending = new Map<number, { at: number; callback: () => void }>()
  const timers: Timers = {
    setTimeout(callback, ms) {
      nextId += 1
      pending.set(nextId, { at: now + ms, callback })
      return nextId
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  function advance(ms: number) {
    const end = now + ms
    for (;;) {
      const due = [...pending].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      pending.delete(due[0])
      now = due[1].at
      due[1].callback()
    }
    now = end
  }
  return { timers, advance, pending: () => pending.size }
}

function setup() {
  const clock = manualTimers()
  let open = false
  let hidden = false
  const modalListeners = new Set<() => void>()
  const visibilityListeners = new Set<() => void>()
  const visibility: PageVisibility = {
    isHidden: () => hidden,
    onChange(listener) {
      visibilityListeners.add(listener)
      return () => visibilityListeners.delete(listener)
    },
  }
  let refreshes = 0
  const polling = createBalancePolling({
    isModalOpen: () => open,
    onModalChange(listener) {
      modalListeners.add(listener)
      return () => modalListeners.delete(listener)
    },
    visibility,
    timers: clock.timers,
    intervalMs: DEFAULT_POLLING_INTERVAL_MS,
    refresh: () => {
      refreshes += 1
    },
  })
  return {
    polling,
    clock,
    refreshes: () => refreshes,
    setOpen(value: boolean) {
      open = value
      for (const listener of modalListeners) listener()
    },
    setHidden(value: boolean) {
      hidden = value
      for (const listener of visibilityListeners) listener()
    },
    listeners: () => modalListeners.size + visibilityListeners.size,
  }
}

describe('balance polling (docs/limits.md#timing default polling interval, 4000 ms)', () => {
  it('does not poll while the modal is closed', () => {
    const { clock, refreshes } = setup()
    clock.advance(60_000)
    expect(refreshes()).toBe(0)
  })

  it('refreshes when the modal opens, then every 4 s while it stays open', () => {
    const { clock, refreshes, setOpen } = setup()
    setOpen(true)
    expect(refreshes()).toBe(1)
    clock.advance(3999)
    expect(refreshes()).toBe(1)
    clock.advance(1)
    expect(refreshes()).toBe(2)
    clock.advance(8000)
    expect(refreshes()).toBe(4)
  })

  it('stops when the modal closes', () => {
    const { clock, refreshes, setOpen } = setup()
    setOpen(true)
    setOpen(false)
    clock.advance(60_000)
    expect(refreshes()).toBe(1)
    expect(clock.pending()).toBe(0)
  })

  it('never polls while the tab is hidden, and refreshes when it is shown again', () => {
    const { clock, refreshes, setOpen, setHidden } = setup()
    setHidden(true)
    setOpen(true)
    clock.advance(60_000)
    expect(refreshes()).toBe(0)
    setHidden(false)
    expect(refreshes()).toBe(1)
    setHidden(true)
    clock.advance(60_000)
    expect(refreshes()).toBe(1)
  })

  it('a repeated open notice does not start a second poll', () => {
    const { clock, refreshes, setOpen } = setup()
    setOpen(true)
    setOpen(true)
    clock.advance(4000)
    expect(refreshes()).toBe(2)
  })

  it('follows the page visibility only while the modal is open', () => {
    const { setOpen, listeners } = setup()
    expect(listeners()).toBe(1)
    setOpen(true)
    expect(listeners()).toBe(2)
    setOpen(false)
    expect(listeners()).toBe(1)
  })

  it('stop() removes its listeners and its timer', () => {
    const { polling, clock, refreshes, setOpen, listeners } = setup()
    setOpen(true)
    polling.stop()
    expect(listeners()).toBe(0)
    expect(polling.running).toBe(false)
    clock.advance(60_000)
    expect(refreshes()).toBe(1)
  })
})

describe('documentVisibility', () => {
  it('reads visibilityState and follows visibilitychange', () => {
    const listeners = new Set<() => void>()
    const doc = {
      visibilityState: 'visible',
      addEventListener: (_: 'visibilitychange', l: () => void) => listeners.add(l),
      removeEventListener: (_: 'visibilitychange', l: () => void) => listeners.delete(l),
    }
    const visibility = documentVisibility(() => doc)
    expect(visibility.isHidden()).toBe(false)
    doc.visibilityState = 'hidden'
    expect(visibility.isHidden()).toBe(true)
    const stop = visibility.onChange(() => undefined)
    expect(listeners.size).toBe(1)
    stop()
    expect(listeners.size).toBe(0)
  })

  it('is always visible without a document (server)', () => {
    const visibility = documentVisibility(() => undefined)
    expect(visibility.isHidden()).toBe(false)
    expect(() => visibility.onChange(() => undefined)()).not.toThrow()
  })
})
