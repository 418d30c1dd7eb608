import type { KeywayClient, OnrampProvider, OnrampState, Transaction } from '@keyway/core'
import {
  formatDisplayAmount,
  getOnrampState,
  openOnrampProvider,
  toUserMessage,
  updateOnramp,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { baseStyles, buttonResetStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { onrampViewStyles } from './onramp-providers-view.styles.js'

/** docs/account-features.md#onramp: the quote follows the typed amount once typing pauses this long. */
const QUOTE_DEBOUNCE_MS = 400

type Phase =
  | { kind: 'form' }
  | { kind: 'waiting'; provider: OnrampProvider }
  | { kind: 'done'; purchase: Transaction }

/** The purchased amount of an onramp transaction, e.g. "25 USDC". */
function purchasedAmount(purchase: Transaction): string {
  const transfer = purchase.transfers[0]
  if (!transfer) return ''
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  return `${formatDisplayAmount(transfer.quantity.numeric)} ${symbol}`.trim()
}

/**
 * OnRampProviders (docs/account-features.md#onramp, eip155 and solana): the amount to pay, the payment
 * currency and the token to buy (from the onramp options, the docs/validation.md#onramp-limits defaults when they
 * fail), then the providers — Coinbase and Meld, each with its fee range and the quote for
 * the amount (marked as an estimate when the quote service failed, docs/errors.md#fallbacks). An amount
 * outside the payment limits says so (docs/validation.md#onramp-limits) and quotes nothing. Choosing a provider opens
 * its page in a new window and the view waits for the purchase to land (the Activity onramp
 * purchases), then shows it. Every failure says so with Try again (the purchase again with
 * its provider, or the quote); while waiting, purchase polls that keep failing show 'Failed
 * to fetch transactions' once (docs/errors.md#account-activity) with Try again, which asks at once.
 *
 * @summary Buy crypto: amount, currencies, providers with fees and quotes, then the purchase.
 */
export class KwOnrampProvidersView extends KwViewElement {
  static override styles = [baseStyles, buttonResetStyles, viewStyles, onrampViewStyles]

  @state() private phase: Phase = { kind: 'form' }
  @state() private failure = ''
  /** What Try again repeats after `failure`: the purchase with its provider, or the quote. */
  private retryFailure: (() => void) | undefined
  /** A quote that failed (docs/account-features.md#onramp: its error kept in the state) can be asked again. */
  @state() private quoteFailed = false
  /**
   * While waiting, whether the purchase watch's history fetch is failing: kept through the
   * next poll's request and cleared only once one succeeds, so the alert does not flash.
   */
  private pollFailing = false
  @state() private amountText = ''
  private quoteTimer: ReturnType<typeof setTimeout> | undefined
  private quoteAbort: AbortController | undefined
  private purchaseAbort: AbortController | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).onramp.state,
      keywayHost(client).state.chain,
      keywayHost(client).state.transactions,
    ]
  }

  override willUpdate(): void {
    const history = keywayHost(this.client)?.state.transactions
    if (this.phase.kind !== 'waiting' || !history) this.pollFailing = false
    else if (!history.loading) this.pollFailing = history.error !== undefined
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const client = this.client
    if (!client) return
    const current = getOnrampState(client)
    this.amountText = current?.paymentAmount !== undefined ? String(current.paymentAmount) : ''
    void this.quote(client, {})
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.cancelQuote()
    this.purchaseAbort?.abort()
  }

  private cancelQuote(): void {
    if (this.quoteTimer !== undefined) clearTimeout(this.quoteTimer)
    this.quoteTimer = undefined
    this.quoteAbort?.abort()
  }

  /** Updates the purchase and quotes it; an older request is cancelled by a newer one. */
  private async quote(
    client: KeywayClient,
    parameters: Parameters<typeof updateOnramp>[1] & object,
  ): Promise<void> {
    this.cancelQuote()
    const abort = new AbortController()
    this.quoteAbort = abort
    const signal = AbortSignal.any([abort.signal, this.signal])
    this.quoteFailed = false
    try {
      this.failure = ''
      const { quote } = await updateOnramp(client, { ...parameters, signal })
      // docs/account-features.md#onramp: a failed quote keeps its error in the state and answers null.
      this.quoteFailed = quote === null && getOnrampState(client)?.error !== undefined
    } catch (error) {
      if (signal.aborted) return
      // An amount outside the limits is kept in the state's error (shown by the form).
      if (error instanceof Error && error.name === 'OnrampAmountOutOfLimitsError') return
      this.showFailure(error, () => void this.quote(client, {}))
    }
  }

  private showFailure(error: unknown, retry: () => void): void {
    this.failure = toUserMessage(error, this.t('error.somethingWentWrong'))
    this.retryFailure = retry
  }

  /** Asks for the purchases at once instead of at the next poll (the banner's Try again). */
  private retryPoll(client: KeywayClient): void {
    const namespace = keywayHost(client).state.chain.activeNamespace
    const address = namespace && keywayHost(client).getAccountState(namespace).address
    if (!address || !this.purchaseAbort) return
    keywayHost(client)
      .fetchTransactions(address, { onramp: 'coinbase', signal: this.purchaseAbort.signal })
      .catch(() => undefined)
  }

  private onAmountInput(client: KeywayClient, event: Event): void {
    const text = (event.target as HTMLInputElement).value.trim()
    this.amountText = text
    this.cancelQuote()
    const amount = text === '' ? undefined : Number(text.replace(',', '.'))
    this.quoteTimer = setTimeout(() => {
      this.quoteTimer = undefined
      void this.quote(client, { paymentAmount: Number.isFinite(amount) ? amount : Number.NaN })
    }, QUOTE_DEBOUNCE_MS)
  }

  private async buy(client: KeywayClient, provider: OnrampProvider): Promise<void> {
    this.purchaseAbort?.abort()
    const abort = new AbortController()
    this.purchaseAbort = abort
    const signal = AbortSignal.any([abort.signal, this.signal])
    this.failure = ''
    try {
      const { purchase } = await openOnrampProvider(client, {
        provider: provider.name,
        signal,
        onOpened: () => {
          this.phase = { kind: 'waiting', provider }
          void this.focusFirst('.cancel')
        },
      })
      this.phase = { kind: 'done', purchase }
      void this.focusFirst('.done')
    } catch (error) {
      if (this.signal.aborted) return
      this.phase = { kind: 'form' }
      if (abort.signal.aborted) return
      this.showFailure(error, () => void this.buy(client, provider))
      void this.focusFirst('.failure')
    }
  }

  private async focusFirst(selector: string): Promise<void> {
    await this.updateComplete
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus()
  }

  private renderSelect(
    name: string,
    label: string,
    value: string,
    items: { id: string; label: string }[],
    onChange: (id: string) => void,
  ) {
    return html`<label class="select">
      <span class="select-label">${label}</span>
      <select
        name=${name}
        .value=${value}
        @change=${(event: Event) => onChange((event.target as HTMLSelectElement).value)}
      >
        ${items.map(
          (item) =>
            html`<option value=${item.id} ?selected=${item.id === value}>${item.label}</option>`,
        )}
      </select>
    </label>`
  }

  private renderProvider(
    client: KeywayClient,
    onramp: Readonly<OnrampState>,
    provider: OnrampProvider,
  ) {
    const fee = provider.feeRange
      ? this.t('onramp.fee', { min: provider.feeRange.min, max: provider.feeRange.max })
      : ''
    const symbol = onramp.purchaseCurrency.symbol
    const quote = onramp.quotesLoading
      ? this.t('onramp.quoting')
      : onramp.purchaseAmount !== undefined && !onramp.error
        ? `≈ ${formatDisplayAmount(String(onramp.purchaseAmount), { decimals: 6 })} ${symbol}${
            onramp.quoteIsMocked ? ` (${this.t('onramp.estimate')})` : ''
          }`
        : ''
    const ready = onramp.paymentAmount !== undefined && !onramp.error && !onramp.quotesLoading
    return html`<li>
      <button
        class=${`provider provider-${provider.name}`}
        type="button"
        ?disabled=${!ready}
        @click=${() => void this.buy(client, provider)}
      >
        <span class="provider-name" title=${provider.label}>${provider.label}</span>
        <span class="provider-fee" title=${fee}>${fee}</span>
        <span class="provider-quote" title=${quote}>${quote}</span>
      </button>
    </li>`
  }

  private renderForm(client: KeywayClient, onramp: Readonly<OnrampState> | undefined) {
    const namespace = keywayHost(client).state.chain.activeNamespace
    const providers = (onramp?.providers ?? []).filter(
      (provider) => !namespace || provider.supportedChains.includes(namespace),
    )
    return html`<div class="onramp" aria-busy=${onramp ? 'false' : 'true'}>
      <kw-input
        name="amount"
        label=${this.t('onramp.amount')}
        placeholder="0.00"
        data-autofocus
        ?disabled=${!onramp}
        .value=${this.amountText}
        @input=${(event: Event) => this.onAmountInput(client, event)}
      ></kw-input>
      ${
        onramp
          ? html`<div class="selects">
              ${this.renderSelect(
                'paymentCurrency',
                this.t('onramp.paymentCurrency'),
                onramp.paymentCurrency.id,
                onramp.paymentCurrencies.map((item) => ({ id: item.id, label: item.id })),
                (id) => void this.quote(client, { paymentCurrency: id }),
              )}
              ${this.renderSelect(
                'purchaseCurrency',
                this.t('onramp.purchaseCurrency'),
                onramp.purchaseCurrency.id,
                onramp.purchaseCurrencies.map((item) => ({ id: item.id, label: item.symbol })),
                (id) => void this.quote(client, { purchaseCurrency: id }),
              )}
            </div>`
          : html`<p class="hint" role="status">${this.t('onramp.loading')}</p>`
      }
      ${
        onramp?.error
          ? html`<p class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon
              ><span class="error-text" title=${onramp.error}>${onramp.error}</span>
              ${
                this.quoteFailed
                  ? this.renderRetry('retry-quote', () => void this.quote(client, {}))
                  : nothing
              }
            </p>`
          : nothing
      }
      ${
        this.failure
          ? html`<p class="error failure" role="alert" tabindex="-1">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon
              ><span class="error-text" title=${this.failure}>${this.failure}</span>
              ${this.retryFailure ? this.renderRetry('retry', this.retryFailure) : nothing}
            </p>`
          : nothing
      }
      ${
        onramp
          ? html`<h3 class="providers-title">${this.t('onramp.providers')}</h3>
              <ul class="providers">
                ${providers.map((provider) => this.renderProvider(client, onramp, provider))}
              </ul>`
          : nothing
      }
    </div>`
  }

  private renderRetry(className: string, retry: () => void) {
    return html`<kw-button class=${className} size="s" variant="neutral" @click=${retry}
      >${this.t('onramp.retry')}</kw-button
    >`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const phase = this.phase
    if (phase.kind === 'waiting') {
      return html`<div class="onramp status">
        <kw-spinner aria-hidden="true"></kw-spinner>
        <p class="waiting" role="status">
          ${this.t('onramp.waiting', { provider: phase.provider.label })}
        </p>
        ${
          // docs/errors.md#account-activity 'Failed to fetch transactions': the banner shows once; the watch keeps
          // polling, and Try again asks at once.
          this.pollFailing
            ? html`<p class="error poll-error" role="alert">
                <kw-icon name="error-circle" aria-hidden="true"></kw-icon
                ><span class="error-text">${this.t('error.failedToFetchTransactions')}</span>
                ${this.renderRetry('retry-poll', () => this.retryPoll(client))}
              </p>`
            : nothing
        }
        <kw-button
          class="cancel"
          variant="neutral"
          full-width
          @click=${() => {
            this.purchaseAbort?.abort()
            this.phase = { kind: 'form' }
          }}
          >${this.t('onramp.cancel')}</kw-button
        >
      </div>`
    }
    if (phase.kind === 'done') {
      return html`<div class="onramp status">
        <kw-icon class="done-icon" name="check" aria-hidden="true"></kw-icon>
        <p class="done-text" role="status" title=${purchasedAmount(phase.purchase)}>
          ${this.t('onramp.done', { amount: purchasedAmount(phase.purchase) })}
        </p>
        <kw-button
          class="done"
          variant="main"
          full-width
          @click=${() => keywayHost(client).goBack()}
          >${this.t('onramp.doneButton')}</kw-button
        >
      </div>`
    }
    return this.renderForm(client, getOnrampState(client))
  }
}
