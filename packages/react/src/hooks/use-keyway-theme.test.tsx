import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { useKeywayTheme } from './use-keyway-theme.js'

describe('useKeywayTheme', () => {
  it('starts in light mode with no theme variables', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayTheme())
    expect(hook.current()).toMatchObject({ themeMode: 'light', themeVariables: {} })
  })

  it('switches to dark mode', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayTheme())
    await actAsync(() => hook.current().setThemeMode('dark'))
    expect(hook.current().themeMode).toBe('dark')
    expect(client.state.theme.themeMode).toBe('dark')
  })

  it('rejects a theme mode other than light or dark (docs/validation.md#embedded-wallet-requests)', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayTheme())
    // A plain-JS app can pass any string; the type forbids it here.
    const set = hook.current().setThemeMode as (mode: string) => void
    expect(() => set('sepia')).toThrowError(
      expect.objectContaining({ name: 'InvalidThemeModeError' }),
    )
    expect(hook.current().themeMode).toBe('light')
  })

  it('merges theme variables one at a time', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayTheme())
    await actAsync(() => hook.current().setThemeVariables({ '--kw-accent': '#3b82f6' }))
    await actAsync(() => hook.current().setThemeVariables({ '--kw-z-index': 1000 }))
    expect(hook.current().themeVariables).toEqual({
      '--kw-accent': '#3b82f6',
      '--kw-z-index': 1000,
    })
  })
})
