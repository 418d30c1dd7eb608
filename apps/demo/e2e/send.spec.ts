/**
 * The send form against devnet (docs/account-features.md#send, docs/views.md#the-send-flow send flow, docs/validation.md#send validation): from the
 * Account view's Send entry, an injected wallet over a devnet account sends test tokens on
 * anvil, by address and to a registered name (devnet's names API), a USDT-style token whose
 * transfer returns nothing, and on devnet's Solana SOL and SPL USDC to an account with no
 * token account yet. Balances are read from the chains by the test. Validation, a refusal
 * in the wallet and a keyboard-only send are covered too.
 */
import type { Locator, Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { E2eEnv } from './e2e-env.js'
import {
  expect,
  SOLANA_TEST_WALLET,
  TEST_WALLET,
  type TestSolanaWalletSpec,
  type TestWalletSpec,
  type TestWallets,
  test,
} from './fixtures.js'
import { connectInjected } from './flows.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

/** A devnet account no other scenario sends from, so its balances move only here. */
const SENDER: TestWalletSpec = { ...TEST_WALLET, accountIndex: 8 }
const SOLANA_SENDER: TestSolanaWalletSpec = { ...SOLANA_TEST_WALLET, accountIndex: 4 }

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A fresh Solana address (32 random bytes, base58): nothing exists there yet. */
function freshSolanaAddress(): string {
  let value = 0n
  for (const byte of crypto.getRandomValues(new Uint8Array(32))) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  return text.padStart(32, '1')
}

function evmClient(e2e: E2eEnv) {
  return createPublicClient({ transport: http(e2e.devnet.urls.evmRpc) })
}

function tokenBalance(e2e: E2eEnv, token: Address, owner: Address): Promise<bigint> {
  return evmClient(e2e).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** A token's contract address, as the demo's token panel lists it (its CAIP-10's last part). */
async function tokenAddress(page: Page, symbol: string): Promise<Address> {
  const caip = await page.getByTestId(`token-${symbol}`).first().getAttribute('data-address')
  const address = caip?.split(':')[2]
  if (!address) throw new Error(`no ${symbol} row with an address`)
  return address as Address
}

async function solanaRpc<T>(e2e: E2eEnv, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(e2e.devnet.urls.solanaRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  return ((await response.json()) as { result: T }).result
}

const lamportsOf = async (e2e: E2eEnv, owner: string) =>
  BigInt((await solanaRpc<{ value: number }>(e2e, 'getBalance', [owner])).value)

/** An owner's token accounts of `mint` and their raw amounts. */
async function splAmounts(e2e: E2eEnv, owner: string, mint: string): Promise<bigint[]> {
  const result = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(e2e, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return result.value.map((entry) => BigInt(entry.account.data.parsed.info.tokenAmount.amount))
}

/**
 * Registers `label`.keyway.id for a fresh key with devnet's names API (docs/services.md POST
 * /v1/profile/account), as a user of another dapp would have; returns its address.
 */
async function registerName(e2e: E2eEnv, label: string, avatar: string): Promise<Address> {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name: `${label}.keyway.id`,
    attributes: { avatar },
    timestamp: Math.floor(Date.now() / 1000),
  })
  const url = new URL('/v1/profile/account', e2e.devnet.urls.blockchainApi)
  url.searchParams.set('projectId', 'keyway-demo')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      // ENSIP-11 coin type of devnet's first chain (31337).
      coin_type: (0x80000000 | 31337) >>> 0,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
    signal: AbortSignal.timeout(20_000),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return account.address
}

/** The parts of the send view the scenarios use. */
function sendForm(modal: ModalPage) {
  const view = modal.dialog.locator('kw-wallet-send-view')
  return {
    view,
    tokenButton: view.locator('.token-button'),
    amount: view.locator('kw-input[name="amount"] input'),
    receiver: view.locator('kw-input[name="receiver"] input'),
    receiverError: view.locator('kw-input[name="receiver"] [role="alert"]'),
    profile: view.locator('.receiver'),
    fee: view.locator('.fee .value'),
    error: view.locator('p.error'),
    send: view.getByRole('button', { name: 'Send', exact: true }),
  }
}

/** Opens the Account view from the header, then its Send entry. */
async function openSend(demo: DemoPage, modal: ModalPage) {
  await demo.header.locator('kw-account-button').getByRole('button').click()
  await modal.expectOpen('Account')
  await modal.dialog.locator('kw-button.feature-send').click()
  await modal.expectOpen('Send')
  return sendForm(modal)
}

/** Chooses `symbol` in the token picker by pointer. */
async function chooseToken(modal: ModalPage, form: ReturnType<typeof sendForm>, symbol: string) {
  await form.tokenButton.click()
  await modal.expectOpen('Select Token')
  await modalRow(modal, symbol).click()
  await modal.expectOpen('Send')
  await expect(form.tokenButton).toContainText(symbol)
}

function modalRow(modal: ModalPage, symbol: string): Locator {
  return modal.dialog.locator('button.token', {
    has: modal.page.locator(`kw-token-item[symbol="${symbol}"]`),
  })
}

/** Installs the sender's wallet, opens the demo and connects it; returns its address. */
async function connectSender(
  demo: DemoPage,
  modal: ModalPage,
  wallets: TestWallets,
): Promise<Address> {
  const [wallet] = await wallets.install([SENDER])
  await demo.goto()
  await connectInjected(demo, modal, SENDER.name, wallet!.address)
  await modal.expectClosed()
  return wallet!.address as Address
}

/** The deep focused element's host class list and name attribute (through shadow roots). */
function focusedControl(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const root = active?.getRootNode()
    const host = root instanceof ShadowRoot ? root.host : null
    return {
      tag: active?.localName ?? '',
      className: active?.className ?? '',
      host: host?.localName ?? '',
      hostClass: host?.getAttribute('class') ?? '',
      name: host?.getAttribute('name') ?? '',
    }
  })
}

test.describe('send (eip155 on anvil)', () => {
  test('sends 1.5 test-USDC by address: both balances change on anvil and in the Account view, and Activity lists it', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const sender = await connectSender(demo, modal, wallets)
    const usdc = await tokenAddress(demo.page, 'USDC')
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await tokenBalance(e2e, usdc, sender)

    const form = await openSend(demo, modal)
    await chooseToken(modal, form, 'USDC')
    await form.amount.fill('1.5')
    await form.receiver.fill(receiver)
    // The network fee of a token transfer on anvil, in ETH.
    await expect(form.fee).toHaveText(/^[\d.<]+ ETH$/)
    await form.send.click()

    await modal.expectOpen('Account')
    expect(await tokenBalance(e2e, usdc, receiver)).toBe(parseUnits('1.5', 6))
    const after = await tokenBalance(e2e, usdc, sender)
    expect(after).toBe(before - parseUnits('1.5', 6))
    // docs/account-features.md#send: the balance is updated after the send.
    await expect(modal.dialog.locator('kw-token-item[symbol="USDC"]')).toHaveAttribute(
      'amount',
      formatUnits(after, 6),
    )

    // The transfer appears in Activity, newest first, to the receiver.
    await modal.dialog.locator('kw-list-item.activity').getByRole('button').click()
    await modal.expectOpen('Activity')
    const newest = modal.dialog.locator('kw-activity-view .transaction').first()
    await expect(newest.locator('.type')).toHaveText('Sent')
    await expect(newest.locator('.amount')).toHaveText('-1.5 USDC')
    await expect(newest.locator('.party')).toHaveAttribute('title', new RegExp(receiver, 'i'))
  })

  test('sends 1.5 test-USDC to a registered name, shown with its profile name and avatar', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const label = `send-${Date.now().toString(36)}`
    const avatar = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    const receiver = await registerName(e2e, label, avatar)
    await connectSender(demo, modal, wallets)
    const usdc = await tokenAddress(demo.page, 'USDC')

    const form = await openSend(demo, modal)
    await chooseToken(modal, form, 'USDC')
    await form.amount.fill('1.5')
    await form.receiver.fill(`${label}.keyway.id`)
    await expect(form.profile).toContainText(`${label}.keyway.id`)
    await expect(form.profile.locator('kw-avatar')).toHaveAttribute('src', avatar)
    await form.send.click()

    await modal.expectOpen('Account')
    expect(await tokenBalance(e2e, usdc, receiver)).toBe(parseUnits('1.5', 6))
  })

  test("an unknown name says 'Error resolving name' and sends nothing", async ({
    demo,
    modal,
    wallets,
  }) => {
    await connectSender(demo, modal, wallets)
    const form = await openSend(demo, modal)
    await chooseToken(modal, form, 'USDC')
    await form.amount.fill('1')
    await form.receiver.fill(`nobody-${Date.now().toString(36)}.keyway.id`)
    await expect(form.receiverError).toHaveText('Error resolving name')
    await form.send.click()
    await expect(form.receiverError).toHaveText('Error resolving name')
    await expect(modal.title).toHaveText('Send')
  })

  test('a USDT-style token, whose transfer returns nothing, is sent', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const sender = await connectSender(demo, modal, wallets)
    const usdt = await tokenAddress(demo.page, 'USDT')
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await tokenBalance(e2e, usdt, sender)

    const form = await openSend(demo, modal)
    await chooseToken(modal, form, 'USDT')
    await form.amount.fill('2.25')
    await form.receiver.fill(receiver)
    await form.send.click()

    await modal.expectOpen('Account')
    expect(await tokenBalance(e2e, usdt, receiver)).toBe(parseUnits('2.25', 6))
    expect(await tokenBalance(e2e, usdt, sender)).toBe(before - parseUnits('2.25', 6))
  })

  test('shows the docs/validation.md#send messages for a missing amount, receiver or token, and sends nothing', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const sender = await connectSender(demo, modal, wallets)
    const nonce = await evmClient(e2e).getTransactionCount({ address: sender })
    const form = await openSend(demo, modal)

    await form.send.click()
    await expect(form.error).toHaveText('An amount and receiver address are required')
    await form.receiver.fill(privateKeyToAccount(generatePrivateKey()).address)
    await form.send.click()
    await expect(form.error).toHaveText('An amount and receiver address are required')
    await form.amount.fill('1')
    await form.receiver.fill('')
    await form.send.click()
    await expect(form.error).toHaveText('An amount and receiver address are required')
    await form.receiver.fill(privateKeyToAccount(generatePrivateKey()).address)
    await form.send.click()
    await expect(form.error).toHaveText('A token is required')
    await expect(form.error).toHaveAttribute('role', 'alert')

    await expect(modal.title).toHaveText('Send')
    expect(await evmClient(e2e).getTransactionCount({ address: sender })).toBe(nonce)
  })

  test('a send the wallet refuses leaves the form as it was; sending again succeeds', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const [wallet] = await wallets.install([SENDER])
    await demo.goto()
    await connectInjected(demo, modal, SENDER.name, wallet!.address)
    await modal.expectClosed()
    const usdc = await tokenAddress(demo.page, 'USDC')
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    const form = await openSend(demo, modal)
    await chooseToken(modal, form, 'USDC')
    await form.amount.fill('0.75')
    await form.receiver.fill(receiver)
    wallet!.setReject((method) => (method === 'eth_sendTransaction' ? 4001 : false))
    await form.send.click()

    await expect(form.error).toHaveText('The transfer was declined in the wallet')
    await expect(modal.title).toHaveText('Send')
    await expect(form.tokenButton).toContainText('USDC')
    await expect(form.amount).toHaveValue('0.75')
    await expect(form.receiver).toHaveValue(receiver)
    expect(await tokenBalance(e2e, usdc, receiver)).toBe(0n)

    wallet!.setReject(undefined)
    await form.send.click()
    await modal.expectOpen('Account')
    expect(await tokenBalance(e2e, usdc, receiver)).toBe(parseUnits('0.75', 6))
  })

  test("more ETH than the account holds: the banner gives the node's reason and nothing is sent", async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const sender = await connectSender(demo, modal, wallets)
    const nonce = await evmClient(e2e).getTransactionCount({ address: sender })
    const balance = await evmClient(e2e).getBalance({ address: sender })
    const tooMuch = formatUnits(balance + parseUnits('1', 18), 18)
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    const form = await openSend(demo, modal)
    await chooseToken(modal, form, 'ETH')
    await form.amount.fill(tooMuch)
    await form.receiver.fill(receiver)
    await form.send.click()

    // anvil refuses it ("insufficient funds"): core's InsufficientFundsError, in the banner
    // over the view the failed step returns to.
    await expect(modal.banner).toContainText(
      'The account does not have enough funds for this transaction and its fee.',
    )
    await modal.expectOpen('Account')
    expect(await evmClient(e2e).getTransactionCount({ address: sender })).toBe(nonce)
    expect(await evmClient(e2e).getBalance({ address: receiver })).toBe(0n)
  })

  test('the form is filled and sent with the keyboard alone', async ({
    demo,
    modal,
    wallets,
    e2e,
  }) => {
    const page = demo.page
    await connectSender(demo, modal, wallets)
    const usdc = await tokenAddress(page, 'USDC')
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    await demo.header.locator('kw-account-button').getByRole('button').focus()
    await page.keyboard.press('Enter')
    await modal.expectOpen('Account')
    for (let i = 0; i < 20; i++) {
      if ((await focusedControl(page)).hostClass.includes('feature-send')) break
      await page.keyboard.press('Tab')
    }
    expect((await focusedControl(page)).hostClass).toContain('feature-send')
    await page.keyboard.press('Enter')
    await modal.expectOpen('Send')

    // Focus starts on the token choice (spec: the view's first meaningful control).
    await expect.poll(async () => (await focusedControl(page)).className).toBe('token-button')
    await page.keyboard.press('Enter')
    await modal.expectOpen('Select Token')
    await expect.poll(async () => (await focusedControl(page)).host).toBe('kw-input')
    await page.keyboard.type('USDC')
    await expect(modal.dialog.locator('button.token')).toHaveCount(1)
    // Past the search field's clear button, to the one token left.
    for (let i = 0; i < 3 && !(await focusedControl(page)).className.includes('token'); i++) {
      await page.keyboard.press('Tab')
    }
    expect((await focusedControl(page)).className).toContain('token')
    await page.keyboard.press('Enter')
    await modal.expectOpen('Send')

    await expect.poll(async () => (await focusedControl(page)).name).toBe('amount')
    await page.keyboard.type('1.5')
    await page.keyboard.press('Tab') // Max
    await page.keyboard.press('Tab')
    expect((await focusedControl(page)).name).toBe('receiver')
    await page.keyboard.type(receiver)
    await page.keyboard.press('Enter')

    await modal.expectOpen('Account')
    expect(await tokenBalance(e2e, usdc, receiver)).toBe(parseUnits('1.5', 6))
  })
})

test.describe('send (devnet Solana)', () => {
  test('sends SOL, and SPL USDC to an account with no token account yet; balances change', async ({
    demo,
    modal,
    solanaWallets,
    e2e,
  }) => {
    await solanaWallets.install([SOLANA_SENDER])
    const sender = e2e.devnet.accounts.solana[SOLANA_SENDER.accountIndex]!.publicKey
    // Balances over chain RPC: the dapp's configured USDC mint.
    await demo.goto('?balances=rpc')
    await demo.openNetworks()
    await modal.expectOpen('Choose Network')
    await modal.network('Solana Devnet').click()
    await modal.expectOpen('Switch Network')
    await modal.button('Continue').click()
    await modal.chooseWallet(SOLANA_SENDER.name)
    await demo.expectSolanaConnected(sender)
    await modal.expectClosed()
    const mint = await tokenAddress(demo.page, 'USDC')

    const receiver = freshSolanaAddress()
    let form = await openSend(demo, modal)
    await chooseToken(modal, form, 'SOL')
    await form.amount.fill('0.01')
    await form.receiver.fill(receiver)
    await expect(form.fee).toHaveText('0.000005 SOL')
    await form.send.click()
    await modal.expectOpen('Account')
    await expect.poll(() => lamportsOf(e2e, receiver), { timeout: 10_000 }).toBe(10_000_000n)

    const usdcReceiver = freshSolanaAddress()
    expect(await splAmounts(e2e, usdcReceiver, mint)).toEqual([])
    const senderBefore = (await splAmounts(e2e, sender, mint))[0] ?? 0n
    form = sendForm(modal)
    await modal.dialog.locator('kw-button.feature-send').click()
    await modal.expectOpen('Send')
    await chooseToken(modal, form, 'USDC')
    await form.amount.fill('1.5')
    await form.receiver.fill(usdcReceiver)
    await form.send.click()
    await modal.expectOpen('Account')
    await expect
      .poll(() => splAmounts(e2e, usdcReceiver, mint), { timeout: 10_000 })
      .toEqual([1_500_000n])
    expect((await splAmounts(e2e, sender, mint))[0]).toBe(senderBefore - 1_500_000n)
    // The Account view shows the new USDC balance.
    await expect(modal.dialog.locator('kw-token-item[symbol="USDC"]')).toHaveAttribute(
      'amount',
      formatUnits(senderBefore - 1_500_000n, 6),
    )
  })
})
