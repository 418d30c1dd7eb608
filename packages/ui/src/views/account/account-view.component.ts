import type { ChainNamespace, KeywayClient, RouterView } from '@keyway/core'
import { closeModal, disconnect, truncateAddress } from '@keyway/core'
import {
  getWalletFeaturesOrder,
  hasNamespaceFeature,
  keywayHost,
  type WalletFeature,
} from '@keyway/core/host'
import { html, nothing, type PropertyValues } from 'lit'
import { property, state } from 'lit/decorators.js'
import { AccountIdentity } from '../../elements/account-button/account-identity.js'
import { defineElement } from '../../primitives/shared/define-element.js'
import { visuallyHiddenStyles } from '../../primitives/shared/shared-styles.js'
import { canChooseName } from '../names/names-shared.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import type { ClipboardLike } from '../walletconnect/connecting-wc-view.component.js'
import { accountViewStyles } from './account-view.styles.js'
import { addressTypeLabel } from './address-type.js'

/** The wallet features the Account view offers, with the view each opens. */
const WALLET_FEATURE_VIEWS: Partial<
  Record<
    WalletFeature,
    {
      view: RouterView
      icon: 'qr-code' | 'send' | 'swap' | 'card'
      label: 'account.receive' | 'account.send' | 'account.swap' | 'account.buy'
    }
  >
> = {
  onramp: { view: 'OnRampProviders', icon: 'card', label: 'account.buy' },
  swaps: { view: 'Swap', icon: 'swap', label: 'account.swap' },
  receive: { view: 'WalletReceive', icon: 'qr-code', label: 'account.receive' },
  send: { view: 'WalletSend', icon: 'send', label: 'account.send' },
}

/** An account of the embedded wallet (AUTH connector): its email and account type can change. */
function isEmbeddedAccount(client: KeywayClient, namespace: ChainNamespace): boolean {
  return keywayHost(client).getAccountState(namespace).connectedWalletInfo?.type === 'AUTH'
}

/**
 * The Account view: avatar, the profile name (or identity) when known else the address truncated
 * 4 + 6, copy address, the native balance (3 decimals) and symbol, the token
 * balances with their USD values (kw-account-tokens), the wallet's other accounts on this
 * namespace to switch to (kw-account-list, only when it shares several), the wallet features whose flag is on
 * in the product's order (receive, send) and Activity, Sessions (an EVM account's smart-session
 * permissions, docs/smart-sessions.md), the network (opens SwitchNetwork), a
 * block explorer link, and disconnect. An embedded-wallet (AUTH) account also shows its email
 * with Update email and, where offered, the account-type switch (kw-account-embedded, loaded
 * only for such an account). A Bitcoin (bip122) account shows its address type (Payment,
 * Ordinals) and none of the eip155/solana entries: no balance, tokens, send, swap, buy,
 * activity or name.
 *
 * @summary The Account view: the connected account, its balance and network, and disconnect.
 */
export class KwAccountView extends KwViewElement {
  static override styles = [viewStyles, visuallyHiddenStyles, accountViewStyles]

  @property({ attribute: false }) clipboard: ClipboardLike | undefined
  @state() private disconnecting = false
  @state() private refreshing = false
  private readonly identity = new AccountIdentity(this)
  /** Address and network the balance was fetched for, to refetch when either changes. */
  private balanceKey = ''
  /** Whether the embedded wallet's rows were fetched (only an AUTH account needs them). */
  private embeddedRowsRequested = false

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      keywayHost(client).state.account,
      keywayHost(client).state.chain,
      keywayHost(client).state.balance,
      keywayHost(client).state.options,
    ]
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed)
    const client = this.client
    if (!client) return
    const namespace = keywayHost(client).state.chain.activeNamespace
    const address = namespace ? keywayHost(client).getAccountState(namespace).address : undefined
    this.identity.watch(keywayHost(client), address)
    if (!this.embeddedRowsRequested && namespace && isEmbeddedAccount(client, namespace)) {
      this.embeddedRowsRequested = true
      void import('./account-embedded.component.js').then(
        (module) => defineElement('kw-account-embedded', module.KwAccountEmbedded),
        () => {
          // The rows stay out; the rest of the view works without them.
        },
      )
    }
    const key = `${address}@${keywayHost(client).state.chain.activeCaipNetwork?.caipNetworkId}`
    // A namespace without balances (bip122) is never asked for one.
    const balances = namespace !== undefined && hasNamespaceFeature(namespace, 'balances')
    if (address && balances && key !== this.balanceKey) {
      this.balanceKey = key
      // Opening the Account view shows the balance as it is now, whatever the cache holds;
      // the token list (kw-account-tokens) and the modal's polling keep to the cache windows.
      keywayHost(client)
        .fetchNativeBalance({ signal: this.signal, force: true })
        .catch(() => {
          // The balance line stays empty; the rest of the view works without it.
        })
    }
  }

  /**
   * The wallet features row (docs/limits.md#features-and-defaults order, each only when its flag is on; flags whose
   * service has no endpoint are off already) and the Activity entry (its flag, eip155).
   */
  private renderFeatures(client: KeywayClient, namespace: ChainNamespace, unsupported: boolean) {
    const features = keywayHost(client).state.options.features
    const entries = getWalletFeaturesOrder(features).flatMap((feature) => {
      const entry = WALLET_FEATURE_VIEWS[feature]
      if (!entry) return []
      // Send and onramp exist on eip155 and solana, swaps on eip155 only (none on bip122): see hasNamespaceFeature.
      if (feature !== 'receive' && (unsupported || !hasNamespaceFeature(namespace, feature))) {
        return []
      }
      return [{ feature, ...entry }]
    })
    if (entries.length === 0) return nothing
    return html`<nav class="features" aria-label=${this.t('account.features')}>
      ${entries.map(
        (entry) => html`<kw-button
          class=${`feature feature-${entry.feature}`}
          full-width
          variant="neutral"
          icon=${entry.icon}
          @click=${() => keywayHost(client).navigate(entry.view)}
          >${this.t(entry.label)}</kw-button
        >`,
      )}
    </nav>`
  }

  private async copyAddress(address: string): Promise<void> {
    const client = this.client
    const clipboard = this.clipboard ?? globalThis.navigator?.clipboard
    if (!client || !clipboard) return
    await clipboard.writeText(address).then(
      () => keywayHost(client).showSuccess(this.t('account.addressCopied')),
      () => undefined,
    )
  }

  private async disconnect(client: KeywayClient): Promise<void> {
    this.disconnecting = true
    try {
      await disconnect(client)
      closeModal(client)
    } catch (error) {
      // The notification turns the error into user text (docs/errors.md) and logs the rest.
      keywayHost(client).showError(error, { fallback: 'Failed to disconnect' })
    } finally {
      this.disconnecting = false
    }
  }

  /**
   * The native balance. One that could not be refreshed is never shown as current: the last
   * amount is muted, with "(out of date)" for screen readers and the reason as its title,
   * and a refresh button beside it.
   */
  private renderBalance(
    client: KeywayClient,
    amount: string | undefined,
    symbol: string | undefined,
    stale: boolean,
    unsupported: boolean,
  ) {
    if (!stale) {
      if (amount !== undefined) {
        return html`<kw-balance amount=${amount} symbol=${symbol ?? ''}></kw-balance>`
      }
      return unsupported
        ? nothing
        : html`<kw-skeleton variant="text" aria-hidden="true"></kw-skeleton>`
    }
    const shown =
      amount === undefined
        ? html`<span class="unavailable">${this.t('account.balanceUnavailable')}</span>`
        : html`<span class="stale" title=${this.t('account.balanceOutOfDateHint')}
            ><kw-icon name="warning" size="s" aria-hidden="true"></kw-icon
            ><kw-balance amount=${amount} symbol=${symbol ?? ''}></kw-balance
            ><span class="visually-hidden">${this.t('account.balanceOutOfDate')}</span></span
          >`
    return html`${shown}<kw-icon-button
        class="refresh-balance"
        icon="refresh"
        size="s"
        label=${this.t('account.refreshBalance')}
        ?disabled=${this.refreshing}
        @click=${() => this.refreshBalance(client)}
      ></kw-icon-button>`
  }

  private async refreshBalance(client: KeywayClient): Promise<void> {
    this.refreshing = true
    try {
      // Asked by the visitor: past the cache window. A failure shows the banner and keeps
      // the amount marked stale (core's balance rules).
      await keywayHost(client).fetchNativeBalance({ signal: this.signal, force: true })
    } catch {
      // Already on screen: the banner and the stale mark.
    } finally {
      this.refreshing = false
    }
  }

  override render() {
    const client = this.client
    const namespace = keywayHost(client)?.state.chain.activeNamespace
    if (!client || !namespace) return nothing
    const account = keywayHost(client).getAccountState(namespace)
    const address = account.address
    if (!address) return nothing
    const network = keywayHost(client).state.chain.activeCaipNetwork
    const unsupported = keywayHost(client).isUnsupportedNetwork()
    const networkName = keywayHost(client).getActiveNetworkName()
    const explorer = unsupported ? undefined : network?.blockExplorers?.default.url
    const { nativeBalance, nativeSymbol, nativeBalanceStale } = keywayHost(client).state.balance
    // A registered name first, else the identity's: both stand in the address's place.
    const name = account.profileName || this.identity.current?.name
    const avatar = account.profileImage || this.identity.current?.avatar
    const balances = hasNamespaceFeature(namespace, 'balances')
    // A Bitcoin address says which of the wallet's two it is (Payment, Ordinals).
    const type = account.allAccounts.find((entry) => entry.address === address)?.type
    const typeKey = type ? addressTypeLabel(type) : undefined
    return html`<div class="profile">
        <kw-avatar size="xl" address=${address} src=${avatar ?? ''}></kw-avatar>
        <div class="name-row">
          <span class="name" title=${name || address}>${name || truncateAddress(address)}</span>
          <kw-icon-button
            icon="copy"
            size="s"
            label=${this.t('account.copyAddress')}
            @click=${() => this.copyAddress(address)}
          ></kw-icon-button>
        </div>
        ${
          typeKey
            ? html`<span class="address-type"
                ><span class="visually-hidden">${this.t('account.addressType')}: </span
                >${this.t(typeKey)}</span
              >`
            : nothing
        }
        ${
          balances
            ? html`<div class="balance">
                ${this.renderBalance(client, nativeBalance, nativeSymbol, nativeBalanceStale, unsupported)}
              </div>`
            : nothing
        }
        ${
          explorer
            ? html`<kw-link
              class="explorer"
              href=${`${explorer.replace(/\/$/, '')}/address/${address}`}
              icon="external-link"
              color="secondary"
              >${this.t('account.explorer')}</kw-link
            >`
            : nothing
        }
      </div>
      <kw-account-list .client=${client} .i18n=${this.i18n}></kw-account-list>
      ${this.renderFeatures(client, namespace, unsupported)}
      ${
        balances
          ? html`<kw-account-tokens .client=${client} .i18n=${this.i18n}></kw-account-tokens>`
          : nothing
      }
      <div class="list">
        ${
          keywayHost(client).state.options.features.activity &&
          hasNamespaceFeature(namespace, 'activity') &&
          !unsupported
            ? html`<kw-list-item
                class="activity"
                icon="activity"
                label=${this.t('account.activity')}
                description=${this.t('account.activityHint')}
                @click=${() => keywayHost(client).navigate('Activity')}
              ></kw-list-item>`
            : nothing
        }
        ${
          // The sessions list is read through the blockchain API: no row without it.
          namespace === 'eip155' && !unsupported && keywayHost(client).hasBlockchainApi
            ? html`<kw-list-item
                class="sessions"
                data-testid="kw-account-sessions"
                icon="wallet"
                label=${this.t('account.sessions')}
                description=${this.t('account.sessionsHint')}
                @click=${() => keywayHost(client).navigate('Sessions')}
              ></kw-list-item>`
            : nothing
        }
        ${
          hasNamespaceFeature(namespace, 'names') && canChooseName(client)
            ? html`<kw-list-item
                class="choose-name"
                icon="wallet"
                label=${this.t('account.chooseName')}
                description=${this.t('account.chooseNameHint')}
                @click=${() => keywayHost(client).navigate('RegisterAccountName')}
              ></kw-list-item>`
            : nothing
        }
        ${
          isEmbeddedAccount(client, namespace)
            ? html`<kw-account-embedded .client=${client} .i18n=${this.i18n}></kw-account-embedded>`
            : nothing
        }
        <kw-list-item
          class="network"
          label=${networkName}
          description=${this.t('account.network')}
          tag=${unsupported ? this.t('unsupported.title') : ''}
          tag-variant="warning"
          @click=${() => keywayHost(client).navigate('SwitchNetwork')}
          ><kw-network-image
            slot="leading"
            name=${networkName}
            network-id=${unsupported ? '' : (network?.caipNetworkId ?? '')}
          ></kw-network-image
        ></kw-list-item>
        <kw-list-item
          class="disconnect"
          icon="disconnect"
          label=${this.t('account.disconnect')}
          .chevron=${false}
          ?loading=${this.disconnecting}
          @click=${() => this.disconnect(client)}
        ></kw-list-item>
      </div>`
  }
}
