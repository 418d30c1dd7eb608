import { describe, expect, it } from 'vitest'
import { InvalidThemeModeError } from '../errors/validation.js'
import { setTheme } from './set-theme.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('setTheme', () => {
  it('sets the mode and merges variables over the ones set before', () => {
    const { client } = createActionTestClient({ themeVariables: { '--kw-accent': '#000' } })
    setTheme(client, { themeMode: 'dark', themeVariables: { '--kw-z-index': 5 } })
    expect(client.state.theme.themeMode).toBe('dark')
    expect(client.state.theme.themeVariables).toEqual({ '--kw-accent': '#000', '--kw-z-index': 5 })
  })

  it('rejects a mode other than light or dark (docs/validation.md#embedded-wallet-requests) and keeps the current one', () => {
    const { client } = createActionTestClient({ themeMode: 'light' })
    expect(() => setTheme(client, { themeMode: 'blue' as 'dark' })).toThrow(InvalidThemeModeError)
    expect(client.state.theme.themeMode).toBe('light')
  })
})
