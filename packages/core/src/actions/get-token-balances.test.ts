import { describe, expect, it } from 'vitest'
import type { Timers } from '../controllers/notification.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { InvalidTokensOptionError } from '../errors/config.js'
import { closeModal } from './close-modal.js'
import { connect } from './connect.js'
import { getTokenBalances } from './get-token-balances.js'
import { openModal } from './open-modal.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const tokens = { 'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6 }] }

describe('getTokenBalances', () => {
  it('is empty while nothing is connected', async () => {
    const { client } = createActionTestClient({ tokens })
    expect(await getTokenBalances(client)).toEqual({ balances: [], totalValue: 0 })
  })

  it('without a blockchain API, reads the native balance and the configured tokens over RPC', async () => {
    const { client, evm } = createActionTestClient({ tokens })
    evm.setTokenBalance(EVM_ADDRESS, USDC, '2500000')
    await connect(client, { connectorId: 'eip155-injected' })
    const { balances, totalValue } = await getTokenBalances(client)
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.address])).toEqual([
      ['ETH', '1.5', undefined],
      ['USDC', '2.5', `eip155:1:${USDC}`],
    ])
    // No prices over RPC: no USD total to show.
    expect(totalValue).toBeUndefined()
    expect(client.state.balance.tokenBalances).toHaveLength(2)
    expect(evm.calls.getTokenBalances).toEqual([{ address: EVM_ADDRESS, tokens: [USDC] }])
  })

  it('readers within the 30 s cache window share one read; force asks again', async () => {
    const { client, evm } = createActionTestClient({ tokens })
    await connect(client, { connectorId: 'eip155-injected' })
    await Promise.all([getTokenBalances(client), getTokenBalances(client)])
    await getTokenBalances(client)
    expect(evm.calls.getTokenBalances).toHaveLength(1)
    await getTokenBalances(client, { force: true })
    expect(evm.calls.getTokenBalances).toHaveLength(2)
  })

  it("rejects with 'Token Balance Unavailable' on a network that is not configured (docs/errors.md#texts-that-are-not-errors)", async () => {
    const { client, evm } = createActionTestClient({ tokens })
    await connect(client, { connectorId: 'eip155-injected' })
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 56 })
    await expect(getTokenBalances(client)).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    await expect(getTokenBalances(client)).rejects.toThrow('Token Balance Unavailable')
  })

  it('rejects when the read fails, and keeps the last list marked stale', async () => {
    const { client, evm } = createActionTestClient({ tokens })
    await connect(client, { connectorId: 'eip155-injected' })
    await getTokenBalances(client)
    evm.getTokenBalances = async () => {
      throw new Error('HTTP request failed')
    }
    await expect(getTokenBalances(client, { force: true })).rejects.toThrow(
      'Token Balance Unavailable',
    )
    expect(client.state.balance.tokenBalancesStale).toBe(true)
    expect(client.state.balance.tokenBalances).toHaveLength(2)
  })

  it('rejects with RequestAbortedError when the caller aborts', async () => {
    const { client } = createActionTestClient({ tokens })
    await connect(client, { connectorId: 'eip155-injected' })
    const controller = new AbortController()
    controller.abort()
    await expect(getTokenBalances(client, { signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
  })

  it('createKeyway refuses a tokens option that cannot be right', () => {
    expect(() => createActionTestClient({ tokens: { 'eip155:1': [{ address: 'USDC' }] } })).toThrow(
      InvalidTokensOptionError,
    )
  })
})

/** Timers and a clock the test moves by hand: `advance(ms)` runs what falls due. */
function manualClock() {
  let now = 0
  const pending = new Map<number, { at: number; run: () => void }>()
  let next = 0
  const timers: Timers = {
    setTimeout(run, ms) {
      next += 1
      pending.set(next, { at: now + ms, run })
      return next
    },
    clearTimeout: (id) => void pending.delete(id as number),
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  async function advance(ms: number) {
    // Store notices (valtio batches them) and the fetches they start settle first.
    await settle()
    const end = now + ms
    for (;;) {
      const due = [...pending].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      pending.delete(due[0])
      now = due[1].at
      due[1].run()
      await settle()
    }
    now = end
  }
  return { timers, now: () => now, advance }
}

describe('polling while the modal is open (docs/limits.md#timing: every 4 s, answers kept 30 s)', () => {
  it('refreshes on open, reaches the chain once per cache window, stops on close and destroy', async () => {
    const clock = manualClock()
    const { client, evm } = createActionTestClient({ tokens, timers: clock.timers, now: clock.now })
    await connect(client, { connectorId: 'eip155-injected' })
    openModal(client)
    await clock.advance(0)
    expect(evm.calls.getTokenBalances).toHaveLength(1)
    await clock.advance(29_000)
    expect(evm.calls.getTokenBalances).toHaveLength(1)
    await clock.advance(4_000)
    expect(evm.calls.getTokenBalances).toHaveLength(2)
    closeModal(client)
    await clock.advance(120_000)
    expect(evm.calls.getTokenBalances).toHaveLength(2)
    // Reopened past the cache window: read at once; destroyed: no poll runs any more.
    openModal(client)
    await clock.advance(0)
    expect(evm.calls.getTokenBalances).toHaveLength(3)
    client.destroy()
    await clock.advance(120_000)
    expect(evm.calls.getTokenBalances).toHaveLength(3)
  })
})
