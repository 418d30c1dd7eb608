import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidRegisteredNameError } from '../errors/names.js'
import { assertValidRegisteredName, isValidRegisteredName } from './names.js'

describe('isValidRegisteredName (docs/validation.md#names: letters, digits, hyphen, at least 4 characters)', () => {
  it.each([
    ['alice', true],
    ['a-b-', true],
    ['Bob2', true],
    ['1234', true],
    ['abc', false],
    ['ali ce', false],
    ['alice.keyway', false],
    ['ali_ce', false],
    ['élan', false],
    ['', false],
    [undefined, false],
  ])('%o → %s', (value, expected) => {
    expect(isValidRegisteredName(value)).toBe(expected)
  })

  it('accepts every string of 4+ allowed characters and nothing shorter', () => {
    const allowed = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-',
    )
    fc.assert(
      fc.property(fc.array(allowed, { maxLength: 12 }), (chars) => {
        expect(isValidRegisteredName(chars.join(''))).toBe(chars.length >= 4)
      }),
    )
  })

  it('assertValidRegisteredName throws InvalidRegisteredNameError', () => {
    expect(() => assertValidRegisteredName('abc')).toThrow(InvalidRegisteredNameError)
    expect(() => assertValidRegisteredName('abcd')).not.toThrow()
  })
})
