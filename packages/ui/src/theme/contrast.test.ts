import { describe, expect, it } from 'vitest'
import { contrastRatio, resolveColor, textContrast } from './contrast.js'
import { TEXT_PAIRS } from './contrast-pairs.js'
import { darkTheme, lightTheme } from './theme.js'
import { RAW_TOKENS, type TokenMap } from './tokens.js'

const tokensOf = (theme: ReturnType<typeof lightTheme>): TokenMap => ({
  ...RAW_TOKENS,
  ...theme.tokens,
})

describe('contrast arithmetic', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself (WCAG 2 formula)', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5)
    expect(contrastRatio([63, 109, 246, 1], [63, 109, 246, 1])).toBe(1)
    // A known pair: #767676 on white is the classic 4.54:1.
    expect(textContrast('#767676', ['#ffffff'], {})).toBeCloseTo(4.54, 2)
  })

  it('resolves var(), rgba() and color-mix() with transparent like the browser does', () => {
    const tokens: TokenMap = { '--kw-a': '#3f6df6', '--kw-b': 'var(--kw-a)' }
    expect(resolveColor('var(--kw-b)', tokens)).toEqual([63, 109, 246, 1])
    expect(resolveColor('rgba(15, 16, 17, 0.5)', tokens)).toEqual([15, 16, 17, 0.5])
    // Mixing with transparent keeps the hue and scales the alpha.
    expect(resolveColor('color-mix(in srgb, var(--kw-a) 12%, transparent)', tokens)).toEqual([
      63, 109, 246, 0.12,
    ])
    expect(resolveColor('color-mix(in srgb, #000000 50%, #ffffff)', tokens)).toEqual([
      127.5, 127.5, 127.5, 1,
    ])
  })

  it('paints a translucent tint over the surface below before measuring', () => {
    const over = textContrast('#000000', ['rgba(0, 0, 0, 0.5)', '#ffffff'], {})
    expect(over).toBeLessThan(textContrast('#000000', ['#ffffff'], {}))
  })

  it('throws on a colour syntax it cannot measure rather than passing it', () => {
    expect(() => resolveColor('hsl(10 20% 30%)', {})).toThrow(/unsupported colour/)
    expect(() => resolveColor('var(--kw-missing)', {})).toThrow(/unknown token/)
  })
})

describe('theme contrast (WCAG AA 1.4.3)', () => {
  for (const theme of [lightTheme(), darkTheme()]) {
    it(`every text colour of the ${theme.mode} theme has at least 4.5:1 on the surfaces it is drawn on`, () => {
      const tokens = tokensOf(theme)
      const failures = TEXT_PAIRS.map((pair) => ({
        where: pair.where,
        ratio: textContrast(
          `var(${pair.fg})`,
          pair.on.map((name) => `var(${name})`),
          tokens,
        ),
      }))
        .filter((result) => result.ratio < 4.5)
        .map((result) => `${result.where}: ${result.ratio.toFixed(2)}`)
      expect(failures).toEqual([])
    })
  }

  it('checks the pairs the axe audit flagged: chips, initials and the connect button label', () => {
    const where = TEXT_PAIRS.map((pair) => pair.where).join('\n')
    expect(where).toMatch(/accent chip/)
    expect(where).toMatch(/success chip/)
    expect(where).toMatch(/secondary text on --kw-color-bg-surface-hover/)
    expect(where).toMatch(/main button label/)
  })
})
