import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { InvalidAppConfigurationError, ProjectIdNotConfiguredError } from './config.js'

describe('docs/validation.md#configuration/docs/errors.md#configuration configuration errors', () => {
  it.each([
    ['ProjectIdNotConfiguredError', ProjectIdNotConfiguredError, 'Project ID not configured'],
    ['InvalidAppConfigurationError', InvalidAppConfigurationError, 'Invalid app configuration'],
  ] as const)('%s has the exact spec message', (name, ErrorClass, message) => {
    const error = new ErrorClass({ details: 'context for developers' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toBe(name)
    expect(error.details).toBe('context for developers')
  })
})
