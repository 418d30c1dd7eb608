import { createRequire } from 'node:module'
import { defineProject } from 'vitest/config'
import type { BrowserCommand, BrowserCommandContext, BrowserProviderOption } from 'vitest/node'
import {
  CHROMIUM_PATH,
  LOOPBACK_ONLY_ARG,
  CHROMIUM_ARGS as SHARED_CHROMIUM_ARGS,
} from '../../packages/test/src/chromium.js'

// The browser provider comes from @keyway/ui's devDependencies (same pinned version), so
// frame-host adds nothing to the lockfile for it. Its types are not visible from here,
// hence the small shapes below for what this file uses of it and of Playwright.
type PlaywrightProvider = (options: {
  launchOptions: { executablePath: string; args: string[] }
  contextOptions?: { viewport: { width: number; height: number } }
}) => BrowserProviderOption
const fromUi = createRequire(new URL('../../packages/ui/package.json', import.meta.url))
const { playwright } = (await import(fromUi.resolve('@vitest/browser-playwright'))) as {
  playwright: PlaywrightProvider
}

type Timeout = { timeout?: number }
type Locator = {
  waitFor(options: { state: 'visible' } & Timeout): Promise<void>
  textContent(options?: Timeout): Promise<string | null>
  allTextContents(): Promise<string[]>
  click(options?: Timeout & { force?: boolean }): Promise<void>
  isDisabled(options?: Timeout): Promise<boolean>
  press(key: string, options?: Timeout): Promise<void>
  evaluate<R>(fn: (element: HTMLElement) => R): Promise<R>
  count(): Promise<number>
  getByRole(role: string, options?: { name?: string; exact?: boolean }): Locator
  locator(selector: string): Locator
}
type FrameLocator = Pick<Locator, 'getByRole' | 'locator'> & {
  frameLocator(selector: string): FrameLocator
}
type Page = Pick<Locator, 'getByRole' | 'locator'> & {
  url(): string
  isClosed(): boolean
  waitForEvent(event: 'close', options: Timeout): Promise<unknown>
}

// The frame page's script in real Chromium: the test page (vitest's server) embeds the REAL
// frame-host (globalSetup) on another origin through the REAL createFrameClient. Debian's
// Chromium with the flags of every Keyway browser test (packages/test/src/chromium.ts).
const CHROMIUM_ARGS = [...SHARED_CHROMIUM_ARGS, LOOPBACK_ONLY_ARG]

/** The wallet's iframe inside the test page (cross-origin: only Playwright reaches into it). */
const walletFrame = (context: BrowserCommandContext) =>
  (context as unknown as { iframe: FrameLocator }).iframe.frameLocator(
    'iframe[data-keyway-embedded-wallet]',
  )

/** What a person sees of the approval card: its accessible name, text, buttons and focus. */
const readApprovalCard: BrowserCommand<[]> = async (context) => {
  const frame = walletFrame(context)
  const dialog = frame.getByRole('dialog')
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  return {
    title: await frame.locator('#kw-approval-title').textContent(),
    text: await dialog.textContent(),
    buttons: await dialog.getByRole('button').allTextContents(),
    focused: await dialog.evaluate((card) => card.ownerDocument.activeElement?.textContent ?? ''),
    // What syncTheme changed: the accent on Approve and the page's colour scheme.
    approveBackground: await dialog
      .getByRole('button', { name: 'Approve', exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
    theme: await dialog.evaluate((card) => card.ownerDocument.documentElement.dataset.theme),
    fontSize: await dialog.evaluate((card) => getComputedStyle(card).fontSize),
    approveDisabled: await dialog
      .getByRole('button', { name: 'Approve', exact: true })
      .isDisabled(),
    // Where Approve sits in the frame's viewport, for a page that clips the frame around it.
    approveRect: await dialog
      .getByRole('button', { name: 'Approve', exact: true })
      .evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect()
        return { x, y, width, height }
      }),
  }
}

/**
 * A real mouse on the point where Approve is, whatever the page draws there — what a
 * clickjacking page gets from a user who clicks its own bait (`force` skips Playwright's
 * checks that the button is visible, enabled and on top), `waitMs` after the card was first
 * seen. 'double' is a double click.
 */
const pointAtApprove: BrowserCommand<
  [action: 'click' | 'double', force: boolean, waitMs?: number]
> = async (context, action, force, waitMs = 0) => {
  const dialog = walletFrame(context).getByRole('dialog')
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  const shown = Date.now()
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
  const approve = dialog.getByRole('button', { name: 'Approve', exact: true })
  await approve.click({ timeout: 10_000, force })
  if (action === 'double') {
    // A person's double click: the second press 150 ms after the first, on the same spot.
    await new Promise((resolve) => setTimeout(resolve, 150))
    await approve.click({ timeout: 10_000, force: true })
  }
  /** How long after the card was first seen the (last) click went in. */
  return { afterMs: Date.now() - shown }
}

/**
 * For the next frames this test loads with a projectId starting `no-iov2-`: a browser
 * without IntersectionObserver v2 (no `isVisible` on its entries), before any script runs.
 */
const withoutVisibilityTracking: BrowserCommand<[]> = async (context) => {
  const browserContext = (
    context as unknown as { context: { addInitScript(script: { content: string }): Promise<void> } }
  ).context
  await browserContext.addInitScript({
    content: `if (/[?&]projectId=no-iov2-/.test(location.search) || location.pathname === '/approve') {
      delete IntersectionObserverEntry.prototype.isVisible
    }`,
  })
}

/** The person in frame-host's approval window: clicks `name` there once it counts. */
const answerInApprovalWindow: BrowserCommand<[name: 'Approve' | 'Reject']> = async (
  context,
  name,
) => {
  const browserContext = (context as unknown as { context: { pages(): Page[] } }).context
  const deadline = Date.now() + 15_000
  let popup: Page | undefined
  while (!popup) {
    popup = browserContext.pages().find((page) => new URL(page.url()).pathname === '/approve')
    if (popup) break
    if (Date.now() > deadline) throw new Error('no approval window opened')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const dialog = popup.getByRole('dialog')
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  const text = await dialog.textContent()
  const closed = popup.waitForEvent('close', { timeout: 15_000 })
  await dialog.getByRole('button', { name, exact: true }).click({ timeout: 10_000 })
  await closed
  return { text }
}

/** How many approval cards the frame shows now (0 once a request settled or was aborted). */
const countApprovalCards: BrowserCommand<[]> = async (context) =>
  walletFrame(context).getByRole('dialog').count()

/**
 * An HTTP call from the test process: what another browser or a mail reader does with
 * frame-host, which serves no CORS to this page (its API is for the frame only).
 */
const httpFromNode: BrowserCommand<
  [
    request: {
      method: 'GET' | 'POST'
      url: string
      body?: unknown
      deviceId?: string
      /** A form POST (a mailed link's confirmation page), with this Origin. */
      form?: Record<string, string>
      origin?: string
      /**
       * A frame of this project in a page at this origin (README "Sessions and projects"):
       * its headers, and a DPoP proof by the device's own key.
       */
      frame?: { projectId: string; parentOrigin: string }
    },
  ]
> = async (_context, request) => {
  const headers: Record<string, string> = {}
  if (request.deviceId) headers['x-keyway-device-id'] = request.deviceId
  if (request.frame) {
    headers['x-keyway-project-id'] = request.frame.projectId
    headers['x-keyway-parent-origin'] = request.frame.parentOrigin
    const { createProof, proofKeyFor } = await import('./src/testing/frame-host.test-helpers.js')
    const key = await proofKeyFor(request.deviceId ?? 'no-device')
    headers.dpop = await createProof(key, {
      method: request.method,
      url: request.url,
      body: request.body === undefined ? '' : JSON.stringify(request.body),
    })
  }
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  if (request.form) headers['content-type'] = 'application/x-www-form-urlencoded'
  if (request.origin) headers.origin = request.origin
  const body = request.form
    ? new URLSearchParams(request.form).toString()
    : request.body !== undefined
      ? JSON.stringify(request.body)
      : undefined
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json }
}

/**
 * The person in the social login popup the test page opened: on the provider's page (devnet's
 * OAuth stand-in) picks the test user whose button names `user`. The provider then sends the
 * popup to frame-host's callback, which posts the result and closes the popup.
 */
const approveSocialPopup: BrowserCommand<[user: string]> = async (context, user) => {
  const browserContext = (context as unknown as { context: { pages(): Page[] } }).context
  const deadline = Date.now() + 15_000
  let popup: Page | undefined
  while (!popup) {
    popup = browserContext.pages().find((page) => /\/authorize\?/.test(page.url()))
    if (popup) break
    if (Date.now() > deadline) throw new Error('no popup reached the provider’s authorize page')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const closed = popup.waitForEvent('close', { timeout: 15_000 })
  await popup.getByRole('link', { name: user }).click({ timeout: 10_000 })
  await closed
  return { closed: popup.isClosed() }
}

const clickApprovalButton: BrowserCommand<[name: string]> = async (context, name) => {
  await walletFrame(context).getByRole('button', { name, exact: true }).click({ timeout: 10_000 })
}

const pressInApprovalCard: BrowserCommand<[key: string]> = async (context, key) => {
  await walletFrame(context).locator(':focus').press(key, { timeout: 10_000 })
}

export default defineProject({
  resolve: { conditions: ['@keyway/source', 'module', 'browser', 'development|production'] },
  optimizeDeps: { include: ['zod', 'viem', '@noble/curves/ed25519', '@solana/kit'] },
  server: { host: '127.0.0.1' },
  test: {
    name: 'frame-host-browser',
    include: ['src/**/*.browser.test.ts'],
    globalSetup: ['./src/testing/browser-setup.test-helpers.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 10_000 } },
    browser: {
      enabled: true,
      headless: true,
      fileParallelism: false,
      screenshotFailures: false,
      api: { host: '127.0.0.1' },
      commands: {
        readApprovalCard,
        countApprovalCards,
        clickApprovalButton,
        pressInApprovalCard,
        httpFromNode,
        approveSocialPopup,
        pointAtApprove,
        withoutVisibilityTracking,
        answerInApprovalWindow,
      },
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
        // Room for the whole test page: vitest scales it down to fit otherwise, and a scaled
        // frame is one IntersectionObserver v2 calls not visible (the approval card's check).
        contextOptions: { viewport: { width: 1400, height: 1000 } },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
})
