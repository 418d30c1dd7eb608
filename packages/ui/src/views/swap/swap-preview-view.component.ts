import type { KeywayClient, SwapStep, SwapStepStatus } from '@keyway/core'
import { formatDisplayAmount, formatUnits, swapTokens } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { baseStyles, visuallyHiddenStyles } from '../../primitives/shared/shared-styles.js'
import { formatUsd } from '../send/send-balances.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { priceOf, swapErrorMessage, swapState } from './swap-shared.js'
import { swapViewStyles } from './swap-view.styles.js'

const STATUS_KEYS = {
  pending: 'swap.status.pending',
  active: 'swap.status.active',
  done: 'swap.status.done',
  failed: 'swap.status.failed',
} as const satisfies Record<SwapStepStatus, string>

/**
 * SwapPreview (docs/account-features.md#swap): what is paid and what is received (the quote), the slippage
 * tolerance of 1% (docs/limits.md#swaps), and the steps of the swap — the approval of the token when its
 * allowance is short (build-approve), then the swap (build-transaction) — each with its
 * state (waiting, confirm in the wallet, done, failed). Swap runs the steps through the
 * wallet; on success the balances are read again and the modal returns to Account; a
 * failed step says why and the button tries again.
 *
 * @summary The swap review: amounts, slippage and the approve and swap steps with their state.
 */
export class KwSwapPreviewView extends KwViewElement {
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, swapViewStyles]

  /** Whether the approval step will run (read from the allowance when the view opens). */
  @state() private approvalNeeded: boolean | undefined
  @state() private failure = ''
  /** The estimated fee of the first step (wei), once its transaction is built. */
  @state() private fee: bigint | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).swap.state, keywayHost(client).state.balance]
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const client = this.client
    const swap = keywayHost(client)?.swap.current
    if (!swap) return
    // A previous run's steps are not this swap's.
    swap.clearSteps()
    swap
      .fetchAllowance({ signal: this.signal })
      .then(async () => {
        this.approvalNeeded = swap.needsApproval()
        // The first step's fee: its transaction built with a gas estimate (the swap's own
        // gas is only known once an approval is done).
        const tx = this.approvalNeeded
          ? await swap.buildApproveTransaction({ signal: this.signal })
          : await swap.buildSwapTransaction({ signal: this.signal })
        const gas = tx?.eip155?.gas ?? (tx as { gas?: string } | undefined)?.gas
        const price = tx?.eip155?.gasPrice ?? swap.state.gasPrice
        if (gas && price && !this.signal.aborted) this.fee = BigInt(gas) * BigInt(price)
      })
      .catch((error: unknown) => {
        if (!this.signal.aborted) this.failure = swapErrorMessage(error, this.t)
      })
  }

  /** The steps as they run, or as they will run before the first click. */
  private steps(client: KeywayClient): SwapStep[] {
    const swap = swapState(client)
    if (swap && swap.steps.length > 0) return swap.steps
    return [
      ...(this.approvalNeeded ? [{ kind: 'approve' as const, status: 'pending' as const }] : []),
      { kind: 'swap' as const, status: 'pending' as const },
    ]
  }

  private async run(client: KeywayClient): Promise<void> {
    const swap = keywayHost(client).swap.current
    if (!swap || swap.state.swapping) return
    this.failure = ''
    const from = `${swap.state.sourceTokenAmount} ${swap.state.sourceToken?.symbol ?? ''}`
    const to = `${formatDisplayAmount(swap.state.targetTokenAmount)} ${swap.state.targetToken?.symbol ?? ''}`
    try {
      // Not tied to this view's signal, as Send is not: the embedded wallet's approval
      // replaces this view with ApproveTransaction while the request waits in the frame, and
      // a request already in a wallet cannot be called back by giving up on its answer.
      await swapTokens(client)
      keywayHost(client).showSuccess(this.t('swap.success', { from, to }))
      // The form is done with: the next Swap starts afresh (docs/account-features.md#swap: back to Account).
      swap.resetState()
      keywayHost(client).navigate('Account', undefined, { history: 'reset' })
    } catch (error) {
      if (!this.signal.aborted) this.failure = swapErrorMessage(error, this.t)
    }
  }

  /** The first step's network fee in the native currency, when estimated. */
  private renderFee(client: KeywayClient) {
    if (this.fee === undefined) return nothing
    const currency = keywayHost(client).state.chain.activeCaipNetwork?.nativeCurrency
    if (!currency) return nothing
    const value = `${formatDisplayAmount(formatUnits(this.fee, currency.decimals), { decimals: 6 })} ${currency.symbol}`
    const label = this.approvalNeeded
      ? this.t('swap.networkFeeApproval')
      : this.t('swap.networkFee')
    return html`<div>
      <dt>${label}</dt>
      <dd class="fee" title=${value}>${value}</dd>
    </div>`
  }

  private stepLabel(client: KeywayClient, step: SwapStep): string {
    const swap = swapState(client)
    const from = swap?.sourceToken?.symbol ?? ''
    const to = swap?.targetToken?.symbol ?? ''
    return step.kind === 'approve'
      ? this.t('swap.stepApprove', { symbol: from })
      : this.t('swap.stepSwap', { from, to })
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const swap = swapState(client)
    if (!swap?.sourceToken || !swap.targetToken) return nothing
    const locale = this.i18n?.state.locale ?? 'en'
    const usd = (amount: string, price: number | undefined) =>
      price === undefined || !amount ? '' : `≈ ${formatUsd(Number(amount) * price, locale)}`
    const paid = `${formatDisplayAmount(swap.sourceTokenAmount, { decimals: 6 })} ${swap.sourceToken.symbol}`
    const received = `${formatDisplayAmount(swap.targetTokenAmount, { decimals: 6 })} ${swap.targetToken.symbol}`
    const steps = this.steps(client)
    const failed = steps.some((step) => step.status === 'failed') || !!this.failure
    return html`<div class="swap">
      <div class="summary">
        <p class="hint">${this.t('swap.from')}</p>
        <p class="amount paid" title=${paid}>${paid}</p>
        <p class="hint">${usd(swap.sourceTokenAmount, priceOf(client, swap.sourceToken))}</p>
      </div>
      <div class="summary">
        <p class="hint">${this.t('swap.to')}</p>
        <p class="amount received" title=${received}>${received}</p>
        <p class="hint">${usd(swap.targetTokenAmount, priceOf(client, swap.targetToken))}</p>
      </div>
      <dl class="details">
        <div><dt>${this.t('swap.slippage')}</dt><dd class="slippage">${swap.slippage}%</dd></div>
        ${this.renderFee(client)}
      </dl>
      ${
        this.approvalNeeded ? html`<p class="hint">${this.t('swap.feeAfterApproval')}</p>` : nothing
      }
      <ol class="steps" aria-label=${this.t('swap.steps')} aria-live="polite">
        ${steps.map(
          (step) => html`<li class=${`step step-${step.kind}`} data-status=${step.status}>
            <span class="label" title=${step.error ?? ''}>${this.stepLabel(client, step)}</span>
            <span class="status">${this.t(STATUS_KEYS[step.status])}</span>
          </li>`,
        )}
      </ol>
      ${
        this.failure
          ? html`<p class="error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${this.failure}
            </p>`
          : nothing
      }
      <kw-button
        class="confirm"
        variant="main"
        full-width
        data-autofocus
        ?disabled=${this.approvalNeeded === undefined && !this.failure}
        ?loading=${swap.swapping}
        @click=${() => this.run(client)}
        >${failed ? this.t('swap.retry') : this.t('swap.confirm')}</kw-button
      >
    </div>`
  }
}
