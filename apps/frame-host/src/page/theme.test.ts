import { describe, expect, it } from 'vitest'
import { themeDeclarations } from './theme.js'
import { contrastRatio, parseOpaqueColor, readableFontFamily } from './theme-floors.js'

describe('themeDeclarations (syncTheme)', () => {
  it('keeps --kw- variables with plain values, numbers as text; an accent gets its label colour', () => {
    expect(
      themeDeclarations({
        themeMode: 'dark',
        themeVariables: { '--kw-accent': ' #ff0000 ', '--kw-z-index': 999 },
      }),
    ).toEqual([
      ['--kw-accent', 'rgb(255, 0, 0)'],
      ['--kw-accent-text', '#000'],
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
          '--kw-accent-text': '#fff',
        },
      }),
    ).toEqual([])
  })
})

describe('the floors: the theme cannot make the card unreadable', () => {
  const one = (name: string, value: string | number, themeMode: 'light' | 'dark' = 'light') =>
    themeDeclarations({ themeMode, themeVariables: { [name]: value } })

  it('a 0.1px font size is clamped to the floor, a huge one to the ceiling', () => {
    expect(one('--kw-font-size-master', '0.1px')).toEqual([['--kw-font-size-master', '10px']])
    expect(one('--kw-font-size-master', 0.1)).toEqual([['--kw-font-size-master', '10px']])
    expect(one('--kw-font-size-master', '12px')).toEqual([['--kw-font-size-master', '12px']])
    expect(one('--kw-font-size-master', '400px')).toEqual([['--kw-font-size-master', '14px']])
    expect(one('--kw-font-size-master', 'calc(1px / 100)')).toEqual([])
  })

  it('a font family only comes before the readable stack; symbol fonts are left out', () => {
    const [[, value] = []] = one('--kw-font-family', 'Inter, "Brand Sans"')
    expect(value).toMatch(/^"Inter", "Brand Sans", system-ui, .*sans-serif$/)
    expect(one('--kw-font-family', 'Wingdings')).toEqual([])
    expect(readableFontFamily('Webdings, Inter', 'sans-serif')).toBe('"Inter", sans-serif')
    expect(readableFontFamily('x, y, z, w, v', 'sans-serif')).toBeUndefined()
  })

  it('an accent without contrast against the card is dropped, in either mode', () => {
    expect(one('--kw-accent', '#fefefe', 'light')).toEqual([])
    expect(one('--kw-accent', '#151515', 'dark')).toEqual([])
    expect(one('--kw-accent', 'rgba(29, 78, 216, 0.05)', 'light')).toEqual([])
    expect(one('--kw-accent', 'hsl(0 0% 100%)', 'light')).toEqual([])
    expect(one('--kw-accent', '#1d4ed8', 'light')).toEqual([
      ['--kw-accent', 'rgb(29, 78, 216)'],
      ['--kw-accent-text', '#fff'],
    ])
  })

  it('colours parse from hex and rgb(); contrast follows WCAG', () => {
    expect(parseOpaqueColor('#abc')).toEqual([170, 187, 204])
    expect(parseOpaqueColor('rgb(1 2 3)')).toEqual([1, 2, 3])
    expect(parseOpaqueColor('#11223380')).toBeUndefined()
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21)
  })
})

describe("the card's own accents pass the floor", () => {
  it('light #1d4ed8 and dark #60a5fa are kept in their modes', () => {
    expect(
      themeDeclarations({ themeMode: 'light', themeVariables: { '--kw-accent': '#1d4ed8' } }),
    ).toHaveLength(2)
    expect(
      themeDeclarations({ themeMode: 'dark', themeVariables: { '--kw-accent': '#60a5fa' } }),
    ).toHaveLength(2)
  })
})
