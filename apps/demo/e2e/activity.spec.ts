/**
 * The Account view's wallet features against devnet (docs/overview.md#features, docs/limits.md#features-and-defaults): Activity lists transfers
 * made on anvil from the blockchain API's history, with their sign (docs/limits.md#chains) and under
 * their month (docs/state.md#transaction-history); Receive shows the address as a QR code and copies it; both are
 * reached by keyboard alone. And a page with five balance-reading components asks the
 * blockchain API nothing twice within the cache window (docs/limits.md#timing: 30 s).
 */
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { installClock, passTime, TWO_POLLS_MS } from './clock.js'
import type { E2eEnv } from './e2e-env.js'
import { quiet, routeFault } from './faults.js'
import { expect, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

/** devnet accounts this spec sends from and to (the test wallet is account 0). */
const SENDER_INDEX = 5
const RECEIVER_INDEX = 6

function devnetChain(e2e: E2eEnv) {
  return defineChain({
    id: 31337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [e2e.devnet.urls.evmRpc] } },
  })
}

/** Sends from devnet account `index` with viem, as another wallet would; waits for the block. */
async function sendFrom(
  e2e: E2eEnv,
  index: number,
  send: (wallet: ReturnType<typeof walletOf>) => Promise<Hash>,
): Promise<{ hash: Hash; minedAt: Date }> {
  const wallet = walletOf(e2e, index)
  const hash = await send(wallet)
  const chain = createPublicClient({ chain: devnetChain(e2e), transport: http() })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  const block = await chain.getBlock({ blockNumber: receipt.blockNumber })
  return { hash, minedAt: new Date(Number(block.timestamp) * 1000) }
}

function walletOf(e2e: E2eEnv, index: number) {
  const key = e2e.devnet.accounts.evm[index]?.privateKey
  if (!key) throw new Error(`devnet has no EVM account ${index}`)
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: devnetChain(e2e),
    transport: http(),
  })
}

/** The month heading the Activity view gives a date ("June 2026"), as the page words it. */
function monthOf(date: Date): string {
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(date)
}

/** The demo's devnet USDC address (the token panel's row carries its CAIP-10). */
async function usdcAddress(page: Page): Promise<Address> {
  const caip = await page.getByTestId('token-USDC').first().getAttribute('data-address')
  const address = caip?.split(':')[2]
  if (!address) throw new Error('no USDC row with an address')
  return address as Address
}

async function openAccountView(demo: DemoPage, modal: ModalPage): Promise<void> {
  await demo.header.locator('kw-account-button').getByRole('button').click()
  await modal.expectOpen('Account')
}

test.describe('wallet features in the Account view', () => {
  test('a transfer made on anvil appears in Activity with its sign, under its month', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const [wallet] = await wallets.install()
    const address = wallet!.address
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, address)
    await modal.expectClosed()
    const usdc = await usdcAddress(demo.page)

    // Into the wallet: 0.125 ETH from another devnet account. Out of it: 1.5 USDC, signed
    // with the wallet's own key from the test (the page's wallet would sign the same).
    const received = await sendFrom(e2e, SENDER_INDEX, (sender) =>
      sender.sendTransaction({ to: address, value: parseEther('0.125') }),
    )
    const receiver = e2e.devnet.accounts.evm[RECEIVER_INDEX]!.address
    const sent = await sendFrom(e2e, TEST_WALLET.accountIndex, (self) =>
      self.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, parseUnits('1.5', 6)],
      }),
    )

    await openAccountView(demo, modal)
    await modal.dialog.locator('kw-list-item.activity').getByRole('button').click()
    await modal.expectOpen('Activity')

    const incoming = modal.dialog.locator(`.transaction[data-id="${received.hash}"]`)
    await expect(incoming).toBeVisible()
    await expect(incoming.locator('.type')).toHaveText('Received')
    await expect(incoming.locator('.amount')).toHaveText('+0.125 ETH')
    await expect(incoming.locator('.party')).toHaveAttribute(
      'title',
      new RegExp(e2e.devnet.accounts.evm[SENDER_INDEX]!.address, 'i'),
    )
    await expect(
      modal.dialog
        .locator('section.month', {
          has: demo.page.locator(`.transaction[data-id="${received.hash}"]`),
        })
        .locator('.month-title'),
    ).toHaveText(monthOf(received.minedAt))

    const outgoing = modal.dialog.locator(`.transaction[data-id="${sent.hash}"]`)
    await expect(outgoing.locator('.type')).toHaveText('Sent')
    await expect(outgoing.locator('.amount')).toHaveText('-1.5 USDC')
    // The token's image, from the blockchain API's icon URL.
    await expect(outgoing.locator('kw-wallet-image')).toHaveAttribute(
      'src',
      /\/token-icons\/USDC\.svg$/,
    )
    // Newest first: the USDC transfer was mined after the ETH one.
    const ids = await modal.dialog
      .locator('.transaction')
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.id))
    expect(ids.indexOf(sent.hash)).toBeLessThan(ids.indexOf(received.hash))
  })

  test("the demo's useActivity panel (?activity) lists the history and shows a new transfer on Refresh", async ({
    page,
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto('?activity')
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectClosed()
    const panel = page.getByTestId('activity')
    // devnet's deployment minted the test tokens to the account: its history is not empty.
    await expect(panel.getByTestId('activity-item').first()).toBeVisible()
    const received = await sendFrom(e2e, SENDER_INDEX, (sender) =>
      sender.sendTransaction({ to: wallet!.address, value: parseEther('0.25') }),
    )
    await panel.getByRole('button', { name: 'Refresh' }).click()
    const newest = panel.getByTestId('activity-item').first()
    await expect(newest).toHaveAttribute('data-id', received.hash)
    await expect(newest).toContainText('+0.25 ETH')
  })

  test("a failed history says 'Failed to fetch transactions', reports it to analytics, and Retry loads it", async ({
    page,
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const analytics: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/e') {
        analytics.push(request.postData() ?? '')
      }
    })
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectClosed()
    const fault = await routeFault(page, {
      matches: (url) =>
        url.href.startsWith(e2e.devnet.urls.blockchainApi) && url.pathname.endsWith('/history'),
      fault: { kind: 'status', status: 500 },
    })
    await openAccountView(demo, modal)
    await modal.dialog.locator('kw-list-item.activity').getByRole('button').click()
    await modal.expectOpen('Activity')
    await expect(modal.dialog.locator('kw-activity-view [role="alert"]')).toHaveText(
      'Failed to fetch transactions',
    )
    // docs/errors.md#account-activity: an analytics error event (the demo's project has analytics on).
    await expect
      .poll(() => analytics.some((body) => body.includes('ERROR_FETCH_TRANSACTIONS')))
      .toBe(true)
    await fault.remove()
    await modal.button('Retry').click()
    await expect(modal.dialog.locator('kw-activity-view .transaction').first()).toBeVisible()
  })

  test('Receive shows the address as a QR code and copies it', async ({
    demo,
    modal,
    wallets,
    context,
    e2e,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(e2e.demoUrl).origin,
    })
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectClosed()
    await openAccountView(demo, modal)
    await modal.button('Receive').click()
    await modal.expectOpen('Receive')
    const qr = modal.dialog.locator('kw-qr-code')
    await expect(qr).toHaveAttribute('data-uri', wallet!.address)
    await expect(qr.locator('svg')).toBeVisible()
    await expect(modal.dialog.locator('kw-wallet-receive-view .networks li')).toContainText([
      'Devnet',
    ])
    await modal.button('Copy address').click()
    await expect(modal.banner).toContainText('Copied')
    expect(await demo.page.evaluate(() => navigator.clipboard.readText())).toBe(wallet!.address)
  })

  test('keyboard only: Receive and Activity are reached from the Account view, Escape comes back', async ({
    demo,
    modal,
    wallets,
  }) => {
    const page = demo.page
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectClosed()

    await demo.header.getByRole('button', { name: /0x/i }).focus()
    await page.keyboard.press('Enter')
    await modal.expectOpen('Account')
    const receive = modal.button('Receive')
    await tabTo(page, receive)
    await page.keyboard.press('Enter')
    await modal.expectOpen('Receive')
    // Focus lands on the view's first control: the copy button.
    await expect(modal.button('Copy address')).toBeFocused()
    await page.keyboard.press('Escape')
    await modal.expectOpen('Account')

    const activity = modal.dialog.locator('kw-list-item.activity').getByRole('button')
    await tabTo(page, activity)
    await page.keyboard.press('Enter')
    await modal.expectOpen('Activity')
    await expect(modal.dialog.locator('kw-activity-view .transaction').first()).toBeVisible()
    await expect.poll(() => modal.focusIsInside()).toBe(true)
    await page.keyboard.press('Escape')
    await modal.expectOpen('Account')
  })

  test('five balance-reading components and the open Account view ask the blockchain API nothing twice within the cache window', async ({
    page,
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e.devnet.urls.blockchainApi)) return
      const url = new URL(request.url())
      requests.push(`${request.method()} ${url.pathname}${url.search}`)
    })
    const [wallet] = await wallets.install()
    await installClock(page)
    await demo.goto('?readers=5')
    await expect(page.getByTestId('token-balances')).toHaveCount(5)
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectClosed()
    await expect(page.getByTestId('token-USDC')).toHaveCount(5)

    await openAccountView(demo, modal)
    await expect(modal.dialog.locator('kw-token-item[symbol="USDC"]')).toBeVisible()
    // The modal polls while open (docs/limits.md#timing: every 4 s); its answers are kept 30 s.
    // The polls are passed on the page's clock (e2e/clock.ts), then their requests awaited.
    await passTime(page, TWO_POLLS_MS)
    await quiet({
      get count() {
        return requests.length
      },
    })
    const balance = requests.filter((request) => /\/v1\/account\/[^/]+\/balance/.test(request))
    expect(balance).toHaveLength(1)
    const repeated = requests.filter((request, index) => requests.indexOf(request) !== index)
    expect(repeated, requests.join('\n')).toEqual([])
  })
})

/** Presses Tab until `target` has focus (at most 20 times). */
async function tabTo(page: Page, target: ReturnType<ModalPage['button']>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((element) => element.matches(':focus')).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
