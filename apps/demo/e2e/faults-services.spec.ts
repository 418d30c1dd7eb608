/**
 * Faults of the configuration service and the wallet images, injected with `page.route`,
 * and the number of requests a healthy page makes. The config service (`/appkit/v1/config`,
 * `/getAnalyticsConfig`) is asked once per page, when the visitor first reaches for the wallet
 * (docs/services.md#when-the-configuration-service-is-asked): when it
 * fails, the local features stay and nothing is shown (docs/services.md#when-a-call-fails, docs/errors.md#fallbacks), the modal
 * opens at once, and the requests stay within docs/services.md#retries's retry policy (1 + 3 retries for a
 * retryable failure, 1 for any other; a hung request ends at the 10 s time limit, not
 * retried). A failed wallet image shows the wallet's initials, is not asked again for 30 s
 * however often the list renders, and loads once the service is back (the window passed on
 * the page's clock, e2e/clock.ts, not waited out).
 */
import { installClock, pageNow } from './clock.js'
import {
  countRequests,
  expectNoLibraryText,
  type Fault,
  faultTable,
  quiet,
  routeFault,
} from './faults.js'
import { expect, TEST_WALLET, test } from './fixtures.js'

/** docs/services.md#retries: the first attempt and 3 retries. */
const RETRYABLE_ATTEMPTS = 4
/** The wallet image window (IMAGE_RETRY_WINDOW_MS, docs/account-features.md#balances's 30 s retry window). */
const IMAGE_RETRY_WINDOW_MS = 30_000

type ConfigCase = { name: string; fault: Fault; attempts: number }

const CONFIG_CASES: ConfigCase[] = [
  { name: '500', fault: { kind: 'status', status: 500 }, attempts: RETRYABLE_ATTEMPTS },
  { name: '429', fault: { kind: 'status', status: 429 }, attempts: RETRYABLE_ATTEMPTS },
  { name: 'malformed JSON', fault: { kind: 'malformed-json' }, attempts: 1 },
  { name: 'hangs', fault: { kind: 'hang' }, attempts: 1 },
  { name: 'aborted', fault: { kind: 'abort' }, attempts: RETRYABLE_ATTEMPTS },
]

const isConfigCall = (url: URL) =>
  url.pathname.endsWith('/appkit/v1/config') || url.pathname.endsWith('/getAnalyticsConfig')

test.afterAll(() => {
  if (faultTable.length === 0) return
  console.log('\nFault table (services)')
  console.table(faultTable)
})

test.describe('the config service fails', () => {
  for (const item of CONFIG_CASES) {
    test(`config ${item.name}: the modal opens at once with the local features, nothing raw is shown, retries bounded`, async ({
      demo,
      modal,
      wallets,
      e2e,
      page,
    }) => {
      const service = new URL(e2e.devnet.urls.configApi)
      await wallets.install()
      const routed = await routeFault(page, {
        matches: (url) => url.origin === service.origin && isConfigCall(url),
        fault: item.fault,
      })
      await demo.goto()
      const started = Date.now()
      await demo.connectButton.click()
      await modal.expectOpen('Connect Wallet')
      const openMs = Date.now() - started
      expect(openMs).toBeLessThan(5_000)
      await expect(modal.wallet(TEST_WALLET.name)).toBeVisible()
      await expect(modal.wallet('WalletConnect')).toBeVisible()
      await expectNoLibraryText(page)
      // Two calls (config and analytics switch), each within the retry policy.
      const onFirstOpen = await quiet(routed)
      expect(onFirstOpen).toBeGreaterThanOrEqual(2)
      expect(onFirstOpen).toBeLessThanOrEqual(2 * item.attempts)

      // Reopening asks nothing more: the config is asked once per page.
      await modal.closeButton.click()
      await modal.expectClosed()
      await demo.connectButton.click()
      await modal.expectOpen('Connect Wallet')
      expect(await quiet(routed)).toBe(onFirstOpen)

      // The service is back: the next page load asks once per call and gets its answer.
      await routed.remove()
      const healthy = await countRequests(
        page,
        (url) => url.origin === service.origin && isConfigCall(url),
      )
      const reloaded = Date.now()
      await demo.goto()
      await demo.connectButton.click()
      await modal.expectOpen('Connect Wallet')
      expect(await quiet(healthy)).toBe(2)
      faultTable.push({
        fault: `config /appkit/v1/config + /getAnalyticsConfig ${item.name}`,
        'message seen': `none (local features apply, docs/errors.md#fallbacks); modal opened in ${openMs} ms`,
        requests: `${onFirstOpen} (first open, 2 calls), 0 (reopen)`,
        'recovered in': `next page load (${Date.now() - reloaded} ms to an open modal)`,
      })
    })
  }
})

test.describe('wallet images fail', () => {
  test('/getWalletImage 500: initials instead of a broken image, no retry storm, back after the window', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    const service = new URL(e2e.devnet.urls.configApi)
    const isImage = (url: URL) =>
      url.origin === service.origin && url.pathname.includes('/getWalletImage/')
    const routed = await routeFault(page, {
      matches: isImage,
      fault: { kind: 'status', status: 500 },
    })
    const perImage = new Map<string, number>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (isImage(url)) perImage.set(url.pathname, (perImage.get(url.pathname) ?? 0) + 1)
    })
    await installClock(page)
    await demo.goto()
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    const recommended = modal.dialog.locator('kw-wallet-item[data-group="recommended"]')
    await expect(recommended).toHaveCount(4)
    const first = await quiet(routed)
    expect(first).toBeGreaterThanOrEqual(1)
    // Each image: one load with docs/services.md#retries's retries, however many views render it.
    for (const count of perImage.values()) expect(count).toBeLessThanOrEqual(RETRYABLE_ATTEMPTS)
    // A wallet row's picture: an <img>, or its initials (drawn from data-initials).
    const images = recommended.locator('.image')
    const withImg = () =>
      images.evaluateAll((all) => all.filter((el) => el.localName === 'img').length)
    expect(await withImg()).toBe(0)
    await expect(images.first()).toHaveAttribute('data-initials', /^[A-Z0-9]{1,2}$/)
    await expectNoLibraryText(page)

    // Renders and a reopen within the window ask nothing more.
    await modal.closeButton.click()
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    await page.keyboard.press('Tab')
    expect(await quiet(routed)).toBe(first)

    // The service is back: after the window a reopen loads the pictures.
    await routed.remove()
    const before = await pageNow(page)
    await page.clock.fastForward(IMAGE_RETRY_WINDOW_MS)
    expect((await pageNow(page)) - before).toBeGreaterThanOrEqual(IMAGE_RETRY_WINDOW_MS)
    const started = Date.now()
    await modal.closeButton.click()
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    await expect.poll(withImg, { timeout: 15_000 }).toBe(4)
    faultTable.push({
      fault: '/getWalletImage 500',
      'message seen': "none: the wallet's initials in place of its picture",
      requests: `${first} for ${perImage.size} images (≤ ${RETRYABLE_ATTEMPTS} each), 0 on reopen within 30 s`,
      'recovered in': `${Date.now() - started} ms after the 30 s window (reopen)`,
    })
  })
})

test.describe('a healthy page asks each thing once', () => {
  test('opening and reopening the modal: config once, each catalogue page and image once', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    const service = new URL(e2e.devnet.urls.configApi)
    const asked = new Map<string, number>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      // Reads only: analytics events (POST /e) are one per event by design.
      if (url.origin !== service.origin || request.method() !== 'GET') return
      const key = `${url.pathname}?${[...url.searchParams]
        .filter(([k]) => k !== 'sv')
        .sort()
        .join('&')}`
      asked.set(key, (asked.get(key) ?? 0) + 1)
    })
    await demo.goto()
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    await expect(modal.dialog.locator('kw-wallet-item[data-group="recommended"]')).toHaveCount(4)
    await quiet({
      get count() {
        return [...asked.values()].reduce((a, b) => a + b, 0)
      },
    })
    const afterOpen = new Map(asked)
    await modal.closeButton.click()
    await modal.expectClosed()
    await demo.connectButton.click()
    await modal.expectOpen('Connect Wallet')
    await quiet({
      get count() {
        return [...asked.values()].reduce((a, b) => a + b, 0)
      },
    })

    const twice = [...asked].filter(([, count]) => count > 1)
    expect(twice, 'requests made more than once').toEqual([])
    expect(asked).toEqual(afterOpen)
    const count = (part: string) => [...asked.keys()].filter((key) => key.includes(part)).length
    expect(count('/appkit/v1/config')).toBe(1)
    expect(count('/getAnalyticsConfig')).toBe(1)
    // docs/limits.md#sizes: images are prefetched for the first 20 wallets of a list.
    expect(count('/getWalletImage/')).toBeLessThanOrEqual(20 + 4)
    faultTable.push({
      fault: 'none (request count)',
      'message seen': '-',
      requests: `open + reopen: config 1, analytics switch 1, /getWallets ${count('/getWallets')} (one per query), images ${count('/getWalletImage/')} (one per id)`,
      'recovered in': '-',
    })
  })
})
