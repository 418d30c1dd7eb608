// docs/testing.md, "WalletConnect": the walletConnect fixture pairs with the QR code of
// Keyway's modal.
import { expect, readKeywayPairingUri, test } from '@keyway/testing'

test('connects over WalletConnect', async ({ page, walletConnect }) => {
  await page.goto('/')
  // #region pair
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .locator('kw-wallet-item[name="WalletConnect"]')
    .getByRole('button')
    .click()
  await walletConnect.pair(await readKeywayPairingUri(page))
  // #endregion pair
  await expect(page.getByRole('dialog')).toBeHidden()
})
