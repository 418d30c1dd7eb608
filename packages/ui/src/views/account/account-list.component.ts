import type { Account, AccountType, KeywayClient } from '@keyway/core'
import { switchAccount, truncateAddress } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { addressTypeLabel } from './address-type.js'

const accountListStyles = css`
  .accounts {
    padding: 0 var(--kw-spacing-3) var(--kw-spacing-3);
  }
  h3 {
    margin: 0 0 var(--kw-spacing-1);
    padding: 0 var(--kw-spacing-1);
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

/**
 * The accounts the connected wallet shares on the active namespace, when it shares more
 * than one: each by the wallet's label for it (else its address, 4 + 6), the one in use
 * tagged. A Bitcoin wallet's two addresses are listed as "Addresses", each by its type
 * (Payment, Ordinals) with the address below. Picking another calls core's `switchAccount` (same wallet: only the address
 * changes); a failure shows as the toast and the account in use stays.
 *
 * @summary The Account view's list of the wallet's accounts, to switch to another one.
 * @csspart list - The account list.
 */
export class KwAccountList extends KwViewElement {
  static override styles = [viewStyles, accountListStyles]

  /** The address being switched to, while the switch is under way. */
  @state() private switching: string | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.account, keywayHost(client).state.chain]
  }

  private async use(client: KeywayClient, account: Account): Promise<void> {
    this.switching = account.address
    try {
      await switchAccount(client, { address: account.address, signal: this.signal })
    } catch (error) {
      keywayHost(client).showError(error)
    } finally {
      this.switching = undefined
    }
  }

  private typeLabel(type: AccountType): string | undefined {
    const key = addressTypeLabel(type)
    return key ? this.t(key) : undefined
  }

  override render() {
    const client = this.client
    const namespace = keywayHost(client)?.state.chain.activeNamespace
    if (!client || !namespace) return nothing
    const { allAccounts, address, addressLabels } = keywayHost(client).getAccountState(namespace)
    if (allAccounts.length < 2) return nothing
    const typed = allAccounts.some((account) => this.typeLabel(account.type) !== undefined)
    return html`<section class="accounts" aria-labelledby="accounts-heading">
      <h3 id="accounts-heading">${this.t(typed ? 'account.addresses' : 'account.accounts')}</h3>
      <ul part="list">
        ${allAccounts.map((account) => {
          const inUse = account.address === address
          const label =
            addressLabels[account.address] ?? account.label ?? this.typeLabel(account.type)
          return html`<li>
            <kw-list-item
              class=${inUse ? 'account in-use' : 'account'}
              data-address=${account.address}
              label=${label ?? truncateAddress(account.address)}
              description=${label ? truncateAddress(account.address) : ''}
              tag=${inUse ? this.t('account.accountInUse') : ''}
              tag-variant="success"
              .chevron=${!inUse}
              ?loading=${this.switching === account.address}
              ?disabled=${this.switching !== undefined && this.switching !== account.address}
              @click=${() => (inUse || this.switching ? undefined : this.use(client, account))}
            ></kw-list-item>
          </li>`
        })}
      </ul>
    </section>`
  }
}
