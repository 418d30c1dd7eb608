/**
 * One WalletConnect session for eip155 and solana. The demo's EVM adapter proposes
 * both namespaces; a sign-client wallet approves both; the Solana adapter takes its account
 * from the same session. Switching the active chain moves between the namespaces, and the
 * wallet ending the session disconnects both.
 */
import { expect, test } from './fixtures.js'
import { createWcWallet, type WcWallet } from './wc-wallet.js'

const PROJECT_ID = 'keyway-demo'

test.describe('WalletConnect carrying eip155 and solana', () => {
  let wallet: WcWallet | undefined

  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })

  test('both accounts show from one session, the active chain switches across namespaces, a wallet-side disconnect ends both', async ({
    demo,
    modal,
    e2e,
  }) => {
    const evmAccount = e2e.devnet.accounts.evm[3]!
    const solanaAddress = e2e.devnet.accounts.solana[2]!.publicKey
    wallet = await createWcWallet({
      relayUrl: e2e.devnet.urls.relay,
      projectId: PROJECT_ID,
      privateKey: evmAccount.privateKey,
      chainIds: [31337, 31338],
      solana: { caipNetworkId: e2e.devnet.solanaCaipNetworkId, address: solanaAddress },
    })

    await demo.goto()
    await demo.connectButton.click()
    await modal.chooseWallet('WalletConnect')
    const qr = modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
    await expect(qr).toBeVisible()
    await wallet.pair((await qr.getAttribute('data-uri'))!)

    // One session, both namespaces; each panel shows its namespace's account.
    await demo.expectConnected(wallet.address)
    await demo.expectSolanaConnected(solanaAddress)
    expect(wallet.sessionNamespaces()).toEqual(['eip155', 'solana'])
    await expect(demo.activeNamespace).toHaveText('eip155')

    // The network button moves the active chain to the other namespace and back.
    await demo.openNetworks()
    await modal.network('Solana Devnet').click()
    await expect(demo.activeNamespace).toHaveText('solana')
    await expect(demo.accountAddress).toHaveText(solanaAddress)
    // Switching to a connected namespace needs no prompt: the modal closes by itself.
    await modal.expectClosed()
    await demo.openNetworks()
    await modal.network('Devnet 2').click()
    await expect(demo.activeNamespace).toHaveText('eip155')
    await expect(demo.accountAddress).toHaveText(wallet.address)
    await expect(demo.networkName).toHaveText('Devnet 2')

    await wallet.disconnect()
    await demo.expectDisconnected()
    await expect(demo.solana.status).toHaveText('disconnected')
  })
})
