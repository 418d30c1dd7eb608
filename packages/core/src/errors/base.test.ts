import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'

describe('BaseError', () => {
  it('keeps the exact short message and appends details and docs to the full message', () => {
    const error = new BaseError('Network not found', {
      details: 'chain 5 is not configured',
      docsPath: '/errors#network',
    })
    expect(error.shortMessage).toBe('Network not found')
    expect(error.message).toBe(
      'Network not found\n\nDetails: chain 5 is not configured\nDocs: https://keyway.dev/docs/errors#network',
    )
    expect(error.name).toBe('BaseError')
  })

  it('keeps the cause and takes its message as details', () => {
    const cause = new Error('socket hang up')
    const error = new BaseError('Something went wrong', { cause, code: -32603 })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('socket hang up')
    expect(error.code).toBe(-32603)
  })

  it("leaves the cause's text out of details and message when asked (detailsFromCause: false)", () => {
    const cause = new SyntaxError('Unterminated string in JSON at position 35')
    const error = new BaseError('Token Balance Unavailable', { cause, detailsFromCause: false })
    expect(error.message).toBe('Token Balance Unavailable')
    expect(error.details).toBeUndefined()
    expect(error.cause).toBe(cause)
  })

  it('walks the cause chain to the first matching error', () => {
    const inner = new BaseError('inner', { code: 4001 })
    const outer = new BaseError('outer', { cause: inner })
    expect(outer.walk((e) => (e as BaseError).code === 4001)).toBe(inner)
    expect(outer.walk()).toBe(inner)
  })
})
