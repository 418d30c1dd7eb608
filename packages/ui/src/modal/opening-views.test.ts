// The Account view loads through its small chunk (account-opening.ts); a chunk that does not
// arrive rejects the load (the dialog keeps its spinner and asks again on its next render),
// and the next load asks for it again.
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./account-opening.js')
  vi.resetModules()
})

describe('the opening views', () => {
  it("loads Account through account-opening.ts's import, and nothing for Connect", async () => {
    const loadAccountView = vi.fn(async () => ({ loaded: 'account' }))
    vi.doMock('./account-opening.js', () => ({ loadAccountView }))
    const { ACCOUNT_VIEW, loadOpeningView } = await import('./opening-views.js')
    await expect(loadOpeningView('Account')).resolves.toEqual({ loaded: 'account' })
    expect(loadAccountView).toHaveBeenCalledTimes(1)
    expect(loadOpeningView('Connect')).toBeUndefined()
    expect(ACCOUNT_VIEW.tag).toBe('kw-account-view')
  })

  it('rejects when the small chunk does not arrive, and asks again on the next load', async () => {
    let arrives = false
    const loadAccountView = vi.fn(async () => 'account')
    vi.doMock('./account-opening.js', () => {
      if (!arrives) throw new Error('Failed to fetch dynamically imported module')
      return { loadAccountView }
    })
    const { ACCOUNT_VIEW } = await import('./opening-views.js')
    await expect(ACCOUNT_VIEW.load()).rejects.toThrow()
    expect(loadAccountView).not.toHaveBeenCalled()
    arrives = true
    await expect(ACCOUNT_VIEW.load()).resolves.toBe('account')
  })
})
