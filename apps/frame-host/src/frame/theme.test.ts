import { describe, expect, it } from 'vitest'
import { themeDeclarations } from './theme.js'

describe('themeDeclarations (syncTheme)', () => {
  it('keeps --kw- variables with plain values, numbers as text', () => {
    expect(
      themeDeclarations({
        themeMode: 'dark',
        themeVariables: { '--kw-accent': ' #ff0000 ', '--kw-z-index': 999 },
      }),
    ).toEqual([
      ['--kw-accent', '#ff0000'],
      ['--kw-z-index', '999'],
    ])
  })

  it('drops other names and values that could reach outside the card', () => {
    expect(
      themeDeclarations({
        themeMode: 'light',
        themeVariables: {
          color: 'red',
          '--w3m-accent': 'red',
          '--kw-accent': 'url(https://tracker.example/x.png)',
          '--kw-font-family': 'a; background: red',
          '--kw-modal-width': '}body{display:none',
          '--kw-color-mix': '',
        },
      }),
    ).toEqual([])
  })
})
