import { describe, expect, it } from 'vitest'
import { isAllowedParentOrigin } from './handshake.js'

describe('isAllowedParentOrigin', () => {
  const allowed = ['https://dapp.example', 'http://localhost:5173']
  it.each([
    ['https://dapp.example', true],
    ['http://localhost:5173', true],
    ['http://dapp.example', false],
    ['https://dapp.example:444', false],
    ['https://evil.dapp.example', false],
    ['null', false],
    ['', false],
  ])('%s → %s', (origin, expected) => {
    expect(isAllowedParentOrigin(origin, allowed)).toBe(expected)
  })

  it("refuses the opaque 'null' origin even if a list carried it", () => {
    expect(isAllowedParentOrigin('null', ['null'])).toBe(false)
  })
})
