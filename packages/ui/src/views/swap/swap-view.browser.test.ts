import { connect, openModal, switchNetwork, updateSwapForm } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { testSolana } from '@keyway/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
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
import type { KwAccountView } from '../account/account-view.component.js'
import '../account/account-view.js'
import './swap-view.js'
import './swap-select-token-view.js'
import './swap-preview-view.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import { $, createSwapApi, openSwap } from './swap.test-helpers.js'

afterEach(removeModals)

const review = (view: Element) => $(view, 'kw-button.review') as HTMLElement
const output = (view: Element) => $(view, '.output')?.textContent?.trim() ?? ''
/** The message under the amount field (kw-input's error), '' when none. */
const amountError = (view: Element) =>
  $(view, 'kw-input[name="amount"]')
    ?.shadowRoot?.querySelector('.error[role="alert"]')
    ?.textContent?.trim() ?? ''
const quoteRequests = (api: { requests: URL[] }) =>
  api.requests.filter((url) => url.pathname === '/v1/convert/quotes')

describe('kw-swap-view', () => {
  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const setup = await openSwap(mode)
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('2')
    await expect.poll(() => output(setup.view)).toBe('1.96')
    await expectNoAxeViolations(setup.modal)
  })

  it('starts USDC → DAI with balances, prices, the gas price and slippage 1%, focus on the amount', async () => {
    const { view, modal } = await openSwap()
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    expectFocusInDialog(modal)
    await expect.poll(() => $(view, '.token-source .symbol')?.textContent).toBe('USDC')
    expect($(view, '.token-target .symbol')?.textContent).toBe('DAI')
    await expect.poll(() => $(view, '.balance')?.textContent).toBe('Balance: 25 USDC')
    expect($(view, '.fee')?.textContent).toBe('2 gwei gas price')
    expect($(view, '.slippage')?.textContent).toBe('1%')
    expect(review(view).hasAttribute('disabled')).toBe(true)
    expect(review(view).textContent?.trim()).toBe('Enter an amount')
  })

  it('quotes the typed amount once typing pauses, with its USD value, and enables Review', async () => {
    const { view, api } = await openSwap()
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('10')
    await expect.poll(() => output(view)).toBe('9.8')
    const quotes = api.requests.filter((url) => url.pathname === '/v1/convert/quotes')
    // Debounced: one quote for '10', none for '1'.
    expect(quotes.map((url) => url.searchParams.get('amount'))).toEqual(['10000000'])
    expect($(view, '.usd')?.textContent).toBe('≈ $10.00')
    expect(review(view).hasAttribute('disabled')).toBe(false)
    expect(review(view).textContent?.trim()).toBe('Review swap')
  })

  it('a quote answer with missing fields says so, and Try again quotes again', async () => {
    const api = createSwapApi()
    const handle = api.handle
    let broken = true
    api.handle = (url) =>
      broken && url.pathname === '/v1/convert/quotes' ? Response.json({ data: [] }) : handle(url)
    const { view } = await openSwap('light', api)
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('2')
    await expect
      .poll(() => $(view, '.error')?.textContent?.trim())
      .toBe('The swap service answered without a quote')
    expect(review(view).hasAttribute('disabled')).toBe(true)
    broken = false
    ;($(view, 'kw-button.quote-retry') as HTMLElement).click()
    await expect.poll(() => output(view)).toBe('1.96')
    expect($(view, '.error')).toBeNull()
  })

  it('refuses more than the balance: the message under the field, no quote; a smaller amount quotes', async () => {
    const { view, api } = await openSwap()
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('26')
    await expect.poll(() => amountError(view)).toBe('Insufficient USDC balance')
    expect(review(view).textContent?.trim()).toBe('Not enough USDC')
    expect(review(view).hasAttribute('disabled')).toBe(true)
    expect($(view, 'kw-input[name="amount"]')?.hasAttribute('invalid')).toBe(true)
    expect(quoteRequests(api)).toHaveLength(0)
    // Changing the amount is the retry.
    await userEvent.keyboard('{Backspace}')
    await expect.poll(() => output(view)).toBe('1.96')
    expect(amountError(view)).toBe('')
    expect(review(view).hasAttribute('disabled')).toBe(false)
  })

  it('refuses 0 with the message under the field and asks for no quote; a new amount quotes', async () => {
    const { view, api } = await openSwap()
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('0.00')
    await expect.poll(() => amountError(view)).toBe('An amount greater than 0 is required')
    expect(review(view).textContent?.trim()).toBe('Enter an amount')
    expect(review(view).hasAttribute('disabled')).toBe(true)
    expect(quoteRequests(api)).toHaveLength(0)
    await userEvent.keyboard('5')
    await expect.poll(() => output(view)).toBe('0.0049')
    expect(amountError(view)).toBe('')
  })

  it.each(THEME_MODES)('with a refused amount, has no axe violations in %s mode', async (mode) => {
    const setup = await openSwap(mode)
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('99')
    await expect.poll(() => amountError(setup.view)).toBe('Insufficient USDC balance')
    await expectNoAxeViolations(setup.modal)
  })

  it('a token list answer with missing fields says so instead of a blank view, and Try again loads it', async () => {
    const api = createSwapApi()
    const handle = api.handle
    let broken = true
    api.handle = (url) =>
      broken && url.pathname === '/v1/convert/tokens' ? Response.json({ list: [] }) : handle(url)
    const { view } = await openSwap('light', api)
    await expect
      .poll(() => $(view, '.error')?.textContent?.trim())
      .toBe('The swap service answered without a token list')
    await expect.poll(() => focusedHost()?.textContent?.trim()).toBe('Try again')
    broken = false
    ;($(view, 'kw-button.retry') as HTMLElement).click()
    await expect.poll(() => $(view, '.token-source .symbol')?.textContent).toBe('USDC')
    expect($(view, '.error')).toBeNull()
  })

  it('the native coin: its balance is the one without an address; more ETH than held is refused', async () => {
    const api = createSwapApi({ native: true })
    const { view, client } = await openSwap('light', api)
    await expect.poll(() => $(view, '.token-source .symbol')?.textContent).toBe('USDC')
    const eth = keywayHost(client).swap.state.swap?.tokens.find((token) => token.symbol === 'ETH')
    await updateSwapForm(client, { targetToken: eth })
    await expect.poll(() => $(view, '.token-target .symbol')?.textContent).toBe('ETH')
    const balances = () => [...(view.shadowRoot?.querySelectorAll('.balance') ?? [])]
    await expect.poll(() => balances()[1]?.textContent).toBe('Balance: 0.5 ETH')
    // Swapping the pair makes ETH the source: more than the 0.5 held is refused too.
    ;($(view, 'button.flip') as HTMLElement).click()
    await expect.poll(() => $(view, '.token-source .symbol')?.textContent).toBe('ETH')
    await updateSwapForm(client, { amount: '0.6' })
    await expect.poll(() => amountError(view)).toBe('Insufficient ETH balance')
  })

  it('flips the pair', async () => {
    const { view } = await openSwap()
    await expect.poll(() => $(view, '.token-source .symbol')?.textContent).toBe('USDC')
    ;($(view, 'button.flip') as HTMLElement).click()
    await expect.poll(() => $(view, '.token-source .symbol')?.textContent).toBe('DAI')
    expect($(view, '.token-target .symbol')?.textContent).toBe('USDC')
  })

  it("says 'Network not supported for Swaps' on Solana (docs/errors.md#networks-and-addresses), with a retry", async () => {
    const { view } = await openSwap('light', undefined, {
      withSolana: true,
      beforeSwap: (client) => switchNetwork(client, { network: testSolana }),
    })
    await expect
      .poll(() => $(view, '.error')?.textContent?.trim())
      .toBe('Network not supported for Swaps')
    expect($(view, '.error')?.getAttribute('role')).toBe('alert')
    await expect.poll(() => focusedHost()?.textContent?.trim()).toBe('Try again')
  })

  it('is refused while the swaps flag is off', async () => {
    const { view, client } = await openSwap('light', undefined, {
      beforeSwap: async (client) => {
        keywayHost(client).state.options.features = {
          ...keywayHost(client).state.options.features,
          swaps: false,
        }
      },
    })
    await expect.poll(() => $(view, '.error')?.textContent?.trim()).toBe('Swaps are not enabled')
    expect(keywayHost(client).swap.current).toBeUndefined()
  })

  it('leads to the preview by keyboard: amount, then Review', async () => {
    const setup = await openSwap()
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('3')
    await expect.poll(() => review(setup.view).hasAttribute('disabled')).toBe(false)
    review(setup.view).focus()
    await userEvent.keyboard('{Enter}')
    await waitForView(setup.modal, 'kw-swap-preview-view')
    expect(setup.client.state.router.view).toBe('SwapPreview')
  })

  it('is offered on Account in the docs/limits.md#features-and-defaults order and reached by keyboard', async () => {
    const setup = await openSwap()
    keywayHost(setup.client).navigate('Account', undefined, { history: 'reset' })
    const account = await waitForView(setup.modal, 'kw-account-view')
    const features = () =>
      [...(account.shadowRoot?.querySelectorAll('.features kw-button') ?? [])].map((button) =>
        button.className.replace('feature ', ''),
      )
    // docs/limits.md#onramp: onramp (when offered), swaps, receive, send.
    await expect
      .poll(() => features().filter((feature) => feature !== 'feature-onramp'))
      .toEqual(['feature-swaps', 'feature-receive', 'feature-send'])
    expect(features().indexOf('feature-swaps')).toBeLessThanOrEqual(1)
    const swap = account.shadowRoot?.querySelector<HTMLElement>('kw-button.feature-swaps')
    swap?.focus()
    await userEvent.keyboard('{Enter}')
    await waitForView(setup.modal, 'kw-swap-view')
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
  })

  it('is not offered on Account without a blockchain API', async () => {
    const setup = createTestClient()
    await connect(setup.client, { connectorId: 'io.metamask' })
    const { modal } = await mountModal('light', setup)
    openModal(setup.client, { view: 'Account' })
    const account = await waitForView<KwAccountView>(modal, 'kw-account-view')
    await account.updateComplete
    await expect
      .poll(() => account.shadowRoot?.querySelector('kw-button.feature-send'))
      .toBeTruthy()
    expect(account.shadowRoot?.querySelector('kw-button.feature-swaps')).toBeNull()
  })

  describe.each([360, 768, 1280])('at %i px wide', (width) => {
    afterEach(async () => {
      await page.viewport(1280, 800)
    })

    it('nothing is wider than the sheet, long amounts end in an ellipsis with their title', async () => {
      await page.viewport(width, 800)
      // Enough USDC for the long amount to be quoted.
      const { view, modal } = await openSwap(
        'light',
        createSwapApi({ usdcBalance: '99999999999999' }),
      )
      await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
      await userEvent.keyboard('12345678901234.123456')
      await expect.poll(() => output(view)).not.toBe('0')
      await expect.poll(() => output(view)).not.toBe('Getting a quote…')
      const out = $(view, '.output') as HTMLElement
      expect(out.getAttribute('title')).toMatch(/^12098765323209\./)
      expect(getComputedStyle(out).textOverflow).toBe('ellipsis')
      const dialog = dialogOf(modal)
      const viewBox = view.getBoundingClientRect()
      for (const part of view.shadowRoot?.querySelectorAll('.side, .details, .flip') ?? []) {
        const box = part.getBoundingClientRect()
        expect(box.left >= viewBox.left - 0.5 && box.right <= viewBox.right + 0.5).toBe(true)
      }
      for (const scroller of [dialog, modal.shadowRoot?.querySelector('.content') as HTMLElement]) {
        expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    })
  })
})
