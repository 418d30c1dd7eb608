import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { EmailLoginThrottledError, RequestAbortedError } from './embedded-wallet.js'
import {
  ActionNotAllowedError,
  AuthInitializationError,
  EmailLoginDependencyError,
  FrameError,
  SomethingWentWrongError,
} from './embedded-wallet-frame.js'

describe('docs/errors.md#email-and-social-login-the-embedded-wallet email login and frame errors', () => {
  it.each([
    [
      'EmailLoginDependencyError',
      EmailLoginDependencyError,
      'Unable to load email login dependency',
    ],
    ['RequestAbortedError', RequestAbortedError, 'Request was aborted'],
    ['SomethingWentWrongError', SomethingWentWrongError, 'Something went wrong'],
    ['ActionNotAllowedError', ActionNotAllowedError, 'Action not allowed'],
    [
      'AuthInitializationError',
      AuthInitializationError,
      'A problem occurred while trying initialize authentication',
    ],
  ] as const)('%s has the exact spec message', (name, ErrorClass, message) => {
    const error = new ErrorClass({ details: 'context for developers' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toBe(name)
    expect(error.details).toBe('context for developers')
  })
})

describe('EmailLoginThrottledError', () => {
  it.each([1, 12, 30])("says 'Please try again after %i seconds'", (seconds) => {
    const error = new EmailLoginThrottledError(seconds)
    expect(error.shortMessage).toBe(`Please try again after ${seconds} seconds`)
    expect(error.retryAfterSeconds).toBe(seconds)
    expect(error.name).toBe('EmailLoginThrottledError')
  })
})

describe('FrameError', () => {
  it("defaults to 'An error occurred' when the frame error has no message", () => {
    expect(new FrameError().shortMessage).toBe('An error occurred')
    expect(new FrameError('').shortMessage).toBe('An error occurred')
    expect(new FrameError('   ').shortMessage).toBe('An error occurred')
  })

  it('keeps the message the frame sent', () => {
    const error = new FrameError('Invalid OTP code')
    expect(error.shortMessage).toBe('Invalid OTP code')
    expect(error.name).toBe('FrameError')
  })
})
