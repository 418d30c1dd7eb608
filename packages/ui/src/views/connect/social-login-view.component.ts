import type { KeywayClient, SocialProvider } from '@keyway/core'
import { closeModal, isSocialProvider } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { property, state } from 'lit/decorators.js'
import { baseStyles, visuallyHiddenStyles } from '../../primitives/shared/shared-styles.js'
import { loadedEmbeddedWallet } from '../embedded/embedded-shared.js'
import {
  openSocialWindow,
  SOCIAL_PROVIDER_NAMES,
  socialBadge,
} from '../embedded/social-providers.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'

/** Providers shown before "More": the first as a wide button, the others as a row. */
const SHOWN_BEFORE_MORE = 4

/**
 * The Connect view's social sign-ins (docs/overview.md#ways-to-connect providers, docs/limits.md#features-and-defaults the `socials` feature in its
 * order, less those the Telegram client cannot open). The first provider is a wide
 * "Continue with …" button, the next ones a row of badges named the same way; past four,
 * "More sign-in options" shows the rest. A social provider opens its sign-in window in the
 * click and shows ConnectingSocial; Farcaster opens ConnectingFarcaster. Loaded with the
 * Connect view only when the embedded wallet offers socials.
 *
 * @summary The social sign-in buttons of the Connect view.
 * @csspart row - The row of provider badges.
 */
export class KwSocialLoginView extends KwViewElement {
  static override styles = [
    baseStyles,
    viewStyles,
    visuallyHiddenStyles,
    css`
      :host {
        padding: 0 var(--kw-spacing-3);
      }
      .socials {
        display: flex;
        flex-direction: column;
        gap: var(--kw-spacing-2);
      }
      button {
        display: flex;
        align-items: center;
        justify-content: center;
        gap: var(--kw-spacing-2);
        min-height: var(--kw-size-list-item);
        border: none;
        border-radius: var(--kw-radius-l);
        background: var(--kw-color-bg-surface-raised);
        color: var(--kw-color-fg-primary);
        font: inherit;
        font-size: var(--kw-font-size-paragraph);
        font-weight: var(--kw-font-weight-semibold);
        cursor: pointer;
      }
      button:hover:not(:disabled) {
        background: var(--kw-color-bg-surface-hover, var(--kw-color-bg-surface-raised));
        filter: brightness(0.97);
      }
      button:focus-visible {
        outline: 2px solid var(--kw-color-accent);
        outline-offset: 2px;
      }
      button:disabled {
        cursor: not-allowed;
        opacity: 0.5;
      }
      .row {
        display: grid;
        grid-template-columns: repeat(4, 1fr);
        gap: var(--kw-spacing-2);
      }
      .more {
        color: var(--kw-color-fg-secondary);
        font-size: var(--kw-font-size-small);
      }
    `,
  ]

  /** Locked by the legal checkbox, like the wallet entries. */
  @property({ type: Boolean }) locked = false
  @state() private expanded = false

  protected override watchedStates(client: KeywayClient): object[] {
    return [client.state.options]
  }

  private choose(client: KeywayClient, provider: SocialProvider): void {
    const controller = loadedEmbeddedWallet(client)
    if (this.locked || !controller) return
    if (provider === 'farcaster') {
      keywayHost(client).navigate('ConnectingFarcaster')
      return
    }
    if (!isSocialProvider(provider)) return
    // Opened here, in the click, or a pop-up blocker refuses it.
    const popup = openSocialWindow(this.ownerDocument?.defaultView)
    void controller.connectSocial(provider, popup).then((connected) => {
      if (connected) closeModal(client)
    })
  }

  override render() {
    const client = this.client
    const controller = client && loadedEmbeddedWallet(client)
    if (!client || !controller) return nothing
    const socials = controller.visibleSocials(client.state.options.features.socials)
    if (socials.length === 0) return nothing
    const [first, ...others] = socials
    const needsMore = others.length > SHOWN_BEFORE_MORE
    const shown = needsMore && !this.expanded ? others.slice(0, SHOWN_BEFORE_MORE - 1) : others
    const label = (provider: SocialProvider) =>
      this.t('social.continueWith', { name: SOCIAL_PROVIDER_NAMES[provider] })
    return html`<div class="socials" role="group" aria-label=${this.t('social.group')}>
      ${
        first
          ? html`<button
            type="button"
            class="social social-${first}"
            data-social=${first}
            ?disabled=${this.locked}
            @click=${() => this.choose(client, first)}
          >
            ${socialBadge(first)}<span class="label">${label(first)}</span>
          </button>`
          : nothing
      }
      ${
        others.length > 0
          ? html`<div class="row" part="row">
            ${shown.map(
              (provider) => html`<button
                type="button"
                class="social social-${provider}"
                data-social=${provider}
                aria-label=${label(provider)}
                title=${label(provider)}
                ?disabled=${this.locked}
                @click=${() => this.choose(client, provider)}
              >
                ${socialBadge(provider)}
              </button>`,
            )}
            ${
              needsMore
                ? html`<button
                  type="button"
                  class="more"
                  aria-expanded=${this.expanded ? 'true' : 'false'}
                  title=${this.expanded ? this.t('social.fewer') : this.t('social.more')}
                  ?disabled=${this.locked}
                  @click=${() => {
                    this.expanded = !this.expanded
                  }}
                >
                  <span aria-hidden="true"
                    >${this.expanded ? '−' : `+${others.length - shown.length}`}</span
                  ><span class="label visually-hidden"
                    >${this.expanded ? this.t('social.fewer') : this.t('social.more')}</span
                  >
                </button>`
                : nothing
            }
          </div>`
          : nothing
      }
    </div>`
  }
}
