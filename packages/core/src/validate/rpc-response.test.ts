import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyRpcResponse } from './rpc-response.js'

const hex = (length: number) => 'a1'.repeat(length).slice(0, length)

describe('classifyRpcResponse (spec §4 RPC responses)', () => {
  it.each([
    ['a 64-hex transaction hash', `0x${hex(64)}`, 'transaction'],
    ['a 65-byte signature (130 hex)', `0x${hex(130)}`, 'transaction'],
    ['exactly 62 hex characters', `0x${hex(62)}`, 'transaction'],
    ['61 hex characters', `0x${hex(61)}`, 'object'],
    ['a 0x string with a non-hex character', `0x${hex(63)}z`, 'object'],
    ['an address (40 hex)', `0x${hex(40)}`, 'object'],
    ['hex without 0x', hex(64), 'object'],
    ['an object', { hash: `0x${hex(64)}` }, 'object'],
    ['null', null, 'object'],
    ['a number', 1, 'object'],
  ])('%s is classed as %s', (_label, value, expected) => {
    expect(classifyRpcResponse(value)).toBe(expected)
  })

  it('classes any 0x string of 62+ hex characters as a transaction, shorter as an object', () => {
    const hexChar = fc.constantFrom(...'0123456789abcdefABCDEF')
    fc.assert(
      fc.property(fc.array(hexChar, { maxLength: 140 }), (chars) => {
        const expected = chars.length >= 62 ? 'transaction' : 'object'
        expect(classifyRpcResponse(`0x${chars.join('')}`)).toBe(expected)
      }),
    )
  })
})
