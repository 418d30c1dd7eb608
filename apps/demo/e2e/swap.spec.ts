/**
 * Swaps against devnet (spec §4 Swap, §9 slippage 1): an injected wallet over a devnet
 * account holding test USDC swaps it for DAI on devnet's USDC/DAI constant-product pool on
 * anvil. The quote follows the typed amount, the approval runs the first time (the
 * account's allowance to the pool starts at 0), then the swap; the balances are read from
 * anvil by the test. The project's remote config (which wins over local flags, spec §1) is
 * answered with swaps on for these pages, so the test does not hang on the demo's settings.
 */
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import type { E2eEnv } from './e2e-env.js'
import { expect, TEST_WALLET, type TestWalletSpec, test } from './fixtures.js'
import { connectInjected, focusedHost, remoteFeaturesOn } from './flows.js'

/** A devnet account no other scenario uses, so its balances move only here. */
const SWAPPER: TestWalletSpec = { ...TEST_WALLET, accountIndex: 6 }

function tokenBalance(e2e: E2eEnv, token: Address, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** A token's contract address, as the demo's token panel lists it (its CAIP-10's last part). */
async function tokenAddress(page: Page, symbol: string): Promise<Address> {
  const caip = await page.getByTestId(`token-${symbol}`).first().getAttribute('data-address')
  const address = caip?.split(':')[2]
  if (!address) throw new Error(`no ${symbol} row with an address`)
  return address as Address
}

test.describe('swap (eip155 on anvil)', () => {
  test('swaps 25 test-USDC for DAI on the local pool: quote, approve, swap; balances move on anvil', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    await remoteFeaturesOn(demo.page, { swaps: ['1inch'] })
    const [wallet] = await wallets.install([SWAPPER])
    await demo.goto()
    await connectInjected(demo, modal, SWAPPER.name, wallet!.address)
    await modal.expectClosed()
    const owner = wallet!.address as Address
    const usdc = await tokenAddress(demo.page, 'USDC')
    const dai = await tokenAddress(demo.page, 'DAI')
    const usdcBefore = await tokenBalance(e2e, usdc, owner)
    const daiBefore = await tokenBalance(e2e, dai, owner)

    // Keyboard only: the account button, then Tab to Swap in the wallet-features row.
    await demo.header.locator('kw-account-button').getByRole('button').focus()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Account')
    const swapEntry = modal.dialog.locator('kw-button.feature-swaps').getByRole('button')
    for (let i = 0; i < 20; i++) {
      if (await swapEntry.evaluate((button) => button.matches(':focus'))) break
      await demo.page.keyboard.press('Tab')
    }
    await expect(swapEntry).toBeFocused()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Swap')

    const view = modal.dialog.locator('kw-swap-view')
    await expect(view.locator('.token-source .symbol')).toHaveText('USDC')
    await expect(view.locator('.token-target .symbol')).toHaveText('DAI')
    await expect.poll(() => focusedHost(demo.page)).toBe('kw-input[amount]')
    await expect(view.locator('.slippage')).toHaveText('1%')
    await expect(view.locator('.fee')).toContainText('gwei')

    await demo.page.keyboard.type('25')
    // The pool's price impact is real: 25 USDC buys a little under 25 DAI (0.3% fee too).
    await expect(view.locator('.output')).toHaveText(/24\.9\d*/)
    // The title holds the quote in full.
    const quoted = parseUnits((await view.locator('.output').getAttribute('title')) ?? '0', 18)
    await expect(view.locator('.rate')).toContainText('1 USDC ≈')
    const review = view.getByRole('button', { name: 'Review swap' })
    await expect(review).toBeEnabled()
    await review.focus()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Review Swap')

    const preview = modal.dialog.locator('kw-swap-preview-view')
    const steps = preview.locator('.step')
    await expect(steps).toHaveCount(2)
    await expect(steps.nth(0)).toContainText('Approve USDC')
    await expect(steps.nth(1)).toContainText('Swap USDC for DAI')
    // The approval's fee, from its built transaction's gas estimate.
    await expect(preview.locator('.fee')).toHaveText(/^[\d.,<]+ ETH$/)
    const confirm = preview.getByRole('button', { name: 'Swap', exact: true })
    await expect(confirm).toBeFocused()
    await demo.page.keyboard.press('Enter')

    // Success returns to Account; both steps ran through the wallet.
    await modal.expectOpen('Account')
    const usdcAfter = await tokenBalance(e2e, usdc, owner)
    const daiAfter = await tokenBalance(e2e, dai, owner)
    expect(usdcBefore - usdcAfter).toBe(parseUnits('25', 6))
    const received = daiAfter - daiBefore
    // At least the quote less the 1% slippage, at most the quote.
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBeLessThanOrEqual(parseUnits('25', 18))
    // The Account view's token list shows the balance after the swap (spec §4).
    const usdcRow = modal.dialog.locator('kw-account-tokens kw-token-item[symbol="USDC"]')
    await expect(usdcRow).toHaveAttribute('amount', formatUnits(usdcAfter, 6))

    // Activity lists the swap (a trade: USDC out, DAI in) at its top (spec §4 After a swap).
    const latest = await createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) }).getBlock({
      includeTransactions: true,
    })
    const swapTx = latest.transactions.find((tx) => tx.from.toLowerCase() === owner.toLowerCase())
    expect(swapTx, 'the swap is the last block’s transaction from the owner').toBeDefined()
    await modal.dialog.locator('kw-list-item.activity').getByRole('button').click()
    await modal.expectOpen('Activity')
    const row = modal.dialog.locator(`.transaction[data-id="${swapTx!.hash}"]`)
    await expect(row.locator('.type')).toHaveText('Swapped')
    await demo.page.keyboard.press('Escape')
    await modal.expectOpen('Account')

    // A second swap needs no approval (the allowance now covers it).
    await modal.dialog.locator('kw-button.feature-swaps').click()
    await modal.expectOpen('Swap')
    await view.locator('kw-input[name="amount"] input').fill('1')
    await expect(view.locator('.output')).toHaveText(/0\.9\d*/)
    await view.getByRole('button', { name: 'Review swap' }).click()
    await modal.expectOpen('Review Swap')
    await expect(steps).toHaveCount(1)
    await expect(steps.nth(0)).toContainText('Swap USDC for DAI')
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await modal.expectOpen('Account')
    expect(usdcAfter - (await tokenBalance(e2e, usdc, owner))).toBe(parseUnits('1', 6))
  })
})
