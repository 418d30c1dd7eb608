import { createPublicClient, formatEther, http, verifyMessage } from 'viem'
import { expect, SECOND_TEST_WALLET, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'

test.describe('an injected wallet announced over EIP-6963', () => {
  test('connects and shows the address and its devnet balance', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await expect(demo.walletName).toHaveText(TEST_WALLET.name)
    await expect(demo.chainId).toHaveText('31337')

    const chain = createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) })
    const onChain = Number(formatEther(await chain.getBalance({ address: wallet!.address })))
    await expect(demo.balance).toHaveText(/ETH$/)
    const shown = Number(((await demo.balance.textContent()) ?? '').replace(/[^\d.]/g, ''))
    // The panel shows the docs/limits.md#display display precision (3 decimals).
    expect(Math.abs(shown - onChain)).toBeLessThan(0.001)
  })

  test('signs a message with personal_sign and shows a signature the address verifies', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await demo.signMessage('gm from the e2e suite')
    await expect(demo.signature).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await demo.signature.textContent()) as `0x${string}`
    expect(
      await verifyMessage({
        address: wallet!.address,
        message: 'gm from the e2e suite',
        signature,
      }),
    ).toBe(true)
    expect(wallet!.requests.map((r) => r.method)).toContain('personal_sign')
  })

  test('switches between the two local chains, in the app and in the wallet', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)

    await demo.switchButton(31338).click()
    await expect(demo.chainId).toHaveText('31338')
    await expect(demo.networkName).toHaveText('Devnet 2')
    expect(wallet!.chainId).toBe(31338)
    await expect(demo.balance).toHaveText(/ETH$/)

    await demo.switchButton(31337).click()
    await expect(demo.chainId).toHaveText('31337')
    expect(wallet!.chainId).toBe(31337)
  })

  test('follows a chain switch made in the wallet itself', async ({ demo, modal, wallets }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    wallet!.switchChainFromWallet(31338)
    await expect(demo.chainId).toHaveText('31338')
  })

  test('a rejected connection leaves the modal retryable, and the retry connects', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install()
    wallet!.setReject(
      (method) => method === 'eth_requestAccounts' || method === 'wallet_requestPermissions',
    )
    const pageErrors: Error[] = []
    demo.page.on('pageerror', (error) => pageErrors.push(error))
    await demo.goto()
    await demo.connectButton.click()
    await modal.chooseWallet(TEST_WALLET.name)

    const retry = modal.button(/try again|retry/i)
    await expect(retry).toBeVisible()
    await demo.expectDisconnected()

    wallet!.setReject(undefined)
    await retry.click()
    await demo.expectConnected(wallet!.address)
    // spec: a user rejection throws nothing uncaught.
    expect(pageErrors).toEqual([])
  })

  test('a rejected signature shows "Signature declined" and the next one succeeds', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    wallet!.setReject((method) => (method === 'personal_sign' ? 4001 : false))
    await demo.signMessage('declined')
    await expect(demo.signError).toHaveText('Signature declined')
    wallet!.setReject(undefined)
    await demo.signMessage('accepted')
    await expect(demo.signature).toHaveText(/^0x[0-9a-f]{130}$/)
  })

  test('disconnects', async ({ demo, modal, wallets }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await demo.disconnectButton.click()
    await demo.expectDisconnected()
    await expect(demo.connectButton).toBeVisible()
  })

  test('stays connected after a reload, without prompting the wallet again', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    const before = wallet!.requests.length

    await demo.page.reload()
    await demo.expectConnected(wallet!.address)
    await modal.expectClosed()
    const prompts = wallet!.requests
      .slice(before)
      .filter((r) => r.method === 'eth_requestAccounts' || r.method === 'wallet_requestPermissions')
    expect(prompts).toEqual([])
  })

  test('two wallets announced at once are both listed, and choosing one talks to that one only', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [first, second] = await wallets.install([TEST_WALLET, SECOND_TEST_WALLET])
    await demo.goto()
    await demo.connectButton.click()
    await modal.expectOpen()
    await expect(modal.wallet(TEST_WALLET.name)).toBeVisible()
    await expect(modal.wallet(SECOND_TEST_WALLET.name)).toBeVisible()

    await modal.chooseWallet(SECOND_TEST_WALLET.name)
    await demo.expectConnected(second!.address)
    await expect(demo.walletName).toHaveText(SECOND_TEST_WALLET.name)
    const asked = (methods: string[]) =>
      methods.filter((m) => m === 'eth_requestAccounts' || m === 'wallet_requestPermissions')
    expect(asked(second!.requests.map((r) => r.method)).length).toBeGreaterThan(0)
    expect(asked(first!.requests.map((r) => r.method))).toEqual([])
  })
})
