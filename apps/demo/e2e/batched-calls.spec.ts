// Batched calls (EIP-5792) from the demo's panel, with an injected test wallet that reports no
// atomic batching: the calls go one transaction at a time only when the dapp allowed it, and
// otherwise the typed error 5760 comes back and nothing is sent.
import { createPublicClient, http } from 'viem'
import { expect, TEST_WALLET, type TestWalletSpec, test } from './fixtures.js'
import { connectInjected } from './flows.js'

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
