import { connect, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { subscribe } from 'valtio/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  dialogOf,
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import '../account/account-view.js'
import './onramp-providers-view.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'

const OWNER = '0x1111111111111111111111111111111111111111'
const CHECKOUT = 'http://api.test/onramp/checkout/order-1'

afterEach(() => {
  vi.restoreAllMocks()
  removeModals()
})

/** A blockchain API answering the onramp calls (docs/services.md#calls) and the onramp purchases. */
function createOnrampApi() {
  const api = {
    purchases: [] as object[],
    failQuote: false,
    /** The URL generator answers without its url. */
    malformedUrl: false,
    /** The onramp purchases answer 400 (not retried by the API client). */
    failHistory: false,
    purchaseAmount: '24.65',
    handle: (url: URL): Response => {
      switch (url.pathname) {
        case `/v1/account/${OWNER}/balance`:
          return Response.json({ balances: [] })
        case '/v1/onramp/options':
          return Response.json({
            purchaseCurrencies: [
              { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [] },
              { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
            ],
            paymentCurrencies: [
              {
                id: 'USD',
                payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }],
              },
              {
                id: 'EUR',
                payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }],
              },
            ],
          })
        case '/v1/onramp/quote':
          if (api.failQuote) return Response.json({ error: 'down' }, { status: 400 })
          return Response.json({
            coinbaseFee: { amount: '0.25', currency: 'USD' },
            networkFee: { amount: '0.10', currency: 'USD' },
            paymentSubtotal: { amount: '24.65', currency: 'USD' },
            paymentTotal: { amount: '25.00', currency: 'USD' },
            purchaseAmount: { amount: api.purchaseAmount, currency: 'USDC' },
            quoteId: 'q-1',
          })
        case '/v1/generators/onrampurl':
          return Response.json(api.malformedUrl ? { link: CHECKOUT } : { url: CHECKOUT })
        case `/v1/account/${OWNER}/history`:
          if (api.failHistory && url.searchParams.get('onramp') === 'coinbase') {
            return Response.json({ error: 'bad request' }, { status: 400 })
          }
          return Response.json({
            data: url.searchParams.get('onramp') === 'coinbase' ? api.purchases : [],
            next: null,
          })
        default:
          return Response.json({ error: 'not found' }, { status: 404 })
      }
    },
  }
  return api
}

const $ = <T extends Element = HTMLElement>(view: Element, selector: string) =>
  view.shadowRoot?.querySelector<T>(selector) ?? null

async function openOnramp(
  mode: 'light' | 'dark' = 'light',
  api = createOnrampApi(),
  meldPublicKey: string | null = 'meld-test-key',
) {
  const setup = createTestClient({
    blockchainApi: (url) => api.handle(url),
    onramp: meldPublicKey === null ? {} : { meldPublicKey },
  })
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  const account = await waitForView(modal.modal, 'kw-account-view')
  return { ...setup, ...modal, account, api }
}

async function typeAmount(view: Element, text: string) {
  await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
  await userEvent.keyboard(text)
  return view
}

describe('kw-onramp-providers-view', () => {
  it('is offered first in the Account wallet features (docs/limits.md#features-and-defaults order) as Buy', async () => {
    const { account } = await openOnramp()
    await expect
      .poll(() =>
        [...(account.shadowRoot?.querySelectorAll('.features kw-button') ?? [])].map(
          (button) => button.className.match(/feature-(\w+)/)?.[1],
        ),
      )
      .toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect($(account, '.feature-onramp')?.textContent?.trim()).toBe('Buy')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode, focus on the amount', async (mode) => {
    const { client, modal } = await openOnramp(mode)
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '25')
    await expect
      .poll(() => $(view, '.provider-coinbase .provider-quote')?.textContent)
      .toBe('≈ 24.65 USDC')
    expectFocusInDialog(modal)
    await expectNoAxeViolations(modal)
  })

  it('lists Coinbase and Meld with its fee range and the options currencies', async () => {
    const { client, modal } = await openOnramp()
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await expect
      .poll(() =>
        [...(view.shadowRoot?.querySelectorAll('.provider-name') ?? [])].map((n) => n.textContent),
      )
      .toEqual(['Coinbase', 'Meld.io'])
    expect($(view, '.provider-meld .provider-fee')?.textContent).toBe('Fee 1–2%')
    // The currencies of the options endpoint replace the defaults once they arrive.
    const options = () => [
      ...(view.shadowRoot?.querySelectorAll('select[name=purchaseCurrency] option') ?? []),
    ]
    await expect.poll(() => options().map((option) => option.textContent)).toEqual(['USDC', 'ETH'])
  })

  it('refuses an amount outside the limits with the limits in the message', async () => {
    const { client, modal } = await openOnramp()
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '5')
    await expect
      .poll(() => $(view, '.error')?.textContent?.trim())
      .toBe('Amount must be between 10.00 and 7500.00 USD')
    expect($<HTMLButtonElement>(view, '.provider-coinbase')?.disabled).toBe(true)
  })

  it('marks the mocked quote as an estimate when the quote service fails (docs/errors.md#fallbacks)', async () => {
    const api = createOnrampApi()
    api.failQuote = true
    const { client, modal } = await openOnramp('light', api)
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '30')
    await expect
      .poll(() => $(view, '.provider-coinbase .provider-quote')?.textContent)
      .toBe('≈ 30 USDC (estimate)')
  })

  it('opens the provider in a new window, waits, then shows the purchase', async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { client, modal, api } = await openOnramp()
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '25')
    await expect.poll(() => $<HTMLButtonElement>(view, '.provider-coinbase')?.disabled).toBe(false)
    await userEvent.click($(view, '.provider-coinbase') as HTMLElement)
    await expect.poll(() => $(view, '.waiting')?.textContent?.trim()).toContain('Coinbase window')
    expect(open).toHaveBeenCalledWith('about:blank', '_blank')
    expect(popup.location.href).toBe(CHECKOUT)
    await expect.poll(() => focusedHost()?.classList.contains('cancel')).toBe(true)
    api.purchases.push({
      id: 'purchase-1',
      metadata: {
        minedAt: new Date().toISOString(),
        chain: 'eip155:1',
        operationType: 'buy',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        sentFrom: 'Coinbase',
        sentTo: OWNER,
      },
      transfers: [{ quantity: { numeric: '24.65' }, fungible_info: { symbol: 'USDC' } }],
    })
    await expect
      .poll(() => $(view, '.done-text')?.textContent?.trim(), { timeout: 8000 })
      .toBe('Purchase complete: 24.65 USDC')
  })

  it('says so when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { client, modal } = await openOnramp()
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '25')
    await expect.poll(() => $<HTMLButtonElement>(view, '.provider-coinbase')?.disabled).toBe(false)
    await userEvent.click($(view, '.provider-coinbase') as HTMLElement)
    await expect
      .poll(() => $(view, '.failure .error-text')?.textContent?.trim())
      .toBe('The provider window was blocked. Allow pop-ups and try again')
    expect($(view, '.failure .retry')?.textContent?.trim()).toBe('Try again')
  })

  it('offers Coinbase alone without a Meld public key', async () => {
    const { client, modal } = await openOnramp('light', createOnrampApi(), null)
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await expect
      .poll(() =>
        [...(view.shadowRoot?.querySelectorAll('.provider-name') ?? [])].map((n) => n.textContent),
      )
      .toEqual(['Coinbase'])
  })

  it('the limits message clears once the amount is fixed, and the quote follows', async () => {
    const { client, modal } = await openOnramp()
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '8000')
    await expect
      .poll(() => $(view, '.error .error-text')?.textContent?.trim())
      .toBe('Amount must be between 10.00 and 7500.00 USD')
    await userEvent.keyboard('{Backspace}{Backspace}')
    await expect.poll(() => $(view, '.error')).toBeNull()
    await expect
      .poll(() => $(view, '.provider-coinbase .provider-quote')?.textContent)
      .toBe('≈ 24.65 USDC')
    expect($<HTMLButtonElement>(view, '.provider-coinbase')?.disabled).toBe(false)
  })

  it('a generated URL answer without its url says so with Try again, which recovers', async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const api = createOnrampApi()
    api.malformedUrl = true
    const { client, modal } = await openOnramp('light', api)
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '25')
    await expect.poll(() => $<HTMLButtonElement>(view, '.provider-coinbase')?.disabled).toBe(false)
    await userEvent.click($(view, '.provider-coinbase') as HTMLElement)
    await expect
      .poll(() => $(view, '.failure .error-text')?.textContent?.trim())
      .toBe("The onramp service answered without the provider page's address")
    expect(popup.close).toHaveBeenCalled()
    api.malformedUrl = false
    await userEvent.click($(view, '.failure .retry') as HTMLElement)
    await expect.poll(() => $(view, '.waiting')).toBeTruthy()
    expect(popup.location.href).toBe(CHECKOUT)
  })

  it("while waiting, failed polls show 'Failed to fetch transactions' once with Try again", async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { client, modal, api, requests } = await openOnramp()
    const banners: string[] = []
    let wasOpen = false
    const notification = keywayHost(client).state.notification
    const unwatch = subscribe(
      notification,
      () => {
        if (notification.open && !wasOpen) banners.push(notification.message)
        wasOpen = notification.open
      },
      true,
    )
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '25')
    await expect.poll(() => $<HTMLButtonElement>(view, '.provider-coinbase')?.disabled).toBe(false)
    await userEvent.click($(view, '.provider-coinbase') as HTMLElement)
    await expect.poll(() => $(view, '.waiting')).toBeTruthy()
    api.failHistory = true
    const polls = () => requests.filter((url) => url.searchParams.get('onramp')).length
    const before = polls()
    await expect
      .poll(() => $(view, '.poll-error .error-text')?.textContent?.trim(), { timeout: 8000 })
      .toBe('Failed to fetch transactions')
    // Two more failed polls (3 s apart) keep the one alert and raise no second banner.
    await expect.poll(() => polls() - before, { timeout: 10000 }).toBeGreaterThanOrEqual(3)
    expect($(view, '.poll-error')).toBeTruthy()
    expect(banners.filter((message) => message === 'Failed to fetch transactions')).toHaveLength(1)
    await expectNoAxeViolations(modal)
    // Try again asks at once, without waiting for the next poll.
    const beforeRetry = polls()
    await userEvent.click($(view, '.poll-error .retry-poll') as HTMLElement)
    await expect.poll(() => polls(), { timeout: 1000 }).toBeGreaterThan(beforeRetry)
    api.failHistory = false
    await expect.poll(() => $(view, '.poll-error'), { timeout: 8000 }).toBeNull()
    expect(banners.filter((message) => message === 'Failed to fetch transactions')).toHaveLength(1)
    unwatch()
  }, 30_000)

  it.each(THEME_MODES)('waiting and done have no axe violations in %s mode', async (mode) => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { client, modal, api } = await openOnramp(mode)
    keywayHost(client).navigate('OnRampProviders')
    const view = await waitForView(modal, 'kw-onramp-providers-view')
    await typeAmount(view, '25')
    await expect.poll(() => $<HTMLButtonElement>(view, '.provider-coinbase')?.disabled).toBe(false)
    await userEvent.click($(view, '.provider-coinbase') as HTMLElement)
    await expect.poll(() => $(view, '.waiting')).toBeTruthy()
    await expectNoAxeViolations(modal)
    api.purchases.push({
      id: 'purchase-2',
      metadata: {
        minedAt: new Date().toISOString(),
        chain: 'eip155:1',
        operationType: 'buy',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        sentFrom: 'Coinbase',
        sentTo: OWNER,
      },
      transfers: [{ quantity: { numeric: '10' }, fungible_info: { symbol: 'USDC' } }],
    })
    await expect.poll(() => $(view, '.done-text'), { timeout: 8000 }).toBeTruthy()
    await expect.poll(() => focusedHost()?.classList.contains('done')).toBe(true)
    await expectNoAxeViolations(modal)
  })

  describe.each([360, 768, 1280])('at %i px wide', (width) => {
    afterEach(async () => {
      await page.viewport(1280, 800)
    })

    it('nothing is wider than the sheet, a long quote ends in an ellipsis with its title', async () => {
      await page.viewport(width, 800)
      const api = createOnrampApi()
      api.purchaseAmount = '123456789012345.123456'
      const { client, modal } = await openOnramp('light', api)
      keywayHost(client).navigate('OnRampProviders')
      const view = await waitForView(modal, 'kw-onramp-providers-view')
      await typeAmount(view, '7499.99')
      const quote = () => $(view, '.provider-coinbase .provider-quote') as HTMLElement
      await expect.poll(() => quote()?.getAttribute('title')).toMatch(/^≈ 123[,.]?456/)
      expect(getComputedStyle(quote()).textOverflow).toBe('ellipsis')
      const viewBox = view.getBoundingClientRect()
      for (const part of view.shadowRoot?.querySelectorAll('.provider, .selects, kw-input') ?? []) {
        const box = part.getBoundingClientRect()
        expect(box.left >= viewBox.left - 0.5 && box.right <= viewBox.right + 0.5).toBe(true)
      }
      const dialog = dialogOf(modal)
      for (const scroller of [dialog, modal.shadowRoot?.querySelector('.content') as HTMLElement]) {
        expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    })
  })
})
