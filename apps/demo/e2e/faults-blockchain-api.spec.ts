/**
 * Faults of the blockchain API's balance route (`/v1/account/{address}/balance`, docs/services.md#calls),
 * which the Account view's token list reads. For each fault the Account view opens, the
 * token list says 'Token Balance Unavailable' (docs/errors.md#texts-that-are-not-errors) instead of library text, the page
 * asks within docs/services.md#retries's retry policy and then not again inside docs/account-features.md#balances's 30 s retry window
 * although the modal keeps polling, and the list fills in by itself once the service is back.
 */
import { expectNoLibraryText, type Fault, faultTable, quiet, routeFault } from './faults.js'
import { expect, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'

/** docs/services.md#retries: the first attempt and 3 retries. */
const RETRYABLE_ATTEMPTS = 4
/** docs/account-features.md#balances: after a failed balance read nothing asks again for 30 s. */
const RETRY_WINDOW_MS = 30_000

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
      test.setTimeout(120_000)
      const service = new URL(e2e.devnet.urls.blockchainApi)
      const routed = await routeFault(page, {
        matches: (url) => url.origin === service.origin && isBalanceCall(url),
        fault: item.fault,
      })
      const [wallet] = await wallets.install()
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()
      await demo.header.locator('kw-account-button').getByRole('button').click()
      await modal.expectOpen('Account')

      const tokens = modal.dialog.locator('kw-account-tokens')
      await expect(tokens).toContainText('Token Balance Unavailable', { timeout: 15_000 })
      await expectNoLibraryText(page)
      const failedAt = Date.now()
      const asked = await quiet(routed)
      expect(asked).toBeGreaterThanOrEqual(1)
      expect(asked).toBeLessThanOrEqual(item.attempts)

      // The modal polls every 4 s, but nothing asks again inside the 30 s window.
      await page.waitForTimeout(8_000)
      expect(routed.count).toBe(asked)

      // The service comes back: the next poll after the window fills the list in.
      await routed.remove()
      const usdc = modal.dialog.locator('kw-token-item[symbol="USDC"]')
      await expect(usdc).toBeVisible({ timeout: RETRY_WINDOW_MS + 15_000 })
      await expect(tokens).not.toContainText('Token Balance Unavailable')
      faultTable.push({
        fault: `blockchain API /v1/account/…/balance ${item.name}`,
        'message seen': "'Token Balance Unavailable' in the Account view's token list",
        requests: `${asked} (then 0 for 30 s while polling)`,
        'recovered in': `${Math.round((Date.now() - failedAt) / 1000)} s after the failure, no click`,
      })
    })
  }
})
