import type { KeywayClient, SendFeeState, TokenBalance } from '@keyway/core'
import {
  formatDisplayAmount,
  getSendMaxAmount,
  resolveSendReceiver,
  sendToken,
  toUserMessage,
  truncateAddress,
  updateSendForm,
  watchSendFee,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import {
  baseStyles,
  buttonResetStyles,
  visuallyHiddenStyles,
} from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { ensureBalances, formatUsd, sameToken, sendableBalances } from './send-balances.js'
import { walletSendStyles } from './wallet-send-view.styles.js'

/** Waits this long after the last keystroke before a name lookup (the fee's is core's). */
const INPUT_DEBOUNCE_MS = 350

/** The docs/validation.md#send / docs/errors.md#sending-tokens messages the form shows, by the error's name. */
type MessageKey =
  | 'error.amountAndReceiverRequired'
  | 'error.tokenRequired'
  | 'error.resolvingName'
  | 'error.unsupportedChain'
  | 'send.rejected'
const MESSAGES: Readonly<Record<string, MessageKey>> = {
  SendAmountAndReceiverRequiredError: 'error.amountAndReceiverRequired',
  SendTokenRequiredError: 'error.tokenRequired',
  ResolveNameError: 'error.resolvingName',
  UnsupportedChainError: 'error.unsupportedChain',
  UserRejectedRequestError: 'send.rejected',
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : ''
}

/**
 * WalletSend (docs/account-features.md#send, docs/views.md#the-send-flow send flow): the token to send (chosen from the account's
 * balances in WalletSendSelectToken), the amount with a Max button, and the receiver by
 * address or registered name (the name's profile name and avatar shown once resolved),
 * with the network fee estimate. Send validates the form (docs/validation.md#send 'An amount and receiver
 * address are required', 'A token is required') and sends through the wallet; on success
 * the modal returns to Account and the balances are fetched again, a refusal in the wallet
 * leaves the form as it is, and an RPC error goes back with the error shown (docs/views.md#opening-the-modal).
 * Sending works on eip155 and solana; elsewhere it says 'Unsupported chain'.
 *
 * @summary The send form: token, amount with Max, receiver address or name, network fee, Send.
 */
export class KwWalletSendView extends KwViewElement {
  static override styles = [
    baseStyles,
    buttonResetStyles,
    visuallyHiddenStyles,
    viewStyles,
    walletSendStyles,
  ]

  /** What the user typed as the receiver: an address or a name. */
  @state() private receiverText = ''
  @state() private resolving = false
  @state() private nameError = ''
  @state() private formError = ''
  /** The network fee, kept estimated by core's watchSendFee (debounce, stale aborts). */
  @state() private fee: SendFeeState = { fee: undefined, status: 'idle' }

  private resolveTimer: ReturnType<typeof setTimeout> | undefined
  private resolveRun: AbortController | undefined
  private stopFee: (() => void) | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).state.send,
      keywayHost(client).state.balance,
      keywayHost(client).state.chain,
      keywayHost(client).state.account,
    ]
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const client = this.client
    if (!client) return
    ensureBalances(client, this.signal)
    // Back from the token picker: the receiver as it was given.
    const form = keywayHost(client).state.send
    this.receiverText = form.receiverProfileName ?? form.receiverAddress ?? ''
    this.stopFee = watchSendFee(client, {
      onChange: (fee) => {
        this.fee = fee
      },
    })
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.resolveTimer)
    this.resolveRun?.abort()
    this.stopFee?.()
    this.stopFee = undefined
  }

  /** The chosen token as the balances list has it now (its amount may have changed). */
  private currentToken(client: KeywayClient): TokenBalance | undefined {
    const chosen = keywayHost(client).state.send.token
    return sendableBalances(client).find((token) => sameToken(token, chosen)) ?? chosen
  }

  private namespaceSupported(client: KeywayClient): boolean {
    const namespace = keywayHost(client).state.chain.activeNamespace
    return namespace === 'eip155' || namespace === 'solana'
  }

  private message(error: unknown): string {
    const key = MESSAGES[errorName(error)]
    return key ? this.t(key) : toUserMessage(error, this.t('error.somethingWentWrong'))
  }

  private chooseToken(client: KeywayClient): void {
    keywayHost(client).navigate('WalletSendSelectToken')
  }

  private onAmountInput(client: KeywayClient, event: Event): void {
    const value = (event.target as HTMLInputElement).value.trim()
    updateSendForm(client, { amount: value || undefined })
    this.formError = ''
  }

  /** The whole balance; for the native token, less the network fee when it is known. */
  private setMax(client: KeywayClient, token: TokenBalance): void {
    updateSendForm(client, { amount: getSendMaxAmount(client, { token, fee: this.fee.fee }) })
    this.formError = ''
  }

  private onReceiverInput(client: KeywayClient, event: Event): void {
    this.receiverText = (event.target as HTMLInputElement).value
    this.nameError = ''
    this.formError = ''
    updateSendForm(client, { receiverAddress: undefined })
    clearTimeout(this.resolveTimer)
    this.resolveRun?.abort()
    this.resolving = false
    if (!this.receiverText.trim()) return
    this.resolveTimer = setTimeout(() => void this.resolveReceiver(client), INPUT_DEBOUNCE_MS)
  }

  /** Turns the receiver text into an address (a name through the names lookup). */
  private async resolveReceiver(client: KeywayClient): Promise<void> {
    const text = this.receiverText
    const run = new AbortController()
    this.resolveRun = run
    this.resolving = true
    try {
      const receiver = await resolveSendReceiver(client, { receiver: text, signal: run.signal })
      if (run.signal.aborted || text !== this.receiverText) return
      updateSendForm(client, {
        receiverAddress: receiver.address,
        receiverProfileName: receiver.name,
        receiverProfileImageUrl: receiver.avatar,
      })
    } catch (error) {
      if (!run.signal.aborted && text === this.receiverText) this.nameError = this.message(error)
    } finally {
      if (this.resolveRun === run) this.resolving = false
    }
  }

  private async submit(client: KeywayClient, event: Event): Promise<void> {
    event.preventDefault()
    if (keywayHost(client).state.send.loading) return
    this.formError = ''
    clearTimeout(this.resolveTimer)
    this.resolveRun?.abort()
    try {
      // Success leaves this view: the modal returns to Account (docs/views.md#the-send-flow). Not tied to this
      // view's signal: the embedded wallet's approval replaces this view with
      // ApproveTransaction (docs/views.md#approvetransaction) while the request waits in the frame, and a request
      // already in a wallet cannot be called back by giving up on its answer.
      await sendToken(client, { receiver: this.receiverText })
    } catch (error) {
      if (errorName(error) === 'ResolveNameError') this.nameError = this.message(error)
      else this.formError = this.message(error)
    }
  }

  /** Enter in a field sends, as in a native form (the fields sit in their own shadow roots). */
  private onKeydown(client: KeywayClient, event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return
    const target = event.composedPath()[0]
    if (target instanceof HTMLInputElement) void this.submit(client, event)
  }

  private renderToken(client: KeywayClient, token: TokenBalance | undefined) {
    const autofocus = !token
    return html`<div class="field">
      <span class="field-label" aria-hidden="true">${this.t('send.token')}</span>
      <button
        class="token-button"
        type="button"
        ?data-autofocus=${autofocus}
        @click=${() => this.chooseToken(client)}
      >
        <span class="visually-hidden">${this.t('send.token')}:</span>
        ${
          token
            ? html`<kw-wallet-image
                size="s"
                src=${token.iconUrl}
                name=${token.symbol}
                style="--kw-wallet-image-radius: var(--kw-radius-full)"
              ></kw-wallet-image>`
            : nothing
        }
        <span class="text">
          <span class="symbol" title=${token ? token.name : ''}
            >${token ? token.symbol : this.t('send.selectToken')}</span
          >
          ${
            token
              ? html`<span class="balance"
                  >${this.t('send.balance', {
                    amount: `${formatDisplayAmount(token.quantity.numeric)} ${token.symbol}`,
                  })}</span
                >`
              : nothing
          }
        </span>
        <kw-icon name="chevron-right" aria-hidden="true"></kw-icon>
      </button>
    </div>`
  }

  private renderAmount(client: KeywayClient, token: TokenBalance | undefined) {
    const amount = keywayHost(client).state.send.sendTokenAmount ?? ''
    const numeric = Number(amount)
    const usd =
      token?.price !== undefined && amount && Number.isFinite(numeric)
        ? formatUsd(numeric * token.price, this.i18n?.state.locale ?? 'en')
        : ''
    return html`<div class="field">
      <div class="amount-row">
        <kw-input
          name="amount"
          label=${this.t('send.amount')}
          placeholder="0.00"
          ?data-autofocus=${!!token}
          .value=${amount}
          @input=${(event: Event) => this.onAmountInput(client, event)}
        ></kw-input>
        <kw-button
          variant="neutral"
          size="s"
          ?disabled=${!token}
          @click=${() => token && this.setMax(client, token)}
          >${this.t('send.max')}</kw-button
        >
      </div>
      ${usd ? html`<p class="hint">≈ ${usd}</p>` : nothing}
    </div>`
  }

  private renderReceiver(client: KeywayClient) {
    const form = keywayHost(client).state.send
    const profile = form.receiverProfileName && form.receiverAddress ? form : undefined
    return html`<div class="field">
      <kw-input
        name="receiver"
        label=${this.t('send.receiver')}
        placeholder=${this.t('send.receiverPlaceholder')}
        .value=${this.receiverText}
        error=${this.nameError}
        @input=${(event: Event) => this.onReceiverInput(client, event)}
      ></kw-input>
      ${this.resolving ? html`<p class="hint" role="status">${this.t('send.resolving')}</p>` : nothing}
      ${
        profile?.receiverAddress
          ? html`<div class="receiver" role="status">
              <kw-avatar
                size="s"
                address=${profile.receiverAddress}
                src=${profile.receiverProfileImageUrl ?? ''}
              ></kw-avatar>
              <span class="text">
                <span class="name" title=${profile.receiverProfileName ?? ''}
                  >${profile.receiverProfileName}</span
                >
                <span class="address" title=${profile.receiverAddress}
                  >${truncateAddress(profile.receiverAddress)}</span
                >
              </span>
            </div>`
          : nothing
      }
    </div>`
  }

  private renderFee() {
    const value =
      this.fee.status === 'loading'
        ? this.t('common.loading')
        : this.fee.fee
          ? `${formatDisplayAmount(this.fee.fee.formatted, { decimals: 6 })} ${this.fee.fee.symbol}`
          : this.fee.status === 'failed'
            ? this.t('send.networkFeeUnavailable')
            : '—'
    return html`<p class="fee">
      <span>${this.t('send.networkFee')}</span>
      <span class="value" title=${value}>${value}</span>
    </p>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const token = this.currentToken(client)
    const loading = keywayHost(client).state.send.loading
    const supported = this.namespaceSupported(client)
    return html`<form
      novalidate
      @submit=${(event: Event) => this.submit(client, event)}
      @keydown=${(event: KeyboardEvent) => this.onKeydown(client, event)}
    >
      ${this.renderToken(client, token)} ${this.renderAmount(client, token)}
      ${this.renderReceiver(client)} ${this.renderFee()}
      ${
        !supported
          ? html`<p class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${this.t('error.unsupportedChain')}
            </p>`
          : this.formError
            ? html`<p class="error" role="alert">
                <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${this.formError}
              </p>`
            : nothing
      }
      ${loading ? html`<p class="hint" role="status">${this.t('send.sending')}</p>` : nothing}
      <kw-button
        variant="main"
        full-width
        ?loading=${loading}
        @click=${(event: Event) => this.submit(client, event)}
        >${this.t('send.send')}</kw-button
      >
    </form>`
  }
}
