import { describe, expect, it } from 'vitest'
import * as display from './display.js'

describe('docs/views.md#navigation-rules/docs/limits.md#display display constants', () => {
  it('displays amounts with 3 decimals and truncates addresses to 4 + 6 characters', () => {
    expect(display.DISPLAY_AMOUNT_DECIMALS).toBe(3)
    expect(display.TRUNCATE_ADDRESS_START_CHARS).toBe(4)
    expect(display.TRUNCATE_ADDRESS_END_CHARS).toBe(6)
  })

  it("shows '+' for receive, deposit, borrow, claim and '-' for withdraw, repay, burn", () => {
    expect([...display.PLUS_OPERATION_TYPES]).toEqual(['receive', 'deposit', 'borrow', 'claim'])
    expect([...display.MINUS_OPERATION_TYPES]).toEqual(['withdraw', 'repay', 'burn'])
  })

  it('default modal appearance is width 360px, z-index 999, base font 10px, radius 4px', () => {
    expect(display.DEFAULT_MODAL_APPEARANCE).toEqual({
      width: '360px',
      zIndex: 999,
      baseFontSize: '10px',
      baseRadius: '4px',
    })
  })

  it('theme mode is light or dark', () => {
    expect([...display.THEME_MODES]).toEqual(['light', 'dark'])
  })
})
