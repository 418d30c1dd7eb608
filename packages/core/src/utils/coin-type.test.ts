import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/chain-support.js'
import { coinTypeFromChainId } from './coin-type.js'

describe('coinTypeFromChainId (ENSIP-11, docs/validation.md#names)', () => {
  it.each([
    [1, 60],
    [10, 2147483658],
    [137, 2147483785],
    [8453, 2147492101],
    [42161, 2147525809],
    [0, 2147483648],
    [2 ** 31 - 1, 4294967295],
  ])('chain %i → coin type %i', (chainId, coinType) => {
    expect(coinTypeFromChainId(chainId)).toBe(coinType)
  })

  it.each([2 ** 31, 2 ** 32, -1, 1.5, Number.NaN])("chain %s throws 'Invalid chainId'", (id) => {
    expect(() => coinTypeFromChainId(id)).toThrow(InvalidChainIdError)
    expect(() => coinTypeFromChainId(id)).toThrow('Invalid chainId')
  })

  it('is 0x80000000 + chainId for every chain id below 2^31 except 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }).filter((id) => id !== 1),
        (chainId) => {
          expect(coinTypeFromChainId(chainId)).toBe(0x80000000 + chainId)
        },
      ),
    )
  })
})
