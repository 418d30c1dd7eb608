/**
 * Waits for the real-browser tests. A real browser reads a response body, loads a view's
 * module or paints in tasks of its own, so a test waits for the state it expects
 * (`expect.poll`, `vi.waitFor`) instead of counting ticks. What must NOT happen (a second
 * request, a switch nobody asked for) is checked over a short window instead.
 */
import { expect } from 'vitest'

/** How long `expectSteady` watches by default: longer than the in-memory services answer. */
const STEADY_MS = 250

/**
 * Fails if `read()` differs from `expected` at any check during `ms` milliseconds (real
 * timers): for "nothing more happens", which no poll can wait for.
 */
export async function expectSteady<T>(read: () => T, expected: T, ms = STEADY_MS): Promise<void> {
  const end = performance.now() + ms
  for (;;) {
    expect(read()).toEqual(expected)
    if (performance.now() >= end) return
    await new Promise<void>((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits for the element's pending Lit update (a property set, a store change) to render. */
export async function rendered(element: Element): Promise<void> {
  await (element as Partial<{ updateComplete: Promise<unknown> }>).updateComplete
}
