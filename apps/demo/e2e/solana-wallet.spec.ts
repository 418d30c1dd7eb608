/**
 * A Wallet Standard Solana test wallet (its keypair is a funded devnet account,
 * signing in the test process) — connect through SwitchActiveChain, the SOL balance from
 * devnet, signMessage verified with ed25519, a SOL transfer seen on devnet, and a reload
 * that stays connected; user rejections of connect, sign and send leave each retryable.
 */
import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from './base58.js'
import { expect, SOLANA_TEST_WALLET, test } from './fixtures.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

const LAMPORTS_PER_SOL = 1_000_000_000n
/** SPKI DER prefix of a raw Ed25519 public key (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

function verifyEd25519(publicKey: string, message: string, signature: string): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, decodeBase58(publicKey)]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, Buffer.from(message), key, decodeBase58(signature))
}

/** Lamports of an account, read from devnet directly (not through the page). */
async function devnetBalance(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result: { value: number } }
  return BigInt(body.result.value)
}

/**
 * docs/views.md#navigation-rules: choosing a network of another, unconnected namespace from the header's network
 * button opens SwitchActiveChain; Continue makes it active and leads to Connect.
 */
async function switchToSolana(demo: DemoPage, modal: ModalPage): Promise<void> {
  await demo.openNetworks()
  await modal.expectOpen('Choose Network')
  await modal.network('Solana Devnet').click()
  await modal.expectOpen('Switch Network')
  await modal.button('Continue').click()
  await expect(demo.activeNamespace).toHaveText('solana')
}

test.describe('Wallet Standard Solana wallet on devnet', () => {
  test('connects, shows the devnet SOL balance, signs (ed25519-verified), sends SOL, survives a reload', async ({
    demo,
    modal,
    solanaWallets,
    e2e,
  }) => {
    const [wallet] = await solanaWallets.install()
    const sender = e2e.devnet.accounts.solana[SOLANA_TEST_WALLET.accountIndex]!
    const recipient = e2e.devnet.accounts.solana[1]!
    expect(wallet!.address).toBe(sender.publicKey)

    await demo.goto()
    await expect(demo.activeNamespace).toHaveText('eip155')
    await switchToSolana(demo, modal)
    await modal.chooseWallet(SOLANA_TEST_WALLET.name)
    await demo.expectSolanaConnected(sender.publicKey)
    await modal.expectClosed()

    // The balance the panel shows is devnet's, in SOL (9 decimals).
    const lamports = await devnetBalance(e2e.devnet.urls.solanaRpc, sender.publicKey)
    expect(lamports).toBeGreaterThan(0n)
    const sol = Number(lamports) / Number(LAMPORTS_PER_SOL)
    await expect(demo.solana.balance).toHaveText(`${sol} SOL`)

    const message = 'gm from the Solana e2e'
    await demo.solana.signInput.fill(message)
    await demo.solana.signButton.click()
    await expect(demo.solana.signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const signature = (await demo.solana.signature.textContent()) ?? ''
    expect(verifyEd25519(sender.publicKey, message, signature)).toBe(true)
    expect(verifyEd25519(sender.publicKey, 'another message', signature)).toBe(false)

    // The recipient is prefilled with one of devnet's other test accounts.
    await expect(demo.solana.sendTo).toHaveValue(recipient.publicKey)
    const before = await devnetBalance(e2e.devnet.urls.solanaRpc, recipient.publicKey)
    await demo.solana.sendAmount.fill('0.5')
    await demo.solana.sendButton.click()
    await expect(demo.solana.txSignature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
      timeout: 20_000,
    })
    await expect
      .poll(() => devnetBalance(e2e.devnet.urls.solanaRpc, recipient.publicKey))
      .toBe(before + LAMPORTS_PER_SOL / 2n)
    // The sender's new balance shows in the panel and in the header's account button.
    const after = Number(await devnetBalance(e2e.devnet.urls.solanaRpc, sender.publicKey))
    const afterSol = after / Number(LAMPORTS_PER_SOL)
    await expect(demo.solana.balance).toHaveText(`${afterSol} SOL`)
    // docs/limits.md#display: amounts display with 3 decimals.
    const shown = String(Number(afterSol.toFixed(3)))
    expect(shown).not.toBe(String(sol))
    await expect(demo.header.getByRole('button', { name: /^Account / })).toHaveAccessibleName(
      `Account ${shown} SOL ${sender.publicKey.slice(0, 4)}...${sender.publicKey.slice(-6)}`,
    )

    await demo.page.reload()
    await demo.expectSolanaConnected(sender.publicKey)
    await expect(demo.activeNamespace).toHaveText('solana')
    await expect(modal.dialog).toBeHidden()
  })

  test('rejections (connect, sign, send) leave everything retryable, and the retries succeed', async ({
    demo,
    modal,
    solanaWallets,
    e2e,
  }) => {
    const [wallet] = await solanaWallets.install()
    const sender = e2e.devnet.accounts.solana[SOLANA_TEST_WALLET.accountIndex]!
    const pageErrors: Error[] = []
    demo.page.on('pageerror', (error) => pageErrors.push(error))
    await demo.goto()
    await switchToSolana(demo, modal)

    wallet!.rejectNext('connect')
    await modal.chooseWallet(SOLANA_TEST_WALLET.name)
    const retry = modal.button(/try again|retry/i)
    await expect(retry).toBeVisible()
    await expect(demo.solana.status).toHaveText('disconnected')
    await retry.click()
    await demo.expectSolanaConnected(sender.publicKey)
    await modal.expectClosed()

    wallet!.rejectNext('signMessage')
    await demo.solana.signInput.fill('declined')
    await demo.solana.signButton.click()
    await expect(demo.solana.signError).toHaveText('Signature declined')
    await demo.solana.signInput.fill('accepted')
    await demo.solana.signButton.click()
    await expect(demo.solana.signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)

    const recipient = e2e.devnet.accounts.solana[3]!.publicKey
    const before = await devnetBalance(e2e.devnet.urls.solanaRpc, recipient)
    wallet!.rejectNext('signAndSendTransaction')
    await demo.solana.sendTo.fill(recipient)
    await demo.solana.sendAmount.fill('0.25')
    await demo.solana.sendButton.click()
    await expect(demo.solana.sendError).toContainText(/rejected/i)
    expect(await devnetBalance(e2e.devnet.urls.solanaRpc, recipient)).toBe(before)
    await demo.solana.sendButton.click()
    await expect(demo.solana.txSignature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
      timeout: 20_000,
    })
    await expect
      .poll(() => devnetBalance(e2e.devnet.urls.solanaRpc, recipient))
      .toBe(before + LAMPORTS_PER_SOL / 4n)
    await expect(demo.solana.status).toHaveText('connected')
    // spec: a user rejection throws nothing uncaught.
    expect(pageErrors).toEqual([])
  })
})
