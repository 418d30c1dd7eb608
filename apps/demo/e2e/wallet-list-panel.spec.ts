/**
 * The demo's "Wallets" panel: a wallet list the app draws itself from useWalletList. It
 * lists what the modal lists (installed wallets, then the catalogue's recommendations), an
 * installed wallet connects straight from its row with core's connect action, and a
 * catalogue wallet opens the modal (it is reached over WalletConnect).
 */
import { readDevnetTestKeys } from '../scripts/lib/devnet-test-keys.js'
import { expect, test } from './fixtures.js'

const EVM_WALLET = 'Devnet Test Wallet (EVM)'
const SOLANA_WALLET = 'Devnet Test Wallet (Solana)'

test('the app-drawn wallet list shows the devnet test wallets as installed and connects them from their rows', async ({
  demo,
  modal,
}) => {
  const keys = readDevnetTestKeys()
  await demo.goto()
  const panel = demo.page.getByRole('region', { name: 'Wallets' })
  const list = panel.getByRole('list', { name: 'Wallets' })
  const evmRow = list.getByRole('button', { name: EVM_WALLET, exact: true })
  const solanaRow = list.getByRole('button', { name: SOLANA_WALLET, exact: true })

  // WalletConnect heads the list (docs/limits.md#features-and-defaults order); the catalogue's recommendations follow.
  await expect(list.getByRole('button').first()).toHaveAccessibleName('WalletConnect')
  await expect(
    list.getByRole('button', { name: 'MetaMask', exact: true }),
  ).toHaveAccessibleDescription('Recommended · via WalletConnect')
  await expect(evmRow).toHaveCount(0)

  await demo.page.getByRole('switch', { name: 'Devnet test wallets' }).check()
  await expect(evmRow).toHaveAccessibleDescription('Installed')
  await expect(solanaRow).toHaveAccessibleDescription('Installed')

  await evmRow.click()
  await demo.expectConnected(keys.evm.address)
  await expect(demo.walletName).toHaveText(EVM_WALLET)
  await modal.expectClosed()

  // The Solana row connects the solana namespace, whichever namespace was active.
  await solanaRow.click()
  await demo.expectSolanaConnected(keys.solana.publicKey)

  // A catalogue wallet is reached over WalletConnect: its row opens the modal.
  await list.getByRole('button', { name: 'MetaMask', exact: true }).click()
  await modal.expectOpen()
})
