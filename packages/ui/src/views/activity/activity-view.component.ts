import type { KeywayClient, Transaction, TransactionTransfer } from '@keyway/core'
import { formatDisplayAmount, getActivity, loadMoreActivity, truncateAddress } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing, type PropertyValues } from 'lit'
import { query, state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import {
  monthHeading,
  monthsNewestFirst,
  transferAsset,
  transferImage,
  transferSign,
} from './activity-format.js'
import { activityViewStyles } from './activity-view.styles.js'

/** Known operation types with their own label; others are shown as the API names them. */
const OPERATION_LABELS = {
  send: 'activity.op.send',
  receive: 'activity.op.receive',
  trade: 'activity.op.trade',
  mint: 'activity.op.mint',
  burn: 'activity.op.burn',
  approve: 'activity.op.approve',
  deposit: 'activity.op.deposit',
  withdraw: 'activity.op.withdraw',
  borrow: 'activity.op.borrow',
  repay: 'activity.op.repay',
  claim: 'activity.op.claim',
  buy: 'activity.op.buy',
  deploy: 'activity.op.deploy',
  execute: 'activity.op.execute',
} as const

/** The nearest box that scrolls `element` (through shadow roots); undefined for the page. */
function scrollingAncestor(element: Element): Element | undefined {
  let node: Node | null = element.parentNode
  while (node) {
    if (node instanceof Element) {
      const overflow = getComputedStyle(node).overflowY
      if (overflow === 'auto' || overflow === 'scroll') return node
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode
  }
  return undefined
}

/** Transfers shown per row; a trade has two, more are rare and summed up by the type. */
const TRANSFERS_PER_ROW = 2

/**
 * Activity (docs/overview.md#chain-namespaces-per-feature wallet transaction history, eip155 only): the connected account's
 * transactions on the active network from the blockchain API, grouped by month, newest
 * first (docs/state.md#transaction-history), spam-only ones and other chains left out (docs/validation.md#balances-and-activity). Each row names the
 * operation, the other party, and the amounts with their sign (docs/limits.md#display) and the token's or
 * NFT's image. The next page is fetched when the end of the list scrolls into view (cursor
 * pagination). A failure says 'Failed to fetch transactions' (docs/errors.md#account-activity) with a Retry.
 *
 * @summary The Activity view: the account's transactions by month, loaded as it scrolls.
 */
export class KwActivityView extends KwViewElement {
  static override styles = [viewStyles, activityViewStyles]

  @query('.sentinel') private sentinel: HTMLElement | null | undefined
  @state() private sentinelVisible = false
  private observer: IntersectionObserver | undefined
  private observed: Element | undefined
  /** The account and network the first page was asked for. */
  private fetchedKey = ''

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).state.account,
      keywayHost(client).state.chain,
      keywayHost(client).state.transactions,
    ]
  }

  /** The connected eip155 address on the active network (activity is eip155 only). */
  private address(client: KeywayClient): string | undefined {
    const { activeNamespace, activeCaipNetwork } = keywayHost(client).state.chain
    if (activeNamespace !== 'eip155' || !activeCaipNetwork) return undefined
    if (keywayHost(client).isUnsupportedNetwork()) return undefined
    return keywayHost(client).getAccountState(activeNamespace).address
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed)
    const client = this.client
    const address = client ? this.address(client) : undefined
    if (!client || !address) return
    const key = `${keywayHost(client).state.chain.activeCaipNetwork?.caipNetworkId}:${address}`
    if (key === this.fetchedKey) return
    this.fetchedKey = key
    // Opened, or on another account or network: the newest page, whatever is kept (a send
    // made since the list was last loaded shows). A failure is state (error) and the banner.
    getActivity(client, { signal: this.signal, force: true }).catch(() => undefined)
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed)
    this.observeSentinel()
    this.loadMoreIfAtEnd()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.observer?.disconnect()
    this.observer = undefined
    this.observed = undefined
    // Its request was cancelled with the element: put back on the page, it asks again.
    this.fetchedKey = ''
  }

  private observeSentinel(): void {
    const sentinel = this.sentinel ?? undefined
    if (sentinel === this.observed) return
    this.observer?.disconnect()
    this.observed = sentinel
    if (this.sentinelVisible) this.sentinelVisible = false
    if (!sentinel || typeof IntersectionObserver === 'undefined') return
    // Watched against the modal's scrolling box, ahead of its end by a few rows, so the next
    // page is usually there before the end is seen.
    this.observer = new IntersectionObserver(
      (entries) => {
        this.sentinelVisible = entries.some((entry) => entry.isIntersecting)
      },
      { root: scrollingAncestor(this) ?? null, rootMargin: '0px 0px 160px 0px' },
    )
    this.observer.observe(sentinel)
  }

  /** While the end of the list is in view and there is more, the next page is fetched. */
  private loadMoreIfAtEnd(): void {
    const client = this.client
    if (!client || !this.sentinelVisible) return
    const { loading, next, error } = keywayHost(client).state.transactions
    if (loading || next === undefined || error) return
    loadMoreActivity(client, { signal: this.signal }).catch(() => undefined)
  }

  private retry(client: KeywayClient): void {
    getActivity(client, { signal: this.signal, force: true }).catch(() => undefined)
  }

  private get locale(): string {
    return this.i18n?.state.locale ?? 'en'
  }

  private operationLabel(type: string): string {
    const key = OPERATION_LABELS[type as keyof typeof OPERATION_LABELS]
    return key ? this.t(key) : type.charAt(0).toUpperCase() + type.slice(1)
  }

  /** "To 0x12…abcd" for what left the account, "From …" for what came in. */
  private counterparty(transaction: Transaction, address: string) {
    const { sentFrom, sentTo } = transaction.metadata
    const incoming =
      transaction.transfers[0]?.direction === 'in' ||
      (sentTo.toLowerCase() === address.toLowerCase() &&
        sentFrom.toLowerCase() !== address.toLowerCase())
    const other = incoming ? sentFrom : sentTo
    if (!other) return nothing
    const text = this.t(incoming ? 'activity.from' : 'activity.to', {
      address: truncateAddress(other),
    })
    return html`<span class="party" title=${other}>${text}</span>`
  }

  private renderAmount(type: string, transfer: TransactionTransfer) {
    const sign = transferSign(type, transfer)
    const asset = transferAsset(transfer)
    const amount = transfer.nft_info
      ? asset
      : `${formatDisplayAmount(transfer.quantity.numeric)} ${asset}`.trim()
    const tone = sign === '+' ? 'in' : sign === '-' ? 'out' : ''
    return html`<span class="amount ${tone}" title=${`${sign}${amount}`}>${sign}${amount}</span>`
  }

  private renderTransaction(transaction: Transaction, address: string, day: Intl.DateTimeFormat) {
    const { operationType, status, minedAt } = transaction.metadata
    const transfers = transaction.transfers.slice(0, TRANSFERS_PER_ROW)
    const first = transaction.transfers[0]
    const image = first ? transferImage(first) : ''
    const date = new Date(minedAt)
    const failed = status === 'failed' || status.endsWith('_FAILED')
    return html`<li class="transaction" data-id=${transaction.id}>
      <kw-wallet-image
        class=${first?.nft_info ? 'nft' : ''}
        size="s"
        src=${image}
        name=${first ? transferAsset(first) : operationType}
      ></kw-wallet-image>
      <div class="main">
        <span class="type"
          >${this.operationLabel(operationType)}${
            failed
              ? html` <kw-chip variant="error">${this.t('activity.failedTag')}</kw-chip>`
              : nothing
          }</span
        >
        ${this.counterparty(transaction, address)}
      </div>
      <div class="side">
        ${transfers.map((transfer) => this.renderAmount(operationType, transfer))}
        <time datetime=${minedAt}>${day.format(date)}</time>
      </div>
    </li>`
  }

  private renderFailure(client: KeywayClient, inline: boolean) {
    return html`<div class=${inline ? 'failure inline' : 'state failure'}>
      <p class="hint error" role="alert">${this.t('error.failedToFetchTransactions')}</p>
      <kw-button
        ?data-autofocus=${!inline}
        variant="neutral"
        size="s"
        icon="refresh"
        @click=${() => this.retry(client)}
        >${this.t('activity.retry')}</kw-button
      >
    </div>`
  }

  private renderSkeleton() {
    return html`<ul class="list skeleton" aria-hidden="true">
      ${[0, 1, 2].map(() => html`<li><kw-skeleton variant="row"></kw-skeleton></li>`)}
    </ul>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const address = this.address(client)
    const networkName = keywayHost(client).getActiveNetworkName()
    const empty = html`<div class="state empty">
      <kw-icon name="info" size="l" aria-hidden="true"></kw-icon>
      <p class="heading">${this.t('activity.empty')}</p>
      <p class="hint">${this.t('activity.emptyHint', { network: networkName })}</p>
    </div>`
    if (!address) {
      // docs/overview.md#chain-namespaces-per-feature: activity is eip155 only; on another namespace there is no history to show.
      const namespace = keywayHost(client).state.chain.activeNamespace
      if (namespace && namespace !== 'eip155') {
        return html`<div class="state empty">
          <kw-icon name="info" size="l" aria-hidden="true"></kw-icon>
          <p class="hint">${this.t('activity.evmOnly')}</p>
        </div>`
      }
      return empty
    }
    const activity = keywayHost(client).state.transactions
    const current =
      activity.accountInView?.toLowerCase() === address.toLowerCase() &&
      activity.lastNetworkInView === keywayHost(client).state.chain.activeCaipNetwork?.caipNetworkId
    const transactions = current ? activity.transactions : []
    if (transactions.length === 0) {
      if (!current || !activity.fetched || activity.loading) {
        return html`<div aria-busy="true">${this.renderSkeleton()}</div>`
      }
      if (activity.error) return this.renderFailure(client, false)
      return empty
    }
    const months = monthsNewestFirst(activity.transactionsByYear)
    const day = new Intl.DateTimeFormat(this.locale, { day: 'numeric', month: 'short' })
    return html`<div class="activity" aria-busy=${activity.loading ? 'true' : 'false'}>
      ${months.map(
        ({ year, month, transactions: list }) =>
          html`<section class="month" aria-labelledby=${`month-${year}-${month}`}>
            <h3 id=${`month-${year}-${month}`} class="month-title">
              ${monthHeading(this.locale, year, month)}
            </h3>
            <ul class="transactions" aria-label=${this.t('activity.listLabel')}>
              ${list.map((transaction) => this.renderTransaction(transaction, address, day))}
            </ul>
          </section>`,
      )}
      ${activity.error ? this.renderFailure(client, true) : nothing}
      ${
        activity.next !== undefined && !activity.error
          ? html`<div class="sentinel">
              ${
                activity.loading
                  ? html`<kw-spinner size="s" label=${this.t('activity.loadingMore')}></kw-spinner>`
                  : nothing
              }
            </div>`
          : nothing
      }
    </div>`
  }
}
