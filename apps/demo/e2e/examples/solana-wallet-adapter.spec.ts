/**
 * apps/examples/solana-wallet-adapter: a dapp written against @solana/wallet-adapter-react
 * (useWallet, useConnection), moved to Keyway by its provider setup and its connect button
 * only (KeywayWalletAdapter in WalletProvider's `wallets`). The injected Wallet Standard
 * test wallet connects through Keyway's modal; useWallet().sendTransaction sends SOL, and
 * the transfer is read back from devnet's ledger over its Solana RPC (the recipient's
 * balance, the transaction's signer); useWallet().signMessage's signature verifies with the
 * account's key. A reload restores the connection through WalletProvider's autoConnect.
 * A WalletConnect wallet (a sign-client peer on devnet's relay) and the embedded email
 * wallet (each request approved in its frame) go the same way.
 */
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { createMemoryStorage } from '@keyway/devnet'
import { createTestSolanaWallet } from '@keyway/test/solana-wallet'
import type { Locator, Page } from '@playwright/test'
import { SignClient } from '@walletconnect/sign-client'
import { decodeBase58 } from '../base58.js'
import type { E2eEnv } from '../e2e-env.js'
import { approveInFrame, loginByEmail, uniqueEmail } from '../embedded-login.js'
import { SOLANA_TEST_WALLET } from '../fixtures.js'
import { ModalPage } from '../pages/modal-page.js'
import { expect, test } from './example-app.js'

test.use({ exampleApp: 'solana-wallet-adapter' })

const LAMPORTS_PER_SOL = 1_000_000_000
/** SPKI DER prefix of a raw Ed25519 public key (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text
    value /= 58n
  }
  const zeros = bytes.findIndex((b) => b !== 0)
  return '1'.repeat(zeros < 0 ? bytes.length : zeros) + text
}

/** A fresh address: an account devnet has never seen. */
function freshAddress(): string {
  const spki = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' })
  return encodeBase58(new Uint8Array(spki.subarray(spki.length - 32)))
}

function verifyEd25519(publicKey: string, message: string, signature: Uint8Array): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, decodeBase58(publicKey)]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, Buffer.from(message), key, signature)
}

/** One call to devnet's Solana JSON-RPC, from the test process (not through the page). */
async function solanaRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

const lamportsOf = (rpcUrl: string, address: string) =>
  solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }]).then(
    (r) => r.value,
  )

type LedgerTransaction = {
  meta: { err: unknown }
  transaction: { message: { accountKeys: string[] }; signatures: string[] }
}

/** The transaction as devnet's ledger holds it, once confirmed there. */
async function ledgerTransaction(rpcUrl: string, signature: string): Promise<LedgerTransaction> {
  let found: LedgerTransaction | null = null
  await expect
    .poll(async () => {
      found = await solanaRpc<LedgerTransaction | null>(rpcUrl, 'getTransaction', [
        signature,
        { encoding: 'json', commitment: 'confirmed' },
      ])
      return found !== null
    })
    .toBe(true)
  return found as unknown as LedgerTransaction
}

type WcSolanaWallet = {
  pair(uri: string): Promise<void>
  methods: string[]
  close(): Promise<void>
}

/**
 * A WalletConnect wallet app for devnet's Solana account `index`: approves the solana
 * namespace and answers solana_signMessage ({ signature }, base58) and
 * solana_signTransaction ({ transaction }, base64) with the account's key.
 */
async function startWcSolanaWallet(e2e: E2eEnv, index: number): Promise<WcSolanaWallet> {
  const account = e2e.devnet.accounts.solana[index]!
  const signer = await createTestSolanaWallet({
    secretKey: account.secretKey,
    rpcUrl: e2e.devnet.urls.solanaRpc,
  })
  const client = await SignClient.init({
    projectId: 'keyway-demo',
    relayUrl: e2e.devnet.urls.relay,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'e2e solana wallet', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    customStoragePrefix: `e2e-solana-wallet-${crypto.randomUUID()}`,
  })
  const methods: string[] = []
  let approved: (() => void) | undefined
  client.on('session_proposal', ({ id }) => {
    const caip = e2e.devnet.solanaCaipNetworkId
    void client
      .approve({
        id,
        namespaces: {
          solana: {
            chains: [caip],
            accounts: [`${caip}:${account.publicKey}`],
            methods: ['solana_signMessage', 'solana_signTransaction'],
            events: [],
          },
        },
      })
      .then(({ acknowledged }) => acknowledged())
      .then(() => approved?.())
  })
  client.on('session_request', async ({ topic, id, params }) => {
    const { method, params: request } = params.request as {
      method: string
      params: { message?: string; transaction?: string }
    }
    methods.push(method)
    const result =
      method === 'solana_signMessage'
        ? { signature: encodeBase58(await signer.signMessage(decodeBase58(request.message ?? ''))) }
        : {
            transaction: Buffer.from(
              await signer.signTransaction(Buffer.from(request.transaction ?? '', 'base64')),
            ).toString('base64'),
          }
    await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return {
    methods,
    async pair(uri) {
      const session = new Promise<void>((resolve) => {
        approved = resolve
      })
      await client.pair({ uri })
      await session
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/** The example's page (test ids from src/Dapp.tsx, the button from src/WalletButton.tsx). */
class SolanaExample {
  readonly modal: ModalPage
  readonly connectButton: Locator
  readonly address: Locator
  readonly balance: Locator
  readonly txSignature: Locator
  readonly signature: Locator

  constructor(readonly page: Page) {
    this.modal = new ModalPage(page)
    this.connectButton = page.getByRole('button', { name: 'Connect wallet' })
    this.address = page.getByTestId('address')
    this.balance = page.getByTestId('balance')
    this.txSignature = page.getByTestId('tx-signature')
    this.signature = page.getByTestId('signature')
  }

  async send(to: string, sol: string): Promise<void> {
    await this.page.getByLabel('Recipient').fill(to)
    await this.page.getByLabel('Amount (SOL)').fill(sol)
    await this.page.getByRole('button', { name: 'Send' }).click()
  }

  async sign(message: string): Promise<void> {
    await this.page.locator('input[name="message"]').fill(message)
    await this.page.getByRole('button', { name: 'Sign message' }).click()
  }
}

test.describe('the Solana wallet-adapter example on Keyway', () => {
  test('injected test wallet through the modal: useWallet sends SOL (checked on devnet) and signs a message (verified); a reload stays connected', async ({
    page,
    exampleUrl,
    solanaWallets,
    e2e,
  }) => {
    const [wallet] = await solanaWallets.install([SOLANA_TEST_WALLET])
    const sender = e2e.devnet.accounts.solana[SOLANA_TEST_WALLET.accountIndex]!
    const rpcUrl = e2e.devnet.urls.solanaRpc
    const app = new SolanaExample(page)
    await page.goto(exampleUrl)
    await expect(app.address).toHaveText('')

    await app.connectButton.click()
    await app.modal.expectOpen()
    await app.modal.chooseWallet(SOLANA_TEST_WALLET.name)
    await expect(app.address).toHaveText(sender.publicKey, { timeout: 30_000 })
    await app.modal.expectClosed()

    const before = await lamportsOf(rpcUrl, sender.publicKey)
    await expect(app.balance).toHaveText(`${before / LAMPORTS_PER_SOL} SOL`)

    const recipient = freshAddress()
    await app.send(recipient, '0.25')
    await expect(page.getByTestId('tx-confirmed')).toBeVisible({ timeout: 30_000 })
    const txSignature = (await app.txSignature.textContent()) ?? ''
    expect(decodeBase58(txSignature)).toHaveLength(64)
    await expect.poll(() => lamportsOf(rpcUrl, recipient)).toBe(0.25 * LAMPORTS_PER_SOL)
    const transaction = await ledgerTransaction(rpcUrl, txSignature)
    expect(transaction.meta.err).toBeNull()
    expect(transaction.transaction.signatures[0]).toBe(txSignature)
    expect(transaction.transaction.message.accountKeys[0]).toBe(sender.publicKey)
    expect(transaction.transaction.message.accountKeys).toContain(recipient)
    expect(wallet!.requests).toContain('signTransaction')
    const after = await lamportsOf(rpcUrl, sender.publicKey)
    await expect(app.balance).toHaveText(`${after / LAMPORTS_PER_SOL} SOL`)

    const message = `gm from useWallet ${Date.now()}`
    await app.sign(message)
    await expect(app.signature).toHaveText(/^[A-Za-z0-9+/]{86}==$/, { timeout: 20_000 })
    const signature = Buffer.from((await app.signature.textContent()) ?? '', 'base64')
    expect(verifyEd25519(sender.publicKey, message, signature)).toBe(true)

    await page.reload()
    await expect(app.address).toHaveText(sender.publicKey, { timeout: 30_000 })
    await app.modal.expectClosed()

    await page.getByRole('button', { name: /^Disconnect / }).click()
    await expect(app.connectButton).toBeVisible()
    await expect(app.address).toHaveText('')
  })

  test('WalletConnect wallet: useWallet sends SOL signed over the relay (checked on devnet) and signs a message (verified)', async ({
    page,
    exampleUrl,
    e2e,
  }) => {
    const index = 3
    const sender = e2e.devnet.accounts.solana[index]!
    const rpcUrl = e2e.devnet.urls.solanaRpc
    const wallet = await startWcSolanaWallet(e2e, index)
    try {
      const app = new SolanaExample(page)
      await page.goto(exampleUrl)
      await app.connectButton.click()
      await app.modal.expectOpen()
      await app.modal.chooseWallet('WalletConnect')
      const qr = app.modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
      await expect(qr).toBeVisible()
      await wallet.pair((await qr.getAttribute('data-uri')) as string)
      await expect(app.address).toHaveText(sender.publicKey, { timeout: 30_000 })

      const recipient = freshAddress()
      await app.send(recipient, '0.05')
      await expect(page.getByTestId('tx-confirmed')).toBeVisible({ timeout: 30_000 })
      await expect.poll(() => lamportsOf(rpcUrl, recipient)).toBe(0.05 * LAMPORTS_PER_SOL)
      const transaction = await ledgerTransaction(
        rpcUrl,
        (await app.txSignature.textContent()) ?? '',
      )
      expect(transaction.meta.err).toBeNull()
      expect(transaction.transaction.message.accountKeys[0]).toBe(sender.publicKey)

      const message = `gm over WalletConnect ${Date.now()}`
      await app.sign(message)
      await expect(app.signature).toHaveText(/^[A-Za-z0-9+/]{86}==$/, { timeout: 20_000 })
      const signature = Buffer.from((await app.signature.textContent()) ?? '', 'base64')
      expect(verifyEd25519(sender.publicKey, message, signature)).toBe(true)
      expect(wallet.methods).toEqual(['solana_signTransaction', 'solana_signMessage'])
    } finally {
      await wallet.close()
    }
  })

  test('embedded email wallet: useWallet sends SOL approved in the frame (checked on devnet) and signs a message (verified)', async ({
    page,
    exampleUrl,
    e2e,
  }) => {
    const rpcUrl = e2e.devnet.urls.solanaRpc
    const app = new SolanaExample(page)
    await page.goto(exampleUrl)
    const email = uniqueEmail('solana-wallet-adapter')
    await app.connectButton.click()
    await app.modal.expectOpen()
    await loginByEmail(page, app.modal, e2e, email)
    await expect(app.address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { timeout: 30_000 })
    const address = (await app.address.textContent()) ?? ''

    await solanaRpc(rpcUrl, 'requestAirdrop', [address, LAMPORTS_PER_SOL])
    await expect.poll(() => lamportsOf(rpcUrl, address)).toBe(LAMPORTS_PER_SOL)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(app.balance).toHaveText('1 SOL')

    const recipient = freshAddress()
    await app.send(recipient, '0.1')
    await approveInFrame(page, app.modal, e2e, 'solana_signTransaction')
    await expect(page.getByTestId('tx-confirmed')).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => lamportsOf(rpcUrl, recipient)).toBe(0.1 * LAMPORTS_PER_SOL)
    const txSignature = (await app.txSignature.textContent()) ?? ''
    const transaction = await ledgerTransaction(rpcUrl, txSignature)
    expect(transaction.meta.err).toBeNull()
    expect(transaction.transaction.message.accountKeys[0]).toBe(address)

    const message = `gm from the email wallet ${Date.now()}`
    await app.sign(message)
    await approveInFrame(page, app.modal, e2e, 'solana_signMessage')
    await expect(app.signature).toHaveText(/^[A-Za-z0-9+/]{86}==$/, { timeout: 20_000 })
    const signature = Buffer.from((await app.signature.textContent()) ?? '', 'base64')
    expect(verifyEd25519(address, message, signature)).toBe(true)
  })
})
