/**
 * The embedded email wallet across namespaces and devices (docs/embedded-wallet.md#email-login and
 * Embedded wallet frame, docs/views.md#approvetransaction SwitchNetwork and ApproveTransaction): one login is the same
 * user on Solana as on EVM, and a second browser of the same person is approved from the
 * mailbox before its code, then holds the same wallet. Each "device" is a browser profile
 * of its own whose third-party frames keep storage, as a regular browser's do; the demo on
 * 127.0.0.1, frame-host on `localhost` (another site) and devnet beside them, all real.
 */
import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from './base58.js'
import type { E2eEnv } from './e2e-env.js'
import {
  approveInFrame,
  CODE_MAIL,
  DEVICE_MAIL,
  type Device,
  deviceView,
  emailForm,
  enterMailedCode,
  evmAccountOf,
  frameHostUser,
  launchDevice,
  mailsTo,
  openDeviceLink,
  otpView,
  startEmailLogin,
  uniqueEmail,
} from './embedded-login.js'
import { expect, test } from './fixtures.js'

const LAMPORTS_PER_SOL = 1_000_000_000n
/** SPKI DER prefix of a raw Ed25519 public key (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
/** docs/embedded-wallet.md#the-frame/docs/limits.md#timing: a repeat email login for one address is refused for 30 s (frame-host too). */
const REPEAT_LOGIN_MS = 30_000

/** Ed25519 with Node's own crypto (the demo has no other ed25519 library). */
function verifyEd25519(publicKey: string, message: string, signature: string): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, decodeBase58(publicKey)]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, Buffer.from(message), key, decodeBase58(signature))
}

async function solanaRpc<T>(e2e: E2eEnv, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(e2e.devnet.urls.solanaRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** Lamports of an account, read from devnet directly (not through the page). */
async function lamportsOf(e2e: E2eEnv, address: string): Promise<bigint> {
  return BigInt((await solanaRpc<{ value: number }>(e2e, 'getBalance', [address])).value)
}

/** Logs `device` in on the active namespace by email: the first sign-in of a new user. */
async function firstLogin(device: Device, e2e: E2eEnv, email: string): Promise<void> {
  await startEmailLogin(device.demo, device.modal, email)
  await enterMailedCode(device.page, device.modal, e2e, email)
}

/**
 * The first device's login on EVM: answers its address, frame-host's user and when the
 * login started (the same address may start another only 30 s later).
 */
async function loginFirstDevice(device: Device, e2e: E2eEnv, email: string) {
  await device.demo.goto()
  const startedAt = Date.now()
  await firstLogin(device, e2e, email)
  await expect(device.demo.accountStatus).toHaveText('connected', { timeout: 30_000 })
  const address = (await device.demo.accountAddress.textContent())?.trim() ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { address, user: await frameHostUser(device.page, e2e), startedAt }
}

/** Waits out docs/embedded-wallet.md#email-login's 30 s between two logins of one address (with a margin). */
async function waitOutRepeatLogin(device: Device, startedAt: number): Promise<void> {
  await device.page.waitForTimeout(Math.max(0, startedAt + REPEAT_LOGIN_MS + 3_000 - Date.now()))
}

/** The header's network list → a network; answers once the modal closed. */
async function chooseNetwork(device: Device, name: string): Promise<void> {
  await device.demo.openNetworks()
  await device.modal.expectOpen('Choose Network')
  await device.modal.network(name).click()
}

test.describe('embedded email wallet on Solana and on a second device', () => {
  test('the EVM login is the same user on Solana: its address, an ed25519 signature, a SOL transfer approved in the frame, a reload; Disconnect ends both', async ({
    e2e,
  }) => {
    test.setTimeout(120_000)
    const device = await launchDevice(e2e)
    try {
      const { demo, modal, page } = device
      await demo.goto()
      await expect(demo.activeNamespace).toHaveText('eip155')
      const email = uniqueEmail('solana')
      await firstLogin(device, e2e, email)
      await expect(demo.accountStatus).toHaveText('connected', { timeout: 30_000 })
      const evmAddress = (await demo.accountAddress.textContent())?.trim() ?? ''
      const user = await frameHostUser(page, e2e)
      expect(user.email).toBe(email)
      // On devnet's first chain the account is the user's smart account (the stack is there).
      expect(evmAccountOf(user).toLowerCase()).toBe(evmAddress.toLowerCase())
      expect(user.smartAccount?.address).toBe(evmAccountOf(user))
      expect(user.accounts.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

      // docs/views.md#navigation-rules: an Auth connection switches straight away, also to another namespace, and
      // the embedded wallet connects there with the frame's session: no second code.
      await chooseNetwork(device, 'Solana Devnet')
      await expect(demo.activeNamespace).toHaveText('solana')
      await demo.expectSolanaConnected(user.accounts.solana)
      await modal.expectClosed()
      await expect(demo.header.getByRole('button', { name: /^Account / })).toHaveAccessibleName(
        new RegExp(
          `${user.accounts.solana.slice(0, 4)}\\.\\.\\.${user.accounts.solana.slice(-6)}$`,
        ),
      )

      const message = `Keyway embedded on Solana ${Date.now()}`
      await demo.solana.signInput.fill(message)
      await demo.solana.signButton.click()
      await approveInFrame(page, modal, e2e, 'solana_signMessage')
      await expect(demo.solana.signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
      const signature = (await demo.solana.signature.textContent()) ?? ''
      expect(verifyEd25519(user.accounts.solana, message, signature)).toBe(true)
      expect(verifyEd25519(user.accounts.solana, `${message}!`, signature)).toBe(false)

      // SOL from devnet's faucet, then 0.25 SOL to another devnet account, approved in the
      // frame; the transfer lands on devnet's Solana RPC.
      await solanaRpc(e2e, 'requestAirdrop', [user.accounts.solana, Number(LAMPORTS_PER_SOL)])
      await expect.poll(() => lamportsOf(e2e, user.accounts.solana)).toBe(LAMPORTS_PER_SOL)
      const recipient = e2e.devnet.accounts.solana[2]!.publicKey
      const before = await lamportsOf(e2e, recipient)
      await demo.solana.sendTo.fill(recipient)
      await demo.solana.sendAmount.fill('0.25')
      await demo.solana.sendButton.click()
      await approveInFrame(page, modal, e2e, 'solana_signTransaction')
      await expect(demo.solana.txSignature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
        timeout: 20_000,
      })
      await expect.poll(() => lamportsOf(e2e, recipient)).toBe(before + LAMPORTS_PER_SOL / 4n)
      const left = await lamportsOf(e2e, user.accounts.solana)
      // 1 SOL less the 0.25 sent and the fee.
      expect(left < (LAMPORTS_PER_SOL * 3n) / 4n).toBe(true)
      expect(left > (LAMPORTS_PER_SOL * 3n) / 4n - 1_000_000n).toBe(true)

      // A reload restores both namespaces from the frame's session, Solana still active.
      await page.reload()
      await demo.expectSolanaConnected(user.accounts.solana)
      await expect(demo.activeNamespace).toHaveText('solana')

      // Back on EVM: still the same connection, and only the one code was ever mailed.
      await chooseNetwork(device, 'Devnet')
      await expect(demo.activeNamespace).toHaveText('eip155')
      await demo.expectConnected(evmAddress)
      const subjects = (await mailsTo(page.request, e2e, email)).map((m) => m.subject)
      expect(subjects).toEqual([expect.stringMatching(CODE_MAIL)])

      // docs/connection.md#disconnecting: an Auth disconnect takes every namespace on it.
      await demo.disconnectButton.click()
      await demo.expectDisconnected()
      await expect(demo.solana.status).toHaveText('disconnected')
      expect(device.guard.violations).toEqual([])
    } finally {
      await device.close()
    }
  })

  test('a login started on Solana connects on Solana; switching to EVM connects the same user there', async ({
    e2e,
  }) => {
    test.setTimeout(120_000)
    const device = await launchDevice(e2e)
    try {
      const { demo, modal, page } = device
      await demo.goto()
      // docs/views.md#navigation-rules: another namespace, nothing connected: SwitchActiveChain, then Connect.
      await chooseNetwork(device, 'Solana Devnet')
      await modal.expectOpen('Switch Network')
      await modal.button('Continue').click()
      await expect(demo.activeNamespace).toHaveText('solana')
      await modal.expectOpen()
      const email = uniqueEmail('on-solana')
      const form = emailForm(modal)
      await expect(form.input).toBeVisible()
      await form.input.fill(email)
      await form.submit.click()
      await enterMailedCode(page, modal, e2e, email)

      await expect(demo.solana.status).toHaveText('connected', { timeout: 30_000 })
      const user = await frameHostUser(page, e2e)
      await demo.expectSolanaConnected(user.accounts.solana)
      await expect(demo.activeNamespace).toHaveText('solana')
      await modal.expectClosed()

      await chooseNetwork(device, 'Devnet')
      await expect(demo.activeNamespace).toHaveText('eip155')
      await expect(demo.accountStatus).toHaveText('connected')
      await expect(demo.accountAddress).toHaveText(new RegExp(`^${evmAccountOf(user)}$`, 'i'))
      await expect(demo.walletName).toHaveText('Email')
      expect(await mailsTo(page.request, e2e, email)).toHaveLength(1)
      expect(device.guard.violations).toEqual([])
    } finally {
      await device.close()
    }
  })

  test('a second device is approved from the mailbox, then its code: the same wallet; the first stays connected', async ({
    e2e,
  }) => {
    test.setTimeout(180_000)
    const first = await launchDevice(e2e)
    let second: Device | undefined
    try {
      const email = uniqueEmail('devices')
      const { address, user: firstUser, startedAt } = await loginFirstDevice(first, e2e, email)

      second = await launchDevice(e2e)
      const { demo, modal, page } = second
      await demo.goto()
      await waitOutRepeatLogin(second, startedAt)
      await startEmailLogin(demo, modal, email)
      // A browser the account has not seen: frame-host mails an approval link first.
      await expect(deviceView(modal)).toBeVisible({ timeout: 20_000 })
      await expect(deviceView(modal)).toContainText(email)
      await expect(otpView(modal).view).toHaveCount(0)
      await openDeviceLink(page.request, e2e, email)
      // The link mailed the code; the frame sees the approval and the OTP view follows.
      await enterMailedCode(page, modal, e2e, email, 2)
      await demo.expectConnected(address)
      await expect(demo.walletName).toHaveText('Email')
      const secondUser = await frameHostUser(page, e2e)
      expect(secondUser.id).toBe(firstUser.id)
      expect(secondUser.accounts).toEqual(firstUser.accounts)
      const subjects = (await mailsTo(page.request, e2e, email)).map((m) => m.subject)
      expect(subjects).toEqual([
        expect.stringMatching(CODE_MAIL),
        expect.stringMatching(DEVICE_MAIL),
        expect.stringMatching(CODE_MAIL),
      ])

      // The first device's session was not touched by the second sign-in.
      await first.page.reload()
      await first.demo.expectConnected(address)
      await expect(first.demo.walletName).toHaveText('Email')
      expect((await frameHostUser(first.page, e2e)).id).toBe(firstUser.id)
      expect(first.guard.violations).toEqual([])
      expect(second.guard.violations).toEqual([])
    } finally {
      await second?.close()
      await first.close()
    }
  })

  test('a link opened after the 30 s device wait: Try again on the device view goes on to the code', async ({
    e2e,
  }) => {
    test.setTimeout(180_000)
    const first = await launchDevice(e2e)
    let second: Device | undefined
    try {
      const email = uniqueEmail('late-link')
      const { address, startedAt } = await loginFirstDevice(first, e2e, email)
      second = await launchDevice(e2e)
      const { demo, modal, page } = second
      await demo.goto()
      await waitOutRepeatLogin(second, startedAt)
      await startEmailLogin(demo, modal, email)
      const view = deviceView(modal)
      await expect(view).toBeVisible({ timeout: 20_000 })
      // docs/limits.md#timing: the device step is a frame request of 30 s; the view then says it failed
      // and offers Try again, while the link mailed to the visitor stays valid (15 min).
      await expect(view.getByRole('alert')).toHaveText('The request took too long to respond', {
        timeout: 45_000,
      })
      const retry = view.getByRole('button', { name: 'Try again' })
      await expect(retry).toBeVisible()
      await openDeviceLink(page.request, e2e, email)
      await retry.click()
      await enterMailedCode(page, modal, e2e, email, 2)
      await demo.expectConnected(address)
      expect(second.guard.violations).toEqual([])
    } finally {
      await second?.close()
      await first.close()
    }
  })
})
