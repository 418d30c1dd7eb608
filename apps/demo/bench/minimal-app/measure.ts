/**
 * The measurements on one served app, each in a fresh Chromium context:
 * - what the page loads and which outside hosts it tries, with every request routed
 *   (e2e/network-guard.ts: loopback passes, anything else is aborted and recorded);
 * - click → first view, watched frame by frame (../frame-watch.ts), in a context that does
 *   not intercept (interception would add to each request the click might make);
 * - reload → restored account painted, after connecting the bench wallet.
 * Timing contexts only listen for outside requests; the browser resolves loopback alone.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { preview } from 'vite'
import { installNetworkGuard } from '../../e2e/network-guard.js'
import { isLoopbackUrl } from '../../scripts/lib/devnet-endpoints.js'
import { waitForIdle } from '../../scripts/lib/initial-js.js'
import { armFrameWatch, readFrameWatch, usedJsHeap } from '../frame-watch.js'
import { trackShadowRoots } from '../peers/open-watch.js'
import type { AppKind } from './app-sources.js'
import { countDomNodes, type DomCount } from './dom-count.js'
import { type HeapByKind, heapByKind, takeHeapSnapshot } from './heap-breakdown.js'
import {
  BENCH_WALLET,
  installBenchWallet,
  NAME_HELPER_SCRIPT,
  type RestorePaint,
  watchRestorePaint,
} from './page-probes.js'

export type ServedApp = { url: string; close(): Promise<void> }

/** `vite preview` of a finished build on 127.0.0.1, any free port. */
export async function serveApp(appDir: string): Promise<ServedApp> {
  const server = await preview({
    root: appDir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: 'dist' },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') {
    await server.close()
    throw new Error('vite preview did not bind a TCP port')
  }
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() }
}

/** The app's one wallet button (its accessible name holds the address once connected). */
const CONTAINER = 'main'
/** Part of the address every form of it shows (Keyway truncates 4 + 6, the baseline 6 + 4). */
const ADDRESS_MARKER = BENCH_WALLET.address.slice(-4)

/** The Keyway apps open a modal from their button; the baseline connects straight away. */
const hasModal = (kind: AppKind) => kind !== 'baseline'

/**
 * How long the reload watch waits for the address. Past the adapters' reconnect time limit
 * (5 s), an address that has not appeared will not.
 */
const RESTORE_WAIT_MS = 6000

async function newContext(browser: Browser, withWallet: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  })
  await context.addInitScript(NAME_HELPER_SCRIPT)
  await context.addInitScript(trackShadowRoots)
  if (withWallet) await context.addInitScript(installBenchWallet, BENCH_WALLET)
  return context
}

/** Records the non-loopback URLs a context asks for (pages, workers, sockets). */
function listenForOutsideRequests(context: BrowserContext): string[] {
  const outside: string[] = []
  const note = (url: string) => {
    if (/^(data|blob|about):/.test(url) || isLoopbackUrl(url)) return
    outside.push(url)
  }
  context.on('request', (request) => note(request.url()))
  context.on('page', (page) => page.on('websocket', (socket) => note(socket.url())))
  return outside
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await waitForIdle(page)
  await page.waitForLoadState('networkidle')
}

async function openFreshPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  await settle(page)
  return page
}

function walletButton(page: Page) {
  return page.locator(CONTAINER).getByRole('button').first()
}

export type LoadOpenClose = {
  /** Same-origin .js paths fetched from navigation until idle, before any input. */
  jsPaths: string[]
  /** Same-origin .js paths first fetched from the click until the open modal was idle. */
  openJsPaths: string[]
  /** Non-loopback URLs tried (and aborted) during load, open and close. */
  outside: string[]
  /** The DOM once the open modal is idle (the baseline, which has no modal: once loaded). */
  dom: DomCount
  /**
   * JS heap in use after a forced garbage collection, at the same moment as `dom` (bytes),
   * measured as bench:peers does (frame-watch.ts `usedJsHeap`).
   */
  heapBytes: number
  /** With a wallet: the same heap by kind of object, from a snapshot taken just after. */
  heapKinds?: HeapByKind
  /**
   * The heap once the pointer rests on the first wallet entry (the visitor's first action in
   * the open modal: the shell's Connect view is handed to the Lit dialog), bytes; 0 for the
   * baseline.
   */
  heapPointedBytes: number
}

/**
 * Load until idle, then (Keyway's app) open the modal and close it, every request routed.
 * `withWallet`: a visitor with a wallet extension (the bench wallet) or without one.
 */
export async function measureLoadOpenClose(
  browser: Browser,
  url: string,
  kind: AppKind,
  withWallet: boolean,
): Promise<LoadOpenClose> {
  const context = await newContext(browser, withWallet)
  try {
    const guard = await installNetworkGuard(context)
    const page = await context.newPage()
    const origin = new URL(url).origin
    const jsPaths = new Set<string>()
    const openJsPaths = new Set<string>()
    const collect = (requestUrl: string, into: Set<string>) => {
      const requested = new URL(requestUrl)
      if (requested.origin === origin && /\.m?js$/.test(requested.pathname)) {
        if (!jsPaths.has(requested.pathname)) into.add(requested.pathname)
      }
    }
    page.on('request', (request) => collect(request.url(), jsPaths))
    await page.goto(url, { waitUntil: 'load' })
    await settle(page)
    page.removeAllListeners('request')
    // The heap's kinds with a wallet only: that run gives the heap figure.
    const kindsOfHeap = async () =>
      withWallet ? heapByKind(await takeHeapSnapshot(page)) : undefined
    let dom = await page.evaluate(countDomNodes)
    let heapBytes = hasModal(kind) ? 0 : await usedJsHeap(page)
    let heapKinds = hasModal(kind) ? undefined : await kindsOfHeap()
    let heapPointedBytes = 0
    if (hasModal(kind)) {
      page.on('request', (request) => collect(request.url(), openJsPaths))
      await walletButton(page).click()
      // The first view: the Connect view's wallet entries, the shell's own (it stands until
      // the visitor acts in the dialog) or the real view's.
      const entry = page.getByRole('dialog').locator('kw-wallet-item').first()
      await entry.waitFor({ state: 'visible' })
      await settle(page)
      page.removeAllListeners('request')
      dom = await page.evaluate(countDomNodes)
      heapBytes = await usedJsHeap(page)
      heapKinds = await kindsOfHeap()
      // The visitor's first action: the pointer on a wallet entry (the real Connect view
      // takes over, the views after a choice are prefetched). Its requests are counted too.
      await entry.hover()
      await page.getByRole('dialog').locator('kw-connect-view').waitFor({ state: 'visible' })
      await settle(page)
      heapPointedBytes = await usedJsHeap(page)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await settle(page)
    }
    return {
      jsPaths: [...jsPaths],
      openJsPaths: [...openJsPaths],
      outside: [...guard.violations],
      dom,
      heapBytes,
      heapPointedBytes,
      ...(heapKinds ? { heapKinds } : {}),
    }
  } finally {
    await context.close()
  }
}

export type ClickToView = {
  /** Click → first frame with the wallet entry laid out in the modal's Connect view. */
  ms: number
  frames: number
  outside: string[]
}

/**
 * Keyway's app only: click the button, watch frames until the wallet entry is painted.
 * With `hoverMs`, the pointer rests on the button that long first, as a visitor's does:
 * the modal fetches its views on that intent. Without it the pointer arrives with the click.
 */
export async function measureClickToView(
  browser: Browser,
  url: string,
  { hoverMs = 0 }: { hoverMs?: number } = {},
): Promise<ClickToView> {
  const context = await newContext(browser, true)
  try {
    const outside = listenForOutsideRequests(context)
    const page = await openFreshPage(context, url)
    if (hoverMs > 0) {
      await walletButton(page).hover()
      await page.waitForTimeout(hoverMs)
    }
    await armFrameWatch(page, { selector: 'kw-wallet-item', settleFrames: 10 })
    await walletButton(page).click()
    const watch = await readFrameWatch(page)
    return { ms: watch.firstAt - watch.clickAt, frames: watch.frames, outside }
  } finally {
    await context.close()
  }
}

export type Restore = RestorePaint & { outside: string[] }

/**
 * Connects the bench wallet through the app's button (Keyway: the modal's wallet entry),
 * then reloads and reads which frames painted the button and the address.
 */
export async function measureRestore(
  browser: Browser,
  url: string,
  kind: AppKind,
): Promise<Restore> {
  const context = await newContext(browser, true)
  try {
    const outside = listenForOutsideRequests(context)
    const page = await openFreshPage(context, url)
    await walletButton(page).click()
    if (hasModal(kind)) {
      const entry = page
        .getByRole('dialog')
        .locator(`kw-wallet-item[name="${BENCH_WALLET.name}"]`)
        .getByRole('button')
      await entry.click()
    }
    const connected = page
      .locator(CONTAINER)
      .getByRole('button', { name: new RegExp(ADDRESS_MARKER, 'i') })
    await connected.waitFor({ state: 'visible', timeout: 15_000 })
    if (hasModal(kind)) await page.getByRole('dialog').waitFor({ state: 'detached' })
    // Not `settle`: a connected page may not go idle for seconds, and nothing needs it to.
    await page.waitForLoadState('networkidle')

    await page.addInitScript(watchRestorePaint, {
      container: CONTAINER,
      marker: ADDRESS_MARKER,
      timeoutMs: RESTORE_WAIT_MS,
    })
    await page.reload({ waitUntil: 'load' })
    const paint = await page.evaluate(() => {
      const host = window as unknown as { __benchRestorePaint?: Promise<RestorePaint> }
      if (!host.__benchRestorePaint) throw new Error('the restore watch did not run')
      return host.__benchRestorePaint
    })
    await page.waitForLoadState('networkidle')
    return { ...paint, outside }
  } finally {
    await context.close()
  }
}
