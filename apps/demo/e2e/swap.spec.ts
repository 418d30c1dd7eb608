/**
 * Swaps against devnet (docs/account-features.md#swap, docs/limits.md#swaps slippage 1): an injected wallet over a devnet
 * account holding test USDC swaps it for DAI on devnet's USDC/DAI constant-product pool, and
 * for native ETH on its USDC/ETH pool, on anvil. The quote follows the typed amount, the
 * approval runs first (each test starts the account's USDC allowance at 0), then the swap;
 * the balances are read from anvil by the test. An amount of 0 or above the balance is
 * refused with its message (docs/errors.md#swaps). The project's remote config (which wins over local
 * flags, docs/overview.md#feature-flags) is answered with swaps on for these pages, so the tests do not hang on the
 * demo's settings.
 */
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseAbiItem,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
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

const publicClient = (e2e: E2eEnv) =>
  createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) })

/**
 * Sets every USDC allowance the swapper gave back to 0 (found from its Approval events), so
 * each test starts with the approval step whichever ran before it.
 */
async function revokeAllowances(e2e: E2eEnv, token: Address): Promise<void> {
  const key = e2e.devnet.accounts.evm[SWAPPER.accountIndex]?.privateKey
  if (!key) throw new Error('no swapper key')
  const account = privateKeyToAccount(key)
  const client = publicClient(e2e)
  const approvals = await client.getLogs({
    address: token,
    event: parseAbiItem(
      'event Approval(address indexed owner, address indexed spender, uint256 value)',
    ),
    args: { owner: account.address },
    fromBlock: 0n,
  })
  const wallet = createWalletClient({ account, transport: http(e2e.devnet.urls.evmRpc) })
  for (const spender of new Set(approvals.map((log) => log.args.spender as Address))) {
    const allowance = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, spender],
    })
    if (allowance === 0n) continue
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, 0n],
      chain: null,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  }
}

/** What the owner's transactions mined after `fromBlock` paid in gas, in wei. */
async function gasPaidSince(e2e: E2eEnv, owner: Address, fromBlock: bigint): Promise<bigint> {
  const client = publicClient(e2e)
  const head = await client.getBlockNumber({ cacheTime: 0 })
  let paid = 0n
  for (let n = fromBlock + 1n; n <= head; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== owner.toLowerCase()) continue
      const receipt = await client.getTransactionReceipt({ hash: tx.hash as Hex })
      paid += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return paid
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
    await revokeAllowances(e2e, usdc)
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
    // The Account view's token list shows the balance after the swap (docs/account-features.md#swap).
    const usdcRow = modal.dialog.locator('kw-account-tokens kw-token-item[symbol="USDC"]')
    await expect(usdcRow).toHaveAttribute('amount', formatUnits(usdcAfter, 6))

    // Activity lists the swap (a trade: USDC out, DAI in) at its top (docs/account-features.md#swap).
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

  test('swaps 300 test-USDC for native ETH on the local USDC/ETH pool: approve, then swap; ETH arrives on anvil', async ({
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
    await revokeAllowances(e2e, usdc)
    const client = publicClient(e2e)
    const usdcBefore = await tokenBalance(e2e, usdc, owner)
    const ethBefore = await client.getBalance({ address: owner })
    const startBlock = await client.getBlockNumber({ cacheTime: 0 })

    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    await modal.dialog.locator('kw-button.feature-swaps').click()
    await modal.expectOpen('Swap')
    const view = modal.dialog.locator('kw-swap-view')
    await expect(view.locator('.token-source .symbol')).toHaveText('USDC')

    // The token to receive: ETH, picked from the list by keyboard.
    await view.locator('.token-target').click()
    await modal.expectOpen('Select Token')
    const picker = modal.dialog.locator('kw-swap-select-token-view')
    await picker.locator('kw-input input').fill('eth')
    const ethRow = picker
      .locator('button.token')
      .filter({ has: demo.page.locator('kw-token-item[symbol="ETH"]') })
    await expect(ethRow).toHaveCount(1)
    await ethRow.focus()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Swap')
    await expect(view.locator('.token-target .symbol')).toHaveText('ETH')
    // The native balance, read as the balance without a token address.
    await expect(view.locator('.balance').nth(1)).toContainText(/Balance: [\d.,]+ ETH/)

    await view.locator('kw-input[name="amount"] input').fill('300')
    // 3,000,000 USDC against 1,000 ETH: 300 USDC is 0.1 ETH less the 0.3% fee and the
    // pool's price impact, so a little under 0.0997 ETH.
    await expect(view.locator('.output')).toHaveText(/0\.0996\d*/)
    const quoted = parseUnits((await view.locator('.output').getAttribute('title')) ?? '0', 18)
    expect(quoted).toBeLessThan(parseUnits('0.0997', 18))
    await expect(view.locator('.rate')).toContainText('1 USDC ≈')
    await view.getByRole('button', { name: 'Review swap' }).click()
    await modal.expectOpen('Review Swap')

    const preview = modal.dialog.locator('kw-swap-preview-view')
    const steps = preview.locator('.step')
    await expect(steps).toHaveCount(2)
    await expect(steps.nth(0)).toContainText('Approve USDC')
    await expect(steps.nth(1)).toContainText('Swap USDC for ETH')
    await expect(preview.locator('.received')).toContainText('ETH')
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await modal.expectOpen('Account')

    // On anvil: 300 USDC left, and the ETH received is the quote within the 1% slippage,
    // once the gas of the approval and the swap is counted back.
    expect(usdcBefore - (await tokenBalance(e2e, usdc, owner))).toBe(parseUnits('300', 6))
    const ethAfter = await client.getBalance({ address: owner })
    const gas = await gasPaidSince(e2e, owner, startBlock)
    expect(gas).toBeGreaterThan(0n)
    const received = ethAfter - ethBefore + gas
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBeLessThanOrEqual(quoted)
    const usdcRow = modal.dialog.locator('kw-account-tokens kw-token-item[symbol="USDC"]')
    await expect(usdcRow).toHaveAttribute(
      'amount',
      formatUnits(await tokenBalance(e2e, usdc, owner), 6),
    )

    // Activity lists the swap as one trade with both sides: the USDC that left and the ETH
    // the pool paid back from inside the swap (a contract's transfer, not a Transfer event).
    const latest = await client.getBlock({ includeTransactions: true })
    const swapTx = latest.transactions.find((tx) => tx.from.toLowerCase() === owner.toLowerCase())
    expect(swapTx, 'the swap is the last block’s transaction from the owner').toBeDefined()
    await modal.dialog.locator('kw-list-item.activity').getByRole('button').click()
    await modal.expectOpen('Activity')
    const row = modal.dialog.locator(`.transaction[data-id="${swapTx!.hash}"]`)
    await expect(row.locator('.type')).toHaveText('Swapped')
    await expect(row.locator('.amount')).toHaveText(['-300 USDC', /^\+0\.\d+ ETH$/])
  })

  test('refuses 0 and more than the balance with their messages; a fitting amount is quoted', async ({
    demo,
    modal,
    wallets,
  }) => {
    await remoteFeaturesOn(demo.page, { swaps: ['1inch'] })
    const [wallet] = await wallets.install([SWAPPER])
    await demo.goto()
    await connectInjected(demo, modal, SWAPPER.name, wallet!.address)
    await modal.expectClosed()
    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    await modal.dialog.locator('kw-button.feature-swaps').click()
    await modal.expectOpen('Swap')
    const view = modal.dialog.locator('kw-swap-view')
    await expect(view.locator('.token-source .symbol')).toHaveText('USDC')
    const amount = view.locator('kw-input[name="amount"] input')
    const message = view.locator('kw-input[name="amount"] .error[role="alert"]')
    const review = view.locator('kw-button.review')

    await amount.fill('0')
    await expect(message).toHaveText('An amount greater than 0 is required')
    await expect(review).toHaveText('Enter an amount')
    await expect(review.getByRole('button')).toBeDisabled()
    await expect(view.locator('.output')).toHaveText('0')

    // devnet funds each account with 10,000 USDC: a million is more than it holds.
    await amount.fill('1000000')
    await expect(message).toHaveText('Insufficient USDC balance')
    await expect(review).toHaveText('Not enough USDC')
    await expect(review.getByRole('button')).toBeDisabled()
    await expect(view.locator('.output')).toHaveText('0')

    // Changing the amount is the retry: it is quoted, and the message goes.
    await amount.fill('2')
    await expect(view.locator('.output')).toHaveText(/1\.99\d*/)
    await expect(message).toHaveCount(0)
    await expect(view.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  })
})
