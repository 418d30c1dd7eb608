import { DelegationManager as delegationManagerAbi } from '@metamask/delegation-abis'
import type { Delegation } from '@metamask/smart-accounts-kit'
import {
  decodeDelegations,
  encodeDelegations,
  hashDelegation,
} from '@metamask/smart-accounts-kit/utils'
import { type Address, decodeErrorResult, type Hex, parseEventLogs, parseUnits, toHex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet.js'
import {
  EXPLICIT_GAS,
  postJson,
  type SessionTestBed,
  type SmartAccount,
  sessionTestBed,
  TEST_PROJECT_ID,
} from './session-testing.js'
import type { SessionPermission } from './sessions.js'

/**
 * `/v1/sessions` against a real devnet with the ERC-4337 stack: a permission granted on
 * chain as docs/smart-sessions.md describes, listed from the chain, spent through the
 * bundler by the session account, refused on chain past its limit, revoked by the account.
 * The tests share one devnet and run in order (each builds on the previous one's chain).
 */

const FIVE_USDC = parseUnits('5', 6)
const ONE_AND_A_HALF = parseUnits('1.5', 6)
const DAY = 86_400

let devnet: Devnet
let bed: SessionTestBed
let user: SmartAccount
let session: SmartAccount
let permission: Delegation
let pci: Hex
let grantedAt: number
let expiry: number
let startTime: number
const recipient = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  // MetaMask's kit reports its calls to MetaMask's analytics unless DO_NOT_TRACK is set.
  process.env.DO_NOT_TRACK = '1'
  devnet = await startDevnet({ ports: 'free' })
  bed = sessionTestBed(devnet)
  user = await bed.newSmartAccount('sessions-user')
  session = await bed.newSmartAccount('sessions-session')
  await bed.mintUsdc(user.address, parseUnits('20', 6))
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

async function listed(address: Address): Promise<SessionPermission[]> {
  const res = await fetch(bed.sessionsUrl(`/v1/sessions/${address}`))
  expect(res.status).toBe(200)
  return ((await res.json()) as { pcis: SessionPermission[] }).pcis
}

const revokeUrl = (address: Address) =>
  `${devnet.urls.blockchainApi}/v1/sessions/${address}/revoke?projectId=${TEST_PROJECT_ID}`

async function errorMessage(res: Response): Promise<string> {
  return ((await res.json()) as { error: { message: string } }).error.message
}

/** The EntryPoint's events for a mined operation: UserOperationEvent and any revert reason. */
function entryPointEvents(receipt: {
  receipt: { logs: Parameters<typeof parseEventLogs>[0]['logs'] }
}) {
  const logs = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.receipt.logs })
  const event = logs.find((l) => l.eventName === 'UserOperationEvent')
  const reason = logs.find((l) => l.eventName === 'UserOperationRevertReason')
  return {
    success: event?.eventName === 'UserOperationEvent' ? event.args.success : undefined,
    revertReason:
      reason?.eventName === 'UserOperationRevertReason' ? reason.args.revertReason : undefined,
  }
}

/** The revert of a redemption, as the DelegationManager or an enforcer raised it. */
function revertOf(data: Hex | undefined): string {
  if (!data) return '(none)'
  // Error(string) of an enforcer, or one of the DelegationManager's own errors.
  const decoded = decodeErrorResult({ abi: delegationManagerAbi, data }) as {
    errorName: string
    args?: readonly unknown[]
  }
  return decoded.errorName === 'Error' ? String(decoded.args?.[0]) : decoded.errorName
}

describe('devnet /v1/sessions from chain state', () => {
  it('lists a permission granted on chain with its terms, token and context, and skips other delegations and non-tokens', async () => {
    const now = await bed.chainNow()
    startTime = now
    expiry = now + 3600
    permission = await bed.signPermission(user, session.address, {
      periodAmount: FIVE_USDC,
      periodDuration: DAY,
      startTime,
      expiry,
    })
    pci = hashDelegation(permission)
    // Same token and limit but no expiry: not the permission type, never listed.
    const other = await bed.signPermission(user, session.address, {
      periodAmount: FIVE_USDC,
      periodDuration: DAY,
      startTime,
    })
    // The right shape over an address that is no ERC-20: never granted by the wallet, not listed.
    const noToken = await bed.signPermission(user, session.address, {
      periodAmount: FIVE_USDC,
      periodDuration: DAY,
      startTime,
      expiry,
      token: privateKeyToAccount(generatePrivateKey()).address,
    })
    const receipt = await bed.grant(user, [permission, other, noToken])
    expect(receipt.success).toBe(true)
    grantedAt = Number(
      (await bed.node.getBlock({ blockNumber: receipt.receipt.blockNumber })).timestamp,
    )

    const pcis = await listed(user.address)
    expect(pcis).toEqual([
      {
        pci,
        chainId: 'eip155:31337',
        createdAt: grantedAt,
        expiry,
        signer: { type: 'account', data: { address: session.address } },
        permissions: [
          {
            type: 'erc20-token-periodic',
            data: {
              tokenAddress: bed.usdc,
              periodAmount: toHex(FIVE_USDC),
              periodDuration: DAY,
              startTime,
              symbol: 'USDC',
              decimals: 6,
            },
          },
        ],
        spentInPeriod: '0',
        availableInPeriod: FIVE_USDC.toString(),
        context: encodeDelegations([permission]),
      },
    ])
    // The context is the signed delegation itself, as a redemption passes it.
    const [decoded] = decodeDelegations(pcis[0]?.context as Hex)
    expect(decoded && hashDelegation(decoded)).toBe(pci)
    expect(decoded?.signature).toBe(permission.signature)
    // Lower-case addresses name the same account; another account has none.
    expect((await listed(user.address.toLowerCase() as Address)).map((p) => p.pci)).toEqual([pci])
    expect(await listed(session.address)).toEqual([])
  })

  it('follows three redemptions of 1.5 USDC through the bundler in spentInPeriod', async () => {
    for (const n of [1n, 2n, 3n]) {
      const receipt = await bed.redeem(session, permission, recipient, ONE_AND_A_HALF)
      expect(receipt.success).toBe(true)
      const [entry] = await listed(user.address)
      expect(entry?.spentInPeriod).toBe((ONE_AND_A_HALF * n).toString())
      expect(entry?.availableInPeriod).toBe((FIVE_USDC - ONE_AND_A_HALF * n).toString())
    }
    expect(await bed.usdcBalance(recipient)).toBe(parseUnits('4.5', 6))
  })

  it('a fourth redemption is included by the bundler and reverts on chain, moving nothing', async () => {
    const before = await bed.usdcBalance(user.address)
    const receipt = await bed.redeem(session, permission, recipient, ONE_AND_A_HALF, EXPLICIT_GAS)
    const events = entryPointEvents(receipt)
    expect(receipt.success).toBe(false)
    expect(events.success).toBe(false)
    expect(revertOf(events.revertReason)).toBe(
      'ERC20PeriodTransferEnforcer:transfer-amount-exceeded',
    )
    expect(await bed.usdcBalance(user.address)).toBe(before)
    expect(await bed.usdcBalance(recipient)).toBe(parseUnits('4.5', 6))
    const [entry] = await listed(user.address)
    expect(entry?.spentInPeriod).toBe(parseUnits('4.5', 6).toString())
  })

  it('revoke: 409 while enabled, the account disables it on chain, then 200 and no longer listed', async () => {
    const signature = await user.signMessage({ message: pci })
    const early = await postJson(revokeUrl(user.address), { pci, signature })
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ error: { code: 'revoke_on_chain' } })

    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await postJson(revokeUrl(user.address), {
      pci,
      signature: await stranger.signMessage({ message: pci }),
    })
    expect(forged.status).toBe(401)
    const unknown = await postJson(revokeUrl(user.address), {
      pci: `0x${'ab'.repeat(32)}`,
      signature,
    })
    expect(unknown.status).toBe(404)

    const receipt = await bed.revoke(user, permission)
    expect(receipt.success).toBe(true)
    const revokedAt = Number(
      (await bed.node.getBlock({ blockNumber: receipt.receipt.blockNumber })).timestamp,
    )
    expect(await listed(user.address)).toEqual([])

    const done = await postJson(revokeUrl(user.address), { pci, signature })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ pci, revoked: true, revokedAt })

    // The next redemption is refused by the DelegationManager, on chain.
    const before = await bed.usdcBalance(user.address)
    const refused = await bed.redeem(session, permission, recipient, 1n, EXPLICIT_GAS)
    const events = entryPointEvents(refused)
    expect(events.success).toBe(false)
    expect(revertOf(events.revertReason)).toBe('CannotUseADisabledDelegation')
    expect(await bed.usdcBalance(user.address)).toBe(before)
  })

  it('no longer lists a grant once the chain passes its expiry', async () => {
    const now = await bed.chainNow()
    const short = await bed.signPermission(user, session.address, {
      periodAmount: FIVE_USDC,
      periodDuration: DAY,
      startTime: now,
      expiry: now + 120,
    })
    expect((await bed.grant(user, [short])).success).toBe(true)
    expect((await listed(user.address)).map((p) => p.pci)).toEqual([hashDelegation(short)])
    await bed.advanceChainTime(600)
    expect(await listed(user.address)).toEqual([])
  })

  it('answers malformed addresses and bodies with 400 and stays up', async () => {
    const badAddress = await fetch(bed.sessionsUrl('/v1/sessions/0x1234'))
    expect(badAddress.status).toBe(400)
    expect(await errorMessage(badAddress)).toMatch(/invalid address/)
    const noSdkParams = await fetch(`${devnet.urls.blockchainApi}/v1/sessions/${user.address}`)
    expect(noSdkParams.status).toBe(400)

    const signature = await user.signMessage({ message: pci })
    const cases: [string, unknown, RegExp][] = [
      ['not JSON', '{"pci":', /malformed JSON/],
      ['an array', [pci, signature], /expected a JSON body/],
      ['no pci', { signature }, /pci must be/],
      ['a short pci', { pci: '0x1234', signature }, /pci must be/],
      ['no signature', { pci }, /signature must be/],
      ['a signature that is not hex', { pci, signature: 'signed' }, /signature must be/],
      ['an empty signature', { pci, signature: '0x' }, /signature must be/],
    ]
    for (const [what, body, message] of cases) {
      const res = await postJson(revokeUrl(user.address), body)
      expect(res.status, what).toBe(400)
      expect(await errorMessage(res), what).toMatch(message)
    }
    const badPath = await postJson(
      `${devnet.urls.blockchainApi}/v1/sessions/nope/revoke?projectId=${TEST_PROJECT_ID}`,
      { pci, signature },
    )
    expect(badPath.status).toBe(400)
    // A signature that is hex but no signature at all: refused, not a crash.
    const garbage = await postJson(revokeUrl(user.address), { pci, signature: '0xdeadbeef' })
    expect(garbage.status).toBe(401)
    // The old devnet-only create route is gone.
    expect((await postJson(bed.sessionsUrl(`/v1/sessions/${user.address}`), {})).status).toBe(405)

    expect(await listed(user.address)).toEqual([])
  })
})
