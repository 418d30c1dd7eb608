import { describe, expect, it, vi } from 'vitest'
import type { ApprovalPrompt } from './approval-card.js'
import { ApprovalWindowBlockedError, askInPopup, readPrompt } from './approval-popup.js'
import { entryShowsCard, supportsVisibilityTracking } from './approval-visibility.js'

const prompt: ApprovalPrompt = {
  origin: 'https://dapp.example',
  summary: { title: 'Sign a message', rows: [{ label: 'Message', value: 'hi' }], warnings: [] },
}

/** A frame window and the popup it opens, with messages delivered by hand. */
function windows() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const popup = { closed: false, postMessage: vi.fn(), close: vi.fn() }
  let opened = ''
  const win = {
    location: { origin: 'https://wallet.example' },
    crypto: { randomUUID: () => '00000000-0000-4000-8000-000000000001' },
    open: (url: string) => {
      opened = url
      return popup
    },
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
    setInterval: () => 1,
    clearInterval: () => undefined,
  }
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = {
      data,
      origin: from.origin ?? 'https://wallet.example',
      source: 'source' in from ? from.source : popup,
    } as MessageEvent
    for (const fn of [...listeners]) fn(event)
  }
  return { win: win as unknown as Window, popup, deliver, opened: () => opened, listeners }
}

describe('the approval window (approval-popup.ts)', () => {
  const id = '00000000-0000-4000-8000-000000000001'

  it('opens /approve with a one-time id, hands the prompt over, takes only its answer', async () => {
    const { win, popup, deliver, opened, listeners } = windows()
    const answer = askInPopup(win, prompt)
    expect(opened()).toBe(`/approve?id=${id}`)
    deliver({ kind: 'keyway-approval-ready', id })
    expect(popup.postMessage).toHaveBeenCalledWith(
      { kind: 'keyway-approval-prompt', id, prompt },
      'https://wallet.example',
    )
    // Another id, another origin, another window: ignored.
    deliver({ kind: 'keyway-approval-result', id: 'other', approved: true })
    deliver(
      { kind: 'keyway-approval-result', id, approved: true },
      { origin: 'https://dapp.example' },
    )
    deliver({ kind: 'keyway-approval-result', id, approved: true }, { source: {} })
    expect(listeners.size).toBe(1)
    deliver({ kind: 'keyway-approval-result', id, approved: false })
    await expect(answer).resolves.toBe(false)
    expect(listeners.size).toBe(0)
  })

  it('a blocked popup is a typed error; an abort closes the popup', async () => {
    const { win, popup } = windows()
    const blocked = { ...win, open: () => null } as unknown as Window
    await expect(askInPopup(blocked, prompt)).rejects.toBeInstanceOf(ApprovalWindowBlockedError)
    const controller = new AbortController()
    const answer = askInPopup(win, prompt, controller.signal)
    controller.abort(new Error('gone'))
    await expect(answer).rejects.toThrow('gone')
    expect(popup.close).toHaveBeenCalled()
  })

  it('readPrompt takes only a well-formed prompt', () => {
    expect(readPrompt(prompt)).toEqual({ ...prompt, appName: undefined })
    expect(readPrompt({ ...prompt, summary: { ...prompt.summary, warnings: [1] } })).toBeUndefined()
    expect(
      readPrompt({ origin: 'x', summary: { title: 't', rows: [{ label: 1 }], warnings: [] } }),
    ).toBeUndefined()
    expect(readPrompt('x')).toBeUndefined()
  })
})

describe('the visibility rule (approval-visibility.ts)', () => {
  it('counts only isVisible true with the whole card in view', () => {
    expect(entryShowsCard({ isVisible: true, intersectionRatio: 1 })).toBe(true)
    expect(entryShowsCard({ isVisible: false, intersectionRatio: 1 })).toBe(false)
    expect(entryShowsCard({ intersectionRatio: 1 })).toBe(false)
    expect(entryShowsCard({ isVisible: true, intersectionRatio: 0.5 })).toBe(false)
  })

  it('IntersectionObserver v2 is detected by isVisible on its entries', () => {
    class Entry {}
    const without = { IntersectionObserver: class {}, IntersectionObserverEntry: Entry }
    expect(supportsVisibilityTracking(without as never)).toBe(false)
    class EntryV2 {
      get isVisible() {
        return false
      }
    }
    const withV2 = { IntersectionObserver: class {}, IntersectionObserverEntry: EntryV2 }
    expect(supportsVisibilityTracking(withV2 as never)).toBe(true)
  })
})
