import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { SOCIAL_PROVIDER_NAMES } from '../embedded/social-providers.js'
import { KwViewElement } from '../shared/view-element.js'

/**
 * The embedded wallet's settings in the Account view of an AUTH connection: the user's email
 * with "Update email" (opens UpdateEmailWallet; a social user without an email has no row)
 * and, only where the wallet offers a smart account on the active network, the switch
 * between the smart account and the EOA (docs/connection.md#reconnecting-on-page-load: it reconnects the auth connector). A
 * refused switch shows the wallet's message under it. Loaded by the Account view only for
 * an AUTH connection, so other accounts never download it.
 *
 * @summary The Account view's email and account-type rows of the embedded wallet.
 */
export class KwAccountEmbedded extends KwViewElement {
  static override styles = css`
    :host {
      display: contents;
    }
    .social,
    .smart-account {
      margin: 0;
      padding: 0 var(--kw-spacing-3);
      color: var(--kw-color-fg-secondary);
      font-size: var(--kw-font-size-small);
      overflow-wrap: anywhere;
    }
    .error {
      display: flex;
      gap: var(--kw-spacing-1);
      align-items: center;
      margin: 0;
      padding: 0 var(--kw-spacing-3);
      color: var(--kw-color-error);
      font-size: var(--kw-font-size-small);
      overflow-wrap: anywhere;
    }
  `

  private refreshed: unknown

  private controllerOf(client: KeywayClient) {
    return keywayHost(client).embeddedWallet?.current?.account
  }

  protected override watchedStates(client: KeywayClient): object[] {
    const controller = this.controllerOf(client)
    return [
      keywayHost(client).state.account,
      keywayHost(client).state.chain,
      keywayHost(client).state.emailLogin,
      ...(controller ? [controller.state] : []),
    ]
  }

  protected override willUpdate(): void {
    const client = this.client
    if (!client || this.refreshed === client) return
    this.refreshed = client
    // The user (email) and the smart-account networks come from the frame; the embedded
    // wallet's module may still be on its way when the Account view opens.
    void keywayHost(client)
      .embeddedWallet?.load()
      .then((embedded) => {
        this.requestUpdate()
        return embedded.account.refresh({ signal: this.signal })
      })
      .catch(() => {
        // Without the frame there is nothing to change here; the rows stay hidden.
      })
  }

  override render() {
    const client = this.client
    const controller = client && this.controllerOf(client)
    const namespace = keywayHost(client)?.state.chain.activeNamespace
    if (!controller || !namespace) return nothing
    const email = controller.currentEmail()
    const { switchingAccountType, accountTypeError } = controller.state
    const offered = controller.isAccountTypeSwitchOffered()
    const target = controller.getAccountType(namespace) === 'smartAccount' ? 'eoa' : 'smartAccount'
    // docs/state.md#identity-and-names: the connected wallet info names the social provider of the login.
    const accountState = keywayHost(client).getAccountState(namespace)
    const social = accountState.connectedWalletInfo?.social
    const userName = accountState.user?.userName
    // The smart account exists on chain once its first user operation ran; the frame says
    // so in the user it answers, which the view reads again on open.
    const smartAccount =
      namespace === 'eip155' && controller.getAccountType(namespace) === 'smartAccount'
    const deployed = accountState.user?.smartAccountDeployed === true
    return html`${
      social && social in SOCIAL_PROVIDER_NAMES
        ? html`<p class="social">
            ${this.t('social.signedInWith', {
              name: SOCIAL_PROVIDER_NAMES[social as keyof typeof SOCIAL_PROVIDER_NAMES],
            })}${userName ? html` · <span class="username">${userName}</span>` : nothing}
          </p>`
        : nothing
    }${
      smartAccount
        ? html`<p
            class="smart-account"
            data-testid="kw-smart-account-status"
            data-deployed=${deployed ? 'true' : 'false'}
          >
            ${this.t(deployed ? 'account.smartAccountDeployed' : 'account.smartAccountPending')}
          </p>`
        : nothing
    }${
      email
        ? html`<kw-list-item
            class="update-email"
            icon="send"
            label=${this.t('account.updateEmail')}
            description=${email}
            @click=${() => controller.beginEmailUpdate()}
          ></kw-list-item>`
        : nothing
    }
    ${
      offered
        ? html`<kw-list-item
            class="account-type"
            icon="wallet"
            label=${
              target === 'smartAccount'
                ? this.t('account.switchToSmartAccount')
                : this.t('account.switchToEoa')
            }
            .chevron=${false}
            ?loading=${switchingAccountType}
            @click=${() => controller.setPreferredAccountType(target, { signal: this.signal })}
          ></kw-list-item>`
        : nothing
    }
    ${
      accountTypeError
        ? html`<p class="error" role="alert">
            <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${accountTypeError}
          </p>`
        : nothing
    }`
  }
}
