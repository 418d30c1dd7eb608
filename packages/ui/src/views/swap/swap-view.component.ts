import type { KeywayClient, SwapArguments, SwapToken } from '@keyway/core'
import {
  formatDisplayAmount,
  formatUnits,
  parseUnits,
  prepareSwap,
  updateSwapForm,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import {
  baseStyles,
  buttonResetStyles,
  visuallyHiddenStyles,
} from '../../primitives/shared/shared-styles.js'
import { ensureBalances, formatUsd } from '../send/send-balances.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import {
  amountProblemMessage,
  balanceOf,
  priceOf,
  type SwapSide,
  setPickingSide,
  swapErrorMessage,
  swapState,
} from './swap-shared.js'
import { swapViewStyles } from './swap-view.styles.js'

/** Swap arguments already applied, so coming back from the picker keeps the user's form. */
const appliedArguments = new WeakSet<SwapArguments>()

/** An amount as base units, or undefined while it is not a number. */
function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  try {
    return amount.trim() ? parseUnits(amount.trim(), decimals) : undefined
  } catch {
    return undefined
  }
}

/**
 * Swap (docs/account-features.md#swap, eip155): the token to pay and the token to receive, each with the
 * account's balance and the USD value, the amount to pay, a button that flips the pair, the
 * quote (debounced as the amount changes), the network fee (the gas price) and the slippage
 * tolerance of 1% (docs/limits.md#swaps). Review leads to SwapPreview. The view can be opened with swap
 * arguments (docs/views.md#navigation-rules: fromToken, toToken, amount). Off the swap networks it says 'Network
 * not supported for Swaps' (docs/errors.md#swaps).
 *
 * @summary The swap form: pay and receive tokens, amount, quote, network fee, Review.
 */
export class KwSwapView extends KwViewElement {
  static override styles = [
    baseStyles,
    buttonResetStyles,
    visuallyHiddenStyles,
    viewStyles,
    swapViewStyles,
  ]

  @state() private preparing = false
  @state() private prepareError = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).swap.state,
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
    const args = keywayHost(client).state.router.data?.swapArguments
    const current = swapState(client)
    const network = keywayHost(client).state.chain.activeCaipNetwork?.caipNetworkId
    const stale =
      !current ||
      current.tokens.length === 0 ||
      !current.tokens[0]?.address.startsWith(`${network}:`)
    if (stale || (args && !appliedArguments.has(args))) {
      if (args) appliedArguments.add(args)
      void this.prepare(client, args)
    }
  }

  private async prepare(client: KeywayClient, args: SwapArguments | undefined): Promise<void> {
    this.preparing = true
    this.prepareError = ''
    try {
      await prepareSwap(client, { ...args, signal: this.signal })
    } catch (error) {
      if (this.signal.aborted) return
      this.prepareError = swapErrorMessage(error, this.t)
      this.preparing = false
      // The amount field that held focus is gone: the retry takes it.
      await this.updateComplete
      this.renderRoot.querySelector<HTMLElement>('.retry')?.focus()
    } finally {
      this.preparing = false
    }
  }

  private pick(client: KeywayClient, side: SwapSide): void {
    setPickingSide(client, side)
    keywayHost(client).navigate('SwapSelectToken')
  }

  private onAmountInput(client: KeywayClient, event: Event): void {
    const value = (event.target as HTMLInputElement).value.trim()
    void updateSwapForm(client, { amount: value })
  }

  private renderTokenButton(client: KeywayClient, side: SwapSide, token: SwapToken | undefined) {
    const label = side === 'source' ? this.t('swap.from') : this.t('swap.to')
    return html`<button
      class=${`token-button token-${side}`}
      type="button"
      title=${token?.name ?? ''}
      @click=${() => this.pick(client, side)}
    >
      <span class="visually-hidden">${label}:</span>
      ${
        token
          ? html`<kw-wallet-image
              size="xs"
              src=${token.logoUri}
              name=${token.symbol}
              style="--kw-wallet-image-radius: var(--kw-radius-full)"
            ></kw-wallet-image>`
          : nothing
      }
      <span class="symbol">${token?.symbol ?? this.t('swap.selectToken')}</span>
      <kw-icon name="chevron-right" aria-hidden="true"></kw-icon>
    </button>`
  }

  /** The account's balance of a token and the USD value of an amount of it. */
  private renderMeta(client: KeywayClient, token: SwapToken | undefined, amount: string) {
    if (!token) return nothing
    const held = balanceOf(client, token)?.quantity.numeric ?? '0'
    const price = priceOf(client, token)
    const numeric = Number(amount)
    const usd =
      price !== undefined && amount && Number.isFinite(numeric)
        ? formatUsd(numeric * price, this.i18n?.state.locale ?? 'en')
        : ''
    const balance = this.t('swap.balance', {
      amount: `${formatDisplayAmount(held)} ${token.symbol}`,
    })
    return html`<p class="meta">
      <span class="usd" title=${usd}>${usd ? `≈ ${usd}` : ''}</span>
      <span class="balance" title=${balance}>${balance}</span>
    </p>`
  }

  /**
   * The Review button's label and whether it is usable: a quote for 0 or for more than the
   * balance is refused (docs/errors.md#swaps), the reason said under the amount field.
   */
  private reviewState(client: KeywayClient): { label: string; ready: boolean } {
    const swap = swapState(client)
    const token = swap?.sourceToken
    if (!swap || !token || !swap.targetToken) return { label: this.t('swap.review'), ready: false }
    const problem = swap.amountProblem
    if (problem?.kind === 'zero') return { label: this.t('swap.enterAmount'), ready: false }
    if (problem?.kind === 'over-balance') {
      return { label: this.t('swap.insufficientBalance', { symbol: problem.symbol }), ready: false }
    }
    const amount = toBaseUnits(swap.sourceTokenAmount, token.decimals)
    if (amount === undefined || amount <= 0n)
      return { label: this.t('swap.enterAmount'), ready: false }
    const held = balanceOf(client, token)
    const heldAmount = held ? (toBaseUnits(held.quantity.numeric, token.decimals) ?? 0n) : 0n
    if (amount > heldAmount) {
      return { label: this.t('swap.insufficientBalance', { symbol: token.symbol }), ready: false }
    }
    if (swap.loadingQuote) return { label: this.t('swap.quoting'), ready: false }
    return { label: this.t('swap.review'), ready: !!swap.quote }
  }

  private renderDetails(client: KeywayClient) {
    const swap = swapState(client)
    if (!swap) return nothing
    const gwei = swap.gasPrice ? formatUnits(BigInt(swap.gasPrice), 9) : undefined
    const fee = gwei ? this.t('swap.gasPrice', { amount: formatDisplayAmount(gwei) }) : '—'
    const { sourceToken, targetToken, quote } = swap
    const rate =
      quote && sourceToken && targetToken && Number(swap.sourceTokenAmount) > 0
        ? `1 ${sourceToken.symbol} ≈ ${formatDisplayAmount(
            String(Number(swap.targetTokenAmount) / Number(swap.sourceTokenAmount)),
          )} ${targetToken.symbol}`
        : '—'
    return html`<dl class="details">
      <div><dt>${this.t('swap.rate')}</dt><dd class="rate" title=${rate}>${rate}</dd></div>
      <div><dt>${this.t('swap.networkFee')}</dt><dd class="fee" title=${fee}>${fee}</dd></div>
      <div><dt>${this.t('swap.slippage')}</dt><dd class="slippage">${swap.slippage}%</dd></div>
    </dl>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const swap = swapState(client)
    if (this.prepareError && !this.preparing) {
      return html`<div class="swap">
        <p class="error" role="alert">
          <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${this.prepareError}
        </p>
        <kw-button
          class="retry"
          variant="neutral"
          full-width
          data-autofocus
          @click=${() => this.prepare(client, undefined)}
          >${this.t('swap.retry')}</kw-button
        >
      </div>`
    }
    // While the tokens load the form is shown disabled: its amount field takes focus once
    // enabled (the modal waits for a disabled autofocus control).
    const loading = !swap || this.preparing
    const review = this.reviewState(client)
    return html`<div class="swap" aria-busy=${loading ? 'true' : 'false'}>
      ${loading ? html`<p class="hint" role="status">${this.t('swap.loading')}</p>` : nothing}
      <section class="side" aria-label=${this.t('swap.from')}>
        <p class="side-label" aria-hidden="true">${this.t('swap.from')}</p>
        <div class="side-row">
          <kw-input
            name="amount"
            label=${this.t('swap.amount')}
            hide-label
            placeholder="0"
            data-autofocus
            ?disabled=${loading}
            error=${amountProblemMessage(swap, this.t)}
            .value=${swap?.sourceTokenAmount ?? ''}
            @input=${(event: Event) => this.onAmountInput(client, event)}
          ></kw-input>
          ${this.renderTokenButton(client, 'source', swap?.sourceToken)}
        </div>
        ${swap ? this.renderMeta(client, swap.sourceToken, swap.sourceTokenAmount) : nothing}
      </section>
      <button
        class="flip"
        type="button"
        title=${this.t('swap.flip')}
        ?disabled=${loading}
        @click=${() => void updateSwapForm(client, { switchTokens: true })}
      >
        <span aria-hidden="true">⇅</span><span class="visually-hidden">${this.t('swap.flip')}</span>
      </button>
      <section class="side" aria-label=${this.t('swap.to')}>
        <p class="side-label" aria-hidden="true">${this.t('swap.to')}</p>
        <div class="side-row">
          <p class="output" aria-live="polite" title=${swap?.targetTokenAmount ?? ''}>
            ${
              swap?.loadingQuote
                ? html`<span class="hint">${this.t('swap.quoting')}</span>`
                : swap?.targetTokenAmount
                  ? formatDisplayAmount(swap.targetTokenAmount, { decimals: 6 })
                  : '0'
            }
          </p>
          ${this.renderTokenButton(client, 'target', swap?.targetToken)}
        </div>
        ${swap ? this.renderMeta(client, swap.targetToken, swap.targetTokenAmount) : nothing}
      </section>
      ${this.renderDetails(client)}
      ${
        swap?.error
          ? html`<p class="error" role="alert">
                <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${swap.error}
              </p>
              <kw-button
                class="quote-retry"
                variant="neutral"
                size="s"
                @click=${() => void updateSwapForm(client, {})}
                >${this.t('swap.retry')}</kw-button
              >`
          : nothing
      }
      <kw-button
        class="review"
        variant="main"
        full-width
        ?disabled=${!review.ready}
        ?loading=${!!swap?.loadingQuote}
        @click=${() => review.ready && keywayHost(client).navigate('SwapPreview')}
        >${review.label}</kw-button
      >
    </div>`
  }
}
