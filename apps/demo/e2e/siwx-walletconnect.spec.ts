/**
 * Sign-in through WalletConnect (docs/validation.md#configuration): with sign-in required and only EVM networks
 * (`?siwx&networks=evm`), a WalletConnect wallet signs in while connecting (one-click auth,
 * wc_sessionAuthenticate) and the sign-message view never shows; with Solana configured
 * too, the plain proposal is used and the account signs afterwards on sign-message.
 */
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect, test } from './fixtures.js'
import type { ModalPage } from './pages/modal-page.js'
import { sentForVerification, serverSession } from './siwx-server.js'
import { createWcWallet, type WcWallet } from './wc-wallet.js'

const PROJECT_ID = 'keyway-demo'

/** Counts every sign-message view the page ever shows, from the first script on. */
async function countSignMessageViews(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __kwSignMessageViews: number }
    counter.__kwSignMessageViews = 0
    const define = customElements.define.bind(customElements)
    customElements.define = (name, elementClass, options) => {
      if (name === 'kw-sign-message-view') {
        const connected = elementClass.prototype.connectedCallback as (() => void) | undefined
        elementClass.prototype.connectedCallback = function (this: HTMLElement) {
          counter.__kwSignMessageViews += 1
          connected?.call(this)
        }
      }
      define(name, elementClass, options)
    }
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { __kwSignMessageViews: number }).__kwSignMessageViews,
    )
}

/** The pairing URI the WalletConnect view shows (its QR code mirrors it). */
async function shownUri(modal: ModalPage, previous?: string): Promise<string> {
  const qr = modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
  await expect(qr).toBeVisible()
  if (previous) await expect(qr).not.toHaveAttribute('data-uri', previous)
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}

const signButton = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true })

test.describe('sign-in through WalletConnect (?siwx, required)', () => {
  let wallet: WcWallet | undefined

  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })

  test('with only EVM networks, the wallet signs in while connecting: one-click auth, no sign-message', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    const views = await countSignMessageViews(page)
    wallet = await createWcWallet({
      relayUrl: e2e.devnet.urls.relay,
      projectId: PROJECT_ID,
      privateKey: e2e.devnet.accounts.evm[4]!.privateKey,
      chainIds: [31337, 31338],
    })
    await demo.goto('?siwx&networks=evm')
    const verify = sentForVerification<{
      message: string
      signature: `0x${string}`
      cacao?: { p: { iss: string; nonce: string } }
    }>(page)
    await demo.connectButton.click()
    await modal.chooseWallet('WalletConnect')
    const uri = await shownUri(modal)
    expect(await wallet.pair(uri)).toEqual(expect.any(String))

    await demo.expectConnected(wallet.address)
    await modal.expectClosed()
    // What the page sent to be verified is what the wallet signed, with its CACAO.
    const sent = await verify
    const [signed] = wallet.signedAuths
    expect(sent.cacao).toEqual(signed)
    expect(sent.cacao?.p.iss).toBe(`did:pkh:eip155:31337:${wallet.address}`)
    expect(sent.message).toMatch(
      /^127\.0\.0\.1:\d+ wants you to sign in with your Ethereum account:\n/,
    )
    expect(sent.message).toContain(`\n${wallet.address}\n`)
    expect(sent.message).toContain(`\nNonce: ${sent.cacao?.p.nonce}\n`)
    expect(
      await verifyMessage({
        address: wallet.address,
        message: sent.message,
        signature: sent.signature,
      }),
    ).toBe(true)

    const session = await serverSession(page)
    expect(session.status).toBe(200)
    expect(session.body.address).toBe(wallet.address)
    expect(session.body.cacao?.p?.iss).toBe(`did:pkh:eip155:31337:${wallet.address}`)

    // One wc_sessionAuthenticate and no proposal, no separate personal_sign.
    expect(wallet.sessionRequests).toEqual(['wc_sessionAuthenticate'])
    expect(wallet.requests.map((r) => r.method)).not.toContain('personal_sign')
    // The sign-message view never showed, also a while after the connection settled.
    await page.waitForTimeout(1000)
    await modal.expectClosed()
    expect(await views()).toBe(0)

    // After a reload the one-click session is restored and the user is still signed in.
    await page.reload()
    await demo.expectConnected(wallet.address)
    await page.waitForTimeout(500)
    await modal.expectClosed()
    expect(await views()).toBe(0)
    expect((await serverSession(page)).status).toBe(200)
  })

  test("a declined one-click auth shows 'Signature declined', and Try again signs in", async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    const views = await countSignMessageViews(page)
    wallet = await createWcWallet({
      relayUrl: e2e.devnet.urls.relay,
      projectId: PROJECT_ID,
      privateKey: e2e.devnet.accounts.evm[4]!.privateKey,
      chainIds: [31337, 31338],
      auth: 'reject',
    })
    await demo.goto('?siwx&networks=evm')
    await demo.connectButton.click()
    await modal.chooseWallet('WalletConnect')
    const first = await shownUri(modal)
    expect(await wallet.pair(first)).toBeUndefined()

    await expect(modal.banner).toContainText('Signature declined')
    await expect(modal.dialog).toContainText('Connection declined')
    // Nothing is left connecting or connected, and the server holds no session.
    await demo.expectDisconnected()
    expect((await serverSession(page)).status).toBe(401)

    wallet.setAuthAnswer('approve')
    await modal.button('Try again').click()
    const second = await shownUri(modal, first)
    expect(await wallet.pair(second)).toEqual(expect.any(String))
    await demo.expectConnected(wallet.address)
    await modal.expectClosed()
    await expect.poll(async () => (await serverSession(page)).body.address).toBe(wallet.address)
    expect(wallet.sessionRequests).toEqual(['wc_sessionAuthenticate', 'wc_sessionAuthenticate'])
    expect(await views()).toBe(0)
  })

  test('with EVM and Solana configured, the plain proposal is used and sign-message follows', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    const views = await countSignMessageViews(page)
    const solana = e2e.devnet.accounts.solana[0]!
    wallet = await createWcWallet({
      relayUrl: e2e.devnet.urls.relay,
      projectId: PROJECT_ID,
      privateKey: e2e.devnet.accounts.evm[4]!.privateKey,
      chainIds: [31337, 31338],
      solana: { caipNetworkId: e2e.devnet.solanaCaipNetworkId, address: solana.publicKey },
    })
    await demo.goto('?siwx')
    await demo.connectButton.click()
    await modal.chooseWallet('WalletConnect')
    await wallet.pair(await shownUri(modal))
    await demo.expectConnected(wallet.address)
    expect(wallet.sessionRequests).toEqual(['wc_sessionPropose'])
    expect(wallet.sessionNamespaces()).toEqual(['eip155', 'solana'])

    // The account signs separately, on the sign-message view.
    await modal.expectOpen('Sign In')
    // The header shows the view's title while the view's own chunk may still be loading.
    await expect.poll(views).toBeGreaterThan(0)
    const verify = sentForVerification<{ cacao?: unknown }>(page)
    await signButton(page).click()
    const sent = await verify
    await modal.expectClosed()
    expect(sent.cacao).toBeUndefined()
    expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')
    const session = await serverSession(page)
    expect(session.status).toBe(200)
    expect(session.body.address).toBe(wallet.address)
  })
})
