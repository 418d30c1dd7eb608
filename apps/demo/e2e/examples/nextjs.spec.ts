/**
 * The Next.js App Router example (apps/examples/nextjs): Keyway's wagmi adapter with wagmi's
 * cookieStorage. A connection made through Keyway's modal is written to wagmi's cookie, so a
 * reload's server HTML already holds the address, and the page hydrates without a flash.
 */
import type { Page } from '@playwright/test'
import { TEST_WALLET } from '../fixtures.js'
import { ModalPage } from '../pages/modal-page.js'
import { expect, test } from './nextjs-server.js'

/** What the page showed, each value once in the order it appeared (from before any script). */
type Seen = { address: string[]; status: string[] }
type SeenWindow = { __nextjsSeen?: Seen }

/**
 * Records every text the address and status cells have from the document's first bytes:
 * the init script runs before the page's own scripts, and the observer sees the parser
 * insert the server's HTML.
 */
async function recordCells(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Seen = { address: [], status: [] }
    ;(window as SeenWindow).__nextjsSeen = seen
    const record = (list: string[], cell: Element | null) => {
      const text = cell?.textContent ?? ''
      // An empty cell is the parser between the element and its text, never a paint.
      if (text !== '' && list[list.length - 1] !== text) list.push(text)
    }
    new MutationObserver(() => {
      record(seen.address, document.querySelector('[data-testid="address"]'))
      record(seen.status, document.querySelector('[data-testid="status"]'))
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

async function seenCells(page: Page): Promise<Seen> {
  const seen = await page.evaluate(() => (window as SeenWindow).__nextjsSeen)
  if (!seen) throw new Error('the init script did not run')
  return seen
}

/** React's hydration failures, as the production build reports them (minified codes). */
const HYDRATION_ERROR = /hydrat|did not match|react\.dev\/errors\/(418|419|421|422|423|425)\b/i

test('a connected page reloads with the address in the server HTML, no flash, one reconnect', async ({
  page,
  wallets,
  nextjsUrl,
}) => {
  const [wallet] = await wallets.install()
  await recordCells(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))

  // A first visit: no cookie, so the server renders no account.
  const first = await page.goto(nextjsUrl)
  expect(await first?.text()).toContain('<dd data-testid="address">Not connected</dd>')

  const address = page.getByTestId('address')
  const status = page.getByTestId('status')
  const modal = new ModalPage(page)
  await page
    .locator('kw-connect-button')
    .getByRole('button', { name: /connect/i })
    .click()
  await modal.expectOpen()
  await modal.chooseWallet(TEST_WALLET.name)
  // Keyway connected through the wagmi config: wagmi's hook (useConnection) shows it.
  await expect(status).toHaveText('connected')
  await expect(address).toHaveText(wallet!.address, { ignoreCase: true })
  await expect(page.locator('kw-account-button')).toBeVisible()
  const cookies = await page.context().cookies(nextjsUrl)
  expect(cookies.map((cookie) => cookie.name)).toContain('wagmi.store')

  const requestsBeforeReload = wallet!.requests.length
  errors.length = 0
  const reloaded = await page.reload()
  // The document as the server sent it, before any script ran: the address is in it.
  const html = (await reloaded?.text()) ?? ''
  expect(html.toLowerCase()).toContain(
    `<dd data-testid="address">${wallet!.address.toLowerCase()}</dd>`,
  )
  await expect(status).toHaveText('connected')
  await expect(address).toHaveText(wallet!.address, { ignoreCase: true })
  await expect(page.locator('kw-account-button')).toBeVisible()

  const seen = await seenCells(page)
  // No flash: from the first paint the cell held the address, and only the address.
  expect(seen.address.map((text) => text.toLowerCase())).toEqual([wallet!.address.toLowerCase()])
  // One reconnect: the server's "reconnecting" (from the cookie) becomes "connected" once,
  // with no disconnected or connecting state between; the wallet was asked for its chain
  // once (each reconnect of an injected wallet reads it) and never prompted.
  expect(seen.status).toEqual(['reconnecting', 'connected'])
  const methods = wallet!.requests.slice(requestsBeforeReload).map((request) => request.method)
  expect(methods.filter((method) => method === 'eth_chainId')).toHaveLength(1)
  expect(methods).not.toContain('eth_requestAccounts')
  expect(methods).not.toContain('wallet_requestPermissions')
  // The server HTML and the first render agreed: React reported no hydration error (a
  // mismatch shows as React's error #418), and nothing else failed either.
  expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([])
  expect(errors).toEqual([])
})
