import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { baseStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'

/**
 * RegisterAccountNameSuccess (docs/account-features.md#names names): the account's new name with its avatar, and
 * the way back to the Account view, where the name now stands in place of the address.
 *
 * @summary Says the name is registered and leads back to the account.
 */
export class KwRegisterAccountNameSuccessView extends KwViewElement {
  static override styles = [baseStyles, viewStyles]

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.account]
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const account = keywayHost(client).getAccountState('eip155')
    const name = account.profileName ?? ''
    return html`<div class="state">
      <kw-avatar size="xl" address=${account.address ?? ''} src=${account.profileImage ?? ''}></kw-avatar>
      <h2 class="heading" tabindex="-1" title=${name}>
        ${this.t('names.successHeading', { name })}
      </h2>
      <p class="hint">${this.t('names.successHint')}</p>
      <kw-button
        class="done"
        variant="main"
        full-width
        data-autofocus
        @click=${() => keywayHost(client).navigate('Account', undefined, { history: 'reset' })}
        >${this.t('names.done')}</kw-button
      >
    </div>`
  }
}
