/**
 * The embedded wallet's smart account on devnet's ERC-4337 stack (chain 31337: alto, the
 * verifying paymaster, MetaMask's delegation framework), through the demo as a visitor uses
 * it: an email user's account is a smart account that does not exist yet and holds no ETH;
 * its first transfer deploys it in a user operation the paymaster pays for; its sign-in
 * verifies on the demo's server before deployment (ERC-6492) and after (ERC-1271).
 */
import {
  type Address,
  erc20Abi,
  type Hex,
  isErc6492Signature,
  pad,
  parseAbiItem,
  parseUnits,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { readDevnetEndpoints } from '../scripts/lib/devnet-endpoints.js'
import type { E2eEnv } from './e2e-env.js'
import {
  approveInFrame,
  emailLoginUntilCode,
  loginWithEmail,
  uniqueEmail,
} from './embedded-login.js'
import { expect, test } from './fixtures.js'
import { focusedHost, remoteFeaturesOn } from './flows.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'
import { postVerify, sentForVerification, serverSession } from './siwx-server.js'
import { client, mintUsdc, USDC, userOperationEvent } from './smart-accounts.js'

async function openAccount(demo: DemoPage, modal: ModalPage) {
  await demo.header.locator('kw-account-button').getByRole('button').click()
  await modal.expectOpen('Account')
}

const smartAccountStatus = (modal: ModalPage) => modal.dialog.getByTestId('kw-smart-account-status')

/** Sends `amount` test USDC from the Account view's Send, approved in the wallet's frame. */
async function sendUsdc(
  demo: DemoPage,
  modal: ModalPage,
  e2e: E2eEnv,
  to: Address,
  amount: string,
) {
  await demo.header.locator('kw-account-button').getByRole('button').click()
  await modal.expectOpen('Account')
  await modal.dialog.locator('kw-button.feature-send').click()
  await modal.expectOpen('Send')
  const view = modal.dialog.locator('kw-wallet-send-view')
  const tokenButton = view.locator('.token-button')
  if (!/\bUSDC\b/.test((await tokenButton.textContent()) ?? '')) {
    await tokenButton.click()
    await modal.expectOpen('Select Token')
    await modal.dialog
      .locator('button.token', { has: demo.page.locator('kw-token-item[symbol="USDC"]') })
      .click()
    await modal.expectOpen('Send')
  }
  await expect(tokenButton).toContainText('USDC')
  await view.locator('kw-input[name="amount"] input').fill(amount)
  await view.locator('kw-input[name="receiver"] input').fill(to)
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await approveInFrame(demo.page, modal, e2e, 'eth_sendTransaction')
  await modal.expectOpen('Account')
}

test.describe('the embedded smart account (ERC-4337)', () => {
  test('an email user with 0 ETH makes a first transfer: the paymaster deploys the account through the bundler', async ({
    demo,
    modal,
    e2e,
  }) => {
    test.setTimeout(120_000)
    await demo.goto()
    const account = await loginWithEmail({ demo, modal, e2e }, uniqueEmail('sa-first'))
    await modal.expectClosed()
    const chain = client(e2e)
    // Counterfactual: no code, no ETH.
    expect(await chain.getCode({ address: account })).toBeUndefined()
    expect(await chain.getBalance({ address: account })).toBe(0n)
    await openAccount(demo, modal)
    await expect(smartAccountStatus(modal)).toHaveText(
      'Smart account · deployed with its first transaction',
    )
    await modal.closeButton.click()
    await modal.expectClosed()
    await mintUsdc(e2e, account, parseUnits('10', 6))
    await demo.page.getByRole('region', { name: 'Balance' }).getByRole('button').click()

    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const fromBlock = await chain.getBlockNumber()
    await sendUsdc(demo, modal, e2e, receiver, '2')
    await modal.closeButton.click()
    await modal.expectClosed()

    await expect
      .poll(() =>
        chain.readContract({
          address: USDC,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [receiver],
        }),
      )
      .toBe(parseUnits('2', 6))
    // Deployed by that first user operation, which a paymaster paid for: still no ETH.
    expect(await chain.getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await chain.getBalance({ address: account })).toBe(0n)
    const [event] = await chain.getLogs({
      address: entryPoint07Address,
      event: userOperationEvent,
      args: { sender: account },
      fromBlock,
    })
    expect(event?.args.success).toBe(true)
    expect(event?.args.paymaster).not.toBe(zeroAddress)
    const receipt = await chain.getTransactionReceipt({ hash: event?.transactionHash as Hex })
    expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
    // Account says so: the wallet's user, read again when the view opens, is deployed now.
    await openAccount(demo, modal)
    await expect(smartAccountStatus(modal)).toHaveText('Smart account · deployed on this network')
  })

  test('SIWX with the smart account verifies on the server before deployment (ERC-6492) and after (ERC-1271)', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    test.setTimeout(150_000)
    await demo.goto('?siwx')
    await emailLoginUntilCode({ demo, modal, e2e }, uniqueEmail('sa-siwx'))
    await modal.expectOpen('Sign In')
    const verify = sentForVerification<{ message: string; signature: Hex }>(page)
    await page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }).click()
    await approveInFrame(page, modal, e2e, 'personal_sign')
    const before = await verify
    expect(isErc6492Signature(before.signature)).toBe(true)
    await expect.poll(async () => (await serverSession(page)).status).toBe(200)
    const session = await serverSession(page)
    const account = session.body.address as Address
    expect(before.message).toContain(`\n${account}\n`)
    expect(await client(e2e).getCode({ address: account })).toBeUndefined()
    await modal.expectClosed()

    // The first transfer deploys the account; then a fresh sign-in message is signed again.
    await mintUsdc(e2e, account, parseUnits('1', 6))
    await demo.page.getByRole('region', { name: 'Balance' }).getByRole('button').click()
    await sendUsdc(demo, modal, e2e, privateKeyToAccount(generatePrivateKey()).address, '0.5')
    await expect.poll(() => client(e2e).getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}/)
    await page.keyboard.press('Escape')
    await modal.expectClosed()

    const nonce = await page.evaluate(async () => {
      const response = await fetch('/siwx/nonce', { credentials: 'include' })
      return ((await response.json()) as { nonce: string }).nonce
    })
    const message = before.message
      .replace(/\nNonce: .*\n/, `\nNonce: ${nonce}\n`)
      .replace(/\nIssued At: .*/, `\nIssued At: ${new Date().toISOString()}`)
    expect(message).not.toBe(before.message)
    await demo.signMessage(message)
    await approveInFrame(page, modal, e2e, 'personal_sign')
    await expect(demo.signature).toHaveText(/^0x[0-9a-f]{130}$/)
    const after = (await demo.signature.textContent()) as Hex
    expect(isErc6492Signature(after)).toBe(false)
    const verified = await postVerify(page, { message, signature: after })
    expect(verified.status).toBe(200)
  })
  test('approve and swap in one batch: one prompt, one user operation, both effects on anvil', async ({
    demo,
    modal,
    e2e,
  }) => {
    test.setTimeout(120_000)
    await remoteFeaturesOn(demo.page, { swaps: ['1inch'] })
    await demo.goto()
    const account = await loginWithEmail({ demo, modal, e2e }, uniqueEmail('sa-swap'))
    await modal.expectClosed()
    await mintUsdc(e2e, account, parseUnits('10', 6))
    await demo.page.getByRole('region', { name: 'Balance' }).getByRole('button').click()
    const chain = client(e2e)
    const fromBlock = await chain.getBlockNumber()
    const usdcBalance = () =>
      chain.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      })

    await openAccount(demo, modal)
    // The account's token list is from before the mint; opening the swap reads it again, so
    // the 10 USDC are there to swap (it said "Insufficient USDC balance" before).
    await modal.dialog.locator('kw-button.feature-swaps').getByRole('button').click()
    await modal.expectOpen('Swap')
    const view = modal.dialog.locator('kw-swap-view')
    await expect(view.locator('.token-source .symbol')).toHaveText('USDC', { timeout: 15_000 })
    await expect.poll(() => focusedHost(demo.page)).toBe('kw-input[amount]')
    await demo.page.keyboard.type('7')
    await expect(view.locator('.output')).toHaveText(/\d/)
    const target = ((await view.locator('.token-target .symbol').textContent()) ?? '').trim()
    await view.getByRole('button', { name: 'Review swap' }).click()
    await modal.expectOpen('Review Swap')
    const preview = modal.dialog.locator('kw-swap-preview-view')
    // Two steps (the allowance, then the swap) in one confirmation.
    await expect(preview.locator('.step')).toHaveCount(2)
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await approveInFrame(demo.page, modal, e2e, 'wallet_sendCalls')
    await modal.expectOpen('Account')

    await expect.poll(usdcBalance, { timeout: 30_000 }).toBe(parseUnits('3', 6))
    // One user operation of the account did both: it deployed the account, set the allowance
    // and swapped, paid by the paymaster.
    const events = await chain.getLogs({
      address: entryPoint07Address,
      event: userOperationEvent,
      args: { sender: account },
      fromBlock,
    })
    expect(events).toHaveLength(1)
    expect(events[0]?.args.success).toBe(true)
    expect(events[0]?.args.paymaster).not.toBe(zeroAddress)
    const receipt = await chain.getTransactionReceipt({ hash: events[0]?.transactionHash as Hex })
    const approval = parseAbiItem(
      'event Approval(address indexed owner, address indexed spender, uint256 value)',
    )
    // The account's own approval of the token, in the same transaction as the swap.
    const approvals = receipt.logs.filter(
      (log) =>
        log.address.toLowerCase() === USDC.toLowerCase() &&
        log.topics[0] === toEventSelector(approval) &&
        log.topics[1] === pad(account.toLowerCase() as Hex),
    )
    expect(approvals).toHaveLength(1)
    // The swap's other effect: the account holds the token it bought.
    const tokens = readDevnetEndpoints().evmTokens as Record<string, Address>
    const bought = tokens[target.toLowerCase()]
    if (!bought || target === 'USDC') throw new Error(`unexpected swap target ${target}`)
    expect(
      await chain.readContract({
        address: bought,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    ).toBeGreaterThan(0n)
  })
})
