/**
 * The identity of the connected account (the blockchain API's GET /v1/identity/{address}):
 * devnet names the demo's test wallet account (anvil's account 9) devnet-tester.eth, or by
 * its registered name once names.spec has given it one. The account button and the Account
 * view show that name in the address's place, asking devnet once for both.
 */
import { expect, TEST_WALLET, type TestWalletSpec, test } from './fixtures.js'
import { connectInjected } from './flows.js'

/** The account devnet gives an identity to. */
const NAMED: TestWalletSpec = { ...TEST_WALLET, accountIndex: 9 }

test("the account button and the Account view show the account's identity in place of its address", async ({
  demo,
  modal,
  wallets,
  e2e,
  page,
}) => {
  const identityRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      request.url().startsWith(e2e.devnet.urls.blockchainApi) &&
      url.pathname.startsWith('/v1/identity/')
    ) {
      identityRequests.push(url.pathname.toLowerCase())
    }
  })
  const [wallet] = await wallets.install([NAMED])
  const address = wallet!.address
  // What devnet's blockchain API answers for the account right now.
  const query = new URLSearchParams({ projectId: 'keyway-demo', st: 'keyway', sv: '0.0.0' })
  const answer = await page.request.get(
    `${e2e.devnet.urls.blockchainApi}/v1/identity/${address}?${query}`,
  )
  const identity = (await answer.json()) as { name: string | null }
  expect(identity.name).toMatch(/\S/)

  await demo.goto()
  await connectInjected(demo, modal, NAMED.name, address)
  await modal.expectClosed()
  const button = demo.header.locator('kw-account-button')
  await expect(button.locator('.label')).toHaveText(identity.name!)
  await expect(button.locator('.label')).toHaveAttribute('title', identity.name!)
  await button.getByRole('button').click()
  await modal.expectOpen('Account')
  await expect(modal.dialog.locator('kw-account-view .name')).toHaveText(identity.name!)
  // Kept 5 minutes: the button and the view share one answer.
  expect(identityRequests).toEqual([`/v1/identity/${address.toLowerCase()}`])
})
