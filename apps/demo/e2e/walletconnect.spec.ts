import { verifyMessage } from 'viem'
import { expect, test } from './fixtures.js'
import { createWcWallet, type WcWallet } from './wc-wallet.js'

const PROJECT_ID = 'keyway-demo'

test.describe('WalletConnect over devnet relay', () => {
  let wallet: WcWallet | undefined

  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })

  test('a sign-client wallet pairs from the QR, connects, signs, and its disconnect shows', async ({
    demo,
    modal,
    e2e,
  }) => {
    const account = e2e.devnet.accounts.evm[2]!
    wallet = await createWcWallet({
      relayUrl: e2e.devnet.urls.relay,
      projectId: PROJECT_ID,
      privateKey: account.privateKey,
      chainIds: [31337, 31338],
    })

    await demo.goto()
    await demo.connectButton.click()
    await modal.expectOpen()
    await modal.chooseWallet('WalletConnect')

    // The QR code mirrors the pairing URI on its host element.
    const qr = modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
    await expect(qr).toBeVisible()
    const uri = await qr.getAttribute('data-uri')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // The pairing goes over devnet's relay, not a public one.
    expect(decodeURIComponent(uri!)).not.toMatch(/walletconnect\.(com|org)/)

    await wallet.pair(uri!)
    await demo.expectConnected(wallet.address)

    await demo.signMessage('gm over WalletConnect')
    await expect(demo.signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
    const signature = (await demo.signature.textContent()) as `0x${string}`
    expect(
      await verifyMessage({ address: wallet.address, message: 'gm over WalletConnect', signature }),
    ).toBe(true)
    expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')

    await wallet.disconnect()
    await demo.expectDisconnected()
  })

  test('the copy-link button copies the same wc: URI the QR code shows', async ({
    demo,
    modal,
    context,
    e2e,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(e2e.demoUrl).origin,
    })
    await demo.goto()
    await demo.connectButton.click()
    await modal.chooseWallet('WalletConnect')
    const qr = modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
    await expect(qr).toBeVisible()
    await modal.button(/copy link/i).click()
    const copied = await demo.page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await qr.getAttribute('data-uri'))
  })
})
