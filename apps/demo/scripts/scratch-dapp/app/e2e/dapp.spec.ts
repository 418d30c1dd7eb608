// The scratch dapp's own e2e, written with @keyway/testing alone: the injected EIP-6963
// wallet connects through Keyway's modal, signs, sends 0.01 ETH (checked on anvil), and a
// refused request shows the dapp's own error text.
import { expect, test } from '@keyway/testing'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'

const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

test('connects with the EIP-6963 wallet, signs, sends 0.01 ETH, and shows its own text on a rejection', async ({
  page,
  evmWallet,
  devnet,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const modal = page.getByRole('dialog')
  await modal.locator(`kw-wallet-item[name="${evmWallet.info.name}"]`).getByRole('button').click()
  await expect(page.getByTestId('address')).toHaveText(evmWallet.address)

  await page.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(
    await verifyMessage({ address: evmWallet.address, message: 'gm, scratch', signature }),
  ).toBe(true)

  const chain = createPublicClient({ transport: http(devnet.evmRpc) })
  const before = await chain.getBalance({ address: RECIPIENT })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(page.getByTestId('tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('tx-hash').textContent()) as Hex
  const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 15_000 })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(evmWallet.address.toLowerCase())
  expect(await chain.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))

  evmWallet.rejectNext('personal_sign')
  await page.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('alert')).toHaveText('You declined the request in your wallet.')
  expect(evmWallet.provider.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(2)

  // The wallet approves again once the one rejection is used.
  await page.getByRole('button', { name: 'Sign' }).click()
  await expect
    .poll(() => evmWallet.provider.requests.filter((r) => r.method === 'personal_sign').length)
    .toBe(3)
  await expect(page.getByTestId('signature')).toHaveText(signature)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
