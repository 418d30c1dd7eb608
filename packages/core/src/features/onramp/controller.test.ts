import { describe, expect, it, vi } from 'vitest'
import type { OnrampOptionsResponse, OnrampQuote } from '../../api/types.js'
import { createOnrampController, type OnrampAccount, type OnrampDeps } from './controller.js'

const amount = (value: string) => ({ amount: value, currency: 'USD' })
const quote: OnrampQuote = {
  coinbaseFee: amount('1'),
  networkFee: amount('0.1'),
  paymentSubtotal: amount('99'),
  paymentTotal: amount('100'),
  purchaseAmount: { amount: '98.5', currency: 'USDC' },
  quoteId: 'q-1',
}
const remoteOptions: OnrampOptionsResponse = {
  purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] }],
  paymentCurrencies: [
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }] },
  ],
}
const evmAccount: OnrampAccount = { address: '0xabc', chainNamespace: 'eip155' }

function setup(overrides: Partial<OnrampDeps> = {}) {
  const deps = {
    getOptions: vi.fn(async () => remoteOptions),
    getQuote: vi.fn(async () => quote),
    getActiveAccount: vi.fn((): OnrampAccount | undefined => evmAccount),
    projectId: 'project-1',
    meldPublicKey: 'meld-key',
    providerUrls: { coinbase: 'https://pay.example/buy', meld: 'https://meld.example/' },
    ...overrides,
  }
  return { deps, onramp: createOnrampController(deps) }
}

describe('onramp defaults (docs/state.md#onramp-state, docs/limits.md#onramp)', () => {
  it('defaults to purchase currency USDC on chains 1 and 137 and payment currency USD', () => {
    const { onramp } = setup()
    expect(onramp.state.purchaseCurrency.symbol).toBe('USDC')
    expect(onramp.state.purchaseCurrency.networks.map((network) => network.chain_id)).toEqual([
      '1',
      '137',
    ])
    expect(onramp.state.paymentCurrency.id).toBe('USD')
  })

  it('defaults to the providers coinbase and meld', () => {
    const { onramp } = setup()
    expect(onramp.state.providers.map((provider) => provider.name)).toEqual(['coinbase', 'meld'])
    expect(onramp.state.providers[1]?.feeRange).toEqual({ min: 1, max: 2 })
  })
})

describe('onramp providers and the Meld public key (docs/account-features.md#onramp)', () => {
  it('leaves Meld out without a public key (its page refuses a URL without one)', () => {
    const { onramp } = setup({ meldPublicKey: '' })
    expect(onramp.state.providers.map((provider) => provider.name)).toEqual(['coinbase'])
    onramp.resetState()
    expect(onramp.state.providers.map((provider) => provider.name)).toEqual(['coinbase'])
  })
})

describe('onramp answers without their fields (docs/errors.md#onramp)', () => {
  it('a quote without its purchase amount stores the error and gives null', async () => {
    const { onramp } = setup({
      getQuote: vi.fn(async () => ({ ...quote, purchaseAmount: undefined }) as never),
    })
    onramp.setPaymentAmount(100)
    await expect(onramp.getQuote()).resolves.toBeNull()
    expect(onramp.state.error).toBe(
      "The onramp service answered without the quote's purchaseAmount",
    )
    expect(onramp.state.purchaseAmount).toBeUndefined()
    expect(onramp.state.quotesLoading).toBe(false)
  })

  it('keeps the well-formed currencies of the options and drops the rest', async () => {
    const { onramp } = setup({
      getOptions: vi.fn(
        async () =>
          ({
            purchaseCurrencies: [
              { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 1 }] },
              { id: 'BAD' },
            ],
            paymentCurrencies: [
              { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }] },
              { id: 'NOLIMITS', payment_method_limits: [{ id: 'card', min: 'x', max: '1' }] },
            ],
          }) as never,
      ),
    })
    await onramp.fetchOptions()
    expect(onramp.state.purchaseCurrencies).toEqual([
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
    ])
    expect(onramp.state.paymentCurrencies.map((item) => item.id)).toEqual(['GBP'])
  })

  it.each([
    [{}, 'no lists'],
    [{ purchaseCurrencies: [], paymentCurrencies: [] }, 'empty lists'],
    [null, 'null'],
  ])('falls back to the defaults for options with %j (%s)', async (answer, _what) => {
    const { onramp } = setup({ getOptions: vi.fn(async () => answer as never) })
    await onramp.fetchOptions()
    expect(onramp.state.purchaseCurrencies.map((item) => item.id)).toEqual(['USDC'])
    expect(onramp.state.paymentCurrencies.map((item) => item.id)).toEqual(['USD', 'EUR'])
  })

  it.each(['javascript:alert(1)', '', undefined, 'not a url'])(
    'refuses the provider page address %j',
    (url) => {
      const { onramp } = setup()
      expect(() => onramp.checkedProviderUrl(url)).toThrow(
        "The onramp service answered without the provider page's address",
      )
    },
  )
})

describe('onramp quotes (docs/account-features.md#onramp, docs/errors.md#onramp)', () => {
  it('sets quotesLoading during the quote fetch and clears it afterwards', async () => {
    let answer: (value: OnrampQuote) => void = () => undefined
    const { onramp } = setup({
      getQuote: () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    onramp.setPaymentAmount(100)
    const pending = onramp.getQuote()
    expect(onramp.state.quotesLoading).toBe(true)
    answer(quote)
    await pending
    expect(onramp.state.quotesLoading).toBe(false)
  })

  it('stores the purchase amount of the quote and asks with the selected currencies', async () => {
    const { onramp, deps } = setup()
    onramp.setPaymentAmount(100)
    expect(await onramp.getQuote()).toEqual(quote)
    expect(onramp.state.purchaseAmount).toBe(98.5)
    expect(deps.getQuote).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 100, purchaseCurrency: onramp.state.purchaseCurrency }),
    )
    expect(onramp.state.quoteIsMocked).toBe(false)
  })

  it('a failed quote stores the error message and returns null', async () => {
    const { onramp } = setup({
      getQuote: vi.fn(async () => {
        throw new Error('HTTP status code: 400')
      }),
    })
    onramp.setPaymentAmount(100)
    expect(await onramp.getQuote()).toBeNull()
    expect(onramp.state.error).toBe('HTTP status code: 400')
    expect(onramp.state.quotesLoading).toBe(false)
  })

  it("flags the API layer's mocked fallback quote ('mocked-quote-id') without an error", async () => {
    const { onramp } = setup({
      getQuote: vi.fn(async () => ({ ...quote, quoteId: 'mocked-quote-id' })),
    })
    onramp.setPaymentAmount(100)
    expect(await onramp.getQuote()).toMatchObject({ quoteId: 'mocked-quote-id' })
    expect(onramp.state.quoteIsMocked).toBe(true)
    expect(onramp.state.error).toBeUndefined()
  })

  it('asks for no quote without a positive amount', async () => {
    const { onramp, deps } = setup()
    expect(await onramp.getQuote()).toBeNull()
    onramp.setPaymentAmount(0)
    expect(await onramp.getQuote()).toBeNull()
    expect(deps.getQuote).not.toHaveBeenCalled()
  })
})

describe('onramp options and limits (docs/validation.md#onramp-limits, docs/errors.md#onramp)', () => {
  it('stores the fetched options', async () => {
    const { onramp } = setup()
    await onramp.fetchOptions()
    expect(onramp.state.purchaseCurrencies).toEqual(remoteOptions.purchaseCurrencies)
    expect(onramp.state.paymentCurrencies).toEqual(remoteOptions.paymentCurrencies)
  })

  it('falls back to the built-in defaults when the options fetch fails', async () => {
    const { onramp } = setup({
      getOptions: vi.fn(async () => {
        throw new Error('down')
      }),
    })
    await onramp.fetchOptions()
    expect(onramp.state.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC'])
    expect(onramp.state.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
  })

  it.each(['USD', 'EUR'])(
    'falls back to card 10.00–7500.00 and ach_bank_account 10.00–25000.00 for %s',
    (currency) => {
      const { onramp } = setup()
      expect(onramp.getPaymentLimits(currency)).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    },
  )

  it('uses the fetched limits of a known currency', async () => {
    const { onramp } = setup()
    await onramp.fetchOptions()
    expect(onramp.getPaymentLimits('GBP')).toEqual([{ id: 'card', min: '5.00', max: '5000.00' }])
    expect(onramp.getPaymentLimits('USD')).toHaveLength(2)
  })
})

describe('Meld provider URL (docs/account-features.md#onramp)', () => {
  function meldUrl(account: OnrampAccount | undefined) {
    const { onramp } = setup({ getActiveAccount: () => account })
    const meld = onramp.state.providers.find((provider) => provider.name === 'meld')
    if (!meld) throw new Error('no meld provider')
    return new URL(onramp.getProviderUrl(meld))
  }

  it('adds publicKey, destinationCurrencyCode USDC, walletAddress and externalCustomerId', () => {
    const url = meldUrl(evmAccount)
    expect(url.origin).toBe('https://meld.example')
    expect(url.searchParams.get('publicKey')).toBe('meld-key')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe('0xabc')
    expect(url.searchParams.get('externalCustomerId')).toBe('project-1')
  })

  it('uses destinationCurrencyCode SOL on Solana', () => {
    const url = meldUrl({ address: 'SoLaddr', chainNamespace: 'solana' })
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('walletAddress')).toBe('SoLaddr')
  })

  it('leaves other providers URLs unchanged and sets the selected provider with its URL', () => {
    const { onramp } = setup()
    const [coinbase, meld] = onramp.state.providers
    if (!coinbase || !meld) throw new Error('providers missing')
    expect(onramp.getProviderUrl(coinbase)).toBe('https://pay.example/buy')
    onramp.setSelectedProvider(meld)
    expect(onramp.state.selectedProvider?.url).toContain('externalCustomerId=project-1')
  })
})

describe('onramp reset (docs/account-features.md#onramp)', () => {
  it('restores the defaults', async () => {
    const { onramp } = setup({
      getQuote: vi.fn(async () => {
        throw new Error('x')
      }),
    })
    await onramp.fetchOptions()
    onramp.setPaymentAmount(50)
    await onramp.getQuote()
    onramp.setPaymentCurrency({ id: 'GBP', payment_method_limits: [] })
    onramp.resetState()
    expect(onramp.state).toMatchObject({
      error: undefined,
      paymentAmount: undefined,
      purchaseAmount: undefined,
      selectedProvider: undefined,
      quotesLoading: false,
    })
    expect(onramp.state.paymentCurrency.id).toBe('USD')
    expect(onramp.state.purchaseCurrency.id).toBe('USDC')
    expect(onramp.state.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
  })
})
