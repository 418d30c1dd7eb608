import type { Connector, KeywayClient } from '@keyway/core'
import { BaseError, closeModal, connect, isUserRejection } from '@keyway/core'
import type { RouteWallet } from '@keyway/core/host'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'

export type ConnectingStatus = 'connecting' | 'rejected' | 'error'

/**
 * ConnectingExternal (docs/views.md#connectingexternal, shown with the chosen connector): asks the wallet to
 * connect and shows the wallet waiting; a rejection (4001 / 5000) or a failure leaves
 * the view retryable. On success the wallet becomes a recent wallet and the modal closes.
 *
 * @summary Connecting to an installed or injected wallet, retryable after a rejection.
 */
export class KwConnectingExternalView extends KwViewElement {
  static override styles = [viewStyles]

  @state() private status: ConnectingStatus = 'connecting'
  @state() private errorMessage = ''
  /** The connector of the attempt in flight, so new router data starts a new attempt. */
  private attempt: AbortController | undefined
  private attemptConnector: Connector | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.router]
  }

  private get connector(): Connector | undefined {
    return keywayHost(this.client)?.state.router.data?.connector
  }

  private get wallet(): RouteWallet | undefined {
    return keywayHost(this.client)?.state.router.data?.wallet
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.connect()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.attempt?.abort()
    this.attempt = undefined
    this.attemptConnector = undefined
  }

  protected override updated(): void {
    // Pushed again with another wallet (router data replaced): start over with it.
    const connector = this.connector
    if (connector && this.attemptConnector && connector.id !== this.attemptConnector.id) {
      void this.connect()
    }
  }

  /** Starts (or restarts) the connection with the route's connector. */
  async connect(): Promise<void> {
    const client = this.client
    const connector = this.connector
    if (!client || !connector) return
    this.attempt?.abort()
    const attempt = new AbortController()
    this.attempt = attempt
    this.attemptConnector = connector
    this.status = 'connecting'
    this.errorMessage = ''
    try {
      await connect(client, {
        connectorId: connector.id,
        namespace: connector.chain,
        signal: attempt.signal,
      })
      if (attempt.signal.aborted) return
      const wallet = this.wallet
      // docs/connection.md#connection-status / docs/limits.md#sizes: the wallet is remembered as recent (2 kept).
      if (wallet) keywayHost(client).addRecentWallet({ ...wallet })
      closeModal(client)
    } catch (error) {
      if (attempt.signal.aborted) return
      // spec: a user rejection (4001 / 5000) leaves the modal retryable, never throws.
      if (isUserRejection(error)) {
        this.status = 'rejected'
        return
      }
      this.status = 'error'
      this.errorMessage =
        error instanceof BaseError ? error.shortMessage : this.t('connecting.errorHint')
    }
  }

  private imageSrc(): string {
    const connector = this.connector
    if (connector?.imageUrl) return connector.imageUrl
    const imageId = connector?.imageId ?? this.wallet?.image_id
    const directory = this.wallets
    const known = directory?.imageUrl(imageId)
    if (known) return known
    if (imageId && directory) {
      void directory.loadImage(imageId).then((url) => {
        if (url) this.requestUpdate()
      })
    }
    return ''
  }

  override render() {
    const name = this.wallet?.name ?? this.connector?.name ?? ''
    if (!this.connector) return nothing
    const failed = this.status !== 'connecting'
    const heading =
      this.status === 'rejected'
        ? this.t('connecting.rejected')
        : this.status === 'error'
          ? this.t('connecting.error')
          : this.t('connecting.continueIn', { name })
    const hint =
      this.status === 'rejected'
        ? this.t('connecting.rejectedHint')
        : this.status === 'error'
          ? this.errorMessage
          : this.t('connecting.approveHint')
    return html`<div class="state" data-status=${this.status}>
      <div class="image-ring">
        <kw-wallet-image size="l" src=${this.imageSrc()} name=${name}></kw-wallet-image>
        ${
          failed
            ? html`<span class="badge"><kw-icon name="close"></kw-icon></span>`
            : html`<kw-spinner size="l" label=${heading}></kw-spinner>`
        }
      </div>
      <p class="heading ${failed ? 'error' : ''}" role=${failed ? 'alert' : 'status'}>${heading}</p>
      <p class="hint">${hint}</p>
      ${
        failed
          ? html`<div class="actions">
            <kw-button variant="accent" size="m" icon="refresh" @click=${() => this.connect()}
              >${this.t('connecting.tryAgain')}</kw-button
            >
          </div>`
          : nothing
      }
    </div>`
  }
}
