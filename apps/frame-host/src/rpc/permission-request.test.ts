import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import { hashDelegation } from '@metamask/smart-accounts-kit/utils'
import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidParamsError } from './errors.js'
import {
  checkGrantRequest,
  delegationTerms,
  grantDelegation,
  parseGrantRequest,
  parseRevokeRequest,
} from './permission-request.js'

const ACCOUNT = '0x00000000000000000000000000000000000000a1' as Address
const SESSION = '0x00000000000000000000000000000000000000b2'
const TOKEN = '0x00000000000000000000000000000000000000c3'
const NOW = 1_800_000_000
const checks = { chainId: 31337, account: ACCOUNT, nowSeconds: NOW }

const environment = {
  DelegationManager: '0x00000000000000000000000000000000000000d4',
  EntryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  SimpleFactory: '0x00000000000000000000000000000000000000e5',
  implementations: {},
  caveatEnforcers: {
    ValueLteEnforcer: '0x00000000000000000000000000000000000000F5',
    ERC20PeriodTransferEnforcer: '0x00000000000000000000000000000000000000F6',
    TimestampEnforcer: '0x00000000000000000000000000000000000000F7',
  },
} as SmartAccountsEnvironment

function grant(overrides: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    chainId: '0x7a69',
    expiry: NOW + 3600,
    signer: { type: 'account', data: { address: SESSION } },
    permissions: [
      {
        type: 'erc20-token-periodic',
        data: { tokenAddress: TOKEN, periodAmount: '0x4c4b40', periodDuration: 86_400, ...data },
      },
    ],
    ...overrides,
  }
}

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParamsError)
    return { code: (error as InvalidParamsError).code, message: (error as Error).message }
  }
  throw new Error('accepted')
}

const parseAndCheck = (params: unknown) => checkGrantRequest(parseGrantRequest(params), checks)

describe('wallet_grantPermissions params', () => {
  it('accepts the contract’s request and fills in the start (now) and the account', () => {
    const checked = parseAndCheck([grant()])
    expect(checked.address).toBe(getAddress(ACCOUNT))
    expect(checked.permissions[0]?.data.startTime).toBe(NOW)
    const given = parseAndCheck([grant({ address: ACCOUNT }, { startTime: NOW + 60 })])
    expect(given.permissions[0]?.data.startTime).toBe(NOW + 60)
  })

  it.each([
    [
      'not a list',
      grant(),
      'wallet_grantPermissions: invalid params: params must be a list of one request',
    ],
    [
      'chainId',
      [grant({ chainId: '31337' })],
      'wallet_grantPermissions: invalid params at chainId: must be a hex quantity',
    ],
    [
      'another chain',
      [grant({ chainId: '0x1' })],
      'wallet_grantPermissions: invalid params at chainId: 0x1 is not the connected chain (0x7a69)',
    ],
    [
      'another account',
      [grant({ address: SESSION })],
      `wallet_grantPermissions: invalid params at address: ${SESSION} is not this wallet's account (${ACCOUNT})`,
    ],
    [
      'expiry as text',
      [grant({ expiry: '1800003600' })],
      'wallet_grantPermissions: invalid params at expiry: must be unix seconds (a number)',
    ],
    [
      'expiry past',
      [grant({ expiry: NOW - 1 })],
      'wallet_grantPermissions: invalid params at expiry: must be later than now',
    ],
    [
      'expiry too far',
      [grant({ expiry: NOW + 31 * 86_400 })],
      'wallet_grantPermissions: invalid params at expiry: must be at most 30 days from now',
    ],
    [
      'signer type',
      [grant({ signer: { type: 'key', data: { address: SESSION } } })],
      'wallet_grantPermissions: invalid params at signer.type: must be "account"',
    ],
    [
      'signer address',
      [grant({ signer: { type: 'account', data: { address: '0x12' } } })],
      'wallet_grantPermissions: invalid params at signer.data.address: must be a 0x address',
    ],
    [
      'signer is the account',
      [grant({ signer: { type: 'account', data: { address: ACCOUNT } } })],
      'wallet_grantPermissions: invalid params at signer.data.address: must be a session account, not the granting account',
    ],
    [
      'no permission',
      [grant({ permissions: [] })],
      'wallet_grantPermissions: invalid params at permissions: must hold exactly one permission',
    ],
    [
      'permission type',
      [grant({ permissions: [{ type: 'native-token-periodic', data: {} }] })],
      'wallet_grantPermissions: invalid params at permissions[0].type: must be "erc20-token-periodic"',
    ],
    [
      'token',
      [grant({}, { tokenAddress: 'usdc' })],
      'wallet_grantPermissions: invalid params at permissions[0].data.tokenAddress: must be a 0x address',
    ],
    [
      'zero token',
      [grant({}, { tokenAddress: `0x${'0'.repeat(40)}` })],
      'wallet_grantPermissions: invalid params at permissions[0].data.tokenAddress: must not be the zero address',
    ],
    [
      'amount 0',
      [grant({}, { periodAmount: '0x0' })],
      'wallet_grantPermissions: invalid params at permissions[0].data.periodAmount: must be more than 0',
    ],
    [
      'amount decimal',
      [grant({}, { periodAmount: '5000000' })],
      'wallet_grantPermissions: invalid params at permissions[0].data.periodAmount: must be a hex quantity',
    ],
    [
      'amount over 256 bits',
      [grant({}, { periodAmount: `0x1${'0'.repeat(64)}` })],
      'wallet_grantPermissions: invalid params at permissions[0].data.periodAmount: must fit in 256 bits',
    ],
    [
      'period 0',
      [grant({}, { periodDuration: 0 })],
      'wallet_grantPermissions: invalid params at permissions[0].data.periodDuration: must be more than 0 seconds',
    ],
    [
      'period fraction',
      [grant({}, { periodDuration: 1.5 })],
      'wallet_grantPermissions: invalid params at permissions[0].data.periodDuration: must be whole seconds',
    ],
    [
      'start after expiry',
      [grant({}, { startTime: NOW + 3600 })],
      'wallet_grantPermissions: invalid params at permissions[0].data.startTime: must be before the expiry',
    ],
    [
      'long reason',
      [grant({}, { justification: 'x'.repeat(121) })],
      'wallet_grantPermissions: invalid params at permissions[0].data.justification: must be at most 120 characters',
    ],
    [
      'unknown field',
      [grant({ isAdjustmentAllowed: true })],
      'wallet_grantPermissions: invalid params: "isAdjustmentAllowed" is not a field of the request',
    ],
  ])('%s: a -32602 error naming the field', (_name, params, message) => {
    expect(refusal(() => parseAndCheck(params))).toEqual({ code: 'invalid_params', message })
  })
})

describe('wallet_revokePermissions params', () => {
  it('takes one pci', () => {
    const pci = `0x${'ab'.repeat(32)}`
    expect(parseRevokeRequest([{ pci }])).toEqual({ pci })
    expect(refusal(() => parseRevokeRequest([{ pci: '0xab' }]))).toEqual({
      code: 'invalid_params',
      message: 'wallet_revokePermissions: invalid params at pci: must be a 32-byte hex hash',
    })
    expect(refusal(() => parseRevokeRequest([]))).toEqual({
      code: 'invalid_params',
      message: 'wallet_revokePermissions: invalid params: params must be a list of one request',
    })
  })
})

describe('the delegation of a grant', () => {
  it('holds the kit\u2019s erc20PeriodTransfer scope (no ETH, the period) and the timestamp caveat, and reads back as granted', () => {
    const checked = parseAndCheck([grant()])
    const salt = `0x${'01'.repeat(32)}` as const
    const delegation = grantDelegation(environment, checked, salt)
    expect(delegation).toMatchObject({
      delegator: '0x00000000000000000000000000000000000000A1',
      delegate: '0x00000000000000000000000000000000000000b2',
      authority: `0x${'f'.repeat(64)}`,
      salt,
      signature: '0x',
    })
    expect(delegation.caveats.map((caveat) => caveat.enforcer)).toEqual([
      environment.caveatEnforcers.ValueLteEnforcer,
      environment.caveatEnforcers.ERC20PeriodTransferEnforcer,
      environment.caveatEnforcers.TimestampEnforcer,
    ])
    expect(delegationTerms(environment, delegation)).toEqual({
      tokenAddress: '0x00000000000000000000000000000000000000C3',
      periodAmount: '0x4c4b40',
      periodDuration: 86_400,
      startTime: NOW,
      expiry: NOW + 3600,
      signer: '0x00000000000000000000000000000000000000b2',
    })
    // Another salt, another permission.
    const other = grantDelegation(environment, checked, `0x${'02'.repeat(32)}`)
    expect(hashDelegation(other)).not.toBe(hashDelegation(delegation))
  })
})
