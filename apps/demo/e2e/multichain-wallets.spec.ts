/**
 * An EVM wallet (EIP-6963) and a Solana wallet (Wallet Standard) connected at once.
 * Choosing a Solana network while only eip155 is connected goes through SwitchActiveChain to
 * Connect (docs/views.md#navigation-rules); then the network button moves between the two connected namespaces and
 * the account shown follows.
 */

import { expect, SOLANA_TEST_WALLET, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'

test('an EVM and a Solana wallet connected at once; switching the active chain changes the account shown', async ({
  demo,
  modal,
  wallets,
  solanaWallets,
  e2e,
}) => {
  await wallets.install([TEST_WALLET])
  await solanaWallets.install([SOLANA_TEST_WALLET])
  const evmAddress = e2e.devnet.accounts.evm[TEST_WALLET.accountIndex]!.address
  const solanaAddress = e2e.devnet.accounts.solana[SOLANA_TEST_WALLET.accountIndex]!.publicKey

  await demo.goto()
  await connectInjected(demo, modal, TEST_WALLET.name, evmAddress)
  await expect(demo.activeNamespace).toHaveText('eip155')

  // docs/views.md#navigation-rules: a network of a namespace not connected yet → SwitchActiveChain → Connect.
  await demo.openNetworks()
  await modal.network('Solana Devnet').click()
  await modal.expectOpen('Switch Network')
  await expect(modal.dialog.getByText('Switch to Solana Devnet')).toBeVisible()
  await modal.button('Continue').click()
  await expect(modal.wallet(SOLANA_TEST_WALLET.name)).toBeVisible()
  await modal.chooseWallet(SOLANA_TEST_WALLET.name)
  await demo.expectSolanaConnected(solanaAddress)
  await modal.expectClosed()

  // Both connected; the account shown is the active namespace's.
  await expect(demo.activeNamespace).toHaveText('solana')
  await expect(demo.accountAddress).toHaveText(solanaAddress)

  await demo.openNetworks()
  await modal.network('Devnet').click()
  await expect(demo.activeNamespace).toHaveText('eip155')
  await demo.expectConnected(evmAddress)
  await expect(demo.solana.status).toHaveText('connected')
  await modal.expectClosed()

  await demo.openNetworks()
  await modal.network('Solana Devnet').click()
  await expect(demo.activeNamespace).toHaveText('solana')
  await expect(demo.accountAddress).toHaveText(solanaAddress)
})
