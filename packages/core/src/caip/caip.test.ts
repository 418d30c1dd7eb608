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
  isCaipOfNamespace,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
  tryParseCaipAddress,
  tryParseCaipNetworkId,
} from './caip.js'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))

describe('parseCaipAddress (docs/validation.md#addresses-and-network-ids: exactly 3 colon-separated non-empty parts)', () => {
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

describe('parseCaipNetworkId (docs/validation.md#addresses-and-network-ids: exactly 2 parts)', () => {
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

describe('toCaipNetworkId', () => {
  it.each([
    ['eip155', 1, 'eip155:1'],
    ['eip155', '42161', 'eip155:42161'],
    ['solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122', '000000000019d6689c085ae165831e93', 'bip122:000000000019d6689c085ae165831e93'],
  ] as const)('joins %s and %s into %s', (namespace, reference, expected) => {
    expect(toCaipNetworkId(namespace, reference)).toBe(expected)
  })

  it.each(['', 'a:b'])("rejects the reference '%s' with 'Invalid CAIP-2 network id'", (ref) => {
    expect(() => toCaipNetworkId('eip155', ref)).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipNetworkId('eip155', ref)).toThrow('Invalid CAIP-2 network id')
  })

  it('always yields exactly two colon-separated parts for a valid reference', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes(':')),
        (reference) => {
          const parts = toCaipNetworkId('cosmos', reference).split(':')
          expect(parts).toEqual(['cosmos', reference])
        },
      ),
    )
  })
})

describe('toCaipAddress', () => {
  it('joins a network id and an address', () => {
    expect(toCaipAddress('eip155:1', '0xabc')).toBe('eip155:1:0xabc')
    expect(toCaipAddress(toCaipNetworkId('solana', 'devnet'), 'Abc')).toBe('solana:devnet:Abc')
  })

  it.each([
    ['eip155:1', ''],
    ['eip155', '0xabc'],
    ['eip155:1', 'a:b'],
  ])("rejects ('%s', '%s') with 'Invalid CAIP-10 address'", (network, address) => {
    expect(() => toCaipAddress(network, address)).toThrow(InvalidCaip10AddressError)
    expect(() => toCaipAddress(network, address)).toThrow('Invalid CAIP-10 address')
  })

  it('round-trips with the parsers', () => {
    fc.assert(
      fc.property(part, part, (id, address) => {
        const network = toCaipNetworkId('cosmos', id)
        expect(parseCaipNetworkId(network)).toEqual({ chainNamespace: 'cosmos', chainId: id })
        expect(parseCaipAddress(toCaipAddress(network, address)).address).toBe(address)
      }),
    )
  })
})

describe('tryParseCaipNetworkId / tryParseCaipAddress / isCaipOfNamespace', () => {
  it('answer undefined (no throw) for what is not a CAIP id', () => {
    expect(tryParseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(tryParseCaipNetworkId('eip155')).toBeUndefined()
    expect(tryParseCaipNetworkId(undefined)).toBeUndefined()
    expect(tryParseCaipAddress('solana:devnet:Abc')?.address).toBe('Abc')
    expect(tryParseCaipAddress('0xabc')).toBeUndefined()
  })

  it('tells the namespace of a CAIP-2 id or CAIP-10 address', () => {
    expect(isCaipOfNamespace('solana:mainnet', 'solana')).toBe(true)
    expect(isCaipOfNamespace('solana:mainnet:Abc', 'solana')).toBe(true)
    expect(isCaipOfNamespace('eip155:1', 'solana')).toBe(false)
    expect(isCaipOfNamespace('solana', 'solana')).toBe(false)
    expect(isCaipOfNamespace('solanax:1', 'solana')).toBe(false)
  })
})
