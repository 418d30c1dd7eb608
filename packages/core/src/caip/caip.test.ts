import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from '../errors/caip.js'
import {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))

describe('parseCaipAddress (spec §5: exactly 3 colon-separated non-empty parts)', () => {
  it('splits a CAIP-10 address into namespace, chain id and address', () => {
    expect(parseCaipAddress('eip155:1:0xAbC0000000000000000000000000000000000001')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xAbC0000000000000000000000000000000000001',
      caipNetworkId: 'eip155:1',
    })
  })

  it.each([
    'eip155:1',
    'eip155:1:0xabc:extra',
    ':1:0xabc',
    'eip155::0xabc',
    'eip155:1:',
    '',
    'no-colons',
  ])("rejects '%s' with 'Invalid CAIP-10 address'", (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaip10AddressError)
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
    expect(isCaipAddress(value)).toBe(false)
  })

  it.each([undefined, null, 1, {}])("rejects a non-string %o with 'Invalid CAIP Address'", (v) => {
    expect(() => parseCaipAddress(v)).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress(v)).toThrow('Invalid CAIP Address')
  })

  it('round-trips any three non-empty colon-free parts', () => {
    fc.assert(
      fc.property(part, part, part, (ns, id, address) => {
        const value = `${ns}:${id}:${address}`
        expect(isCaipAddress(value)).toBe(true)
        expect(parseCaipAddress(value)).toEqual({
          chainNamespace: ns,
          chainId: id,
          address,
          caipNetworkId: `${ns}:${id}`,
        })
      }),
    )
  })

  it('accepts a string exactly when it has 3 parts, all non-empty', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !s.includes(':')),
          { maxLength: 5 },
        ),
        (parts) => {
          const valid = parts.length === 3 && parts.every((p) => p !== '')
          expect(isCaipAddress(parts.join(':'))).toBe(valid)
        },
      ),
    )
  })
})

describe('parseCaipNetworkId (spec §5: exactly 2 parts)', () => {
  it('splits a CAIP-2 id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each(['eip155', 'eip155:1:0xabc', ':1', 'eip155:', '', undefined, 7])(
    "rejects %o with 'Invalid CAIP-2 network id'",
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
      expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
      expect(isCaipNetworkId(value)).toBe(false)
    },
  )

  it('accepts a string exactly when it has 2 non-empty parts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !s.includes(':')),
          { maxLength: 4 },
        ),
        (parts) => {
          const valid = parts.length === 2 && parts.every((p) => p !== '')
          expect(isCaipNetworkId(parts.join(':'))).toBe(valid)
        },
      ),
    )
  })
})

describe('isChainNamespace', () => {
  it.each(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])('%s is a namespace', (ns) => {
    expect(isChainNamespace(ns)).toBe(true)
  })
  it.each(['EIP155', 'near', '', undefined])('%o is not', (value) => {
    expect(isChainNamespace(value)).toBe(false)
  })
})
