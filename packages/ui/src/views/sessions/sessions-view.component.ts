import type { ActivePermission, KeywayClient } from '@keyway/core'
import {
  getPermissions,
  PermissionsNotSupportedError,
  revokePermissions,
  truncateAddress,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing, type PropertyValues } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../../views/shared/view-element.js'
import { viewStyles } from '../../views/shared/view-styles.js'
import { allowanceText, leftText, sessionText, untilText } from './sessions-format.js'
import { sessionsViewStyles } from './sessions-view.styles.js'

type Listing =
  | { status: 'loading' }
  | { status: 'loaded'; permissions: readonly ActivePermission[] }
  | { status: 'failed'; unavailable: boolean }

/**
 * Sessions (docs/smart-sessions.md): the connected EVM account's active smart-session
 * permissions, read from the chain by the blockchain API (getPermissions), each in words —
 * "5 USDC per day · 1.5 USDC left today · until 15:30 · session 0x5e...105e55" — with a
 * Revoke button that asks the wallet to revoke it (revokePermissions) and then reads the
 * list again. Loading, empty ("No active sessions") and failure (with Retry) states; the
 * list is a labelled list, each Revoke button names the permission it ends.
 *
 * @summary The Sessions view: the account's active permissions, each with Revoke.
 */
export class KwSessionsView extends KwViewElement {
  static override styles = [viewStyles, sessionsViewStyles]

  @state() private listing: Listing = { status: 'loading' }
  /** The pci being revoked, if any (one at a time: each is a wallet prompt). */
  @state() private revoking: string | undefined
  /** The account and network the list was read for. */
  private listedKey = ''
  /** The read under way; a newer read or leaving the page aborts it. */
  private reading: AbortController | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.account, keywayHost(client).state.chain]
  }

  /** The connected eip155 address (sessions are EVM smart-account permissions). */
  private address(client: KeywayClient): string | undefined {
    const { activeNamespace } = keywayHost(client).state.chain
    if (activeNamespace !== 'eip155' || keywayHost(client).isUnsupportedNetwork()) return undefined
    return keywayHost(client).getAccountState('eip155').address
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed)
    const client = this.client
    const address = client ? this.address(client) : undefined
    if (!client || !address) return
    const key = `${keywayHost(client).state.chain.activeCaipNetwork?.caipNetworkId}:${address}`
    if (key === this.listedKey) return
    this.listedKey = key
    void this.load(client, address)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.reading?.abort()
    // Put back on the page, it reads the list again.
    this.listedKey = ''
  }

  private async load(client: KeywayClient, address: string): Promise<void> {
    this.reading?.abort()
    const reading = new AbortController()
    this.reading = reading
    const signal = AbortSignal.any([this.signal, reading.signal])
    this.listing = { status: 'loading' }
    try {
      const permissions = await getPermissions(client, { address, signal })
      if (!signal.aborted) this.listing = { status: 'loaded', permissions }
    } catch (error) {
      if (signal.aborted) return
      this.listing = {
        status: 'failed',
        unavailable: error instanceof PermissionsNotSupportedError,
      }
    }
  }

  private retry(client: KeywayClient): void {
    const address = this.address(client)
    if (address) void this.load(client, address)
  }

  private async revoke(client: KeywayClient, permission: ActivePermission): Promise<void> {
    if (this.revoking) return
    this.revoking = permission.pci
    try {
      await revokePermissions(client, { pci: permission.pci, signal: this.signal })
      keywayHost(client).showSuccess(this.t('sessions.revoked'))
      this.retry(client)
    } catch (error) {
      // The notification turns the error into user text (a refusal, a timeout...).
      if (!this.signal.aborted) {
        keywayHost(client).showError(error, { fallback: this.t('sessions.revokeFailed') })
      }
    } finally {
      this.revoking = undefined
    }
  }

  private get locale(): string {
    return this.i18n?.state.locale ?? 'en'
  }

  private renderPermission(client: KeywayClient, permission: ActivePermission, now: Date) {
    const allowance = allowanceText(this.t, permission)
    const session = sessionText(this.t, permission)
    const details = [
      leftText(this.t, permission),
      untilText(this.t, permission.expiry, { locale: this.locale, now }),
      session,
    ]
    const address = permission.signer.data.address
    return html`<li class="session" data-testid="kw-session-row" data-pci=${permission.pci}>
      <div class="main">
        <span class="allowance">${allowance}</span>
        <span class="details" title=${`${address} · ${permission.pci}`}
          >${details.join(' · ')}</span
        >
      </div>
      <kw-button
        class="revoke"
        data-testid="kw-session-revoke"
        variant="neutral"
        size="s"
        label=${this.t('sessions.revokeLabel', { allowance, address: truncateAddress(address) })}
        ?loading=${this.revoking === permission.pci}
        ?disabled=${this.revoking !== undefined && this.revoking !== permission.pci}
        @click=${() => this.revoke(client, permission)}
        >${this.t('sessions.revoke')}</kw-button
      >
    </li>`
  }

  private renderState(icon: 'info' | 'warning', heading: string | undefined, hint: string) {
    return html`<div class="state empty">
      <kw-icon name=${icon} size="l" aria-hidden="true"></kw-icon>
      ${heading ? html`<p class="heading">${heading}</p>` : nothing}
      <p class="hint">${hint}</p>
    </div>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    if (!this.address(client))
      return this.renderState('info', undefined, this.t('sessions.evmOnly'))
    const listing = this.listing
    if (listing.status === 'loading') {
      return html`<div class="sessions" aria-busy="true" aria-label=${this.t('sessions.loading')}>
        <ul class="list skeleton" aria-hidden="true">
          ${[0, 1].map(() => html`<li><kw-skeleton variant="row"></kw-skeleton></li>`)}
        </ul>
      </div>`
    }
    if (listing.status === 'failed') {
      if (listing.unavailable) {
        return this.renderState('info', undefined, this.t('sessions.unavailable'))
      }
      return html`<div class="state failure">
        <p class="hint error" role="alert">${this.t('sessions.failed')}</p>
        <kw-button
          data-autofocus
          variant="neutral"
          size="s"
          icon="refresh"
          @click=${() => this.retry(client)}
          >${this.t('sessions.retry')}</kw-button
        >
      </div>`
    }
    if (listing.permissions.length === 0) {
      return this.renderState('info', this.t('sessions.empty'), this.t('sessions.emptyHint'))
    }
    const now = new Date()
    return html`<div class="sessions">
      <ul class="list" aria-label=${this.t('sessions.listLabel')} data-testid="kw-sessions-list">
        ${listing.permissions.map((permission) => this.renderPermission(client, permission, now))}
      </ul>
    </div>`
  }
}
