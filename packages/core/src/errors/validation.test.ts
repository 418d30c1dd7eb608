import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { InvalidSendCallsError } from './calls.js'
import {
  InvalidEmailError,
  InvalidOtpError,
  InvalidSocialProviderError,
} from './email-login-validation.js'
import { ProjectIdRequiredError } from './embedded-wallet-frame.js'
import { InvalidDecimalNumberError, InvalidThemeModeError } from './validation.js'

describe('docs/validation.md payload validation errors', () => {
  it.each([
    ['InvalidEmailError', InvalidEmailError, 'Invalid email'],
    ['InvalidOtpError', InvalidOtpError, 'Invalid OTP'],
    ['InvalidSocialProviderError', InvalidSocialProviderError, 'Invalid social provider'],
    ['InvalidThemeModeError', InvalidThemeModeError, 'Invalid theme mode'],
    ['ProjectIdRequiredError', ProjectIdRequiredError, 'projectId is required'],
    ['InvalidSendCallsError', InvalidSendCallsError, 'Invalid wallet_sendCalls parameters'],
    ['InvalidDecimalNumberError', InvalidDecimalNumberError, 'Invalid decimal number'],
  ] as const)('%s has the exact spec message', (name, ErrorClass, message) => {
    const error = new ErrorClass({ details: 'context for developers' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toBe(name)
    expect(error.details).toBe('context for developers')
  })
})
