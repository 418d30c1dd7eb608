/**
 * Faults of the services the demo depends on, injected with `page.route`: the wallet
 * catalogue (/getWallets) answering 500, 429, malformed JSON, hanging and aborted, and the
 * EVM RPC failing. For each: the modal opens, the user sees a plain message with a way to
 * retry, no library text reaches the page, the requests stay within the retry policy
 * (docs/services.md#retries: 1 + 3 retries for a retryable failure, 1 for any other), and the app recovers
 * once the fault is gone. A fault table is printed at the end. The waits that are the
 * product's own timers (a hung request's 10 s time limit, the relay's retry delays) are
 * passed on the page's clock (e2e/clock.ts); network, devnet and relay stay real.
 */
import type { Page } from '@playwright/test'
import { installClock, pageNow, passTime, passTimeUntil } from './clock.js'
import {
  countRequests,
  expectNoLibraryText,
  type Fault,
  faultTable,
  hasRpcMethod,
  quiet,
  type RoutedFault,
  routeFault,
} from './faults.js'
import { expect, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

/** docs/services.md#retries: the first attempt and 3 retries. */
const RETRYABLE_ATTEMPTS = 4
/** The HTTP client's time limit for one request (core's DEFAULT_REQUEST_TIMEOUT_MS). */
const REQUEST_TIMEOUT_MS = 10_000

/** Loads of the catalogue a page makes before the modal shows it (see the first phase). */
const PAGE_LOADS = 3

test.afterAll(() => {
  if (faultTable.length === 0) return
  console.log('\nFault table')
  console.table(faultTable)
})

type CatalogueCase = {
  name: string
  fault: Fault
  /** Attempts per load: 4 when docs/services.md#retries retries the failure, else 1. */
  attempts: number
  /** Least gap between attempts of one load (a Retry-After the browser can read). */
  minGapMs?: number
}

const CATALOGUE_CASES: CatalogueCase[] = [
  { name: '/getWallets 500', fault: { kind: 'status', status: 500 }, attempts: 4 },
  {
    name: '/getWallets 429, no Retry-After',
    fault: { kind: 'status', status: 429 },
    attempts: RETRYABLE_ATTEMPTS,
  },
  {
    name: '/getWallets 429, Retry-After: 1',
    fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
    attempts: RETRYABLE_ATTEMPTS,
    minGapMs: 950,
  },
  { name: '/getWallets malformed JSON', fault: { kind: 'malformed-json' }, attempts: 1 },
  { name: '/getWallets hangs (time limit)', fault: { kind: 'hang' }, attempts: 1 },
  { name: '/getWallets aborted', fault: { kind: 'abort' }, attempts: RETRYABLE_ATTEMPTS },
]

/** The Connect view's "Couldn't load the wallet list" row and its Retry button. */
function catalogueError(modal: ModalPage) {
  return {
    row: modal.dialog.locator('.catalogue-error'),
    retry: modal.dialog.getByRole('button', { name: 'Retry loading the wallet list' }),
  }
}

async function openConnect(demo: DemoPage, modal: ModalPage): Promise<void> {
  await demo.connectButton.click()
  await modal.expectOpen('Connect Wallet')
}

/** Presses Tab until the Retry button has focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: ReturnType<typeof catalogueError>['retry']) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element.matches(':focus'))) return
  }
  throw new Error('Tab never reached the Retry button')
}

test.describe('the wallet catalogue fails', () => {
  for (const item of CATALOGUE_CASES) {
    test(`${item.name}: what works stays, with "Couldn't load the wallet list" and Retry`, async ({
      demo,
      modal,
      wallets,
      e2e,
      page,
    }) => {
      const hangs = item.fault.kind === 'hang'
      const service = new URL(e2e.devnet.urls.configApi)
      await wallets.install()
      const routed: RoutedFault = await routeFault(page, {
        matches: (url) => url.origin === service.origin && url.pathname.endsWith('/getWallets'),
        fault: item.fault,
      })
      // A hung request ends at the time limit: the page's clock is moved there, a step at a
      // time, and the load must end within the limit and a margin of page time.
      const loadEnds = async (ended: () => Promise<boolean>, what: string) => {
        if (!hangs) return
        await passTimeUntil(page, ended, { limitMs: REQUEST_TIMEOUT_MS + 5_000, what })
      }
      if (hangs) await installClock(page)
      await demo.goto()

      // Three loads may ask before the modal shows the row: the modal's idle prefetch, the
      // demo's own wallet list panel (useWalletList) and the Connect view. One in flight is
      // shared, so a slow failure is asked for once; a fast one once per load.
      await openConnect(demo, modal)
      const { row, retry } = catalogueError(modal)
      await loadEnds(() => row.isVisible(), 'the first load failing')
      await expect(row).toContainText("Couldn't load the wallet list", { timeout: 15_000 })
      await expect(retry).toBeVisible()
      await expect(modal.wallet(TEST_WALLET.name)).toBeVisible()
      await expect(modal.wallet('WalletConnect')).toBeVisible()
      await expect(modal.allWalletsEntry).toHaveCount(0)
      const message = ((await row.textContent()) ?? '').replace(/\s+/g, ' ').trim()
      const leak = await expectNoLibraryText(page)
      const firstOpen = await quiet(routed)
      expect(firstOpen).toBeGreaterThanOrEqual(1)
      expect(firstOpen).toBeLessThanOrEqual(PAGE_LOADS * item.attempts)

      // Reopening the modal asks once more: one load, within the retry policy.
      await modal.closeButton.click()
      await modal.expectClosed()
      await openConnect(demo, modal)
      await loadEnds(() => row.isVisible(), 'the reopened load failing')
      await expect(row).toBeVisible({ timeout: 15_000 })
      const reopened = (await quiet(routed)) - firstOpen
      expect(reopened).toBe(item.attempts)
      if (item.minGapMs !== undefined) {
        const times = routed.times.slice(firstOpen)
        const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0))
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(item.minGapMs)
      }

      // No retry loop while the modal stays open on a failed list.
      await page.waitForTimeout(2000)
      expect(routed.count).toBe(firstOpen + reopened)

      // Retry with the fault still there: one more load, the row stays.
      await retry.click()
      await loadEnds(() => retry.isEnabled(), 'the retried load failing')
      await expect(row).toBeVisible({ timeout: 15_000 })
      await expect(retry).toBeEnabled({ timeout: 15_000 })
      const retried = (await quiet(routed)) - firstOpen - reopened
      expect(retried).toBe(item.attempts)

      // The fault is gone: Retry (by keyboard in one case) brings the catalogue back.
      await routed.remove()
      const started = Date.now()
      if (item.fault.kind === 'status' && item.fault.status === 500) {
        await tabTo(page, retry)
        await page.keyboard.press('Enter')
      } else {
        await retry.click()
      }
      await expect(modal.allWalletsEntry).toBeVisible({ timeout: 15_000 })
      const recoveredMs = Date.now() - started
      await expect(row).toHaveCount(0)
      await expect(modal.dialog.locator('kw-wallet-item[data-group="recommended"]')).toHaveCount(4)

      faultTable.push({
        fault: item.name,
        'message seen': [message, leak].filter(Boolean).join('; '),
        requests: `${firstOpen} (page load + open), ${reopened} (reopen), ${retried} (Retry)`,
        'recovered in': `${recoveredMs} ms`,
      })
    })
  }
})

type RpcCase = { name: string; fault: Fault }

const RPC_CASES: RpcCase[] = [
  { name: 'EVM RPC 500', fault: { kind: 'status', status: 500 } },
  { name: 'EVM RPC malformed JSON', fault: { kind: 'malformed-json' } },
  { name: 'EVM RPC unreachable', fault: { kind: 'abort' } },
]

test.describe('the EVM RPC fails', () => {
  for (const item of RPC_CASES) {
    test(`${item.name}: the balance is marked out of date with 'Token Balance Unavailable' and a refresh`, async ({
      demo,
      modal,
      wallets,
      e2e,
      page,
    }) => {
      const rpc = new URL(e2e.devnet.urls.evmRpc)
      const isRpc = (url: URL) => url.origin === rpc.origin
      const isGetBalance = (body: string | null) => hasRpcMethod(body, 'eth_getBalance')
      const [wallet] = await wallets.install()

      // Connecting asks for the balance once (the account button and the balance hook share it).
      const healthy = await countRequests(page, isRpc, isGetBalance)
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await expect(demo.balance).toHaveText(/ETH$/)
      const onConnect = await quiet(healthy)
      expect(onConnect).toBe(1)
      await healthy.remove()

      const routed = await routeFault(page, {
        matches: isRpc,
        fault: item.fault,
        counts: isGetBalance,
      })

      // Opening the Account view refreshes the balance, which fails.
      const accountButton = demo.header.locator('kw-account-button').getByRole('button')
      await accountButton.click()
      await modal.expectOpen('Account')
      await expect(modal.banner).toContainText('Token Balance Unavailable')
      const stale = modal.dialog.locator('.balance .stale')
      await expect(stale).toBeVisible()
      await expect(stale).toContainText('(out of date)')
      await expect(stale).toHaveAttribute('title', /could not be refreshed/)
      const refresh = modal.dialog.getByRole('button', { name: 'Refresh balance' })
      await expect(refresh).toBeVisible()
      const leakInModal = await expectNoLibraryText(page)
      const onOpen = await quiet(routed)
      expect(onOpen).toBeLessThanOrEqual(RETRYABLE_ATTEMPTS)

      // The app's balance panel (useBalance) says the same sentence, never viem's dump, and
      // the header's account button shows the amount as out of date.
      const balancePanel = page.getByRole('region', { name: 'Balance' })
      await modal.closeButton.click()
      await modal.expectClosed()
      await expect(demo.header.locator('kw-account-button .stale')).toBeVisible()
      await balancePanel.getByRole('button', { name: 'Refresh' }).click()
      await expect(balancePanel.getByRole('alert')).toHaveText('Token Balance Unavailable')
      const onRefresh = (await quiet(routed)) - onOpen
      expect(onRefresh).toBeLessThanOrEqual(RETRYABLE_ATTEMPTS)
      const leak = (await expectNoLibraryText(page)) || leakInModal

      // Reopening asks once more, and fails again while the fault lasts.
      await accountButton.click()
      await modal.expectOpen('Account')
      await expect(stale).toBeVisible()
      const onReopen = (await quiet(routed)) - onOpen - onRefresh
      expect(onReopen).toBeLessThanOrEqual(RETRYABLE_ATTEMPTS)

      // The RPC answers again: the modal's refresh makes the balance current.
      await routed.remove()
      const started = Date.now()
      await refresh.click()
      await expect(stale).toHaveCount(0, { timeout: 15_000 })
      await expect(modal.dialog.locator('.balance kw-balance')).toBeVisible()
      const recoveredMs = Date.now() - started
      await expect(demo.header.locator('kw-account-button .stale')).toHaveCount(0)
      await modal.closeButton.click()
      await balancePanel.getByRole('button', { name: 'Refresh' }).click()
      await expect(balancePanel.getByRole('alert')).toHaveCount(0)
      await expect(demo.balance).toHaveText(/ETH$/)

      faultTable.push({
        fault: item.name,
        'message seen': [
          "banner and panel: 'Token Balance Unavailable'; balance marked '(out of date)'",
          leak,
        ]
          .filter(Boolean)
          .join('; '),
        requests: `eth_getBalance: ${onConnect} (connect, healthy), ${onOpen} (Account view), ${onRefresh} (panel Refresh), ${onReopen} (reopen)`,
        'recovered in': `${recoveredMs} ms`,
      })
    })
  }
})

test.describe('the WalletConnect relay fails', () => {
  test('a relay whose socket closes (1011): a plain message with Try again, never stuck "connecting"; back once the relay is', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    test.setTimeout(90_000)
    const relay = new URL(e2e.devnet.urls.relay)
    let down = true
    let refused = 0
    // A page route wins over the suite's network guard (a context route).
    await page.routeWebSocket(
      (url) => url.host === relay.host,
      (socket) => {
        if (down) {
          refused += 1
          void socket.close({ code: 1011, reason: 'relay down (e2e fault)' })
          return
        }
        socket.connectToServer()
      },
    )
    await demo.goto()
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    await modal.chooseWallet('WalletConnect')

    const problem = modal.dialog
      .getByRole('alert')
      .filter({ hasText: /can't be reached|could not be started/ })
    await expect(problem).toBeVisible({ timeout: 20_000 })
    const message = ((await problem.textContent()) ?? '').replace(/\s+/g, ' ').trim()
    await expectNoLibraryText(page)
    await expect(demo.accountStatus).not.toHaveText('connecting')
    await expect(modal.dialog.locator('kw-qr-code')).toHaveAttribute('uri', '')

    const started = Date.now()
    down = false
    await modal.button(/Try again/).click()
    await expect(modal.dialog.locator('kw-qr-code')).toHaveAttribute('uri', /^wc:/, {
      timeout: 30_000,
    })
    await expect(problem).toHaveCount(0)
    faultTable.push({
      fault: 'relay socket closed (1011), Try again',
      'message seen': message,
      requests: `${refused} refused socket(s)`,
      'recovered in': `${Date.now() - started} ms`,
    })
  })

  test('a relay that closes every socket for 30 s, then comes back: retried on the backoff schedule, the QR code appears by itself', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    const relay = new URL(e2e.devnet.urls.relay)
    let down = true
    // Page time of each refused socket: real time since the fault began plus the time the
    // test moved the page's clock by.
    const refused: number[] = []
    let opened = 0
    let downAt = 0
    let moved = 0
    await page.routeWebSocket(
      (url) => url.host === relay.host,
      (socket) => {
        if (down) {
          refused.push(Date.now() - downAt + moved)
          void socket.close({ code: 1011, reason: 'relay down (e2e fault)' })
          return
        }
        opened += 1
        socket.connectToServer()
      },
    )
    await installClock(page)
    await demo.goto()
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    downAt = Date.now()
    const downAtPage = await pageNow(page)
    await modal.chooseWallet('WalletConnect')
    const pageElapsed = async () => (await pageNow(page)) - downAtPage
    const step = async (ms: number) => {
      await passTime(page, ms)
      moved += ms
    }

    // The first attempt waits WALLETCONNECT_URI_WAIT_MS (10 s) for a pairing uri.
    const problem = modal.dialog.getByRole('alert').filter({ hasText: "can't be reached" })
    while (!(await problem.isVisible()) && (await pageElapsed()) < 20_000) await step(1_000)
    await expect(problem).toBeVisible()
    const message = ((await problem.textContent()) ?? '').replace(/\s+/g, ' ').trim()
    await expectNoLibraryText(page)
    await expect(demo.accountStatus).not.toHaveText('connecting')
    // The message and its Try again stay while Keyway retries (1 s, 2 s, … after each wait):
    // the page's clock goes on to 30 s after the fault began, a second at a time.
    while ((await pageElapsed()) < 30_000) {
      await step(1_000)
      await expect(problem).toBeVisible()
    }
    await expect(modal.button(/Try again/)).toBeVisible()
    const whileDown = refused.length
    // spec-free bound (the view's schedule, WALLETCONNECT_RELAY_RETRY_DELAYS_MS): by 30 s
    // the first attempt and 2 retries (at ~11 s and ~23 s) have run; each reopens the
    // socket once, and the library's own loop may try up to 5 sockets per open.
    expect(whileDown).toBeGreaterThanOrEqual(2)
    expect(whileDown).toBeLessThanOrEqual(3 * 5)

    // The relay is back: the next retry reopens the socket and the QR code shows, no click.
    // The clock moves until that retry opens a socket, then runs as usual while the relay
    // answers (a pairing takes real time, and the attempt's own wait must not be skipped).
    down = false
    const backAt = await pageElapsed()
    while (opened === 0 && (await pageElapsed()) - backAt < 30_000) await step(1_000)
    expect(opened).toBeGreaterThanOrEqual(1)
    await expect(modal.dialog.locator('kw-qr-code')).toHaveAttribute('uri', /^wc:/, {
      timeout: 15_000,
    })
    const recoveredMs = (await pageElapsed()) - backAt
    await expect(problem).toHaveCount(0)
    await expect(demo.accountStatus).toHaveText('connecting')
    expect(opened).toBeLessThanOrEqual(2)
    faultTable.push({
      fault: 'relay socket closed (1011) for 30 s, then back',
      'message seen': `${message} (kept while retrying)`,
      requests: `${whileDown} refused socket(s) in 30 s of page time (at ${refused.map((t) => `${Math.round(t / 100) / 10} s`).join(', ')}); ${opened} once back`,
      'recovered in': `${recoveredMs} ms of page time (no click)`,
    })
  })
})
