/**
 * Smart sessions (docs/smart-sessions.md) through the demo as a visitor uses them: the email
 * user's smart account grants the demo's session key "5 test USDC per day, for 1 hour" in the
 * wallet's frame; the demo then sends 1.5 USDC at a time through devnet's bundler with no
 * prompt; the fourth send is over the day's limit and the chain refuses it. The limit also
 * holds for the session key used against the bundler with no Keyway code at all, and after a
 * revoke in the modal's Sessions view the next send fails.
 */
import {
  Implementation,
  type SmartAccountsEnvironment,
  toMetaMaskSmartAccount,
} from '@metamask/smart-accounts-kit'
import { erc7710BundlerActions } from '@metamask/smart-accounts-kit/actions'
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseUnits,
  zeroHash,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { SESSION_RECIPIENT } from '../src/panels/SessionsPanel.js'
import type { E2eEnv } from './e2e-env.js'
import { approveInFrame, loginWithEmail, uniqueEmail, walletFrame } from './embedded-login.js'
import { expect, test } from './fixtures.js'
import { client, mintUsdc, USDC, userOperationEvent } from './smart-accounts.js'

// The kit in this worker (the no-Keyway redemption) must not report to MetaMask's analytics.
process.env.DO_NOT_TRACK = '1'

const usdcOf = (e2e: E2eEnv, owner: Address) =>
  client(e2e).readContract({
    address: USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** The account's active permissions, as devnet's blockchain API reads them from the chain. */
async function sessionsOf(e2e: E2eEnv, account: Address) {
  const url = new URL(`/v1/sessions/${account}`, e2e.devnet.urls.blockchainApi)
  url.search = new URLSearchParams({ projectId: 'keyway-demo', st: 'e2e', sv: 'e2e' }).toString()
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { pcis: Array<{ pci: Hex; context: Hex }> }).pcis
}

/**
 * A transfer by the session key with viem and MetaMask's kit only: the session account's user
 * operation redeems the permission. Its gas limits are given, so the bundler does not simulate
 * the call and puts the operation on chain whatever the enforcers will say.
 */
async function redeemWithoutKeyway(e2e: E2eEnv, key: Hex, context: Hex, amount: bigint) {
  const devnet = readE2eSmartAccounts(e2e)
  const chain = defineChain({
    id: 31337,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [e2e.devnet.urls.evmRpc] } },
  })
  const publicClient = createPublicClient({
    chain,
    transport: http(undefined, { timeout: 10_000 }),
  })
  const account = await toMetaMaskSmartAccount({
    client: publicClient,
    implementation: Implementation.Hybrid,
    deployParams: [privateKeyToAccount(key).address, [], [], []],
    deploySalt: zeroHash,
    signer: { account: privateKeyToAccount(key) },
    environment: devnet.environment as unknown as SmartAccountsEnvironment,
  })
  const transport = (url: string) => http(url, { timeout: 15_000, retryCount: 0 })
  const bundler = createBundlerClient({
    account,
    client: publicClient,
    transport: transport(devnet.bundlerUrl),
    paymaster: createPaymasterClient({ transport: transport(devnet.paymasterUrl) }),
  }).extend(erc7710BundlerActions())
  const hash = await bundler.sendUserOperationWithDelegation({
    account,
    publicClient,
    calls: [
      {
        to: USDC,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [SESSION_RECIPIENT, amount],
        }),
        permissionContext: context,
        delegationManager: devnet.environment.DelegationManager,
      },
    ],
    callGasLimit: 400_000n,
    verificationGasLimit: 600_000n,
    preVerificationGas: 100_000n,
    paymasterVerificationGasLimit: 200_000n,
    paymasterPostOpGasLimit: 50_000n,
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
  return { hash, receipt, sender: account.address }
}

function readE2eSmartAccounts(e2e: E2eEnv) {
  const stack = e2e.devnet.smartAccounts
  if (!stack) throw new Error('devnet runs without its ERC-4337 stack')
  return stack
}

test.describe('smart sessions (ERC-7715 permissions enforced on chain)', () => {
  test('5 USDC a day: three sends with no prompt, the fourth refused on chain, also without Keyway; revoked in Sessions, the next fails', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    test.setTimeout(180_000)
    await demo.goto()
    const account = await loginWithEmail({ demo, modal, e2e }, uniqueEmail('sessions'))
    await modal.expectClosed()
    await mintUsdc(e2e, account, parseUnits('10', 6))
    const panel = page.getByRole('region', { name: 'Smart session' })
    let pci = ''
    const sends = panel.getByTestId('session-sends').getByRole('listitem')

    await test.step('the grant, in words in the wallet, written on chain', async () => {
      await panel.getByRole('button', { name: 'Grant 5 USDC a day for 1 hour' }).click()
      const card = walletFrame(page, e2e).locator('body')
      await expect(card).toContainText('5 USDC per day', { timeout: 20_000 })
      await expect(card).toContainText(USDC.slice(0, 6))
      await approveInFrame(page, modal, e2e, 'wallet_grantPermissions')
      await expect(panel.getByTestId('session-pci')).toHaveText(/^0x[0-9a-f]{64}$/, {
        timeout: 30_000,
      })
      await modal.expectClosed()
      pci = (await panel.getByTestId('session-pci').textContent()) ?? ''
      const [listed] = await sessionsOf(e2e, account)
      expect(listed?.pci).toBe(pci)
    })

    await test.step('three sends of 1.5 USDC go through with no prompt', async () => {
      const before = await usdcOf(e2e, SESSION_RECIPIENT)
      const send = panel.getByRole('button', { name: 'Send 1.5 USDC with the session key' })
      for (let n = 1; n <= 3; n++) {
        await send.click()
        await expect(sends).toHaveCount(n, { timeout: 30_000 })
        await expect(sends.nth(n - 1)).toHaveAttribute('data-outcome', 'sent')
        // No wallet was asked: the modal never opened for an approval.
        await expect(modal.dialog).toBeHidden()
      }
      expect((await usdcOf(e2e, SESSION_RECIPIENT)) - before).toBe(parseUnits('4.5', 6))
      expect(await usdcOf(e2e, account)).toBe(parseUnits('5.5', 6))

      await send.click()
      await expect(sends).toHaveCount(4, { timeout: 30_000 })
      await expect(sends.nth(3)).toHaveAttribute('data-outcome', 'failed')
      await expect(sends.nth(3)).toHaveText(
        "Over the permission's limit for this period (ERC20PeriodTransferEnforcer:transfer-amount-exceeded)",
      )
      expect(await usdcOf(e2e, account)).toBe(parseUnits('5.5', 6))
    })

    await test.step('the limit holds for the session key with no Keyway code in between', async () => {
      const key = (await page.evaluate(() =>
        sessionStorage.getItem('keyway-demo.session-key'),
      )) as Hex
      const [permission] = await sessionsOf(e2e, account)
      if (!permission) throw new Error('the permission is not listed')
      const fromBlock = await client(e2e).getBlockNumber()
      const { hash, receipt, sender } = await redeemWithoutKeyway(
        e2e,
        key,
        permission.context,
        parseUnits('1', 6),
      )
      // On chain, and reverted there: the enforcer refused the transfer.
      expect(receipt.success).toBe(false)
      const [event] = await client(e2e).getLogs({
        event: userOperationEvent,
        args: { userOpHash: hash, sender },
        fromBlock,
      })
      expect(event?.args.userOpHash).toBe(hash)
      expect(event?.args.success).toBe(false)
      expect(await usdcOf(e2e, account)).toBe(parseUnits('5.5', 6))
    })

    await test.step('revoked in the Sessions view, on chain; the next send fails', async () => {
      await demo.header.locator('kw-account-button').getByRole('button').click()
      await modal.expectOpen('Account')
      await modal.dialog.getByTestId('kw-account-sessions').click()
      await modal.expectOpen('Sessions')
      const row = modal.dialog.getByTestId('kw-session-row')
      await expect(row).toHaveCount(1, { timeout: 15_000 })
      await expect(row).toHaveAttribute('data-pci', pci)
      await expect(row).toContainText('5 USDC per day')
      // Three sends of 1.5 spent 4.5 of today's 5 (the refused ones moved nothing).
      await expect(row).toContainText('0.5 USDC left today')
      await row.getByRole('button', { name: /^Revoke 5 USDC per day/ }).click()
      await approveInFrame(page, modal, e2e, 'wallet_revokePermissions')
      await expect(modal.dialog.getByText('No active sessions')).toBeVisible({ timeout: 30_000 })
      expect(await sessionsOf(e2e, account)).toEqual([])
      await modal.closeButton.click()
      await modal.expectClosed()

      await panel.getByRole('button', { name: 'Send 1.5 USDC with the session key' }).click()
      await expect(sends).toHaveCount(5, { timeout: 30_000 })
      await expect(sends.nth(4)).toHaveAttribute('data-outcome', 'failed')
      await expect(sends.nth(4)).toHaveText(/^The permission was revoked/)
    })
  })
})
