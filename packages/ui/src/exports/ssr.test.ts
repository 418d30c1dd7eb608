// @vitest-environment node
import { describe, expect, it } from 'vitest'

describe('@keyway/ui on a server', () => {
  it('imports without touching window or document (SSR safe)', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    const ui = await import('./index.js')
    expect(typeof ui.mountKeyway).toBe('function')
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  })
})
