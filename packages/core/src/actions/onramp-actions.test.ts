import { subscribe } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { MOCKED_ONRAMP_QUOTE_ID } from '../constants/onramp.js'
import { connect } from './connect.js'
import { getOnrampState } from './get-onramp-state.js'
import { openOnrampProvider } from './open-onramp-provider.js'
import { createActionTestClient, EVM_ADDRESS, SOLANA_ADDRESS } from './test-client.test-helpers.js'
import { updateOnramp } from './update-onramp.js'
import { watchOnramp } from './watch-onramp.js'

const API = 'http://api.test'
const CHECKOUT = 'http://api.test/onramp/checkout/order-1'

type ApiOptions = {
  failOptions?: boolean
  failQuote?: boolean
  /** An answer that is JSON but lacks the fields the purchase needs. */
  malformed?: 'options' | 'quote' | 'url' | undefined
}

/** A blockchain API answering the onramp calls of docs/services.md#calls and the onramp history. */
function createOnrampApi(options: ApiOptions = {}) {
  const requests: { url: URL; body: unknown }[] = []
  const purchases: object[] = []
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  /** While true, the onramp history answers 400 (a status the API client does not retry). */
  const history = { failing: false }
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    requests.push({ url, body })
    switch (url.pathname) {
      case '/v1/onramp/options':
        if (options.failOptions) return json({ error: 'down' }, 500)
        if (options.malformed === 'options') {
          return json({ purchaseCurrencies: [{ id: 'USDC' }], paymentCurrencies: 'USD' })
        }
        return json({
          purchaseCurrencies: [
            {
              id: 'USDC',
              name: 'USD Coin',
              symbol: 'USDC',
              networks: [
                {
                  name: 'ethereum',
                  display_name: 'Ethereum',
                  chain_id: '1',
                  contract_address: '0xa0',
                },
              ],
            },
            { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
          ],
          paymentCurrencies: [
            { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '500.00' }] },
            { id: 'EUR', payment_method_limits: [{ id: 'card', min: '15.00', max: '400.00' }] },
          ],
        })
      case '/v1/onramp/quote':
        if (options.failQuote) return json({ error: 'no quote' }, 500)
        if (options.malformed === 'quote') return json({ quoteId: 'q-2' })
        return json({
          coinbaseFee: { amount: '1.00', currency: 'USD' },
          networkFee: { amount: '0.10', currency: 'USD' },
          paymentSubtotal: { amount: '98.90', currency: 'USD' },
          paymentTotal: { amount: '100.00', currency: 'USD' },
          purchaseAmount: { amount: '98.90', currency: 'USDC' },
          quoteId: 'q-1',
        })
      case '/v1/generators/onrampurl':
        return json(options.malformed === 'url' ? { link: CHECKOUT } : { url: CHECKOUT })
      case `/v1/account/${EVM_ADDRESS}/history`:
        if (history.failing && url.searchParams.get('onramp') === 'coinbase') {
          return json({ error: 'bad request' }, 400)
        }
        return json({
          data: url.searchParams.get('onramp') === 'coinbase' ? purchases : [],
          next: null,
        })
      default:
        return json({}, 404)
    }
  }
  const addPurchase = (id: string) =>
    purchases.push({
      id,
      metadata: {
        minedAt: '2026-01-02T03:04:05Z',
        chain: 'eip155:1',
        operationType: 'buy',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        sentFrom: 'Coinbase',
        sentTo: EVM_ADDRESS,
      },
      transfers: [],
    })
  return { fetch, requests, addPurchase, history }
}

const MELD_KEY = 'meld-test-key:AbC123'

function setup(
  options: ApiOptions & {
    features?: object
    endpoint?: boolean
    meldPublicKey?: string | undefined
  } = {},
) {
  const api = createOnrampApi(options)
  const test = createActionTestClient({
    projectId: 'project-7',
    onramp: { meldPublicKey: 'meldPublicKey' in options ? options.meldPublicKey : MELD_KEY },
    ...(options.endpoint === false ? {} : { endpoints: { blockchainApi: API } }),
    fetch: api.fetch,
    ...(options.features ? { features: options.features } : {}),
  })
  return { ...test, api }
}

/** A provider window that records where it was sent. */
function fakeWindow() {
  const popup = { location: { href: 'about:blank' }, close: vi.fn(), opener: {} as unknown }
  return { popup, openWindow: vi.fn(() => popup as unknown as WindowProxy) }
}

describe('onramp actions (docs/account-features.md#onramp)', () => {
  it('have no state until the onramp is first used', () => {
    const { client } = setup()
    expect(getOnrampState(client)).toBeUndefined()
  })

  it('is refused while the onramp flag is off or without a blockchain API', async () => {
    await expect(updateOnramp(setup({ features: { onramp: false } }).client)).rejects.toThrow(
      'Onramp is not enabled',
    )
    await expect(updateOnramp(setup({ endpoint: false }).client)).rejects.toThrow(
      'Onramp is not enabled',
    )
  })

  it('offers Coinbase and Meld with its 1-2% fee range, and the options currencies', async () => {
    const { client } = setup()
    await updateOnramp(client)
    const state = getOnrampState(client)
    expect(state?.providers.map((provider) => [provider.name, provider.feeRange])).toEqual([
      ['coinbase', undefined],
      ['meld', { min: 1, max: 2 }],
    ])
    expect(state?.purchaseCurrencies.map((item) => item.id)).toEqual(['USDC', 'ETH'])
    expect(state?.paymentCurrencies.map((item) => item.id)).toEqual(['USD', 'EUR'])
  })

  it('fetches the options once; a cancelled caller does not cancel them for the next', async () => {
    const { client, api } = setup()
    const abort = new AbortController()
    const first = updateOnramp(client, { signal: abort.signal })
    abort.abort()
    await expect(first).rejects.toMatchObject({ name: 'RequestAbortedError' })
    await updateOnramp(client, { paymentAmount: 100 })
    await updateOnramp(client, { paymentAmount: 120 })
    expect(getOnrampState(client)?.purchaseCurrencies.map((item) => item.id)).toEqual([
      'USDC',
      'ETH',
    ])
    expect(api.requests.filter((r) => r.url.pathname === '/v1/onramp/options')).toHaveLength(1)
  })

  it('falls back to the built-in defaults when the options fail (docs/errors.md#onramp)', async () => {
    const { client } = setup({ failOptions: true })
    await updateOnramp(client)
    const state = getOnrampState(client)
    expect(state?.purchaseCurrencies.map((item) => item.id)).toEqual(['USDC'])
    expect(state?.purchaseCurrency.networks.map((network) => network.chain_id)).toEqual([
      '1',
      '137',
    ])
    expect(state?.paymentCurrency.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('quotes the amount with the loading flag on meanwhile', async () => {
    const { client, api } = setup()
    await updateOnramp(client)
    const loading: boolean[] = []
    const unwatch = watchOnramp(client, {
      onChange: (state, previous) => {
        if (state?.quotesLoading !== previous?.quotesLoading)
          loading.push(Boolean(state?.quotesLoading))
      },
    })
    const { quote } = await updateOnramp(client, { paymentAmount: 100, purchaseCurrency: 'USDC' })
    unwatch()
    expect(quote?.quoteId).toBe('q-1')
    expect(loading).toEqual([true, false])
    expect(getOnrampState(client)).toMatchObject({
      paymentAmount: 100,
      purchaseAmount: 98.9,
      quoteIsMocked: false,
      error: undefined,
    })
    const sent = api.requests.find((request) => request.url.pathname === '/v1/onramp/quote')
    expect(sent?.body).toMatchObject({
      amount: '100',
      network: 'USDC',
      paymentCurrency: { id: 'USD' },
    })
  })

  it('answers the mocked quote when the quote service fails (docs/errors.md#fallbacks)', async () => {
    const { client } = setup({ failQuote: true })
    const { quote } = await updateOnramp(client, { paymentAmount: 50 })
    expect(quote?.quoteId).toBe(MOCKED_ONRAMP_QUOTE_ID)
    expect(getOnrampState(client)).toMatchObject({ quoteIsMocked: true, purchaseAmount: 50 })
  })

  it('refuses an amount outside the payment limits with the limits in the message', async () => {
    const { client, api } = setup({ failOptions: true })
    await expect(updateOnramp(client, { paymentAmount: 9.99 })).rejects.toThrow(
      'Amount must be between 10.00 and 7500.00 USD',
    )
    expect(getOnrampState(client)?.error).toBe('Amount must be between 10.00 and 7500.00 USD')
    await expect(updateOnramp(client, { paymentAmount: 7500.01 })).rejects.toMatchObject({
      name: 'OnrampAmountOutOfLimitsError',
    })
    await expect(
      updateOnramp(client, { paymentAmount: 20000, paymentMethod: 'ach_bank_account' }),
    ).resolves.toMatchObject({ quote: { quoteId: 'q-1' } })
    expect(getOnrampState(client)?.error).toBeUndefined()
    // Only the amount within the limits was quoted.
    expect(api.requests.filter((r) => r.url.pathname === '/v1/onramp/quote')).toHaveLength(1)
  })

  it("uses the chosen payment currency's limits from the options", async () => {
    const { client } = setup()
    await expect(
      updateOnramp(client, { paymentAmount: 450, paymentCurrency: 'EUR' }),
    ).rejects.toThrow('Amount must be between 15.00 and 400.00 EUR')
  })

  it('opens Coinbase at the generated URL and resolves when the purchase lands', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await updateOnramp(client, { paymentAmount: 100 })
    const { popup, openWindow } = fakeWindow()
    const onOpened = vi.fn()
    const buying = openOnrampProvider(client, {
      provider: 'coinbase',
      openWindow,
      onOpened,
      pollIntervalMs: 5,
    })
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalled())
    expect(openWindow).toHaveBeenCalledWith('about:blank')
    expect(popup.location.href).toBe(CHECKOUT)
    expect(popup.opener).toBeNull()
    const generated = api.requests.find((r) => r.url.pathname === '/v1/generators/onrampurl')
    expect(generated?.body).toMatchObject({
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      partnerUserId: EVM_ADDRESS,
      destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['ethereum'], assets: ['USDC'] }],
    })
    api.addPurchase('purchase-1')
    const { purchase } = await buying
    expect(purchase.id).toBe('purchase-1')
    expect(getOnrampState(client)?.selectedProvider?.name).toBe('coinbase')
    const history = api.requests.filter((r) => r.url.pathname.endsWith('/history'))
    expect(history.every((r) => r.url.searchParams.get('onramp') === 'coinbase')).toBe(true)
  })

  it('waits for a new purchase, not one made before', async () => {
    const { client, api } = setup()
    api.addPurchase('old')
    await connect(client, { connectorId: 'eip155-injected' })
    await updateOnramp(client, { paymentAmount: 100 })
    const abort = new AbortController()
    const buying = openOnrampProvider(client, {
      provider: 'coinbase',
      openWindow: fakeWindow().openWindow,
      pollIntervalMs: 5,
      signal: abort.signal,
    })
    await new Promise((resolve) => setTimeout(resolve, 40))
    abort.abort()
    await expect(buying).rejects.toMatchObject({ name: 'RequestAbortedError' })
  })

  it('says so when the browser blocks the window', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await updateOnramp(client, { paymentAmount: 100 })
    await expect(
      openOnrampProvider(client, { provider: 'coinbase', openWindow: () => null }),
    ).rejects.toThrow('The provider window was blocked. Allow pop-ups and try again')
  })

  it('needs a connected wallet', async () => {
    const { client } = setup()
    await updateOnramp(client, { paymentAmount: 100 })
    await expect(
      openOnrampProvider(client, { provider: 'coinbase', openWindow: fakeWindow().openWindow }),
    ).rejects.toThrow('Connect a wallet to buy crypto')
  })

  it('generates the Coinbase URL for the Solana wallet on Solana', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    await updateOnramp(client, { paymentAmount: 40 })
    expect(
      getOnrampState(client)?.providers.every((p) => p.supportedChains.includes('solana')),
    ).toBe(true)
    const { popup, openWindow } = fakeWindow()
    const abort = new AbortController()
    const buying = openOnrampProvider(client, {
      provider: 'coinbase',
      openWindow,
      onOpened: () => abort.abort(),
      signal: abort.signal,
    })
    await expect(buying).rejects.toMatchObject({ name: 'RequestAbortedError' })
    expect(popup.location.href).toBe(CHECKOUT)
    const generated = api.requests.find((r) => r.url.pathname === '/v1/generators/onrampurl')
    expect(generated?.body).toMatchObject({
      partnerUserId: SOLANA_ADDRESS,
      presetFiatAmount: 40,
      destinationWallets: [{ address: SOLANA_ADDRESS }],
    })
  })

  it('sends Meld the docs/account-features.md#onramp parameters, SOL on Solana', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    await updateOnramp(client, { paymentAmount: 100 })
    const { popup, openWindow } = fakeWindow()
    const abort = new AbortController()
    const buying = openOnrampProvider(client, {
      provider: 'meld',
      openWindow,
      onOpened: () => abort.abort(),
      signal: abort.signal,
    })
    await expect(buying).rejects.toMatchObject({ name: 'RequestAbortedError' })
    const url = new URL(popup.location.href)
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('walletAddress')).toBe(SOLANA_ADDRESS)
    expect(url.searchParams.get('externalCustomerId')).toBe('project-7')
    expect(url.searchParams.get('publicKey')).toBe(MELD_KEY)
  })
})

describe("createKeyway's onramp option (docs/account-features.md#onramp)", () => {
  it('offers Coinbase alone without a Meld public key (Meld refuses a URL without one)', async () => {
    for (const meldPublicKey of [undefined, '']) {
      const { client } = setup({ meldPublicKey })
      await updateOnramp(client)
      expect(getOnrampState(client)?.providers.map((provider) => provider.name)).toEqual([
        'coinbase',
      ])
      await connect(client, { connectorId: 'eip155-injected' })
      const { popup, openWindow } = fakeWindow()
      await expect(openOnrampProvider(client, { provider: 'meld', openWindow })).rejects.toThrow(
        'Onramp is not enabled',
      )
      expect(popup.close).toHaveBeenCalled()
    }
  })

  it.each([' key', 'key with spaces', 'kéy', 'k'.repeat(513), 42, null])(
    'refuses the Meld public key %j with InvalidOnrampOptionError',
    (meldPublicKey) => {
      expect(() =>
        createActionTestClient({ onramp: { meldPublicKey: meldPublicKey as string } }),
      ).toThrow(expect.objectContaining({ name: 'InvalidOnrampOptionError' }))
    },
  )
})

describe('onramp answers without their fields (docs/errors.md#onramp)', () => {
  it('options without usable currencies fall back to the built-in defaults', async () => {
    const { client } = setup({ malformed: 'options' })
    await updateOnramp(client)
    const state = getOnrampState(client)
    expect(state?.purchaseCurrencies.map((item) => item.id)).toEqual(['USDC'])
    expect(state?.paymentCurrencies.map((item) => item.id)).toEqual(['USD', 'EUR'])
    expect(state?.error).toBeUndefined()
  })

  it('a quote without its amounts answers the mocked estimate, not a TypeError', async () => {
    const { client } = setup({ malformed: 'quote' })
    const { quote } = await updateOnramp(client, { paymentAmount: 50 })
    expect(quote?.quoteId).toBe(MOCKED_ONRAMP_QUOTE_ID)
    expect(getOnrampState(client)).toMatchObject({
      quoteIsMocked: true,
      purchaseAmount: 50,
      error: undefined,
    })
  })

  it('a generated URL answer without its url is refused and the window closed', async () => {
    const { client } = setup({ malformed: 'url' })
    await connect(client, { connectorId: 'eip155-injected' })
    await updateOnramp(client, { paymentAmount: 100 })
    const { popup, openWindow } = fakeWindow()
    await expect(
      openOnrampProvider(client, { provider: 'coinbase', openWindow }),
    ).rejects.toMatchObject({
      name: 'OnrampResponseError',
      shortMessage: "The onramp service answered without the provider page's address",
    })
    expect(popup.location.href).toBe('about:blank')
    expect(popup.close).toHaveBeenCalled()
  })
})

describe('watching for the purchase while the history fails (docs/errors.md#account-activity)', () => {
  it("shows 'Failed to fetch transactions' once for failed polls, and again after one succeeds", async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await updateOnramp(client, { paymentAmount: 100 })
    const notification = client._internal.notification.state
    let shown = 0
    let wasOpen = notification.open
    subscribe(
      notification,
      () => {
        if (
          notification.open &&
          !wasOpen &&
          notification.message === 'Failed to fetch transactions'
        ) {
          shown += 1
        }
        wasOpen = notification.open
      },
      true,
    )
    const abort = new AbortController()
    const onOpened = vi.fn()
    const buying = openOnrampProvider(client, {
      provider: 'coinbase',
      openWindow: fakeWindow().openWindow,
      onOpened,
      // Longer than the banner's 150 ms replacement delay, so each shown banner is counted.
      pollIntervalMs: 200,
      signal: abort.signal,
    })
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalled())
    api.history.failing = true
    const onrampPolls = () =>
      api.requests.filter(
        (r) => r.url.pathname.endsWith('/history') && r.url.searchParams.has('onramp'),
      ).length
    const before = onrampPolls()
    await vi.waitFor(() => expect(onrampPolls() - before).toBeGreaterThanOrEqual(4), {
      timeout: 3000,
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(shown).toBe(1)
    expect(client._internal.transactions.state.error).toBe('Failed to fetch transactions')
    api.history.failing = false
    await vi.waitFor(() => expect(client._internal.transactions.state.error).toBeUndefined(), {
      timeout: 3000,
    })
    api.history.failing = true
    await vi.waitFor(() => expect(shown).toBe(2), { timeout: 3000 })
    api.history.failing = false
    api.addPurchase('purchase-1')
    await expect(buying).resolves.toMatchObject({ purchase: { id: 'purchase-1' } })
  })
})
