/**
 * The demo's "Devnet test wallets" switch, for a visitor with no wallet extension.
 * Turned on, it fetches a separate bundle that adds an EIP-6963 EVM wallet and a Wallet
 * Standard Solana wallet backed by devnet's public test keys; the choice and the
 * connections survive a reload; turning it off takes the wallets away.
 */
import { readDevnetTestKeys } from '../scripts/lib/devnet-test-keys.js'
import { expect, test } from './fixtures.js'

const EVM_WALLET = 'Devnet Test Wallet (EVM)'
const SOLANA_WALLET = 'Devnet Test Wallet (Solana)'

test('the Devnet test wallets switch adds an EVM and a Solana wallet; both stay connected after a reload', async ({
  demo,
  modal,
}) => {
  const keys = readDevnetTestKeys()
  const bundleRequests: string[] = []
  demo.page.on('request', (request) => {
    if (request.url().includes('/devnet-wallets/')) bundleRequests.push(request.url())
  })

  await demo.goto()
  const toggle = demo.page.getByRole('switch', { name: 'Devnet test wallets' })
  await expect(toggle).not.toBeChecked()
  await demo.connectButton.click()
  await modal.expectOpen()
  await expect(modal.wallet(EVM_WALLET)).toHaveCount(0)
  await modal.closeButton.click()
  // Off: the page never fetched the wallets' bundle (keys and signing code stay out).
  expect(bundleRequests).toEqual([])

  await toggle.check()
  await demo.connectButton.click()
  await modal.chooseWallet(EVM_WALLET)
  await demo.expectConnected(keys.evm.address)
  expect(bundleRequests).toHaveLength(1)

  // docs/views.md#navigation-rules: Solana is not connected yet → SwitchActiveChain → Connect.
  await demo.openNetworks()
  await modal.network('Solana Devnet').click()
  await modal.button('Continue').click()
  await modal.chooseWallet(SOLANA_WALLET)
  await demo.expectSolanaConnected(keys.solana.publicKey)
  await expect(demo.solana.balance).toHaveText(/^[\d.,]+ SOL$/)

  // After a reload both wallets come back and Solana, active when the page was left, stays
  // active whichever wallet answers first; the balance follows the active namespace.
  await demo.page.reload()
  await expect(toggle).toBeChecked()
  await demo.expectSolanaConnected(keys.solana.publicKey)
  await expect(demo.activeNamespace).toHaveText('solana')
  await expect(demo.balance).toHaveText(/^[\d.,]+ SOL$/)
  await demo.openNetworks()
  await modal.network('Devnet').click()
  await modal.expectClosed()
  await demo.expectConnected(keys.evm.address)
  await expect(demo.balance).toHaveText(/^[\d.,]+ ETH$/)
  // The header's account button follows too (never the other namespace's balance); the
  // EVM account has devnet's identity name, shown in the address's place.
  await expect(demo.header.getByRole('button', { name: /^Account / })).toHaveAccessibleName(
    /^Account [\d.,]+ ETH devnet-tester\.eth/,
  )

  // Off: the page reloads without them; nothing is connected and they are not listed.
  // The demo's Disconnect (no namespace) ends both connections.
  await demo.disconnectButton.click()
  await demo.expectDisconnected()
  await expect(demo.solana.status).toHaveText('disconnected')
  // Turning them off reloads the page (an announced wallet cannot be taken back).
  const reloaded = demo.page.waitForEvent('load')
  await toggle.uncheck()
  await reloaded
  await expect(toggle).not.toBeChecked()
  await demo.connectButton.click()
  await modal.expectOpen()
  await expect(modal.wallet(EVM_WALLET)).toHaveCount(0)
  await expect(modal.wallet(SOLANA_WALLET)).toHaveCount(0)
  // WalletConnect (one entry for eip155 and solana) still heads the list.
  await expect(modal.dialog.locator('kw-wallet-item').first()).toHaveAttribute(
    'name',
    'WalletConnect',
  )
})
