import { createServer, type Server, type Socket } from 'node:net'
import {
  createDelegation,
  type Delegation,
  ScopeType,
  type SmartAccountsEnvironment,
} from '@metamask/smart-accounts-kit'
import { createCaveatBuilder } from '@metamask/smart-accounts-kit/utils'
import { type Address, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChain } from '../evm/index.js'
import { HttpError } from '../http/server.js'
import {
  createSessionReader,
  decodePeriodicGrant,
  type SessionChain,
} from './session-permissions.js'

/**
 * Which delegations are permissions, and how the reader fails when the node does not answer
 * (sessions.test.ts covers the reads against a real chain).
 */

const address = (n: number): Address => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const USDC = address(0x05dc)
const USER = address(0xa11ce)
const SESSION = address(0x5e55)

const environment = {
  DelegationManager: address(1),
  EntryPoint: address(2),
  SimpleFactory: address(3),
  implementations: {},
  caveatEnforcers: {
    ValueLteEnforcer: address(10),
    ERC20PeriodTransferEnforcer: address(11),
    TimestampEnforcer: address(12),
    LimitedCallsEnforcer: address(13),
  },
} as unknown as SmartAccountsEnvironment

function sessionChain(rpcUrl = 'http://127.0.0.1:1'): SessionChain {
  return {
    chainId: 31337,
    caip2: 'eip155:31337',
    rpcUrl,
    chain: devnetChain(31337, rpcUrl),
    delegationManager: environment.DelegationManager,
    valueLteEnforcer: address(10),
    erc20PeriodTransferEnforcer: address(11),
    timestampEnforcer: address(12),
  }
}

/** A permission as docs/smart-sessions.md describes it: 5 USDC a day within `window`. */
function permission(
  window: { afterThreshold: number; beforeThreshold: number } = {
    afterThreshold: 0,
    beforeThreshold: 2_000_000_000,
  },
): Delegation {
  return createDelegation({
    environment,
    from: USER,
    to: SESSION,
    scope: {
      type: ScopeType.Erc20PeriodTransfer,
      tokenAddress: USDC,
      periodAmount: 5_000_000n,
      periodDuration: 86_400,
      startDate: 1_700_000_000,
    },
    caveats: [{ type: 'timestamp', ...window }],
  })
}

describe('decodePeriodicGrant', () => {
  it('reads the token, amount, period, start and expiry of a permission, in any caveat order', () => {
    const grant = {
      tokenAddress: USDC,
      periodAmount: 5_000_000n,
      periodDuration: 86_400,
      startTime: 1_700_000_000,
      expiry: 2_000_000_000,
    }
    const delegation = permission()
    expect(decodePeriodicGrant(sessionChain(), delegation)).toEqual(grant)
    const reversed = { ...delegation, caveats: [...delegation.caveats].reverse() }
    expect(decodePeriodicGrant(sessionChain(), reversed)).toEqual(grant)
  })

  it('skips delegations of another shape', () => {
    const chain = sessionChain()
    const base = permission()
    const [value, period, timestamp] = base.caveats
    if (!value || !period || !timestamp) throw new Error('expected three caveats')
    const extra = createCaveatBuilder(environment).addCaveat('limitedCalls', { limit: 1 }).build()
    const withValue = (maxValue: bigint) =>
      createCaveatBuilder(environment).addCaveat('valueLte', { maxValue }).build()
    const cases: [string, Delegation][] = [
      ['no expiry', permission({ afterThreshold: 1_700_000_000, beforeThreshold: 0 })],
      ['not root', { ...base, authority: `0x${'11'.repeat(32)}` }],
      ['a fourth caveat', { ...base, caveats: [...base.caveats, ...extra] }],
      ['ETH allowed', { ...base, caveats: [...withValue(1n), period, timestamp] }],
      ['no value caveat', { ...base, caveats: [period, timestamp] }],
      ['the period caveat twice', { ...base, caveats: [value, period, period] }],
      [
        'malformed period terms',
        { ...base, caveats: [value, { ...period, terms: '0x1234' }, timestamp] },
      ],
    ]
    for (const [what, delegation] of cases) {
      expect(decodePeriodicGrant(chain, delegation), what).toBeUndefined()
    }
  })
})

describe('the session reader when the node fails', () => {
  let silent: Server
  let silentUrl: string
  const sockets = new Set<Socket>()

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => {
      sockets.add(socket)
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as { port: number }).port
    silentUrl = `http://127.0.0.1:${port}`
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }

  it('answers 502 when a read times out', async () => {
    const reader = createSessionReader({ chains: [sessionChain(silentUrl)], timeoutMs: 200 })
    const started = Date.now()
    const error = await failure(reader.list(USER, 0))
    expect(error.status).toBe(502)
    expect(error.message).toMatch(/^chain read failed/)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect((await failure(reader.status(USER, `0x${'ab'.repeat(32)}`))).status).toBe(502)
  })

  it('answers 502 when the node refuses the connection', async () => {
    const reader = createSessionReader({ chains: [sessionChain()], timeoutMs: 2_000 })
    expect((await failure(reader.list(USER, 0))).status).toBe(502)
  })

  it("stops waiting when the request's signal aborts", async () => {
    const reader = createSessionReader({ chains: [sessionChain(silentUrl)], timeoutMs: 30_000 })
    const started = Date.now()
    const error = await failure(reader.list(USER, 0, AbortSignal.timeout(100)))
    expect(error.status).toBe(502)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('lists nothing when no chain has the stack', async () => {
    const reader = createSessionReader({ chains: [], timeoutMs: 200 })
    expect(await reader.list(USER, 0)).toEqual([])
    expect(await reader.status(USER, `0x${'ab'.repeat(32)}`)).toBeUndefined()
  })
})
