/**
 * The demo's figures that the minimal-app bench prints for a new user's first app: the
 * requests to non-loopback hosts during load, open and close (must be 0), and reload →
 * restored account painted, after connecting the bench wallet (minimal-app/page-probes.ts)
 * announced on the demo's own EVM chain.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { installNetworkGuard } from '../e2e/network-guard.js'
import { waitForIdle } from '../scripts/lib/initial-js.js'
import {
  BENCH_WALLET,
  installBenchWallet,
  NAME_HELPER_SCRIPT,
  type RestorePaint,
  watchRestorePaint,
} from './minimal-app/page-probes.js'

/** The demo's wallet buttons sit in its top bar's "Wallet" navigation. */
const WALLET_NAV = 'nav[aria-label="Wallet"]'
/** Part of the address every form of it shows. */
const ADDRESS_MARKER = BENCH_WALLET.address.slice(-4)
/** Past the adapters' reconnect time limit (5 s), an address that has not appeared will not. */
const RESTORE_WAIT_MS = 6000

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await waitForIdle(page)
  await page.waitForLoadState('networkidle')
}

function walletNav(page: Page) {
  return page.getByRole('navigation', { name: 'Wallet' })
}

async function newContext(browser: Browser, chainId?: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  if (chainId !== undefined) {
    await context.addInitScript(NAME_HELPER_SCRIPT)
    await context.addInitScript(installBenchWallet, { ...BENCH_WALLET, chainId })
  }
  return context
}

/**
 * Load until idle, open the modal on Connect, point at a wallet, close it with Escape: the
 * non-loopback URLs tried (and aborted), every request routed through the e2e network guard.
 */
export async function demoOutsideRequests(browser: Browser, url: string): Promise<string[]> {
  const context = await newContext(browser)
  try {
    const guard = await installNetworkGuard(context)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await settle(page)
    await walletNav(page)
      .getByRole('button', { name: /connect/i })
      .click()
    // The shell's Connect view stands until the visitor acts in the dialog: the pointer on a
    // wallet entry hands it to the real view, whose requests are counted too.
    const entry = page.getByRole('dialog').locator('kw-wallet-item').first()
    await entry.waitFor({ state: 'visible' })
    await entry.hover()
    await page.getByRole('dialog').locator('kw-connect-view').waitFor({ state: 'visible' })
    await settle(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await settle(page)
    return [...guard.violations]
  } finally {
    await context.close()
  }
}

/**
 * Connects the bench wallet (on `chainId`, the demo's first EVM chain) through the modal,
 * reloads, and reads which frames painted the wallet button and the address in it.
 */
export async function demoRestorePaint(
  browser: Browser,
  url: string,
  chainId: number,
): Promise<RestorePaint> {
  const context = await newContext(browser, chainId)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await settle(page)
    await walletNav(page)
      .getByRole('button', { name: /connect/i })
      .click()
    await page
      .getByRole('dialog')
      .locator(`kw-wallet-item[name="${BENCH_WALLET.name}"]`)
      .getByRole('button')
      .click()
    await walletNav(page)
      .getByRole('button', { name: new RegExp(ADDRESS_MARKER, 'i') })
      .waitFor({ state: 'visible', timeout: 15_000 })
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')

    await page.addInitScript(watchRestorePaint, {
      container: WALLET_NAV,
      marker: ADDRESS_MARKER,
      timeoutMs: RESTORE_WAIT_MS,
    })
    await page.reload({ waitUntil: 'load' })
    return await page.evaluate(() => {
      const host = window as unknown as { __benchRestorePaint?: Promise<RestorePaint> }
      if (!host.__benchRestorePaint) throw new Error('the restore watch did not run')
      return host.__benchRestorePaint
    })
  } finally {
    await context.close()
  }
}
