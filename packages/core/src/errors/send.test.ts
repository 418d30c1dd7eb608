import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from './send.js'

describe('docs/validation.md#send send errors', () => {
  it.each([
    [
      'SendAmountAndReceiverRequiredError',
      SendAmountAndReceiverRequiredError,
      'An amount and receiver address are required',
    ],
    ['SendTokenRequiredError', SendTokenRequiredError, 'A token is required'],
  ] as const)('%s has the exact spec message', (name, ErrorClass, message) => {
    const error = new ErrorClass({ details: 'context for developers' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toBe(name)
    expect(error.details).toBe('context for developers')
  })
})
