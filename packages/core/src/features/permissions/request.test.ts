import { describe, expect, it } from 'vitest'
import { InvalidPermissionsRequestError } from '../../errors/permissions.js'
import {
  type GrantPermissionsRequest,
  MAX_PERMISSION_LIFETIME_SECONDS,
  validateGrantPermissions,
  validatePci,
} from './request.js'

const NOW = 1_800_000_000
const ACCOUNT = '0x1111111111111111111111111111111111111111'
const SESSION = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x3333333333333333333333333333333333333333'
const defaults = { nowSeconds: NOW, chainId: 31337, address: ACCOUNT }

const valid = (): GrantPermissionsRequest => ({
  expiry: NOW + 3600,
  signer: { type: 'account', data: { address: SESSION } },
  permissions: [
    {
      type: 'erc20-token-periodic',
      data: { tokenAddress: TOKEN, periodAmount: 5n, periodDuration: 86_400 },
    },
  ],
})

function detailsOf(request: unknown): string | undefined {
  try {
    validateGrantPermissions(request as GrantPermissionsRequest, defaults)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidPermissionsRequestError)
    return (error as InvalidPermissionsRequestError).details
  }
  return undefined
}

const withData = (data: Record<string, unknown>) => {
  const request = valid()
  return {
    ...request,
    permissions: [
      { ...request.permissions[0]!, data: { ...request.permissions[0]!.data, ...data } },
    ],
  }
}

describe('validateGrantPermissions', () => {
  it('completes the chain id and the address, and writes the amount as hex', () => {
    expect(validateGrantPermissions(valid(), defaults)).toEqual({
      chainId: '0x7a69',
      address: ACCOUNT,
      expiry: NOW + 3600,
      signer: { type: 'account', data: { address: SESSION } },
      permissions: [
        {
          type: 'erc20-token-periodic',
          data: { tokenAddress: TOKEN, periodAmount: '0x5', periodDuration: 86_400 },
        },
      ],
    })
  })

  it("keeps the dapp's chain id, address, start time and justification", () => {
    const request = {
      ...withData({ startTime: NOW, justification: 'Pays the subscription', periodAmount: '0x0A' }),
      chainId: 1,
      address: SESSION,
    }
    const wire = validateGrantPermissions(request, defaults)
    expect(wire.chainId).toBe('0x1')
    expect(wire.address).toBe(SESSION)
    expect(wire.permissions[0].data).toMatchObject({
      periodAmount: '0xa',
      startTime: NOW,
      justification: 'Pays the subscription',
    })
  })

  it('takes an expiry exactly 30 days ahead, and refuses one past it or not after now', () => {
    expect(detailsOf({ ...valid(), expiry: NOW + MAX_PERMISSION_LIFETIME_SECONDS })).toBeUndefined()
    expect(detailsOf({ ...valid(), expiry: NOW + MAX_PERMISSION_LIFETIME_SECONDS + 1 })).toBe(
      'expiry must be at most 30 days ahead',
    )
    expect(detailsOf({ ...valid(), expiry: NOW })).toBe('expiry must be later than now')
    expect(detailsOf({ ...valid(), expiry: NOW + 0.5 })).toBe(
      'expiry must be a whole number of unix seconds',
    )
  })

  it('wants exactly one erc20-token-periodic permission', () => {
    const request = valid()
    expect(detailsOf({ ...request, permissions: [] })).toBe(
      'permissions must hold exactly one permission',
    )
    expect(
      detailsOf({ ...request, permissions: [request.permissions[0], request.permissions[0]] }),
    ).toBe('permissions must hold exactly one permission')
    expect(
      detailsOf({ ...request, permissions: [{ ...request.permissions[0], type: 'native-token' }] }),
    ).toBe("permissions[0].type must be 'erc20-token-periodic'")
  })

  it('wants a positive amount and period', () => {
    expect(detailsOf(withData({ periodAmount: 0n }))).toBe(
      'permissions[0].data.periodAmount must be more than 0',
    )
    expect(detailsOf(withData({ periodAmount: '5' }))).toBe(
      'permissions[0].data.periodAmount must be a bigint or 0x hex',
    )
    expect(detailsOf(withData({ periodDuration: 0 }))).toBe(
      'permissions[0].data.periodDuration must be a whole number of seconds, more than 0',
    )
  })

  it('wants 0x + 40 hex addresses and an account signer', () => {
    expect(detailsOf(withData({ tokenAddress: '0x1234' }))).toBe(
      'permissions[0].data.tokenAddress must be 0x followed by 40 hex characters',
    )
    expect(detailsOf({ ...valid(), signer: { type: 'key', data: { address: SESSION } } })).toBe(
      "signer.type must be 'account'",
    )
    expect(detailsOf({ ...valid(), signer: { type: 'account', data: { address: 'x' } } })).toBe(
      'signer.data.address must be 0x followed by 40 hex characters',
    )
    expect(detailsOf({ ...valid(), address: 'alice.eth' })).toBe(
      'address must be 0x followed by 40 hex characters',
    )
  })

  it('limits the justification to 120 characters', () => {
    expect(detailsOf(withData({ justification: 'x'.repeat(120) }))).toBeUndefined()
    expect(detailsOf(withData({ justification: 'x'.repeat(121) }))).toBe(
      'permissions[0].data.justification must be at most 120 characters',
    )
  })
})

describe('validatePci', () => {
  it('takes 0x + 64 hex only', () => {
    const pci = `0x${'ab'.repeat(32)}`
    expect(validatePci(pci)).toBe(pci)
    expect(() => validatePci(`${pci}00`)).toThrow(InvalidPermissionsRequestError)
  })
})
