/**
 * The embedded wallet's account settings end to end (docs/embedded-wallet.md#updating-the-email): the demo on
 * 127.0.0.1 and frame-host on `localhost`, with devnet's mailbox. A unique address logs in,
 * then Account → Update email → a new address → Approve on the wallet frame's card ("Change
 * your email from A to B?") → the code mailed to the current address (a
 * wrong one first: frame-host's message, and the view stays) → the code mailed to the new
 * address → Account shows the new email. After a disconnect, the new email logs into the same
 * wallet. On devnet's chain with the ERC-4337 stack, the user is on their smart account and
 * the Account view offers the account-type switch, to the EOA and back.
 */
import type { APIRequestContext } from '@playwright/test'
import type { E2eEnv } from './e2e-env.js'
import { confirmDeviceLink, walletFrame } from './embedded-login.js'
import { expect, test } from './fixtures.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

type Mail = {
  id: string
  to: string
  subject: string
  text: string
  otp: string | null
  /** When devnet's mailbox received it (ms since the epoch). */
  receivedAt: number
}

/** frame-host refuses a second start for one address within 30 s (its resend interval). */
const FRAME_HOST_RESEND_INTERVAL_MS = 30_000

const LOGIN_MAIL = /^Your sign-in code/
const DEVICE_MAIL = /^Approve a new device/
const PRIMARY_MAIL = /^Confirm your email change/
const SECONDARY_MAIL = /^Confirm your new email/

/** A fresh address per run: frame-host's limits and accounts are per email. */
function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@devnet.test`
}

async function mailsTo(request: APIRequestContext, e2e: E2eEnv, to: string): Promise<Mail[]> {
  const url = new URL('/messages', e2e.devnet.urls.mailbox)
  url.searchParams.set('to', to)
  const response = await request.get(url.href, { timeout: 5_000 })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** The first mail to `to` whose subject matches, once it has arrived. */
async function waitForMail(
  request: APIRequestContext,
  e2e: E2eEnv,
  to: string,
  subject: RegExp,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, e2e, to)).find((m) => subject.test(m.subject))
        return found !== undefined
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 20_000 },
    )
    .toBe(true)
  return found as Mail
}

/**
 * Email login as a visitor does it: Connect, the email, the device link when frame-host asks
 * for one (opened with the page's request context, as a click in the mail would), the code.
 * Returns the connected address and when the sign-in code arrived.
 */
async function loginWithEmail(
  { demo, modal, e2e }: { demo: DemoPage; modal: ModalPage; e2e: E2eEnv },
  email: string,
): Promise<{ address: string; codeMailedAt: number }> {
  const page = demo.page
  await demo.connectButton.click()
  await modal.expectOpen()
  const form = modal.dialog.locator('kw-email-login-view')
  await form.locator('kw-input[name="email"] input').fill(email)
  await form.getByRole('button', { name: 'Continue' }).click()
  const otp = modal.dialog.locator('kw-email-verify-otp-view')
  const device = modal.dialog.locator('kw-email-verify-device-view')
  await expect(otp.or(device)).toBeVisible({ timeout: 20_000 })
  if (await device.isVisible()) {
    const mail = await waitForMail(page.request, e2e, email, DEVICE_MAIL)
    const link = /https?:\/\/\S+\/v1\/device\/approve\?token=\S+/.exec(mail.text)?.[0]
    expect(link, mail.text).toBeDefined()
    await confirmDeviceLink(page.request, e2e, link as string)
  }
  await expect(otp).toBeVisible({ timeout: 20_000 })
  // Each address here logs in once: its first sign-in code is the one.
  const mail = await waitForMail(page.request, e2e, email, LOGIN_MAIL)
  expect(mail.otp).toMatch(/^\d{6}$/)
  await otp.getByLabel('6-digit code').fill(mail.otp as string)
  await expect(demo.accountStatus).toHaveText('connected', { timeout: 30_000 })
  const address = (await demo.accountAddress.textContent())?.trim() ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { address, codeMailedAt: mail.receivedAt }
}

/** A six-digit code other than `code`. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

test.describe('embedded wallet account settings', () => {
  test('updates the email with a code from each mailbox; the new email logs back into the same wallet', async ({
    demo,
    modal,
    e2e,
  }) => {
    // Two logins, two mail round trips and frame-host's 30 s between starts for one address.
    test.setTimeout(150_000)
    const page = demo.page
    await demo.goto()
    const oldEmail = uniqueEmail('update-old')
    const newEmail = uniqueEmail('update-new')
    const { address, codeMailedAt } = await loginWithEmail({ demo, modal, e2e }, oldEmail)
    await modal.expectClosed()

    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    const updateRow = modal.dialog.locator('kw-account-embedded kw-list-item.update-email')
    await expect(updateRow).toHaveAttribute('description', oldEmail)
    // devnet's first chain has the ERC-4337 stack: the user is on their smart account, the
    // switch to the EOA is offered, and switching there and back reconnects the wallet each
    // time, each address the same as before.
    const switchRow = modal.dialog.locator('kw-account-embedded kw-list-item.account-type')
    await expect(switchRow).toHaveAttribute('label', 'Switch to EOA')
    await switchRow.getByRole('button').click()
    await expect(switchRow).toHaveAttribute('label', 'Switch to smart account', { timeout: 20_000 })
    await expect(modal.dialog.locator('kw-account-embedded .error')).toHaveCount(0)
    await expect(demo.accountStatus).toHaveText('connected')
    // The reconnect names the key's own address: another than the smart account's.
    await expect(demo.accountAddress).not.toHaveText(address)
    await switchRow.getByRole('button').click()
    await expect(switchRow).toHaveAttribute('label', 'Switch to EOA', { timeout: 20_000 })
    await expect(demo.accountAddress).toHaveText(address)

    // The update's first code goes to the address that just logged in: frame-host allows a
    // new start for it 30 s after the login's, which came before its code was mailed.
    const wait = codeMailedAt + FRAME_HOST_RESEND_INTERVAL_MS + 1_000 - Date.now()
    if (wait > 0) await page.waitForTimeout(wait)

    await updateRow.getByRole('button', { name: /Update email/ }).click()
    await modal.expectOpen('Edit Email')
    const form = modal.dialog.locator('kw-update-email-wallet-view')
    await expect(form).toContainText(oldEmail)
    const newEmailField = form.getByLabel('New email')
    await expect(newEmailField).toBeFocused()
    await newEmailField.fill(newEmail)
    await newEmailField.press('Enter')

    // The change is confirmed in the wallet's frame (the dapp is not trusted to ask for it):
    // the frame shows over the modal, its card naming both addresses.
    await expect(page.locator(`iframe[src^="${e2e.frameHost.url}/frame"]`)).toBeVisible()
    const card = walletFrame(page, e2e).getByRole('dialog')
    await expect(card).toContainText(`Change your email from ${oldEmail} to ${newEmail}?`)
    const approve = card.getByRole('button', { name: 'Approve', exact: true })
    // Approve counts once the card has been visible for the input delay.
    await expect(approve).toBeEnabled({ timeout: 10_000 })
    await approve.click()

    await modal.expectOpen('Confirm Current Email')
    const primary = modal.dialog.locator('kw-update-email-primary-otp-view')
    await expect(primary).toContainText(`Enter the code sent to ${oldEmail}`)
    const primaryMail = await waitForMail(page.request, e2e, oldEmail, PRIMARY_MAIL)
    expect(primaryMail.otp).toMatch(/^\d{6}$/)
    const primaryCode = primary.getByLabel('6-digit code')

    // A wrong code: frame-host's message, and the view stays.
    await primaryCode.fill(wrongCode(primaryMail.otp as string))
    await expect(primary.locator('#code-error')).toHaveText(
      /Wrong code\. \d+ attempts? left before the account is locked/,
    )
    await expect(modal.title).toHaveText('Confirm Current Email')

    await primaryCode.fill(primaryMail.otp as string)
    await modal.expectOpen('Confirm New Email')
    const secondary = modal.dialog.locator('kw-update-email-secondary-otp-view')
    await expect(secondary).toContainText(`Enter the code sent to ${newEmail}`)
    const secondaryMail = await waitForMail(page.request, e2e, newEmail, SECONDARY_MAIL)
    expect(secondaryMail.otp).toMatch(/^\d{6}$/)
    await secondary.getByLabel('6-digit code').fill(secondaryMail.otp as string)

    await modal.expectOpen('Account')
    await expect(modal.banner).toContainText('Email updated')
    await expect(updateRow).toHaveAttribute('description', newEmail)

    await modal.dialog.locator('kw-list-item.disconnect').getByRole('button').click()
    await expect(demo.accountStatus).toHaveText('disconnected', { timeout: 20_000 })
    await modal.expectClosed()

    // The new email is the same wallet's.
    const again = await loginWithEmail({ demo, modal, e2e }, newEmail)
    expect(again.address.toLowerCase()).toBe(address.toLowerCase())
  })
})
