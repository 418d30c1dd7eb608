/**
 * Faults of the blockchain API's balance route (`/v1/account/{address}/balance`, docs/services.md#calls),
 * which the Account view's token list reads. For each fault the Account view opens, the
 * token list says 'Token Balance Unavailable' (docs/errors.md#texts-that-are-not-errors) instead of library text, the page
 * asks within docs/services.md#retries's retry policy and then not again inside docs/account-features.md#balances's 30 s retry window
 * although the modal keeps polling, and the list fills in by itself once the service is back.
 * The window is passed on the page's clock (e2e/clock.ts): the polls fire as they would, the
 * requests go to the real devnet, and no test waits the 30 s out.
 */
import { installClock, pageNow, passTime, passTimeUntil } from './clock.js'
import { expectNoLibraryText, type Fault, faultTable, quiet, routeFault } from './faults.js'
import { expect, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'

/** docs/services.md#retries: the first attempt and 3 retries. */
const RETRYABLE_ATTEMPTS = 4
/** docs/account-features.md#balances: after a failed balance read nothing asks again for 30 s. */
const RETRY_WINDOW_MS = 30_000
/** docs/limits.md#timing: the open modal polls balances every 4 s. */
const POLL_MS = 4_000
/**
 * How far before the window's end the check for no requests stops: the failure is recorded
 * a little before the test sees its message, so the window may end that much earlier.
 */
const WINDOW_MARGIN_MS = 5_000

type BalanceCase = { name: string; fault: Fault; attempts: number }

const CASES: BalanceCase[] = [
  { name: '500', fault: { kind: 'status', status: 500 }, attempts: RETRYABLE_ATTEMPTS },
  { name: '429', fault: { kind: 'status', status: 429 }, attempts: RETRYABLE_ATTEMPTS },
  { name: 'malformed JSON', fault: { kind: 'malformed-json' }, attempts: 1 },
  { name: 'aborted', fault: { kind: 'abort' }, attempts: RETRYABLE_ATTEMPTS },
]

const isBalanceCall = (url: URL) => /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)

test.afterAll(() => {
  if (faultTable.length === 0) return
  console.log('\nFault table (blockchain API)')
  console.table(faultTable)
})

test.describe('the blockchain API balance route fails', () => {
  for (const item of CASES) {
    test(`balance ${item.name}: 'Token Balance Unavailable', no raw text, bounded requests, back on its own`, async ({
      demo,
      modal,
      wallets,
      e2e,
      page,
    }) => {
      const service = new URL(e2e.devnet.urls.blockchainApi)
      const routed = await routeFault(page, {
        matches: (url) => url.origin === service.origin && isBalanceCall(url),
        fault: item.fault,
      })
      const [wallet] = await wallets.install()
      await installClock(page)
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()
      await demo.header.locator('kw-account-button').getByRole('button').click()
      await modal.expectOpen('Account')

      const tokens = modal.dialog.locator('kw-account-tokens')
      await expect(tokens).toContainText('Token Balance Unavailable', { timeout: 15_000 })
      await expectNoLibraryText(page)
      const failedAt = await pageNow(page)
      const asked = await quiet(routed)
      expect(asked).toBeGreaterThanOrEqual(1)
      expect(asked).toBeLessThanOrEqual(item.attempts)

      // The modal polls every 4 s, but nothing asks again inside the 30 s window: the page's
      // clock is moved to 5 s before the window's end, every poll on the way firing.
      await passTime(page, failedAt + RETRY_WINDOW_MS - WINDOW_MARGIN_MS - (await pageNow(page)))
      expect(await quiet(routed)).toBe(asked)
      await expect(tokens).toContainText('Token Balance Unavailable')

      // The service comes back: the next poll after the window fills the list in.
      await routed.remove()
      const usdc = modal.dialog.locator('kw-token-item[symbol="USDC"]')
      await passTimeUntil(page, () => usdc.isVisible(), {
        limitMs: WINDOW_MARGIN_MS + POLL_MS + 5_000,
        what: 'the token list after the window',
      })
      await expect(usdc).toBeVisible()
      await expect(tokens).not.toContainText('Token Balance Unavailable')
      const recoveredMs = (await pageNow(page)) - failedAt
      expect(recoveredMs).toBeGreaterThanOrEqual(RETRY_WINDOW_MS - WINDOW_MARGIN_MS)
      faultTable.push({
        fault: `blockchain API /v1/account/…/balance ${item.name}`,
        'message seen': "'Token Balance Unavailable' in the Account view's token list",
        requests: `${asked} (then 0 for ${(RETRY_WINDOW_MS - WINDOW_MARGIN_MS) / 1000} s of page time while polling)`,
        'recovered in': `${Math.round(recoveredMs / 1000)} s of page time after the failure, no click`,
      })
    })
  }
})
