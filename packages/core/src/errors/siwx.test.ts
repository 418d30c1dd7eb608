import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { SiwxConfigConflictError } from './config.js'
import { SignatureDeclinedError, SiwxNotEnabledError, SmartAccountSignatureError } from './siwx.js'

describe('docs/validation.md#configuration/docs/errors.md#sign-in-siwx sign-in errors', () => {
  it.each([
    [
      'SiwxConfigConflictError',
      SiwxConfigConflictError,
      'Cannot set both `siweConfig` and `siwx` options',
    ],
    ['SiwxNotEnabledError', SiwxNotEnabledError, 'SIWX is not enabled'],
    ['SignatureDeclinedError', SignatureDeclinedError, 'Signature declined'],
    [
      'SmartAccountSignatureError',
      SmartAccountSignatureError,
      'This application might not support Smart Accounts',
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
