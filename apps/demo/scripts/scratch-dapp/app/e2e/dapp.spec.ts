// The scratch dapp's own e2e, written with @keyway/testing alone: the injected EIP-6963
// wallet connects through Keyway's modal, signs, sends 0.01 ETH (checked on anvil), and a
// refused request shows the dapp's own error text; the WalletConnect wallet pairs from the
// modal's QR code; the Solana wallet is registered in the page under the test's control.
import { expect, readKeywayPairingUri, test } from '@keyway/testing'
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

test("the WalletConnect wallet pairs from the QR code of Keyway's modal, signs, and a refusal shows the dapp's text", async ({
  page,
  walletConnect,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .locator('kw-wallet-item[name="WalletConnect"]')
    .getByRole('button')
    .click()
  await walletConnect.pair(await readKeywayPairingUri(page))
  await expect(page.getByTestId('address')).toHaveText(walletConnect.address)

  await page.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(
    await verifyMessage({ address: walletConnect.address, message: 'gm, scratch', signature }),
  ).toBe(true)

  walletConnect.rejectNext('personal_sign')
  await page.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('alert')).toHaveText('You declined the request in your wallet.', {
    timeout: 20_000,
  })
  expect(walletConnect.requests.map((r) => r.method)).toContain('personal_sign')
})

test('the Solana wallet is registered in the page, signs, and refuses when told to', async ({
  page,
  solanaWallet,
}) => {
  await page.goto('/')
  const signMessage = () =>
    page.evaluate(async () => {
      type Account = { address: string }
      type Feature = (input: unknown) => Promise<unknown>
      const wallets: {
        name: string
        chains: string[]
        features: Record<string, Record<string, Feature>>
      }[] = []
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: { register: (...found: typeof wallets) => wallets.push(...found) },
        }),
      )
      const wallet = wallets.find((w) => w.name === 'Keyway Solana Test Wallet')
      if (!wallet) return { error: 'not registered' }
      const connect = wallet.features['standard:connect']?.connect
      const sign = wallet.features['solana:signMessage']?.signMessage
      if (!connect || !sign) return { error: 'missing features' }
      const { accounts } = (await connect({})) as { accounts: Account[] }
      const account = accounts[0]
      try {
        const message = new TextEncoder().encode('gm, solana')
        const answers = (await sign({ account, message })) as { signature: Uint8Array }[]
        const length = answers[0]?.signature.length
        return { address: account?.address, chains: wallet.chains, length }
      } catch (error) {
        return { code: (error as { code?: number }).code }
      }
    })

  const signed = await signMessage()
  expect(signed).toMatchObject({ address: solanaWallet.address, length: 64 })
  expect((signed as { chains: string[] }).chains[0]).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)
  solanaWallet.rejectNext('signMessage')
  expect(await signMessage()).toEqual({ code: 4001 })
  expect(solanaWallet.requests.filter((m) => m === 'signMessage')).toHaveLength(2)
})
