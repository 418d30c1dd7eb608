/**
 * The embedded email wallet end to end (docs/embedded-wallet.md#email-login and Embedded wallet frame, docs/views.md#approvetransaction
 * ApproveTransaction, docs/embedded-wallet.md#frame-events frame calls, docs/errors.md#email-and-social-login-the-embedded-wallet errors): the demo on 127.0.0.1, frame-host on
 * `localhost` (another site) and devnet beside them, all real. A unique address logs in with
 * the code read from devnet's mailbox, signs (the signature verified with viem against the
 * embedded address), sends ETH after approving in the visible frame (mined on anvil), stays
 * connected over a reload and signs out. Five wrong codes lock the account with frame-host's
 * message; a page off the project's allowed origins cannot frame frame-host; handshake
 * messages forged by a sibling frame change nothing.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { E2eEnv } from './e2e-env.js'
import {
  approveInFrame,
  CODE_MAIL,
  launchDevice,
  loginWithEmail,
  mailsTo,
  otpView,
  startEmailLogin,
  uniqueEmail,
  waitForMail,
  walletFrame,
} from './embedded-login.js'
import { expect, test } from './fixtures.js'

/** A loopback origin none of the suite's servers use, answered by the test itself. */
const OTHER_ORIGIN = 'http://127.0.0.1:59999'

function evmClient(e2e: E2eEnv) {
  return createPublicClient({ transport: http(e2e.devnet.urls.evmRpc, { timeout: 10_000 }) })
}

/** Gives `address` ETH on devnet's first anvil chain without touching another account. */
async function fund(e2e: E2eEnv, address: Address, ether: string): Promise<void> {
  const anvil = createTestClient({
    mode: 'anvil',
    transport: http(e2e.devnet.urls.evmRpc, { timeout: 10_000 }),
  })
  await anvil.setBalance({ address, value: parseEther(ether) })
}

test.describe('embedded email wallet', () => {
  test('logs in with the mailed code: connected on the EVM chain, its balance shown', async ({
    demo,
    modal,
    e2e,
  }) => {
    await demo.goto()
    const email = uniqueEmail('login')
    const address = await loginWithEmail({ demo, modal, e2e }, email)
    await modal.expectClosed()
    await expect(demo.chainId).toHaveText('31337')
    // A new wallet holds nothing yet; once funded on anvil the panel shows the new balance.
    await expect(demo.balance).toHaveText('0 ETH')
    await fund(e2e, address, '2')
    await demo.page.getByRole('region', { name: 'Balance' }).getByRole('button').click()
    await expect(demo.balance).toHaveText('2 ETH')
    // The frame answers the same address as frame-host's own record of the user.
    const mails = await mailsTo(demo.page.request, e2e, email)
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(CODE_MAIL)])
  })

  test("signs a message with the demo's Sign button: the signature verifies for the embedded address", async ({
    demo,
    modal,
    e2e,
  }) => {
    await demo.goto()
    const address = await loginWithEmail({ demo, modal, e2e }, uniqueEmail('sign'))
    const message = `Keyway embedded ${Date.now()}`
    await demo.signMessage(message)
    await approveInFrame(demo.page, modal, e2e, 'personal_sign')
    await expect(demo.signature).toHaveText(/^0x[0-9a-f]{130,}$/)
    const signature = (await demo.signature.textContent()) as Hex
    // The smart account's signature: ERC-6492 until its first user operation deploys it,
    // which a public client's verifyMessage checks (an EOA's signature it checks too).
    expect(await evmClient(e2e).verifyMessage({ address, message, signature })).toBe(true)
    expect(await evmClient(e2e).verifyMessage({ address, message: `${message}!`, signature })).toBe(
      false,
    )
  })

  test("the approval card follows the modal's theme, names the verified origin first and the demo's name as its claim", async ({
    demo,
    modal,
    e2e,
  }) => {
    await demo.goto()
    await loginWithEmail({ demo, modal, e2e }, uniqueEmail('theme'))
    const frame = walletFrame(demo.page, e2e)
    const mode = await demo.page.evaluate(() => document.documentElement.dataset.theme)
    const next = mode === 'dark' ? 'light' : 'dark'
    // The demo's toggle sets the modal's theme; the frame is told at once.
    await demo.page.getByRole('button', { name: `Switch to ${next} mode` }).click()
    await expect(frame.locator('html')).toHaveAttribute('data-theme', next)
    await demo.signMessage(`Keyway theme ${Date.now()}`)
    const card = frame.getByRole('dialog')
    const origin = new URL(demo.page.url()).origin
    await expect(card).toContainText(`${origin} asks you to approve this request.`)
    await expect(card).toContainText(
      'The app calls itself “Keyway demo” (its own claim, not verified).',
    )
    await approveInFrame(demo.page, modal, e2e, 'personal_sign')
    await expect(demo.signature).toHaveText(/^0x[0-9a-f]{130,}$/)
  })

  test('sends 0.5 ETH: ApproveTransaction opens, Approve in the visible frame, mined on anvil', async ({
    demo,
    modal,
    e2e,
  }) => {
    await demo.goto()
    const sender = await loginWithEmail({ demo, modal, e2e }, uniqueEmail('send'))
    await fund(e2e, sender, '2')
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    await modal.dialog.locator('kw-button.feature-send').click()
    await modal.expectOpen('Send')
    const view = modal.dialog.locator('kw-wallet-send-view')
    const tokenButton = view.locator('.token-button')
    if (!/\bETH\b/.test((await tokenButton.textContent()) ?? '')) {
      await tokenButton.click()
      await modal.expectOpen('Select Token')
      await modal.dialog
        .locator('button.token', { has: demo.page.locator('kw-token-item[symbol="ETH"]') })
        .click()
      await modal.expectOpen('Send')
    }
    await expect(tokenButton).toContainText('ETH')
    await view.locator('kw-input[name="amount"] input').fill('0.5')
    await view.locator('kw-input[name="receiver"] input').fill(receiver)
    await view.getByRole('button', { name: 'Send', exact: true }).click()

    await approveInFrame(demo.page, modal, e2e, 'eth_sendTransaction')
    // The frame hides again once the request settled, and the modal is back on Account.
    await modal.expectOpen('Account')
    await expect(demo.page.locator(`iframe[src^="${e2e.frameHost.url}/frame"]`)).toBeHidden()
    const client = evmClient(e2e)
    await expect.poll(() => client.getBalance({ address: receiver })).toBe(parseEther('0.5'))
    const left = await client.getBalance({ address: sender })
    // 2 ETH less the 0.5 sent: the address is the user's smart account, whose user
    // operation the paymaster sponsored, so no fee came out of it.
    expect(left).toBe(parseEther('1.5'))
  })

  test('a reload stays connected without a new code; Disconnect signs out for good', async ({
    e2e,
  }) => {
    // A regular browser profile (launchDevice): the frame's session is kept on frame-host's
    // origin, a third-party frame's storage, which Playwright's own contexts refuse.
    const device = await launchDevice(e2e)
    try {
      const { guard, page, demo, modal } = device
      await demo.goto()
      const email = uniqueEmail('reload')
      const address = await loginWithEmail({ demo, modal, e2e }, email)
      await modal.expectClosed()

      await page.reload()
      await demo.expectConnected(address)
      await expect(demo.walletName).toHaveText('Email')
      // Reconnected through the frame's session: no second mail went out.
      expect(await mailsTo(page.request, e2e, email)).toHaveLength(1)

      await demo.disconnectButton.click()
      await demo.expectDisconnected()
      await page.reload()
      await expect(demo.header).toBeVisible()
      await demo.expectDisconnected()
      // The session ended on frame-host's side too: the frame keeps no token any more.
      const frame = page.frames().find((f) => f.url().startsWith(`${e2e.frameHost.url}/frame`))
      if (frame) {
        const keys = await frame.evaluate(() => Object.keys(localStorage))
        expect(keys).not.toContain('keyway.frame.sessionToken')
      }
      expect(guard.violations).toEqual([])
    } finally {
      await device.close()
    }
  })

  test("five wrong codes lock the account: frame-host's message in the OTP view, and the right code no longer works", async ({
    demo,
    modal,
    e2e,
  }) => {
    await demo.goto()
    const email = uniqueEmail('lock')
    await startEmailLogin(demo, modal, email)
    const otp = otpView(modal)
    await expect(otp.view).toBeVisible({ timeout: 20_000 })
    const mail = await waitForMail(demo.page.request, e2e, email, CODE_MAIL)
    const right = mail.otp as string
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    for (let left = 4; left >= 1; left--) {
      await otp.code.fill(wrong)
      await expect(otp.error).toContainText(`Wrong code. ${left} attempt`)
    }
    await otp.code.fill(wrong)
    await expect(otp.error).toContainText('Too many wrong codes: this account is locked.')
    await otp.code.fill(right)
    await expect(otp.error).toContainText('Too many wrong codes: this account is locked.')
    await expect(otp.view).toBeVisible()
    await expect(demo.accountStatus).toHaveText('disconnected')
  })

  test('a page off the allowed origins cannot frame frame-host; the demo origin can', async ({
    page,
    e2e,
  }) => {
    const frameUrl = `${e2e.frameHost.url}/frame?projectId=keyway-demo`
    const demoOrigin = new URL(e2e.demoUrl).origin
    const response = await page.request.get(
      `${e2e.frameHost.listenUrl}/frame?projectId=keyway-demo`,
      { timeout: 10_000 },
    )
    const policy = response.headers()['content-security-policy'] ?? ''
    // The policy has more directives (script-src with a nonce, object-src…): read frame-ancestors'.
    const ancestors = policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'frame-ancestors')
    expect(ancestors).toContain(demoOrigin)
    expect(policy).not.toContain(OTHER_ORIGIN)

    /** The frame page, framed by `page`'s current document; what loaded in the frame. */
    async function frameIn(): Promise<string> {
      await page.evaluate(
        (src) =>
          new Promise<void>((resolve) => {
            const frame = document.createElement('iframe')
            frame.id = 'framing-check'
            frame.onload = () => resolve()
            frame.src = src
            document.body.append(frame)
          }),
        frameUrl,
      )
      const child = page.frames().find((f) => f.url() === frameUrl)
      const error = page.frames().find((f) => f.url().startsWith('chrome-error:'))
      if (error) return error.url()
      return (await child?.evaluate(() => location.href).catch(() => 'blocked')) ?? 'none'
    }
    // The demo's origin is allowed: the frame page loads in it.
    await page.goto(e2e.demoUrl)
    expect(await frameIn()).toBe(frameUrl)
    // A real page on another loopback origin (a server of this test) is refused by the
    // browser under frame-ancestors.
    const other = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><title>other site</title><body></body>')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = other.address() as AddressInfo
      const blocked = page.waitForEvent('requestfailed', (r) => r.url() === frameUrl)
      await page.goto(`http://127.0.0.1:${port}/`)
      expect(await frameIn()).not.toBe(frameUrl)
      expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE')
    } finally {
      other.close()
    }
  })

  test('handshake messages forged by a sibling frame change nothing: the wallet still signs', async ({
    demo,
    modal,
    e2e,
  }) => {
    await demo.goto()
    const address = await loginWithEmail({ demo, modal, e2e }, uniqueEmail('forged'))
    await modal.expectClosed()
    const sibling = `${OTHER_ORIGIN}/sibling.html`
    // Another site's frame on the dapp's page posts the frame protocol's handshake to the
    // dapp: a second 'ready' (which would replace the wallet's channel) and
    // 'unverified-domain' (which would fail the wallet's load).
    await demo.page.route(sibling, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>
          const header = { protocol: 'keyway-embedded-wallet', version: 1 }
          for (const kind of ['ready', 'unverified-domain', 'ready']) {
            parent.postMessage({ ...header, kind }, '*')
          }
          window.sent = true
        </script>`,
      }),
    )
    await demo.page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.id = 'sibling'
      document.body.append(frame)
    }, sibling)
    const siblingFrame = demo.page.frameLocator('#sibling')
    await expect(siblingFrame.locator('script')).toHaveCount(1)
    await expect
      .poll(() =>
        demo.page
          .frames()
          .find((f) => f.url() === sibling)
          ?.evaluate(() => (window as { sent?: boolean }).sent),
      )
      .toBe(true)

    await demo.expectConnected(address)
    await modal.expectClosed()
    // The wallet's own channel still works: a signature goes through the frame as before.
    const message = `still mine ${Date.now()}`
    await demo.signMessage(message)
    await approveInFrame(demo.page, modal, e2e, 'personal_sign')
    await expect(demo.signature).toHaveText(/^0x[0-9a-f]{130,}$/)
    const signature = (await demo.signature.textContent()) as Hex
    expect(await evmClient(e2e).verifyMessage({ address, message, signature })).toBe(true)
  })
})
