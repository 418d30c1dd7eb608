import { beforeEach } from 'vitest'

// The toolkit persists to the page's localStorage by default; each test starts with none.
beforeEach(() => {
  globalThis.localStorage?.clear()
})
