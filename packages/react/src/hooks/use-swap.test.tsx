import { connect, createKeyway, createMemoryStorage } from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { TEST_ADDRESS } from '../testing/test-client.js'
import { useSwap } from './use-swap.js'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
const POOL = '0x3333333333333333333333333333333333333333'

/** A client whose blockchain API answers the convert calls of docs/services.md#calls (1 USDC = 0.5 DAI). */
function createSwapClient(options: { allowance: string; features?: { swaps: false } }) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input))
    switch (url.pathname) {
      case '/v1/convert/tokens':
        return json({
          tokens: [
            {
              name: 'USD Coin',
              symbol: 'USDC',
              address: `eip155:1:${USDC}`,
              decimals: 6,
              logoUri: '',
            },
            { name: 'Dai', symbol: 'DAI', address: `eip155:1:${DAI}`, decimals: 18, logoUri: '' },
          ],
        })
      case '/v1/fungible/price':
        return json({ fungibles: [] })
      case '/v1/convert/gas-price':
        return json({ standard: '10', fast: '12', instant: '15' })
      case '/v1/convert/quotes': {
        const amount = BigInt(url.searchParams.get('amount') ?? '0')
        return json({
          quotes: [
            {
              fromAddress: '',
              toAddress: '',
              fromAmount: `${amount}`,
              toAmount: `${(amount * 10n ** 12n) / 2n}`,
            },
          ],
        })
      }
      case '/v1/convert/allowance':
        return json({ allowance: options.allowance })
      case '/v1/convert/build-transaction':
        return json({
          tx: {
            from: `eip155:1:${TEST_ADDRESS}`,
            to: `eip155:1:${POOL}`,
            data: '0x12',
            value: '0',
          },
        })
      case `/v1/account/${TEST_ADDRESS}/balance`:
        // The account holds 100 USDC: a swap of more is refused (docs/errors.md#swaps).
        return json({
          balances: [
            {
              name: 'USD Coin',
              symbol: 'USDC',
              chainId: 'eip155:1',
              address: `eip155:1:${USDC}`,
              value: 100,
              price: 1,
              quantity: { decimals: '6', numeric: '100' },
              iconUrl: '',
            },
          ],
        })
      default:
        return json({ balances: [] })
    }
  }
  const adapter = createTestAdapter({ namespace: 'eip155' })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet],
    projectId: 'project',
    endpoints: { blockchainApi: 'http://api.test' },
    fetch,
    storage: createMemoryStorage(),
    onAlert: () => undefined,
    logger: { warn: () => undefined },
    ...(options.features ? { features: options.features } : {}),
  })
  return { client, adapter }
}

describe('useSwap', () => {
  it('has no state until prepared, then shows the form and its debounced quote', async () => {
    const { client } = createSwapClient({ allowance: '0' })
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const hook = await renderHook(client, () => useSwap())
    expect(hook.current().state).toBeUndefined()
    await actAsync(() => hook.current().prepare({ fromToken: 'USDC', toToken: 'DAI' }))
    expect(hook.current().state).toMatchObject({
      sourceToken: { symbol: 'USDC' },
      targetToken: { symbol: 'DAI' },
      slippage: 1,
    })
    await actAsync(() => hook.current().update({ amount: '3' }))
    await expect.poll(() => hook.current().state?.targetTokenAmount).toBe('1.5')
  })

  it('swaps through the wallet and keeps the hash; steps show the swap done', async () => {
    const { client, adapter } = createSwapClient({ allowance: '100000000' })
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const hook = await renderHook(client, () => useSwap())
    await actAsync(() => hook.current().prepare({ amount: '2' }))
    const result = await actAsync(() => hook.current().swap())
    expect(result?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.calls.sendTransaction.map((call) => call.to)).toEqual([POOL])
    expect(hook.current().hash).toBe(result?.hash)
    expect(hook.current().state?.steps.map((step) => `${step.kind}:${step.status}`)).toEqual([
      'swap:done',
    ])
  })

  it('keeps a failure in error instead of throwing', async () => {
    const { client } = createSwapClient({ allowance: '0', features: { swaps: false } })
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const hook = await renderHook(client, () => useSwap())
    expect(await actAsync(() => hook.current().prepare())).toBeUndefined()
    expect(hook.current().error?.message).toBe('Swaps are not enabled')
  })
})
