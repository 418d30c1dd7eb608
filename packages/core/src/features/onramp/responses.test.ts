import { describe, expect, it } from 'vitest'
import { OnrampResponseError } from '../../errors/onramp.js'
import { checkedOnrampOptions, checkedOnrampQuote, checkedProviderUrl } from './responses.js'

const usd = (amount: string) => ({ amount, currency: 'USD' })
const quote = {
  coinbaseFee: usd('1.00'),
  networkFee: usd('0.10'),
  paymentSubtotal: usd('10.00'),
  paymentTotal: usd('11.10'),
  purchaseAmount: { amount: '9.9', currency: 'USDC' },
  quoteId: 'q-1',
}

describe('checks of the onramp service answers', () => {
  it('takes a quote with every amount and its id, and names the missing field otherwise', () => {
    expect(checkedOnrampQuote(quote)).toBe(quote)
    expect(() => checkedOnrampQuote({ ...quote, networkFee: usd('ten') })).toThrow(
      "The onramp service answered without the quote's networkFee",
    )
    expect(() => checkedOnrampQuote({ ...quote, quoteId: '' })).toThrow("the quote's id")
    expect(() => checkedOnrampQuote(null)).toThrow(OnrampResponseError)
  })

  it('keeps the usable currencies and refuses an answer left with none', () => {
    const options = checkedOnrampOptions({
      purchaseCurrencies: [{ id: 'usdc', symbol: 'USDC', networks: [] }, { id: 3 }],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '500' }] },
        // A currency without a usable limit would let any amount through: left out.
        { id: 'EUR', payment_method_limits: [{ id: 'card', min: '50', max: '5' }] },
        'GBP',
      ],
    })
    expect(options.purchaseCurrencies.map((item) => item.symbol)).toEqual(['USDC'])
    expect(options.paymentCurrencies.map((item) => item.id)).toEqual(['USD'])
    expect(() => checkedOnrampOptions({ purchaseCurrencies: [], paymentCurrencies: [] })).toThrow(
      'without purchase currencies',
    )
    expect(() => checkedOnrampOptions('nope')).toThrow('without currency options')
  })

  it('takes only an http(s) page address', () => {
    expect(checkedProviderUrl('https://pay.example/buy?x=1')).toBe('https://pay.example/buy?x=1')
    for (const url of ['javascript:alert(1)', '', 'not a url', 42]) {
      expect(() => checkedProviderUrl(url), String(url)).toThrow(
        "The onramp service answered without the provider page's address",
      )
    }
  })
})
