import { describe, expect, it } from 'vitest'
import { canonicalJson, requestHash } from './request-hash.js'

describe('canonicalJson and requestHash', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }], é: true })).toBe(
      '{"a":[{"c":null,"d":"x"}],"b":1,"é":true}',
    )
  })

  it('one request, one hash, whatever the key order; any change of chain, method or params is another', () => {
    const tx = { from: '0xab', to: '0xcd', value: '0x1', gas: '0x5208' }
    const hash = requestHash({ chainId: 'eip155:1', method: 'eth_sendTransaction', params: [tx] })
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const reordered = { gas: '0x5208', value: '0x1', to: '0xcd', from: '0xab' }
    expect(
      requestHash({ method: 'eth_sendTransaction', params: [reordered], chainId: 'eip155:1' }),
    ).toBe(hash)
    for (const other of [
      { chainId: 'eip155:2', method: 'eth_sendTransaction', params: [tx] },
      { chainId: 'eip155:1', method: 'personal_sign', params: [tx] },
      { chainId: 'eip155:1', method: 'eth_sendTransaction', params: [{ ...tx, gas: '0x5209' }] },
    ]) {
      expect(requestHash(other)).not.toBe(hash)
    }
    // Absent params and null params are the same request.
    expect(requestHash({ chainId: 'eip155:1', method: 'eth_requestAccounts' })).toBe(
      requestHash({ chainId: 'eip155:1', method: 'eth_requestAccounts', params: null }),
    )
  })

  it('parses back to the same JSON value', () => {
    for (const value of [
      null,
      0,
      -1.5e-7,
      'a "quoted" \\ line\n',
      [],
      {},
      [1, [2, { z: [3], y: {} }]],
      { '': 1, ' ': 2, '\u0000': 3 },
    ]) {
      expect(JSON.parse(canonicalJson(value))).toEqual(value)
    }
    expect(() => canonicalJson(undefined)).toThrow('canonicalJson: not a JSON value')
  })
})
