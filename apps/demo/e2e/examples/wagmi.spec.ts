/**
 * apps/examples/wagmi: a dapp written against wagmi's hooks, moved to Keyway by its
 * provider and its button only. The same write (an ERC-20 transfer with useWriteContract,
 * its receipt through useWaitForTransactionReceipt) runs once per connection type Keyway
 * makes — the injected EIP-6963 test wallet, a WalletConnect sign-client wallet and the
 * embedded email wallet — and each is checked on anvil. One build serves every test.
 *
 * wagmi hooks checked per connection type (HOOKS_CHECKED below, 6 each): useConnection
 * (address, chain, status), useReadContract (the balance, equal to anvil's, and its
 * refetch), useWriteContract + useWaitForTransactionReceipt (the transfer, mined, the
 * receipt anvil's), useSignMessage (a signature that verifies) and useSwitchChain (the
 * chain moves to Devnet 2; its buttons list useChains).
 */
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { readDevnetEndpoints } from '../../scripts/lib/devnet-endpoints.js'
import type { E2eEnv } from '../e2e-env.js'
import { approveInFrame, loginByEmail, uniqueEmail } from '../embedded-login.js'
import { TEST_WALLET } from '../fixtures.js'
import { ModalPage } from '../pages/modal-page.js'
import { mintUsdc } from '../smart-accounts.js'
import { createWcWallet, type WcWallet } from '../wc-wallet.js'
import { expect, test } from './example-app.js'

test.use({ exampleApp: 'wagmi' })

/** The wagmi hooks each connection type goes through below (the same for all three). */
const HOOKS_CHECKED = [
  'useConnection',
  'useReadContract',
  'useWriteContract',
  'useWaitForTransactionReceipt',
  'useSignMessage',
  'useSwitchChain',
] as const

const PROJECT_ID = 'keyway-demo'
const USDC_DECIMALS = 6

/** The example's page: its wagmi outputs and forms (test ids from src/Dapp.tsx). */
class WagmiExample {
  readonly modal: ModalPage
  readonly connectButton: Locator
  readonly status: Locator
  readonly address: Locator
  readonly chainId: Locator
  readonly balance: Locator
  readonly txHash: Locator
  readonly txStatus: Locator
  readonly signature: Locator

  constructor(readonly page: Page) {
    this.modal = new ModalPage(page)
    this.connectButton = page.locator('kw-connect-button').getByRole('button', { name: /connect/i })
    this.status = page.getByTestId('status')
    this.address = page.getByTestId('address')
    this.chainId = page.getByTestId('chain-id')
    this.balance = page.getByTestId('token-balance')
    this.txHash = page.getByTestId('tx-hash')
    this.txStatus = page.getByTestId('tx-status')
    this.signature = page.getByTestId('signature')
  }

  async expectConnected(address: string): Promise<void> {
    await expect(this.status).toHaveText('connected', { timeout: 30_000 })
    await expect(this.address).toHaveText(new RegExp(`^${address}$`, 'i'))
    await expect(this.chainId).toHaveText('31337')
  }

  /** Fills the transfer form and submits it (the wallet's approval is the caller's part). */
  async transfer(to: Address, amount: string): Promise<void> {
    await this.page.getByLabel('Recipient').fill(to)
    await this.page.getByLabel('Amount').fill(amount)
    await this.page.getByRole('button', { name: 'Transfer' }).click()
  }

  async sign(message: string): Promise<void> {
    await this.page.locator('input[name="message"]').fill(message)
    await this.page.getByRole('button', { name: 'Sign message' }).click()
  }
}

function chain(e2e: E2eEnv) {
  return createPublicClient({ transport: http(e2e.devnet.urls.evmRpc, { timeout: 10_000 }) })
}

/** devnet's test USDC: the same address on every run and chain. */
const USDC: Address = readDevnetEndpoints().evmTokens.usdc

function balanceOf(e2e: E2eEnv, owner: Address): Promise<bigint> {
  return chain(e2e).readContract({
    address: USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/**
 * useReadContract's balance is anvil's; the transfer (useWriteContract) reaches a fresh
 * address, its receipt (useWaitForTransactionReceipt) shows success and is anvil's receipt;
 * the balance read again shows the amount gone. `approve` answers the wallet's prompt.
 */
async function transferChecked(
  app: WagmiExample,
  e2e: E2eEnv,
  sender: Address,
  approve: () => Promise<void>,
): Promise<void> {
  const before = await balanceOf(e2e, sender)
  await expect(app.balance).toHaveText(formatUsdc(before))
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await app.transfer(recipient, '1.5')
  await approve()
  await expect(app.txStatus).toHaveText('success', { timeout: 30_000 })
  const hash = (await app.txHash.textContent()) as Hex
  const receipt = await chain(e2e).getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  // An EOA sends its own transaction; an embedded smart account's user operation comes in
  // the bundler's transaction to the EntryPoint.
  if ((await chain(e2e).getCode({ address: sender })) === undefined) {
    expect(receipt.from.toLowerCase()).toBe(sender.toLowerCase())
  } else {
    expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
  }
  await expect(app.page.getByTestId('tx-block')).toHaveText(String(receipt.blockNumber))
  expect(await balanceOf(e2e, recipient)).toBe(parseUnits('1.5', USDC_DECIMALS))
  await expect(app.balance).toHaveText(formatUsdc(before - parseUnits('1.5', USDC_DECIMALS)))
}

/** useSignMessage: the signature verifies for the connected address. */
async function signChecked(
  app: WagmiExample,
  e2e: E2eEnv,
  address: Address,
  approve: () => Promise<void>,
) {
  const message = `gm from wagmi ${Date.now()}`
  await app.sign(message)
  await approve()
  await expect(app.signature).toHaveText(/^0x[0-9a-f]{130,}$/, { timeout: 20_000 })
  const signature = (await app.signature.textContent()) as Hex
  // A public client's verifyMessage checks an EOA's signature and a smart account's
  // (ERC-6492 before deployment, ERC-1271 after).
  expect(await chain(e2e).verifyMessage({ address, message, signature })).toBe(true)
}

/** useSwitchChain (its buttons list useChains): wagmi's switch moves the connection to Devnet 2. */
async function switchChecked(app: WagmiExample): Promise<void> {
  await app.page.getByRole('button', { name: 'Switch to Devnet 2' }).click()
  // The chain moves, or useSwitchChain's error shows: fail with its message.
  const error = app.page.getByRole('alert')
  await expect(app.chainId.filter({ hasText: '31338' }).or(error)).toBeVisible({ timeout: 20_000 })
  expect(await error.allTextContents()).toEqual([])
}

function formatUsdc(amount: bigint): string {
  const whole = amount / 10n ** BigInt(USDC_DECIMALS)
  const fraction = (amount % 10n ** BigInt(USDC_DECIMALS))
    .toString()
    .padStart(USDC_DECIMALS, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

const nothingToApprove = async () => undefined

/** Names the test's hooks in the report (annotation 'wagmi hooks'). */
function annotateHooks(connection: string): void {
  test.info().annotations.push({
    type: 'wagmi hooks',
    description: `${connection}: ${HOOKS_CHECKED.length} (${HOOKS_CHECKED.join(', ')})`,
  })
}

test.describe('the wagmi example on Keyway: every wagmi hook, per connection type', () => {
  let wcWallet: WcWallet | undefined

  test.afterEach(async () => {
    await wcWallet?.close()
    wcWallet = undefined
  })

  test('injected EIP-6963 wallet: read, transfer mined on anvil, sign, switch chain', async ({
    page,
    exampleUrl,
    wallets,
    e2e,
  }) => {
    annotateHooks('injected EIP-6963 wallet')
    const [wallet] = await wallets.install([TEST_WALLET])
    const app = new WagmiExample(page)
    await page.goto(exampleUrl)
    await expect(app.status).toHaveText('disconnected')
    await app.connectButton.click()
    await app.modal.expectOpen()
    await app.modal.chooseWallet(TEST_WALLET.name)
    await app.expectConnected(wallet!.address)

    await transferChecked(app, e2e, wallet!.address, nothingToApprove)
    expect(wallet!.requests.map((r) => r.method)).toContain('eth_sendTransaction')
    await signChecked(app, e2e, wallet!.address, nothingToApprove)
    await switchChecked(app)
    expect(wallet!.chainId).toBe(31338)
  })

  test('WalletConnect sign-client wallet: read, transfer mined on anvil, sign, switch chain', async ({
    page,
    exampleUrl,
    e2e,
  }) => {
    annotateHooks('WalletConnect')
    const account = e2e.devnet.accounts.evm[2]!
    const sender = privateKeyToAccount(account.privateKey)
    const walletClient = createWalletClient({
      account: sender,
      transport: http(e2e.devnet.urls.evmRpc, { timeout: 10_000 }),
    })
    wcWallet = await createWcWallet({
      relayUrl: e2e.devnet.urls.relay,
      projectId: PROJECT_ID,
      privateKey: account.privateKey,
      chainIds: [31337, 31338],
      // The wallet signs and sends on anvil what the dapp asks, as a real wallet would.
      async sendTransaction(request, chainId) {
        expect(chainId).toBe('eip155:31337')
        const { to, data, value } = request as { to: Address; data?: Hex; value?: Hex }
        return walletClient.sendTransaction({
          chain: null,
          to,
          ...(data ? { data } : {}),
          ...(value ? { value: BigInt(value) } : {}),
        })
      },
    })
    const app = new WagmiExample(page)
    await page.goto(exampleUrl)
    await app.connectButton.click()
    await app.modal.expectOpen()
    await app.modal.chooseWallet('WalletConnect')
    const qr = app.modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
    await expect(qr).toBeVisible()
    await wcWallet.pair((await qr.getAttribute('data-uri')) as string)
    await app.expectConnected(sender.address)

    await transferChecked(app, e2e, sender.address, nothingToApprove)
    expect(wcWallet.requests.map((r) => r.method)).toContain('eth_sendTransaction')
    await signChecked(app, e2e, sender.address, nothingToApprove)
    expect(wcWallet.requests.map((r) => r.method)).toContain('personal_sign')
    await switchChecked(app)
  })

  test('embedded email wallet: read, transfer approved in the frame and mined on anvil, sign, switch chain', async ({
    page,
    exampleUrl,
    e2e,
  }) => {
    annotateHooks('embedded email wallet')
    const app = new WagmiExample(page)
    await page.goto(exampleUrl)
    const email = uniqueEmail('wagmi')
    await app.connectButton.click()
    await app.modal.expectOpen()
    await loginByEmail(page, app.modal, e2e, email)
    await expect(app.status).toHaveText('connected', { timeout: 30_000 })
    const address = ((await app.address.textContent()) ?? '') as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await app.expectConnected(address)

    // A new wallet holds nothing: gas and USDC from anvil (the test token mints to anyone).
    const anvil = createTestClient({
      mode: 'anvil',
      transport: http(e2e.devnet.urls.evmRpc, { timeout: 10_000 }),
    })
    await anvil.setBalance({ address, value: parseEther('1') })
    await mintUsdc(e2e, address, parseUnits('10', USDC_DECIMALS))
    // useReadContract's refetch (the example's Refresh button) reads the funded balance.
    await page.getByRole('button', { name: 'Refresh' }).click()

    const approve = (method: string) => () => approveInFrame(page, app.modal, e2e, method)
    await transferChecked(app, e2e, address, approve('eth_sendTransaction'))
    await signChecked(app, e2e, address, approve('personal_sign'))
    await switchChecked(app)
  })
})
