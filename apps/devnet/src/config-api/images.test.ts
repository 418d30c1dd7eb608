import { describe, expect, it } from 'vitest'
import { identiconSvg, initialsOf } from './images.js'

describe('generated images', () => {
  it('draws the initials of a two-word label, or the first two letters of one word', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('usdc')).toBe('US')
    expect(identiconSvg('id', 'Trust Wallet')).toContain('>TW</text>')
  })

  it('gives the same picture for the same id and another for another id', () => {
    expect(identiconSvg('a', 'X')).toBe(identiconSvg('a', 'X'))
    expect(identiconSvg('a', 'X')).not.toBe(identiconSvg('b', 'X'))
  })

  it('escapes labels so an id cannot inject markup', () => {
    expect(identiconSvg('a', '<script>')).not.toContain('<script>')
  })
})
