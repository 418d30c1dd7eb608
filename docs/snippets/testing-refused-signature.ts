// docs/testing.md, "Your dapp's own e2e": a Playwright test of the dapp with @keyway/testing's
// fixtures (a dapp whose "Sign" button signs a message and shows its own alert on a refusal).
// #region test
import { expect, test } from '@keyway/testing'

test('a refused signature shows our message', async ({ page, evmWallet }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .locator(`kw-wallet-item[name="${evmWallet.info.name}"]`)
    .getByRole('button')
    .click()
  evmWallet.rejectNext('personal_sign')
  await page.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('alert')).toHaveText('You declined the request in your wallet.')
})
// #endregion test
