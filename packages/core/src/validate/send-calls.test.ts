import { describe, expect, it } from 'vitest'
import { InvalidSendCallsError } from '../errors/calls.js'
import { validateSendCalls } from './send-calls.js'

const TO = '0x1111111111111111111111111111111111111111'

describe('validateSendCalls (docs/validation.md#batched-calls wallet_sendCalls)', () => {
  it('accepts calls whose to starts with 0x and whose data, if present, starts with 0x', () => {
    const params = {
      version: '2.0.0',
      calls: [{ to: TO }, { to: TO, data: '0xabcdef', value: '0x1' }],
    }
    expect(validateSendCalls(params)).toBe(params)
    expect(validateSendCalls([params])).toBe(params)
  })

  it.each([
    ['a to without 0x', [{ to: '1111111111111111111111111111111111111111' }], 'calls[0].to'],
    ['a missing to', [{ data: '0x' }], 'calls[0].to'],
    ['a numeric to', [{ to: 1 }], 'calls[0].to'],
    ['data without 0x', [{ to: TO }, { to: TO, data: 'abcdef' }], 'calls[1].data'],
    ['null data', [{ to: TO, data: null }], 'calls[0].data'],
    ['a call that is not an object', ['0x00'], 'calls[0].to'],
  ])('rejects %s and names the call', (_label, calls, where) => {
    expect(() => validateSendCalls({ calls })).toThrow(InvalidSendCallsError)
    expect(() => validateSendCalls({ calls })).toThrow(where)
  })

  it.each([
    ['no calls', {}],
    ['calls not an array', { calls: { to: TO } }],
    ['an empty params array', []],
    ['null', null],
  ])('rejects %s', (_label, params) => {
    expect(() => validateSendCalls(params)).toThrow(InvalidSendCallsError)
  })
})
