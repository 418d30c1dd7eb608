/**
 * Steps of the embedded email wallet shared by the specs that need a logged-in visitor:
 * devnet's mailbox, the Connect view's email form, the device step and the code (docs/embedded-wallet.md#email-login
 * Email login: verify device, verify OTP, then connect), the visible frame's Approve, and a
 * browser profile whose third-party frames keep storage (a "device" of its own).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  expect,
  type Frame,
  type FrameLocator,
  type Page,
} from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.js'
import type { E2eEnv } from './e2e-env.js'
import { installNetworkGuard, type NetworkGuard } from './network-guard.js'
import { DemoPage } from './pages/demo-page.js'
import { ModalPage } from './pages/modal-page.js'

export type Mail = { id: string; to: string; subject: string; text: string; otp: string | null }

export const CODE_MAIL = /^Your sign-in code/
export const DEVICE_MAIL = /^Approve a new device/

/** A fresh address per test: frame-host's limits and accounts are per email. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@devnet.test`
}

/** Every mail devnet's mailbox holds for `to`, oldest first. */
export async function mailsTo(
  request: APIRequestContext,
  e2e: E2eEnv,
  to: string,
): Promise<Mail[]> {
  const url = new URL('/messages', e2e.devnet.urls.mailbox)
  url.searchParams.set('to', to)
  const response = await request.get(url.href, { timeout: 5_000 })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** Waits until `to` has `count` mails matching `subject`; answers the newest of them. */
export async function waitForMail(
  request: APIRequestContext,
  e2e: E2eEnv,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<Mail> {
  let matching: Mail[] = []
  await expect
    .poll(
      async () => {
        matching = (await mailsTo(request, e2e, to)).filter((m) => subject.test(m.subject))
        return matching.length >= count
      },
      { message: `${count} mail(s) to ${to} matching ${subject}`, timeout: 20_000 },
    )
    .toBe(true)
  return matching[count - 1] as Mail
}

export function emailForm(modal: ModalPage) {
  const view = modal.dialog.locator('kw-email-login-view')
  return {
    view,
    input: view.locator('kw-input[name="email"] input'),
    submit: view.getByRole('button', { name: 'Continue' }),
  }
}

export function otpView(modal: ModalPage) {
  const view = modal.dialog.locator('kw-email-verify-otp-view')
  return { view, code: view.getByLabel('6-digit code'), error: view.locator('#code-error') }
}

export function deviceView(modal: ModalPage) {
  return modal.dialog.locator('kw-email-verify-device-view')
}

/** Opens Connect from the header and submits `email`. */
export async function startEmailLogin(
  demo: DemoPage,
  modal: ModalPage,
  email: string,
): Promise<void> {
  await demo.connectButton.click()
  await modal.expectOpen()
  const form = emailForm(modal)
  await expect(form.input).toBeVisible()
  await form.input.fill(email)
  await form.submit.click()
}

/**
 * Opens the newest device-approval link mailed to `email`, as a click in the mail would
 * (frame-host then mails the code). The link names frame-host as browsers see it
 * (localhost); the request goes to the address it listens on.
 */
export async function openDeviceLink(
  request: APIRequestContext,
  e2e: E2eEnv,
  email: string,
  deviceMails = 1,
): Promise<void> {
  const mail = await waitForMail(request, e2e, email, DEVICE_MAIL, deviceMails)
  const link = /https?:\/\/\S+\/v1\/device\/approve\?token=\S+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeDefined()
  await confirmDeviceLink(request, e2e, link as string)
}

/**
 * Opens a device approval link and presses its button: the link's page changes nothing by
 * itself; its form POSTs the token from frame-host's own origin. The link names frame-host
 * as browsers see it; the test reaches it where it listens, with the page's Origin.
 */
export async function confirmDeviceLink(
  request: APIRequestContext,
  e2e: E2eEnv,
  link: string,
): Promise<void> {
  const approve = new URL(link)
  const origin = approve.origin
  approve.host = new URL(e2e.frameHost.listenUrl).host
  const opened = await request.get(approve.href, { timeout: 10_000 })
  expect(opened.status()).toBe(200)
  const confirmed = await request.post(`${approve.origin}${approve.pathname}`, {
    form: { token: approve.searchParams.get('token') ?? '' },
    headers: { origin },
    timeout: 10_000,
  })
  expect(confirmed.status()).toBe(200)
}

/** Types the `codes`-th sign-in code mailed to `email` into the OTP view. */
export async function enterMailedCode(
  page: Page,
  modal: ModalPage,
  e2e: E2eEnv,
  email: string,
  codes = 1,
): Promise<void> {
  const otp = otpView(modal)
  await expect(otp.view).toBeVisible({ timeout: 20_000 })
  await expect(otp.view).toContainText(email)
  const mail = await waitForMail(page.request, e2e, email, CODE_MAIL, codes)
  expect(mail.otp).toMatch(/^\d{6}$/)
  await otp.code.fill(mail.otp as string)
}

/**
 * Logs `email` in from the open modal's Connect view, whichever way frame-host asks: a
 * new device first confirms the mailed link, then the mailed code is typed.
 */
export async function loginByEmail(
  page: Page,
  modal: ModalPage,
  e2e: E2eEnv,
  email: string,
): Promise<void> {
  const form = emailForm(modal)
  await form.input.fill(email)
  await form.submit.click()
  await expect(otpView(modal).view.or(deviceView(modal))).toBeVisible({ timeout: 20_000 })
  if (await deviceView(modal).isVisible()) await openDeviceLink(page.request, e2e, email)
  await enterMailedCode(page, modal, e2e, email)
}

/** The wallet frame: frame-host's page in the dapp's iframe. */
export function walletFrame(page: Page, e2e: E2eEnv): FrameLocator {
  return page.frameLocator(`iframe[src^="${e2e.frameHost.url}/frame"]`)
}

/** The wallet frame as a Playwright frame, to run code on frame-host's origin. */
export function walletFrameOf(page: Page, e2e: E2eEnv): Frame | undefined {
  return page.frames().find((f) => f.url().startsWith(`${e2e.frameHost.url}/frame`))
}

/**
 * Approves the pending not-safe request the way a user does: the modal shows
 * ApproveTransaction, the frame becomes visible with its card, and once the card has been
 * visible for its input delay Approve is clicked inside it.
 */
export async function approveInFrame(page: Page, modal: ModalPage, e2e: E2eEnv, method: string) {
  await modal.expectOpen()
  const view = modal.dialog.locator('kw-approve-transaction-view')
  await expect(view).toContainText('Approve in your wallet')
  await expect(view.locator('code')).toHaveText(method)
  await expect(page.locator(`iframe[src^="${e2e.frameHost.url}/frame"]`)).toBeVisible()
  const approve = walletFrame(page, e2e).getByRole('button', { name: 'Approve', exact: true })
  await expect(approve).toBeVisible()
  // Approve counts only once the card has been visible for the input delay (the frame
  // enables it then), as a person reads the card before clicking.
  await expect(approve).toBeEnabled({ timeout: 10_000 })
  await approve.click()
}

export type FrameHostUser = {
  id: string
  email: string | null
  /** The key's own addresses (eip155: the EOA that owns the smart account). */
  accounts: { eip155: string; solana: string }
  preferredAccountType: 'eoa' | 'smartAccount'
  /** The user's smart account on devnet's first chain, which has the ERC-4337 stack. */
  smartAccount?: { chainId: string; address: string; deployed: boolean }
}

/** The user's EVM account on devnet's first chain: the smart account unless they chose the EOA. */
export function evmAccountOf(user: FrameHostUser): string {
  return user.preferredAccountType === 'smartAccount' && user.smartAccount
    ? user.smartAccount.address
    : user.accounts.eip155
}

/**
 * frame-host's own record of the signed-in user (`GET /v1/user`), asked from inside the
 * wallet frame as the frame asks it: the session's access token, the frame's device id,
 * project and parent page, and a DPoP proof signed with the frame's non-extractable key
 * from its IndexedDB (frame-host README "Sessions and projects"). What the server says,
 * not what the dapp shows. Needs a profile whose frame has storage (see launchDevice).
 */
export async function frameHostUser(page: Page, e2e: E2eEnv): Promise<FrameHostUser> {
  const frame = walletFrameOf(page, e2e)
  expect(frame, 'the wallet frame is on the page').toBeDefined()
  const parentOrigin = new URL(page.url()).origin
  const answer = await (frame as Frame).evaluate(async (parent) => {
    const token = localStorage.getItem('keyway.frame.sessionToken')
    if (!token) return { status: 0, body: null }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyway-frame')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const pair = await new Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }>(
      (resolve, reject) => {
        const read = db.transaction('keys').objectStore('keys').get('dpop')
        read.onsuccess = () => resolve(read.result)
        read.onerror = () => reject(read.error)
      },
    )
    db.close()
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const text = (value: string) => new TextEncoder().encode(value)
    const sha256 = async (value: string) =>
      b64url(await crypto.subtle.digest('SHA-256', text(value)))
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
    // On devnet's first chain: the answer names the smart account there too.
    const url = new URL('/v1/user?chainId=eip155:31337', location.origin)
    const header = { alg: 'ES256', typ: 'dpop+jwt', jwk: { kty, crv, x, y } }
    const claims = {
      htm: 'GET',
      htu: `${url.origin}${url.pathname}`,
      bh: await sha256(''),
      ath: await sha256(token),
      jti: crypto.randomUUID(),
      iat: Math.floor(Date.now() / 1000),
    }
    const signingInput = `${b64url(text(JSON.stringify(header)))}.${b64url(text(JSON.stringify(claims)))}`
    // WebCrypto's ECDSA signature is already JWS's r || s.
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.privateKey,
      text(signingInput),
    )
    const response = await fetch(url, {
      headers: {
        authorization: `DPoP ${token}`,
        dpop: `${signingInput}.${b64url(signature)}`,
        'x-keyway-device-id': localStorage.getItem('keyway.frame.deviceId') ?? '',
        'x-keyway-project-id': new URLSearchParams(location.search).get('projectId') ?? '',
        'x-keyway-parent-origin': parent,
      },
      signal: AbortSignal.timeout(10_000),
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }, parentOrigin)
  expect(answer.status, 'GET /v1/user with the frame session').toBe(200)
  return (answer.body as { user: FrameHostUser }).user
}

export type Device = {
  context: BrowserContext
  page: Page
  demo: DemoPage
  modal: ModalPage
  guard: NetworkGuard
  close(): Promise<void>
}

/**
 * A browser of its own, as a second phone or laptop is: a regular Chromium profile in a new
 * folder. Playwright's own contexts are like incognito windows, where Chromium refuses
 * storage to third-party frames, so the frame's device id and session (kept on
 * frame-host's origin only) would not outlive the page there.
 */
export async function launchDevice(e2e: E2eEnv): Promise<Device> {
  const profile = await mkdtemp(join(tmpdir(), 'keyway-e2e-device-'))
  await mkdir(join(profile, 'Default'))
  await writeFile(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  )
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  })
  try {
    const guard = await installNetworkGuard(context)
    const page = context.pages()[0] ?? (await context.newPage())
    return {
      context,
      page,
      demo: new DemoPage(page, e2e.demoUrl),
      modal: new ModalPage(page),
      guard,
      async close() {
        await context.close()
        await rm(profile, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await context.close()
    await rm(profile, { recursive: true, force: true })
    throw error
  }
}

/**
 * The whole login as a visitor does it, up to the code: Connect, the email, the device step
 * when frame-host asks for it (the mailed link opened with the page's request context, as a
 * click in the mail would), then the code from the mailbox.
 */
export async function emailLoginUntilCode(
  { demo, modal, e2e }: { demo: DemoPage; modal: ModalPage; e2e: E2eEnv },
  email: string,
): Promise<void> {
  await startEmailLogin(demo, modal, email)
  await expect(otpView(modal).view.or(deviceView(modal))).toBeVisible({ timeout: 20_000 })
  if (await deviceView(modal).isVisible()) await openDeviceLink(demo.page.request, e2e, email)
  await enterMailedCode(demo.page, modal, e2e, email)
}

/** The email login up to the connected account; returns the EVM address the demo shows. */
export async function loginWithEmail(
  context: { demo: DemoPage; modal: ModalPage; e2e: E2eEnv },
  email: string,
): Promise<`0x${string}`> {
  await emailLoginUntilCode(context, email)
  const { demo } = context
  await expect(demo.accountStatus).toHaveText('connected', { timeout: 30_000 })
  const address = (await demo.accountAddress.textContent())?.trim() ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address as `0x${string}`
}
