import { connect, createKeyway, createMemoryStorage } from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { TEST_ADDRESS } from '../testing/test-client.js'
import { useOnramp } from './use-onramp.js'

const CHECKOUT = 'http://api.test/onramp/checkout/order-1'

/** A client whose blockchain API answers the onramp calls of docs/services.md#calls and its purchases. */
function createOnrampClient() {
  const api = { purchases: [] as object[] }
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input))
    switch (url.pathname) {
      case '/v1/onramp/options':
        return Response.json({
          purchaseCurrencies: [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [] }],
          paymentCurrencies: [
            { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
          ],
        })
      case '/v1/onramp/quote':
        return Response.json({
          coinbaseFee: { amount: '0.25', currency: 'USD' },
          networkFee: { amount: '0.10', currency: 'USD' },
          paymentSubtotal: { amount: '24.65', currency: 'USD' },
          paymentTotal: { amount: '25.00', currency: 'USD' },
          purchaseAmount: { amount: '24.65', currency: 'USDC' },
          quoteId: 'q-1',
        })
      case '/v1/generators/onrampurl':
        return Response.json({ url: CHECKOUT })
      case `/v1/account/${TEST_ADDRESS}/history`:
        return Response.json({
          data: url.searchParams.get('onramp') === 'coinbase' ? api.purchases : [],
          next: null,
        })
      default:
        return Response.json({ balances: [] })
    }
  }
  const client = createKeyway({
    adapters: [createTestAdapter({ namespace: 'eip155' })],
    networks: [testMainnet],
    projectId: 'project',
    endpoints: { blockchainApi: 'http://api.test' },
    onramp: { meldPublicKey: 'meld-test-key' },
    fetch,
    storage: createMemoryStorage(),
    onAlert: () => undefined,
    logger: { warn: () => undefined },
  })
  const purchase = (id: string) =>
    api.purchases.push({
      id,
      metadata: {
        minedAt: new Date().toISOString(),
        chain: 'eip155:1',
        operationType: 'buy',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        sentFrom: 'Coinbase',
        sentTo: TEST_ADDRESS,
      },
      transfers: [{ quantity: { numeric: '24.65' }, fungible_info: { symbol: 'USDC' } }],
    })
  return { client, purchase }
}

function fakeWindow() {
  const popup = { location: { href: 'about:blank' }, close: vi.fn(), opener: {} as unknown }
  return { popup, openWindow: () => popup as unknown as WindowProxy }
}

describe('useOnramp', () => {
  it('has no state until used, then the providers and the quote of the amount', async () => {
    const { client } = createOnrampClient()
    const hook = await renderHook(client, () => useOnramp())
    expect(hook.current().state).toBeUndefined()
    const result = await actAsync(() => hook.current().update({ paymentAmount: 25 }))
    expect(result?.quote?.quoteId).toBe('q-1')
    expect(hook.current().state?.providers.map((provider) => provider.name)).toEqual([
      'coinbase',
      'meld',
    ])
    expect(hook.current().state).toMatchObject({ paymentAmount: 25, purchaseAmount: 24.65 })
  })

  it('keeps an amount outside the limits in error until the amount is fixed', async () => {
    const { client } = createOnrampClient()
    const hook = await renderHook(client, () => useOnramp())
    expect(await actAsync(() => hook.current().update({ paymentAmount: 5 }))).toBeUndefined()
    expect(hook.current().error?.message).toBe('Amount must be between 10.00 and 7500.00 USD')
    expect(hook.current().state?.error).toBe('Amount must be between 10.00 and 7500.00 USD')
    await actAsync(() => hook.current().update({ paymentAmount: 25 }))
    expect(hook.current().error).toBeUndefined()
    expect(hook.current().state?.error).toBeUndefined()
  })

  it('opens the provider, waits, and keeps the purchase once it lands', async () => {
    const { client, purchase } = createOnrampClient()
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const hook = await renderHook(client, () => useOnramp())
    await actAsync(() => hook.current().update({ paymentAmount: 25 }))
    const { popup, openWindow } = fakeWindow()
    let buying: Promise<unknown> = Promise.resolve()
    await actAsync(() => {
      buying = hook.current().openProvider('coinbase', { openWindow, pollIntervalMs: 5 })
    })
    await expect.poll(() => hook.current().waiting).toBe(true)
    expect(popup.location.href).toBe(CHECKOUT)
    purchase('purchase-1')
    await actAsync(() => buying)
    expect(hook.current()).toMatchObject({
      waiting: false,
      purchase: { id: 'purchase-1' },
      error: undefined,
    })
  })

  it('keeps a failure in error; cancel stops the wait without one', async () => {
    const { client } = createOnrampClient()
    const hook = await renderHook(client, () => useOnramp())
    await actAsync(() => hook.current().update({ paymentAmount: 25 }))
    const none = await actAsync(() =>
      hook.current().openProvider('coinbase', { openWindow: fakeWindow().openWindow }),
    )
    expect(none).toBeUndefined()
    expect(hook.current().error?.message).toBe('Connect a wallet to buy crypto')
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    let buying: Promise<unknown> = Promise.resolve()
    await actAsync(() => {
      buying = hook.current().openProvider('coinbase', {
        openWindow: fakeWindow().openWindow,
        pollIntervalMs: 5,
      })
    })
    await expect.poll(() => hook.current().waiting).toBe(true)
    await actAsync(() => hook.current().cancel())
    await actAsync(() => buying)
    expect(hook.current()).toMatchObject({ waiting: false, error: undefined, purchase: undefined })
  })
})
