/**
 * Social and Farcaster login of the embedded wallet end to end (docs/overview.md#ways-to-connect providers, docs/views.md#connectingfarcaster
 * ConnectingFarcaster, docs/state.md#account-state connected wallet info `social`): the demo on 127.0.0.1, frame-host
 * on `localhost` and devnet's OAuth and Farcaster stand-ins, all real. A social button opens
 * the sign-in window in the click; the window goes to the stand-in's consent page, then to
 * frame-host's callback, which hands the session to the wallet frame and closes itself; the
 * wallet connects. A window closed early says so and Try again starts over. Farcaster's QR
 * code carries the relay's url, which the test approves as the phone would.
 */
import type { Page } from '@playwright/test'
import type { E2eEnv } from './e2e-env.js'
import { launchDevice } from './embedded-login.js'
import { expect, test } from './fixtures.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

/** Opens Connect from the header; the social sign-ins are in the modal's shadow DOM. */
async function openConnect(demo: DemoPage, modal: ModalPage) {
  await demo.goto()
  await demo.connectButton.click()
  await modal.expectOpen()
  const socials = modal.dialog.locator('kw-social-login-view')
  await expect(socials.getByRole('button').first()).toBeVisible({ timeout: 20_000 })
  return socials
}

/** The button named "Continue with <provider>", showing the hidden ones behind More first. */
async function socialButton(modal: ModalPage, name: string) {
  const socials = modal.dialog.locator('kw-social-login-view')
  const button = socials.getByRole('button', { name: `Continue with ${name}` })
  if (!(await button.isVisible())) {
    await socials.getByRole('button', { name: 'More sign-in options' }).click()
  }
  await expect(button).toBeVisible()
  return button
}

/** Clicks a social button and answers the sign-in window it opened. */
async function clickSocial(page: Page, modal: ModalPage, name: string): Promise<Page> {
  const button = await socialButton(modal, name)
  const [popup] = await Promise.all([page.context().waitForEvent('page'), button.click()])
  return popup
}

/** frame-host's callback page closes the window itself once it handed the result over. */
async function expectClosed(popup: Page) {
  await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true)
}

/** The EVM address the demo shows once connected. */
async function connectedAddress(demo: DemoPage): Promise<string> {
  await expect(demo.accountStatus).toHaveText('connected', { timeout: 30_000 })
  const address = (await demo.accountAddress.textContent())?.trim() ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

/** Approves a Farcaster channel as the phone does: the stand-in's approve link for a fid. */
async function approveFarcaster(page: Page, e2e: E2eEnv, url: string, fid: number) {
  // The url names devnet's stand-in as browsers see it; the test process reaches it there too.
  const approve = new URL(`${url.replace(/\/$/, '')}/approve`)
  approve.searchParams.set('fid', String(fid))
  expect(approve.origin).toBe(new URL(e2e.devnet.urls.oauth).origin)
  const answer = await page.request.get(approve.href, { timeout: 10_000 })
  expect(answer.status()).toBe(200)
}

test.describe('embedded wallet social login', () => {
  test('GitHub through the OAuth stand-in: connected on EVM, the provider shown in Account, Disconnect works', async ({
    demo,
    modal,
  }) => {
    test.setTimeout(90_000)
    const page = demo.page
    await openConnect(demo, modal)
    const popup = await clickSocial(page, modal, 'GitHub')
    await modal.expectOpen('Sign In')
    await expect(modal.dialog.locator('kw-connecting-social-view')).toContainText(
      'Continue in GitHub',
    )
    // The window was sent to the stand-in's consent page; the person picks who they are.
    await expect(popup).toHaveURL(/\/github\/authorize\?/, { timeout: 20_000 })
    await popup.getByRole('link', { name: /Alice Devnet/ }).click()
    // frame-host's callback hands the session to the wallet frame and closes the window.
    await expectClosed(popup)
    const address = await connectedAddress(demo)
    await modal.expectClosed()

    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    const social = modal.dialog.locator('kw-account-embedded .social')
    await expect(social).toContainText('Signed in with GitHub')
    await expect(social).toContainText('alice')
    // docs/limits.md#display: the address truncated to 4 characters at the start and 6 at the end.
    const truncated = `${address.slice(0, 4)}...${address.slice(-6)}`
    await expect(modal.dialog).toContainText(new RegExp(truncated.replace(/\./g, '\\.'), 'i'))
    await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await demo.expectDisconnected()
  })

  test('after a reload the social login is still connected, and Account still names GitHub', async ({
    e2e,
  }) => {
    test.setTimeout(120_000)
    // A regular profile: the frame keeps its session on frame-host's origin (a third-party
    // frame's storage, refused in Playwright's incognito-like contexts).
    const device = await launchDevice(e2e)
    try {
      const { demo, modal, page } = device
      await openConnect(demo, modal)
      const popup = await clickSocial(page, modal, 'GitHub')
      await expect(popup).toHaveURL(/\/github\/authorize\?/, { timeout: 20_000 })
      await popup.getByRole('link', { name: /Alice Devnet/ }).click()
      await expectClosed(popup)
      const address = await connectedAddress(demo)
      await modal.expectClosed()

      await page.reload()
      expect(await connectedAddress(demo)).toBe(address)
      await demo.header.locator('kw-account-button').getByRole('button').click()
      await modal.expectOpen('Account')
      const social = modal.dialog.locator('kw-account-embedded .social')
      await expect(social).toContainText('Signed in with GitHub', { timeout: 20_000 })
      await expect(social).toContainText('alice')
    } finally {
      await device.close()
    }
  })

  test('a sign-in window closed early says so, and Try again signs in', async ({ demo, modal }) => {
    test.setTimeout(90_000)
    const page = demo.page
    await openConnect(demo, modal)
    const first = await clickSocial(page, modal, 'Google')
    await expect(first).toHaveURL(/\/google\/authorize\?/, { timeout: 20_000 })
    await first.close()
    const view = modal.dialog.locator('kw-connecting-social-view')
    await expect(view.getByRole('alert')).toHaveText('The sign-in window was closed. Try again.', {
      timeout: 10_000,
    })
    const [second] = await Promise.all([
      page.context().waitForEvent('page'),
      view.getByRole('button', { name: 'Try again' }).click(),
    ])
    await expect(second).toHaveURL(/\/google\/authorize\?/, { timeout: 20_000 })
    await second.getByRole('link', { name: /Bob Devnet/ }).click()
    await expectClosed(second)
    await connectedAddress(demo)
    await modal.expectClosed()
  })

  test('Farcaster: the QR code carries the relay url; approved as the phone, connected', async ({
    demo,
    modal,
    e2e,
  }) => {
    test.setTimeout(90_000)
    const page = demo.page
    await openConnect(demo, modal)
    await (await socialButton(modal, 'Farcaster')).click()
    await modal.expectOpen('Sign In with Farcaster')
    const view = modal.dialog.locator('kw-connecting-farcaster-view')
    const qr = view.locator('kw-qr-code')
    await expect(qr).toHaveAttribute('data-uri', /\/farcaster\/connect\/[0-9a-f]+$/, {
      timeout: 20_000,
    })
    const url = (await qr.getAttribute('data-uri')) ?? ''
    await expect(view.getByRole('link', { name: 'Open Farcaster' })).toHaveAttribute('href', url)
    await approveFarcaster(page, e2e, url, 1001)
    await connectedAddress(demo)
    await modal.expectClosed()
    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    await expect(modal.dialog.locator('kw-account-embedded .social')).toContainText(
      'Signed in with Farcaster',
    )
  })
})
