import { afterEach, vi } from 'vitest'
import { destroyTestClients } from './src/views/shared/test-client.test-helpers.js'

// The browser project runs every file in one page (isolate: false). Nothing a test mounted,
// no client it made and no fake clock outlives the test: a view left on the page, or a
// client whose modal stayed open, would keep its timers (a balance poll, a relay retry)
// running into the next file's fake clock.
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
  destroyTestClients()
})
