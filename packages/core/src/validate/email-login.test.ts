import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  InvalidEmailError,
  InvalidOtpError,
  InvalidSocialProviderError,
} from '../errors/email-login-validation.js'
import {
  assertEmail,
  assertOtp,
  assertSocialProvider,
  isEmail,
  isOtp,
  isSocialProvider,
} from './email-login.js'

describe('isEmail (docs/validation.md#email-and-social-login: email login needs a valid email string)', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['user@example', false],
    ['user@@example.com', false],
    ['@example.com', false],
    ['user@.com', false],
    ['user@example.', false],
    ['us er@example.com', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%o → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected)
  })

  it('rejects an address longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(250)}@b.co`)).toBe(false)
  })

  it('accepts generated well-formed addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254 && email.split('@')[1]?.includes('.') === true)
        expect(isEmail(email)).toBe(true)
      }),
    )
  })

  it('assertEmail throws InvalidEmailError for a bad email', () => {
    expect(() => assertEmail('nope')).toThrow(InvalidEmailError)
    expect(() => assertEmail('user@example.com')).not.toThrow()
  })
})

describe('isOtp (docs/validation.md#email-and-social-login: the OTP is a string)', () => {
  it.each([
    ['123456', true],
    ['', true],
    [123456, false],
    [undefined, false],
  ])('%o → %s', (value, expected) => {
    expect(isOtp(value)).toBe(expected)
  })

  it('assertOtp throws InvalidOtpError for a non-string', () => {
    expect(() => assertOtp(123456)).toThrow(InvalidOtpError)
  })
})

describe('isSocialProvider (docs/validation.md#email-and-social-login)', () => {
  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])('%s is accepted', (p) => {
    expect(isSocialProvider(p)).toBe(true)
  })

  it.each(['farcaster', 'Google', 'twitter', '', undefined])('%o is rejected', (p) => {
    expect(isSocialProvider(p)).toBe(false)
    expect(() => assertSocialProvider(p)).toThrow(InvalidSocialProviderError)
  })
})
