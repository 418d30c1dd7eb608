/**
 * Sign-in with X against the demo's server route (docs/sign-in.md#when-sign-in-starts sign-in flow): `?siwx` turns on
 * required sign-in; the demo's server verifies the signed message with @keyway/siwx and
 * keeps the session in an HttpOnly cookie.
 */
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect, SOLANA_TEST_WALLET, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'
import { postVerify, sentForVerification, serverSession } from './siwx-server.js'

const signButton = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true })
const cancelButton = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Cancel' })

test.describe('sign-in with the wallet (?siwx, required)', () => {
  test('an injected wallet connects, signs the message, and the server holds the session', async ({
    demo,
    modal,
    wallets,
    page,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto('?siwx')
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)

    // The sign-message view follows the connect, and cannot be closed while required.
    await modal.expectOpen('Sign In')
    await expect(page.getByRole('dialog')).toContainText('wants you to sign in')
    await page.keyboard.press('Escape')
    await modal.expectOpen('Sign In')
    expect((await serverSession(page)).status).toBe(401)

    const verify = sentForVerification<{ message: string; signature: `0x${string}` }>(page)
    await signButton(page).click()
    const sent = await verify
    await modal.expectClosed()
    expect(sent.message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+ wants you to sign in with your Ethereum account:\n/,
    )
    expect(sent.message).toContain(`\n${wallet!.address}\n`)
    expect(wallet!.requests.map((r) => r.method)).toContain('personal_sign')
    expect(
      await verifyMessage({
        address: wallet!.address,
        message: sent.message,
        signature: sent.signature,
      }),
    ).toBe(true)

    const session = await serverSession(page)
    expect(session.status).toBe(200)
    expect(session.body.address).toBe(wallet!.address)

    // The server refuses the same signed message again: its nonce was used.
    const replay = await postVerify(page, sent)
    expect(replay).toEqual({
      status: 401,
      body: { error: { code: 'nonce', message: 'Sign-in could not be verified' } },
    })

    // After a reload the user is still signed in: the connection is restored and no
    // sign-message view opens.
    await page.reload()
    await demo.expectConnected(wallet!.address)
    await page.waitForTimeout(500)
    await modal.expectClosed()
    expect((await serverSession(page)).status).toBe(200)

    // Signing out (disconnecting) ends the session on the server too.
    await demo.disconnectButton.click()
    await demo.expectDisconnected()
    await expect.poll(async () => (await serverSession(page)).status).toBe(401)
  })

  test('Cancel disconnects while sign-in is required', async ({ demo, modal, wallets, page }) => {
    const [wallet] = await wallets.install()
    await demo.goto('?siwx')
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await modal.expectOpen('Sign In')
    await cancelButton(page).click()
    await modal.expectClosed()
    await demo.expectDisconnected()
    expect((await serverSession(page)).status).toBe(401)
  })

  test('a Solana wallet signs in the same way', async ({ demo, modal, solanaWallets, page }) => {
    const [wallet] = await solanaWallets.install()
    await demo.goto('?siwx')
    // docs/sign-in.md#when-sign-in-starts: a network of the unconnected namespace → SwitchActiveChain → Connect.
    await demo.openNetworks()
    await modal.network('Solana Devnet').click()
    await modal.button('Continue').click()
    await expect(modal.wallet(SOLANA_TEST_WALLET.name)).toBeVisible()
    await modal.chooseWallet(SOLANA_TEST_WALLET.name)
    await demo.expectSolanaConnected(wallet!.address)
    await modal.expectOpen('Sign In')
    const verify = sentForVerification<{ message: string }>(page)
    await signButton(page).click()
    const sent = await verify
    await modal.expectClosed()
    expect(sent.message).toContain('wants you to sign in with your Solana account:')
    const session = await serverSession(page)
    expect(session.status).toBe(200)
    expect(session.body.address).toBe(wallet!.address)
  })
})
