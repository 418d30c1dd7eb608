/**
 * One run of one app, in two fresh Chromium contexts, both offline:
 * - the guarded context routes every request and WebSocket (e2e/network-guard.ts): loopback
 *   passes, any other host is aborted and counted. It gives the JS before the click and on
 *   open, the requests to other hosts, the DOM nodes and the JS heap after open;
 * - the timing context does not intercept (Playwright's routing sends every request,
 *   loopback too, through the Node process, which would add to each file the click
 *   fetches). Chromium's host-resolver rule still lets only loopback resolve, and outside
 *   requests are listed. It gives click → first view and click → settled.
 * Both contexts carry the bench wallet (an EIP-6963 injected wallet), so every toolkit lists
 * the same installed wallet beside its defaults. Nothing hovers or focuses the button before
 * the click: the pointer arrives with it (cold).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { installNetworkGuard } from '../../e2e/network-guard.js'
import { isLoopbackUrl } from '../../scripts/lib/devnet-endpoints.js'
import { waitForIdle } from '../../scripts/lib/initial-js.js'
import { usedJsHeap } from '../frame-watch.js'
import { BENCH_WALLET, installBenchWallet, NAME_HELPER_SCRIPT } from '../minimal-app/page-probes.js'
import type { AppSpec } from './apps.js'
import {
  armOpenWatch,
  countPageNodes,
  type OpenWatch,
  readOpenWatch,
  trackShadowRoots,
} from './open-watch.js'

/** No DOM mutation and no resource load for this long after the last one: settled. */
export const QUIET_MS = 500
/** The longest a click is watched; a page still busy then reads "never settled". */
export const MAX_WATCH_MS = 15_000

export type GuardedRun = {
  /** Same-origin .js paths fetched from navigation until idle, before any input. */
  jsBefore: string[]
  /** Same-origin .js paths first fetched after the click, until settled. */
  jsOnOpen: string[]
  /**
   * JS files first fetched once the pointer rests on the first wallet entry of the open modal
   * (after the figures above were taken), until the page settled again.
   */
  jsOnPoint: string[]
  /** Non-loopback URLs tried (and aborted) during load and open. */
  outside: string[]
  /** Every node of the document and of its shadow roots, after open (countPageNodes). */
  domNodes: number
  /** JS heap in use after a forced garbage collection, after open (bytes). */
  heapBytes: number
  /** The wallet entries shown when the modal settled (none for a baseline). */
  entries: string[]
}

export type TimingRun = {
  /** Click → first frame with a wallet entry laid out (ms); NaN if none came. */
  firstViewMs: number
  /** Click → settled (ms); NaN if the page never quieted. */
  settledMs: number
  outside: string[]
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  })
  await context.addInitScript(NAME_HELPER_SCRIPT)
  await context.addInitScript(trackShadowRoots)
  await context.addInitScript(installBenchWallet, BENCH_WALLET)
  return context
}

/** Network idle, then the page's idle callbacks, then network idle again. */
async function settleLoad(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await waitForIdle(page)
  await page.waitForLoadState('networkidle')
}

const walletButton = (page: Page) => page.locator('main').getByRole('button').first()

/** Clicks the app's button with the watch armed and returns the watch's result. */
async function clickAndWatch(page: Page, walletEntry: string): Promise<OpenWatch> {
  await page.evaluate(armOpenWatch, { walletEntry, quietMs: QUIET_MS, maxMs: MAX_WATCH_MS })
  await walletButton(page).click()
  return page.evaluate(readOpenWatch)
}

export async function measureGuarded(
  browser: Browser,
  url: string,
  spec: AppSpec,
): Promise<GuardedRun> {
  const context = await newContext(browser)
  try {
    const guard = await installNetworkGuard(context)
    const page = await context.newPage()
    const origin = new URL(url).origin
    const before = new Set<string>()
    const onOpen = new Set<string>()
    const onPoint = new Set<string>()
    let clicked = false
    let pointed = false
    page.on('request', (request) => {
      const requested = new URL(request.url())
      if (requested.origin !== origin || !/\.m?js$/.test(requested.pathname)) return
      const path = requested.pathname
      if (!clicked) before.add(path)
      else if (!pointed && !before.has(path)) onOpen.add(path)
      else if (pointed && !before.has(path) && !onOpen.has(path)) onPoint.add(path)
    })
    await page.goto(url, { waitUntil: 'load' })
    await settleLoad(page)
    let entries: string[] = []
    let jsOnOpen: string[] = []
    if (spec.walletEntry) {
      clicked = true
      const watch = await clickAndWatch(page, spec.walletEntry)
      if (watch.firstAt === 0) throw new Error(`${spec.label}: no wallet entry after the click`)
      entries = watch.entries
      // Until settled: what the page fetches while it is measured below is not the open's.
      jsOnOpen = [...onOpen]
    } else {
      // A baseline's button opens nothing, but it is clicked as the others are: the click's
      // own cost (the harness's click code, React's event dispatch) is then on both sides.
      clicked = true
      await walletButton(page).click()
      await settleLoad(page)
    }
    const { nodes } = await page.evaluate(countPageNodes)
    const heapBytes = await usedJsHeap(page)
    if (spec.walletEntry) {
      // What a modal still fetches once the visitor moves to choose: the pointer on a wallet.
      pointed = true
      await page.locator(spec.walletEntry).first().hover()
      await settleLoad(page)
    }
    return {
      jsBefore: [...before],
      jsOnOpen,
      jsOnPoint: [...onPoint],
      outside: [...guard.violations],
      domNodes: nodes,
      heapBytes,
      entries,
    }
  } finally {
    await context.close()
  }
}

export async function measureTiming(
  browser: Browser,
  url: string,
  spec: AppSpec,
): Promise<TimingRun> {
  const context = await newContext(browser)
  try {
    const outside: string[] = []
    context.on('request', (request) => {
      const requested = request.url()
      if (!/^(data|blob|about):/.test(requested) && !isLoopbackUrl(requested)) {
        outside.push(requested)
      }
    })
    const page = await context.newPage()
    page.on('websocket', (socket) => {
      if (!isLoopbackUrl(socket.url())) outside.push(socket.url())
    })
    await page.goto(url, { waitUntil: 'load' })
    await settleLoad(page)
    if (!spec.walletEntry) return { firstViewMs: Number.NaN, settledMs: Number.NaN, outside }
    const watch = await clickAndWatch(page, spec.walletEntry)
    return {
      firstViewMs: watch.firstAt === 0 ? Number.NaN : watch.firstAt - watch.clickAt,
      settledMs: watch.settledAt === 0 ? Number.NaN : watch.settledAt - watch.clickAt,
      outside,
    }
  } finally {
    await context.close()
  }
}
