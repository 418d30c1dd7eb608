/**
 * Page object of the demo app: the header's Keyway elements and the hook panels. Tests
 * speak in the app's terms (connect, sign, switch) instead of selectors.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class DemoPage {
  readonly header: Locator
  readonly connectButton: Locator
  readonly networkButton: Locator
  readonly accountStatus: Locator
  readonly accountAddress: Locator
  readonly walletName: Locator
  readonly networkName: Locator
  readonly chainId: Locator
  readonly balance: Locator
  readonly signInput: Locator
  readonly signButton: Locator
  readonly signature: Locator
  readonly signError: Locator
  readonly disconnectButton: Locator
  readonly activeNamespace: Locator
  readonly solana: {
    panel: Locator
    status: Locator
    address: Locator
    balance: Locator
    signInput: Locator
    signButton: Locator
    signature: Locator
    signError: Locator
    sendTo: Locator
    sendAmount: Locator
    sendButton: Locator
    txSignature: Locator
    sendError: Locator
  }

  constructor(
    readonly page: Page,
    readonly url: string,
  ) {
    this.header = page.getByRole('navigation', { name: 'Wallet' })
    // The account element shows "Connect Wallet" until an account is connected.
    this.connectButton = this.header.getByRole('button', { name: /connect/i })
    this.networkButton = this.header.locator('kw-network-button')
    this.accountStatus = page.getByTestId('account-status')
    this.accountAddress = page.getByTestId('account-address')
    this.walletName = page.getByTestId('wallet-name')
    this.networkName = page.getByTestId('network-name')
    this.chainId = page.getByTestId('chain-id')
    this.balance = page.getByTestId('balance')
    // The EVM panel's; the Solana panel has its own of the same name.
    const signPanel = page.getByRole('region', { name: 'Sign a message' })
    this.signInput = signPanel.getByRole('textbox', { name: 'Message', exact: true })
    this.signButton = signPanel.getByRole('button', { name: 'Sign message' })
    this.signature = page.getByTestId('signature')
    this.signError = page.getByTestId('sign-error')
    this.disconnectButton = page.getByRole('main').getByRole('button', { name: 'Disconnect' })
    this.activeNamespace = page.getByTestId('active-namespace')
    const panel = page.getByTestId('solana-panel')
    this.solana = {
      panel,
      status: page.getByTestId('solana-status'),
      address: page.getByTestId('solana-address'),
      balance: page.getByTestId('solana-balance'),
      signInput: panel.getByRole('textbox', { name: 'Message', exact: true }),
      signButton: panel.getByRole('button', { name: 'Sign message' }),
      signature: page.getByTestId('solana-signature'),
      signError: page.getByTestId('solana-sign-error'),
      sendTo: panel.getByRole('textbox', { name: 'Send SOL to' }),
      sendAmount: panel.getByRole('textbox', { name: 'Amount (SOL)' }),
      sendButton: panel.getByRole('button', { name: 'Send SOL' }),
      txSignature: page.getByTestId('solana-tx-signature'),
      sendError: page.getByTestId('solana-send-error'),
    }
  }

  /** Opens the network list from the header's network button. */
  async openNetworks(): Promise<void> {
    await this.networkButton.getByRole('button').click()
  }

  async expectSolanaConnected(address: string): Promise<void> {
    await expect(this.solana.status).toHaveText('connected')
    await expect(this.solana.address).toHaveText(address)
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.url}${query}`)
    await expect(this.header).toBeVisible()
  }

  switchButton(chainId: number): Locator {
    return this.page.getByTestId(`switch-${chainId}`)
  }

  async expectConnected(address: string): Promise<void> {
    await expect(this.accountStatus).toHaveText('connected')
    await expect(this.accountAddress).toHaveText(address)
  }

  async expectDisconnected(): Promise<void> {
    await expect(this.accountStatus).toHaveText('disconnected')
    await expect(this.accountAddress).toHaveText('—')
  }

  async signMessage(message: string): Promise<void> {
    await this.signInput.fill(message)
    await this.signButton.click()
  }
}
