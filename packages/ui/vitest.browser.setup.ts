import { afterEach, vi } from 'vitest'

// The browser project runs every file in one page (isolate: false). Nothing a test mounted,
// and no fake clock, outlives the test: a view left on the page would keep its timers (a
// balance poll, a relay retry) running into the next file's fake clock.
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})
