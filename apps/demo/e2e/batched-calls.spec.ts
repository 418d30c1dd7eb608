// Batched calls (EIP-5792) from the demo's panel, with an injected test wallet that reports no
// atomic batching: the calls go one transaction at a time only when the dapp allowed it, and
// otherwise the typed error 5760 comes back and nothing is sent. And a swap with a wallet that
// runs batches atomically (EIP-7702): approve and swap in one batch, one prompt.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseUnits,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { E2eEnv } from './e2e-env.js'
import { expect, TEST_WALLET, type TestWalletSpec, test } from './fixtures.js'
import { connectInjected, focusedHost, remoteFeaturesOn } from './flows.js'

// The panel's two recipients (BatchCallsPanel.tsx): 1 wei and 2 wei.
const BATCH_RECIPIENTS = [
  '0x00000000000000000000000000000000000ba7c1',
  '0x00000000000000000000000000000000000ba7c2',
] as const

// Account 4: no other spec sends from it.
const BATCHER: TestWalletSpec = { ...TEST_WALLET, accountIndex: 4, atomicBatching: 'unsupported' }

test.describe('batched calls with a wallet that reports no atomic batching', () => {
  test('a batch that must be atomic fails with AtomicityNotSupportedError (5760), sending nothing', async ({
    demo,
    modal,
    wallets,
    page,
  }) => {
    const [wallet] = await wallets.install([BATCHER])
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await page.getByRole('button', { name: 'Send 2 calls' }).click()
    await expect(page.getByTestId('batch-error')).toHaveText(
      /^AtomicityNotSupportedError \(5760\): /,
    )
    const methods = wallet!.requests.map((r) => r.method)
    expect(methods).toContain('wallet_getCapabilities')
    expect(methods).not.toContain('eth_sendTransaction')
    expect(methods).not.toContain('wallet_sendCalls')
  })

  test('with one transaction per call allowed, both calls land on anvil and the batch is confirmed (200)', async ({
    demo,
    modal,
    wallets,
    page,
    e2e,
  }) => {
    const chain = createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) })
    const before = await Promise.all(
      BATCH_RECIPIENTS.map((address) => chain.getBalance({ address })),
    )
    const [wallet] = await wallets.install([BATCHER])
    await demo.goto()
    await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
    await page.getByLabel('Allow one transaction per call').check()
    await page.getByRole('button', { name: 'Send 2 calls' }).click()
    await expect(page.getByTestId('batch-mode')).toHaveText('one by one')
    await expect(page.getByTestId('batch-transactions')).toHaveText('2')
    await expect(page.getByTestId('batch-status')).toHaveText('200')
    await expect(page.getByTestId('batch-error')).toHaveCount(0)
    expect(wallet!.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(2)
    const after = await Promise.all(
      BATCH_RECIPIENTS.map((address) => chain.getBalance({ address })),
    )
    expect(after.map((value, i) => value - (before[i] ?? 0n))).toEqual([1n, 2n])
  })
})

// Account 9 holds test USDC and no other spec swaps with it; its delegation is cleared after the test, so
// the account is a plain EOA again for the specs that follow.
const ATOMIC_SWAPPER: TestWalletSpec = {
  ...TEST_WALLET,
  accountIndex: 6,
  atomicBatching: 'supported',
}

async function clearDelegation(e2e: E2eEnv, privateKey: `0x${string}`) {
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, transport: http(e2e.devnet.urls.evmRpc) })
  const authorization = await wallet.signAuthorization({
    contractAddress: zeroAddress,
    executor: 'self',
    chainId: 31337,
  })
  const hash = await wallet.sendTransaction({
    to: account.address,
    authorizationList: [authorization],
    chain: null,
  })
  await createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) }).waitForTransactionReceipt({
    hash,
  })
}

test.describe('a swap with a wallet that runs batches atomically (EIP-7702)', () => {
  test('approve and swap in one batch: one prompt, both effects on anvil', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const key = e2e.devnet.accounts.evm[ATOMIC_SWAPPER.accountIndex]?.privateKey
    if (!key) throw new Error('no swapper key')
    await remoteFeaturesOn(demo.page, { swaps: ['1inch'] })
    const [wallet] = await wallets.install([ATOMIC_SWAPPER])
    try {
      await demo.goto()
      await connectInjected(demo, modal, ATOMIC_SWAPPER.name, wallet!.address)
      await modal.expectClosed()
      const owner = wallet!.address as Address
      const chain = createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) })
      const caip = await demo.page.getByTestId('token-USDC').first().getAttribute('data-address')
      const usdc = caip?.split(':')[2] as Address
      const balance = () =>
        chain.readContract({
          address: usdc,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
      const before = await balance()

      await demo.header.locator('kw-account-button').getByRole('button').click()
      await modal.expectOpen('Account')
      await modal.dialog.locator('kw-button.feature-swaps').getByRole('button').click()
      await modal.expectOpen('Swap')
      const view = modal.dialog.locator('kw-swap-view')
      await expect(view.locator('.token-source .symbol')).toHaveText('USDC')
      await expect.poll(() => focusedHost(demo.page)).toBe('kw-input[amount]')
      await demo.page.keyboard.type('7')
      await expect(view.locator('.output')).toHaveText(/\d/)
      await view.getByRole('button', { name: 'Review swap' }).click()
      await modal.expectOpen('Review Swap')
      const preview = modal.dialog.locator('kw-swap-preview-view')
      await expect(preview.locator('.step')).toHaveCount(2)
      await preview.getByRole('button', { name: 'Swap', exact: true }).click()
      await modal.expectOpen('Account')

      // One prompt: one wallet_sendCalls, no separate transaction; both effects on chain.
      const methods = wallet!.requests.map((r) => r.method)
      expect(methods.filter((m) => m === 'wallet_sendCalls')).toHaveLength(1)
      expect(methods).not.toContain('eth_sendTransaction')
      expect(before - (await balance())).toBe(parseUnits('7', 6))
    } finally {
      await clearDelegation(e2e, key)
    }
  })
})
