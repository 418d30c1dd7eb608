import { expect, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'

/** The test wallet, sharing a second funded devnet account after its own. */
const TWO_ACCOUNTS = { ...TEST_WALLET, alsoSharesAccounts: [5] }

test.describe('a wallet that shares several accounts', () => {
  test('the Account view lists them and switches to the one picked, from the keyboard', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const [wallet] = await wallets.install([TWO_ACCOUNTS])
    const second = e2e.devnet.accounts.evm[5]!.address
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)

    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen()
    const accounts = modal.dialog.getByRole('region', { name: 'Accounts' })
    await expect(accounts.getByRole('listitem')).toHaveCount(2)
    await expect(accounts.getByRole('listitem').first()).toContainText('In use')

    const asked = wallet!.requests.length
    const other = accounts.getByRole('listitem').nth(1).getByRole('button')
    await other.focus()
    await other.press('Enter')

    // The dapp's account is the second one now; the wallet was not asked to connect again.
    await demo.expectConnected(second)
    await expect(accounts.getByRole('listitem').nth(1)).toContainText('In use')
    const prompts = ['eth_requestAccounts', 'wallet_requestPermissions']
    const since = wallet!.requests.slice(asked).map((r) => r.method)
    expect(since.filter((method) => prompts.includes(method))).toEqual([])
    await expect(modal.dialog.locator('kw-account-view kw-avatar')).toHaveAttribute(
      'address',
      second,
    )
  })
})
