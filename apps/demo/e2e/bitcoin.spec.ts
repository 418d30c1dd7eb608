/**
 * Bitcoin (bip122) in the demo, on devnet: Bitcoin test wallets put into the page (keys in
 * the test process) connect from the modal through SwitchActiveChain, the account shows the
 * payment address and switches to the ordinals one, a reload restores the connection, and
 * signed messages verify with @keyway/test's verifyBitcoinMessage (BIP-322 from the Wallet Standard and
 * sats-connect wallets, legacy from the legacy-only one). Sign-in with a Bitcoin wallet
 * leaves the address in the server's session and a replay is refused. One WalletConnect
 * session carries eip155, solana and bip122, and the wallet ending it ends all three. The
 * Bitcoin entries are reached and chosen with the keyboard. No Bitcoin node is involved.
 */
import { type TestBitcoinWallet, verifyBitcoinMessage } from '@keyway/test/bitcoin-wallet'
import type { Locator, Page } from '@playwright/test'
import { createMultichainWcWallet, type MultichainWcWallet } from './bitcoin-wc-wallet.js'
import {
  BITCOIN_TEST_WALLET,
  expect,
  LEGACY_BITCOIN_TEST_WALLET,
  SATS_CONNECT_TEST_WALLET,
  test,
} from './fixtures.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'
import { postVerify, sentForVerification, serverSession } from './siwx-server.js'

const PROJECT_ID = 'keyway-demo'
const BITCOIN_TESTNET = 'Bitcoin Testnet'
/** Bitcoin testnet's CAIP-2 reference: the first 32 hex digits of its genesis block hash. */
const BITCOIN_TESTNET_REFERENCE = '000000000933ea01ad0ee984209779ba'

/** The demo's Bitcoin panel. */
function bitcoinPanel(page: Page) {
  const panel = page.getByTestId('bitcoin-panel')
  return {
    status: page.getByTestId('bitcoin-status'),
    address: page.getByTestId('bitcoin-address'),
    payment: page.getByTestId('bitcoin-payment-address'),
    ordinals: page.getByTestId('bitcoin-ordinals-address'),
    message: panel.getByRole('textbox', { name: 'Message', exact: true }),
    sign: panel.getByRole('button', { name: 'Sign message' }),
    signature: page.getByTestId('bitcoin-signature'),
    protocol: page.getByTestId('bitcoin-protocol'),
    error: page.getByTestId('bitcoin-sign-error'),
  }
}

/**
 * Checks a Bitcoin signature with @keyway/test's verifier (BIP-322 simple through
 * @scure/btc-signer, legacy through noble) for a testnet address.
 */
async function verifiesOnTestnet(address: string, message: string, signature: string) {
  return verifyBitcoinMessage({ address, message, signature, network: 'testnet' }).valid
}

/**
 * spec: a network of a namespace not connected yet → SwitchActiveChain → Connect, where the
 * Bitcoin wallets are listed.
 */
async function switchToBitcoin(demo: DemoPage, modal: ModalPage): Promise<void> {
  await demo.openNetworks()
  await modal.expectOpen('Choose Network')
  await modal.network(BITCOIN_TESTNET).click()
  await modal.expectOpen('Switch Network')
  await modal.button('Continue').click()
  await expect(demo.activeNamespace).toHaveText('bip122')
}

/** Signs `message` from the Bitcoin panel; answers the signature and the protocol shown. */
async function signFromPanel(page: Page, message: string) {
  const panel = bitcoinPanel(page)
  await panel.message.fill(message)
  await panel.sign.click()
  await expect(panel.signature).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  return {
    signature: (await panel.signature.textContent()) ?? '',
    protocol: (await panel.protocol.textContent()) ?? '',
  }
}

async function expectBitcoinConnected(page: Page, wallet: TestBitcoinWallet): Promise<void> {
  const panel = bitcoinPanel(page)
  await expect(panel.status).toHaveText('connected')
  await expect(panel.address).toHaveText(wallet.keys.payment.address)
  await expect(panel.payment).toHaveText(wallet.keys.payment.address)
  await expect(panel.ordinals).toHaveText(wallet.keys.ordinals.address)
}

/** Whether keyboard focus is on `target` or inside its shadow tree. */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element.matches(':focus, :focus-within'))
}

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return
    await page.keyboard.press('Tab')
  }
  expect(await hasFocus(target), 'Tab never reached the element').toBe(true)
}

test.describe('Bitcoin wallets on the demo', () => {
  test('a Wallet Standard wallet connects from the modal, shows its payment address, switches to ordinals, signs BIP-322 (verified), and a reload restores it', async ({
    demo,
    modal,
    bitcoinWallets,
    page,
  }) => {
    const [wallet] = await bitcoinWallets.install([BITCOIN_TEST_WALLET])
    const payment = wallet!.keys.payment.address
    const ordinals = wallet!.keys.ordinals.address
    expect(payment).toMatch(/^tb1q/)
    expect(ordinals).toMatch(/^tb1p/)

    await demo.goto()
    await expect(demo.activeNamespace).toHaveText('eip155')
    await switchToBitcoin(demo, modal)
    await expect(modal.wallet(BITCOIN_TEST_WALLET.name)).toBeVisible()
    await modal.chooseWallet(BITCOIN_TEST_WALLET.name)
    await expectBitcoinConnected(page, wallet!)
    await modal.expectClosed()
    // The account the page shows is the payment address (the default bip122 account type).
    await demo.expectConnected(payment)
    await expect(demo.networkName).toHaveText(BITCOIN_TESTNET)

    // The Account view: the address with its type, both addresses, no balance.
    await demo.header.getByRole('button', { name: /^Account / }).click()
    await modal.expectOpen()
    await expect(modal.dialog.getByText('Payment', { exact: true }).first()).toBeVisible()
    const ordinalsRow = modal.dialog.locator(`kw-list-item.account[data-address="${ordinals}"]`)
    await expect(ordinalsRow).toBeVisible()
    await ordinalsRow.click()
    await expect(demo.accountAddress).toHaveText(ordinals)
    await expect(bitcoinPanel(page).address).toHaveText(ordinals)
    await page.keyboard.press('Escape')
    await modal.expectClosed()

    // A taproot (ordinals) BIP-322 signature, then back to payment and a P2WPKH one.
    const taproot = await signFromPanel(page, 'gm from the ordinals address')
    expect(taproot.protocol).toBe('BIP-322')
    expect(
      await verifiesOnTestnet(ordinals, 'gm from the ordinals address', taproot.signature),
    ).toBe(true)
    await demo.header.getByRole('button', { name: /^Account / }).click()
    await modal.dialog.locator(`kw-list-item.account[data-address="${payment}"]`).click()
    await expect(demo.accountAddress).toHaveText(payment)
    await page.keyboard.press('Escape')

    const message = 'gm from the Bitcoin e2e'
    const signed = await signFromPanel(page, message)
    expect(signed.protocol).toBe('BIP-322')
    expect(await verifiesOnTestnet(payment, message, signed.signature)).toBe(true)
    expect(await verifiesOnTestnet(payment, 'another message', signed.signature)).toBe(false)
    expect(await verifiesOnTestnet(ordinals, message, signed.signature)).toBe(false)

    // A reload restores the connection without a prompt: a connect prompt would be refused.
    wallet!.rejectNext('connect')
    await page.reload()
    await expectBitcoinConnected(page, wallet!)
    await expect(demo.activeNamespace).toHaveText('bip122')
    await demo.expectConnected(payment)
    await expect(modal.dialog).toBeHidden()
  })

  test('the sats-connect wallet signs BIP-322 and the legacy-only wallet legacy: both verify; each is listed once', async ({
    demo,
    modal,
    bitcoinWallets,
    page,
  }) => {
    const [sats, legacy] = await bitcoinWallets.install([
      SATS_CONNECT_TEST_WALLET,
      LEGACY_BITCOIN_TEST_WALLET,
    ])
    await demo.goto()
    await switchToBitcoin(demo, modal)
    await expect(modal.wallet(SATS_CONNECT_TEST_WALLET.name)).toHaveCount(1)
    await expect(modal.wallet(LEGACY_BITCOIN_TEST_WALLET.name)).toHaveCount(1)

    await modal.chooseWallet(LEGACY_BITCOIN_TEST_WALLET.name)
    await expectBitcoinConnected(page, legacy!)
    await modal.expectClosed()
    const legacyMessage = 'a legacy Bitcoin signature'
    const legacySigned = await signFromPanel(page, legacyMessage)
    expect(legacySigned.protocol).toBe('Legacy (Bitcoin Signed Message)')
    expect(Buffer.from(legacySigned.signature, 'base64')).toHaveLength(65)
    expect(
      await verifiesOnTestnet(legacy!.keys.payment.address, legacyMessage, legacySigned.signature),
    ).toBe(true)

    // Disconnect, then the sats-connect wallet (its code loads on this first use).
    await demo.disconnectButton.click()
    await expect(bitcoinPanel(page).status).toHaveText('disconnected')
    await demo.connectButton.click()
    await modal.expectOpen()
    await expect(modal.wallet(SATS_CONNECT_TEST_WALLET.name)).toBeVisible()
    await modal.chooseWallet(SATS_CONNECT_TEST_WALLET.name)
    await expectBitcoinConnected(page, sats!)
    await modal.expectClosed()
    const message = 'a BIP-322 signature through sats-connect'
    const signed = await signFromPanel(page, message)
    expect(signed.protocol).toBe('BIP-322')
    expect(await verifiesOnTestnet(sats!.keys.payment.address, message, signed.signature)).toBe(
      true,
    )

    sats!.rejectNext('connect')
    await page.reload()
    await expectBitcoinConnected(page, sats!)
    await expect(modal.dialog).toBeHidden()
  })

  test('a refused signature shows as declined and the next one succeeds', async ({
    demo,
    modal,
    bitcoinWallets,
    page,
  }) => {
    const [wallet] = await bitcoinWallets.install([BITCOIN_TEST_WALLET])
    await demo.goto()
    await switchToBitcoin(demo, modal)
    await modal.chooseWallet(BITCOIN_TEST_WALLET.name)
    await expectBitcoinConnected(page, wallet!)
    wallet!.rejectNext('signMessage')
    const panel = bitcoinPanel(page)
    await panel.sign.click()
    await expect(panel.error).toHaveText('Signature declined')
    const signed = await signFromPanel(page, 'second try')
    expect(
      await verifiesOnTestnet(wallet!.keys.payment.address, 'second try', signed.signature),
    ).toBe(true)
  })
})

test('sign-in with a Bitcoin wallet: the server session holds its address, a replay is refused', async ({
  demo,
  modal,
  bitcoinWallets,
  page,
}) => {
  const [wallet] = await bitcoinWallets.install([BITCOIN_TEST_WALLET])
  const payment = wallet!.keys.payment.address
  await demo.goto('?siwx')
  await switchToBitcoin(demo, modal)
  await modal.chooseWallet(BITCOIN_TEST_WALLET.name)
  await expect(bitcoinPanel(page).status).toHaveText('connected')
  await modal.expectOpen('Sign In')
  expect((await serverSession(page)).status).toBe(401)

  const verify = sentForVerification<{ message: string; signature: string }>(page)
  await modal.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  const sent = await verify
  await modal.expectClosed()
  expect(sent.message).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+ wants you to sign in with your Bitcoin account:\n/,
  )
  expect(sent.message).toContain(`\n${payment}\n`)
  expect(sent.message).toContain(`\nChain ID: ${BITCOIN_TESTNET_REFERENCE}\n`)
  expect(await verifiesOnTestnet(payment, sent.message, sent.signature)).toBe(true)

  const session = await serverSession(page)
  expect(session.status).toBe(200)
  expect(session.body.address).toBe(payment)

  // The same signed message again: its nonce was used.
  const replay = await postVerify(page, sent)
  expect(replay).toEqual({
    status: 401,
    body: { error: { code: 'nonce', message: 'Sign-in could not be verified' } },
  })
})

test.describe('WalletConnect carrying eip155, solana and bip122', () => {
  let wallet: MultichainWcWallet | undefined

  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })

  test('one session carries all three namespaces; the wallet ending it disconnects all three', async ({
    demo,
    modal,
    e2e,
    page,
  }) => {
    const evmAddress = e2e.devnet.accounts.evm[4]!.address
    const solanaAddress = e2e.devnet.accounts.solana[2]!.publicKey
    wallet = await createMultichainWcWallet({
      relayUrl: e2e.devnet.urls.relay,
      projectId: PROJECT_ID,
      seed: 'keyway-e2e-bitcoin-walletconnect',
      evm: { chains: ['eip155:31337', 'eip155:31338'], address: evmAddress },
      solana: { chain: e2e.devnet.solanaCaipNetworkId, address: solanaAddress },
    })
    const bitcoinKeys = wallet.bitcoin.keysOn('testnet')

    await demo.goto()
    await demo.connectButton.click()
    await modal.chooseWallet('WalletConnect')
    const qr = modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
    await expect(qr).toBeVisible()
    await wallet.pair((await qr.getAttribute('data-uri'))!)

    await demo.expectConnected(evmAddress)
    await demo.expectSolanaConnected(solanaAddress)
    const panel = bitcoinPanel(page)
    await expect(panel.status).toHaveText('connected')
    await expect(panel.payment).toHaveText(bitcoinKeys.payment.address)
    await expect(panel.ordinals).toHaveText(bitcoinKeys.ordinals.address)
    expect(wallet.sessionNamespaces()).toEqual(['bip122', 'eip155', 'solana'])

    // The Bitcoin account signs through the same session (BIP-322, verified).
    await demo.openNetworks()
    await modal.network(BITCOIN_TESTNET).click()
    await expect(demo.activeNamespace).toHaveText('bip122')
    await modal.expectClosed()
    await expect(demo.accountAddress).toHaveText(bitcoinKeys.payment.address)
    const message = 'signed over WalletConnect'
    const signed = await signFromPanel(page, message)
    expect(signed.protocol).toBe('BIP-322')
    expect(await verifiesOnTestnet(bitcoinKeys.payment.address, message, signed.signature)).toBe(
      true,
    )
    expect(wallet.bitcoin.requests.map((r) => r.method)).toContain('signMessage')

    await wallet.disconnect()
    await expect(panel.status).toHaveText('disconnected')
    await expect(demo.solana.status).toHaveText('disconnected')
    await demo.expectDisconnected()
  })
})

test('keyboard: the Bitcoin network and wallet are reached and chosen with the keyboard alone', async ({
  demo,
  modal,
  bitcoinWallets,
  page,
}) => {
  const [wallet] = await bitcoinWallets.install([BITCOIN_TEST_WALLET])
  await demo.goto()
  await demo.networkButton.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await modal.expectOpen('Choose Network')
  await tabTo(page, modal.network(BITCOIN_TESTNET))
  await page.keyboard.press('Enter')
  await modal.expectOpen('Switch Network')
  await tabTo(page, modal.button('Continue'))
  await page.keyboard.press('Enter')
  await expect(modal.wallet(BITCOIN_TEST_WALLET.name)).toBeVisible()
  await tabTo(page, modal.wallet(BITCOIN_TEST_WALLET.name))
  await page.keyboard.press('Enter')
  await expectBitcoinConnected(page, wallet!)
  await modal.expectClosed()
})
