/**
 * Token balances in the Account view (docs/account-features.md#balances, docs/services.md#calls sources, docs/limits.md#cache-expiry cache expiries and
 * polling): devnet's test tokens, with USD values when they come from the blockchain API,
 * and over chain RPC (`?balances=rpc`: one multicall on EVM, getTokenAccountsByOwner on
 * Solana) when no blockchain API is named. The page's own requests are counted: five token
 * panels, the account button and the Account view, polled while the modal stays open, make
 * one request per source within the cache window. The polls are passed on the page's clock
 * (e2e/clock.ts): they fire as they would, against the real devnet, without the wait.
 */
import type { Page, Request } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { installClock, passTime, TWO_POLLS_MS } from './clock.js'
import { quiet } from './faults.js'
import { expect, SOLANA_TEST_WALLET, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

/** All the calls `counts` holds, for quiet(). */
function total(counts: Map<string, number>): { readonly count: number } {
  return {
    get count() {
      return [...counts.values()].reduce((a, b) => a + b, 0)
    },
  }
}

/** Counts the page's JSON-RPC calls to `rpcUrl`, by method. */
function countRpcCalls(page: Page, rpcUrl: string): Map<string, number> {
  const counts = new Map<string, number>()
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(rpcUrl)) return
    let body: unknown
    try {
      body = JSON.parse(request.postData() ?? '')
    } catch {
      return
    }
    for (const call of Array.isArray(body) ? body : [body]) {
      const method = (call as { method?: unknown }).method
      if (typeof method === 'string') counts.set(method, (counts.get(method) ?? 0) + 1)
    }
  })
  return counts
}

/** Opens the Account view from the header's account button. */
async function openAccountView(demo: DemoPage, modal: ModalPage): Promise<void> {
  await demo.header.locator('kw-account-button').getByRole('button').click()
  await modal.expectOpen('Account')
}

test.describe('token balances', () => {
  test('the Account view lists the test tokens with USD values from the blockchain API; five readers, one request', async ({
    page,
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const balanceRequests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (
        request.url().startsWith(e2e.devnet.urls.blockchainApi) &&
        /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)
      ) {
        balanceRequests.push(url.search)
      }
    })
    const [wallet] = await wallets.install()
    await installClock(page)
    await demo.goto('?readers=5')
    await expect(page.getByTestId('token-balances')).toHaveCount(5)
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectClosed()

    await openAccountView(demo, modal)
    const usdc = modal.dialog.locator('kw-token-item[symbol="USDC"]')
    await expect(usdc).toBeVisible()
    // devnet prices USDC at $1 (its fixed price table): the value is the amount in dollars.
    const amount = Number(await usdc.getAttribute('amount'))
    expect(amount).toBeGreaterThan(0)
    await expect(usdc).toHaveAttribute(
      'value',
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount),
    )
    await expect(modal.dialog.locator('kw-account-tokens .total')).toHaveText(
      /^Total \$[\d,]+\.\d{2}$/,
    )
    // The app's panels show the same list.
    await expect(page.getByTestId('token-USDC').first()).toContainText(String(amount))

    // Polled while open, within the cache window: still the one request, in usd (docs/services.md).
    await passTime(page, TWO_POLLS_MS)
    await quiet({
      get count() {
        return balanceRequests.length
      },
    })
    expect(balanceRequests).toHaveLength(1)
    expect(new URLSearchParams(balanceRequests[0]).get('currency')).toBe('usd')
  })

  test('over chain RPC: one multicall for the configured ERC-20s and one native read for every reader', async ({
    page,
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const calls = countRpcCalls(page, e2e.devnet.urls.evmRpc)
    const [wallet] = await wallets.install()
    await installClock(page)
    await demo.goto('?balances=rpc&readers=5')
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectClosed()
    await expect(page.getByTestId('token-USDC')).toHaveCount(5)
    expect(calls.get('eth_call')).toBe(1)
    expect(calls.get('eth_getBalance')).toBe(1)

    await openAccountView(demo, modal)
    const chain = createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) })
    const tokens = modal.dialog.locator('kw-account-tokens kw-token-item')
    await expect(tokens).toHaveCount(4)
    await expect(tokens.nth(0)).toHaveAttribute('symbol', 'ETH')
    for (const [symbol, decimals] of [
      ['USDC', 6],
      ['DAI', 18],
      ['USDT', 6],
    ] as const) {
      const row = modal.dialog.locator(`kw-token-item[symbol="${symbol}"]`)
      const onChain = await chain.readContract({
        address: (await tokenAddress(page, symbol)) as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet!.address],
      })
      await expect(row).toHaveAttribute('amount', formatUnits(onChain, decimals))
      // No price over RPC: no USD value, no total.
      await expect(row).toHaveAttribute('value', '')
    }
    await expect(modal.dialog.locator('kw-account-tokens .total')).toHaveCount(0)

    // Opening the Account view refreshes the native balance once; the token list and the
    // polling keep to the 30 s cache window.
    await passTime(page, TWO_POLLS_MS)
    await quiet(total(calls))
    expect(calls.get('eth_call')).toBe(1)
    expect(calls.get('eth_getBalance')).toBe(2)
  })

  test('on Solana over RPC: the SPL test USDC from getTokenAccountsByOwner, once', async ({
    page,
    demo,
    modal,
    solanaWallets,
    e2e,
  }) => {
    const calls = countRpcCalls(page, e2e.devnet.urls.solanaRpc)
    await solanaWallets.install()
    const owner = e2e.devnet.accounts.solana[SOLANA_TEST_WALLET.accountIndex]!.publicKey
    await installClock(page)
    await demo.goto('?balances=rpc&readers=5')
    // docs/views.md#navigation-rules: another namespace's network leads through SwitchActiveChain to Connect.
    await demo.openNetworks()
    await modal.expectOpen('Choose Network')
    await modal.network('Solana Devnet').click()
    await modal.expectOpen('Switch Network')
    await modal.button('Continue').click()
    await modal.chooseWallet(SOLANA_TEST_WALLET.name)
    await demo.expectSolanaConnected(owner)
    await modal.expectClosed()

    await openAccountView(demo, modal)
    const usdc = modal.dialog.locator('kw-token-item[symbol="USDC"]')
    await expect(usdc).toBeVisible()
    const expected = await splBalance(e2e.devnet.urls.solanaRpc, owner, await solanaMint(page))
    await expect(usdc).toHaveAttribute('amount', expected)
    await expect(modal.dialog.locator('kw-token-item[symbol="SOL"]')).toBeVisible()

    await passTime(page, TWO_POLLS_MS)
    await quiet(total(calls))
    expect(calls.get('getTokenAccountsByOwner')).toBe(1)
  })
})

/** The address of `symbol` as the demo's token panel lists it (its CAIP-10's last part). */
async function tokenAddress(page: Page, symbol: string): Promise<string> {
  const found = await page.getByTestId(`token-${symbol}`).first().getAttribute('data-address')
  if (!found) throw new Error(`no ${symbol} row with an address`)
  return found.split(':')[2] ?? ''
}

/** The demo's configured Solana USDC mint (the token panel's row carries its CAIP-10). */
async function solanaMint(page: Page): Promise<string> {
  return tokenAddress(page, 'USDC')
}

/** An owner's balance of `mint` as devnet reports it (decimal text), read from the test. */
async function splBalance(rpcUrl: string, owner: string, mint: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed' }],
    }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as {
    result: {
      value: {
        account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } }
      }[]
    }
  }
  const [account] = body.result.value
  if (!account) throw new Error(`${owner} holds no ${mint}`)
  return account.account.data.parsed.info.tokenAmount.uiAmountString
}
