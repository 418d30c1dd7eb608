/**
 * Onramp against devnet (docs/account-features.md#onramp, docs/validation.md#onramp-limits limits, docs/services.md#calls onramp calls): Buy is reached from
 * the Account view by keyboard, an amount outside the limits is refused with the limits in
 * the message, then Coinbase opens devnet's checkout page in a new window; confirming there
 * mints test USDC on anvil, the view sees the purchase land through the Activity onramp
 * filter and Activity lists it; on Solana the checkout airdrops the SOL bought. Bad
 * answers (docs/errors.md#onramp): a URL answer without its url, then purchase polls that keep failing,
 * each say so once in the view with Try again, which recovers. The
 * project's remote config, which wins over local flags (docs/overview.md#feature-flags), is answered with onramp
 * on for these pages, so the test does not hang on the demo's settings.
 */
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import type { E2eEnv } from './e2e-env.js'
import {
  expect,
  SOLANA_TEST_WALLET,
  TEST_WALLET,
  type TestSolanaWalletSpec,
  type TestWalletSpec,
  test,
} from './fixtures.js'
import { connectInjected, focusedHost, remoteFeaturesOn } from './flows.js'

/** A devnet account no other scenario uses, so its USDC moves only here. */
const BUYER: TestWalletSpec = { ...TEST_WALLET, accountIndex: 5 }
/** Another account no scenario uses: its purchase is never completed, nothing moves. */
const FAULT_BUYER: TestWalletSpec = { ...TEST_WALLET, accountIndex: 7 }
/** A Solana devnet account the other scenarios leave alone. */
const SOLANA_BUYER: TestSolanaWalletSpec = { ...SOLANA_TEST_WALLET, accountIndex: 2 }
const LAMPORTS_PER_SOL = 1_000_000_000n

/** Lamports of an account, read from devnet directly (not through the page). */
async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result: { value: number } }
  return BigInt(body.result.value)
}

function usdcBalance(e2e: E2eEnv, token: Address, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** The test USDC contract, as the demo's token panel lists it (its CAIP-10's last part). */
async function usdcAddress(page: Page): Promise<Address> {
  const caip = await page.getByTestId('token-USDC').first().getAttribute('data-address')
  const address = caip?.split(':')[2]
  if (!address) throw new Error('no USDC row with an address')
  return address as Address
}

test.describe('onramp against devnet (eip155 and solana)', () => {
  test('buys 25 test-USDC through devnet checkout: limits refused, provider window, USDC lands on anvil', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    await remoteFeaturesOn(demo.page, { onramp: ['coinbase', 'meld'] })
    const [wallet] = await wallets.install([BUYER])
    await demo.goto()
    await connectInjected(demo, modal, BUYER.name, wallet!.address)
    await modal.expectClosed()
    const owner = wallet!.address as Address
    const usdc = await usdcAddress(demo.page)
    const before = await usdcBalance(e2e, usdc, owner)

    // Keyboard only: the account button, then Tab to Buy, first in the wallet-features row.
    await demo.header.locator('kw-account-button').getByRole('button').focus()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Account')
    const features = modal.dialog.locator('.features kw-button')
    await expect(features.first()).toHaveClass(/feature-onramp/)
    const buyEntry = modal.dialog.locator('kw-button.feature-onramp').getByRole('button')
    for (let i = 0; i < 20; i++) {
      if (await buyEntry.evaluate((button) => button.matches(':focus'))) break
      await demo.page.keyboard.press('Tab')
    }
    await expect(buyEntry).toBeFocused()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Buy crypto')
    const view = modal.dialog.locator('kw-onramp-providers-view')
    await expect.poll(() => focusedHost(demo.page)).toBe('kw-input[amount]')
    await expect(view.locator('.provider-name')).toHaveText(['Coinbase', 'Meld.io'])
    await expect(view.locator('.provider-meld .provider-fee')).toHaveText('Fee 1–2%')

    // Below the card limit (docs/validation.md#onramp-limits): the message names the limits, nothing can be chosen.
    await demo.page.keyboard.type('5')
    await expect(view.getByRole('alert')).toHaveText('Amount must be between 10.00 and 7500.00 USD')
    await expect(view.locator('button.provider-coinbase')).toBeDisabled()

    await demo.page.keyboard.press('Backspace')
    await demo.page.keyboard.type('25')
    const coinbase = view.locator('button.provider-coinbase')
    await expect(coinbase).toBeEnabled()
    // Fixed, the limits message is gone.
    await expect(view.getByRole('alert')).toHaveCount(0)
    await expect(view.locator('.provider-coinbase .provider-quote')).toContainText('USDC')

    const popupOpened = demo.page.waitForEvent('popup')
    await coinbase.focus()
    await demo.page.keyboard.press('Enter')
    const popup = await popupOpened
    await expect(view.locator('.waiting')).toContainText('Coinbase window')
    await popup.waitForURL(/\/onramp\/checkout\//)
    await expect(popup.getByRole('heading', { name: 'Buy test crypto' })).toBeVisible()
    await expect(popup.getByLabel('Amount')).toHaveValue('25')
    await popup.getByRole('button', { name: 'Confirm purchase' }).click()
    await expect(popup.getByText(/25/).first()).toBeVisible()

    // The view sees the purchase land through the Activity onramp filter.
    await expect(view.locator('.done-text')).toHaveText('Purchase complete: 25 USDC', {
      timeout: 20_000,
    })
    const after = await usdcBalance(e2e, usdc, owner)
    expect(formatUnits(after - before, 6)).toBe('25')
    await expect(view.getByRole('button', { name: 'Done' })).toBeFocused()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Account')

    // The purchase shows in Activity: the 25 test-USDC received, newest first.
    await modal.dialog.locator('kw-list-item.activity').getByRole('button').click()
    await modal.expectOpen('Activity')
    const purchase = modal.dialog.locator('.transaction').first()
    await expect(purchase.locator('.amount')).toHaveText('+25 USDC')
  })

  test('a URL answer without its url and failing purchase polls each say so once, with Try again that recovers', async ({
    demo,
    modal,
    wallets,
  }) => {
    // Two provider windows and several 3 s polls on a shared machine.
    test.setTimeout(120_000)
    await remoteFeaturesOn(demo.page, { onramp: ['coinbase', 'meld'] })
    const [wallet] = await wallets.install([FAULT_BUYER])
    await demo.goto()
    await connectInjected(demo, modal, FAULT_BUYER.name, wallet!.address)
    await modal.expectClosed()
    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    await modal.dialog.locator('kw-button.feature-onramp').getByRole('button').click()
    await modal.expectOpen('Buy crypto')
    const view = modal.dialog.locator('kw-onramp-providers-view')
    await view.getByRole('textbox', { name: 'Amount to pay' }).fill('25')
    const coinbase = view.locator('button.provider-coinbase')
    await expect(coinbase).toBeEnabled()

    // The URL generator answers JSON without its url: the window closes, the view says so.
    const generator = (url: URL) => url.pathname.endsWith('/v1/generators/onrampurl')
    await demo.page.route(generator, (route) =>
      route.fulfill({ json: { link: 'https://example.invalid/' } }),
    )
    const blankOpened = demo.page.waitForEvent('popup')
    await coinbase.click()
    const blank = await blankOpened
    await blank.waitForEvent('close')
    const failure = view.locator('.failure')
    await expect(failure).toContainText(
      "The onramp service answered without the provider page's address",
    )
    await demo.page.unroute(generator)

    // Try again opens the provider as the click did; the view waits for the purchase.
    const popupOpened = demo.page.waitForEvent('popup')
    await failure.getByRole('button', { name: 'Try again' }).click()
    const popup = await popupOpened
    await popup.waitForURL(/\/onramp\/checkout\//)
    await expect(view.locator('.waiting')).toContainText('Coinbase window')

    // The purchase history now fails (400, not retried) at every 3 s poll.
    const history = '**/v1/account/*/history**'
    let failedPolls = 0
    await demo.page.route(history, (route) => {
      if (!route.request().url().includes('onramp=coinbase')) return route.continue()
      failedPolls += 1
      return route.fulfill({ status: 400, json: { error: 'bad request' } })
    })
    const pollError = view.locator('.poll-error')
    await expect(pollError).toContainText('Failed to fetch transactions', { timeout: 10_000 })
    // Sampled while two more polls fail: the banner appears once, not once per poll.
    let appearances = 0
    let shown = false
    const until = Date.now() + 7_000
    while (Date.now() < until) {
      const now = await modal.banner.filter({ hasText: 'Failed to fetch transactions' }).isVisible()
      if (now && !shown) appearances += 1
      shown = !!now
      await demo.page.waitForTimeout(100)
    }
    expect(failedPolls).toBeGreaterThanOrEqual(3)
    expect(appearances).toBe(1)
    await expect(pollError).toBeVisible()

    // Try again asks at once rather than at the next poll; once the history answers, the
    // alert goes.
    const beforeRetry = failedPolls
    await pollError.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => failedPolls, { timeout: 2_000 }).toBeGreaterThan(beforeRetry)
    await demo.page.unroute(history)
    await expect(pollError).toHaveCount(0, { timeout: 10_000 })
    await expect(view.locator('.waiting')).toBeVisible()
    await view.getByRole('button', { name: 'Cancel' }).click()
    await expect(coinbase).toBeVisible()
    await popup.close()
  })

  test('on Solana, buys 10 SOL through devnet checkout and the SOL lands on the account', async ({
    demo,
    modal,
    solanaWallets,
    e2e,
  }) => {
    await remoteFeaturesOn(demo.page, { onramp: ['coinbase', 'meld'] })
    await solanaWallets.install([SOLANA_BUYER])
    const buyer = e2e.devnet.accounts.solana[SOLANA_BUYER.accountIndex]!
    await demo.goto()
    await demo.openNetworks()
    await modal.expectOpen('Choose Network')
    await modal.network('Solana Devnet').click()
    await modal.expectOpen('Switch Network')
    await modal.button('Continue').click()
    await expect(demo.activeNamespace).toHaveText('solana')
    await modal.chooseWallet(SOLANA_BUYER.name)
    await demo.expectSolanaConnected(buyer.publicKey)
    await modal.expectClosed()
    const before = await lamportsOf(e2e.devnet.urls.solanaRpc, buyer.publicKey)

    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    await modal.dialog.locator('kw-button.feature-onramp').getByRole('button').click()
    await modal.expectOpen('Buy crypto')
    const view = modal.dialog.locator('kw-onramp-providers-view')
    await expect.poll(() => focusedHost(demo.page)).toBe('kw-input[amount]')
    await view.locator('select[name=purchaseCurrency]').selectOption('SOL')
    await view.getByRole('textbox', { name: 'Amount to pay' }).fill('10')
    const coinbase = view.locator('button.provider-coinbase')
    await expect(coinbase).toBeEnabled()

    const popupOpened = demo.page.waitForEvent('popup')
    await coinbase.click()
    const popup = await popupOpened
    await popup.waitForURL(/\/onramp\/checkout\//)
    await expect(popup.getByText(`SOL to ${buyer.publicKey}`)).toBeVisible()
    await popup.getByRole('button', { name: 'Confirm purchase' }).click()

    await expect(view.locator('.done-text')).toHaveText('Purchase complete: 10 SOL', {
      timeout: 20_000,
    })
    const after = await lamportsOf(e2e.devnet.urls.solanaRpc, buyer.publicKey)
    expect(after - before).toBe(10n * LAMPORTS_PER_SOL)
  })
})
