import type { NotificationVariant } from '@keyway/core/host'
import { css, html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import type { IconName } from '../icon/icons.js'
import { baseStyles } from '../shared/shared-styles.js'

const VARIANT_ICONS: Record<Exclude<NotificationVariant, 'loading'>, IconName> = {
  success: 'check',
  error: 'error-circle',
}

/**
 * The transient banner of docs/overview.md#notifications (variants loading, success, error, with an icon). It is
 * a live region: errors are an `alert` (announced at once), the others a polite `status`.
 * Showing, hiding and auto-closing are the modal's job (core's notification controller).
 *
 * @summary The modal's transient banner (loading, success or error), a live region.
 * @slot - The message (or use the `message` property).
 * @csspart base - The banner.
 */
export class KwNotification extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        max-width: 100%;
      }
      .banner {
        display: inline-flex;
        align-items: center;
        gap: var(--kw-spacing-2);
        min-height: var(--kw-size-control-m);
        max-width: 100%;
        padding: var(--kw-spacing-2) var(--kw-spacing-4) var(--kw-spacing-2) var(--kw-spacing-2);
        border-radius: var(--kw-radius-full);
        border: 1px solid var(--kw-color-border);
        background: var(--kw-color-bg-surface);
        box-shadow: var(--kw-shadow-s);
        color: var(--kw-color-fg-primary);
        font-size: var(--kw-font-size-small);
        font-weight: var(--kw-font-weight-medium);
      }
      .badge {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: var(--kw-size-icon-l);
        height: var(--kw-size-icon-l);
        flex-shrink: 0;
        border-radius: var(--kw-radius-full);
        background: var(--kw-color-accent-subtle);
        color: var(--kw-color-accent);
      }
      :host([variant='success']) .badge {
        background: var(--kw-color-success-subtle);
        color: var(--kw-color-success);
      }
      :host([variant='error']) .badge {
        background: var(--kw-color-error-subtle);
        color: var(--kw-color-error);
      }
      kw-icon {
        --kw-icon-size: var(--kw-size-icon-s);
      }
      .message {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
    `,
  ]

  @property({ reflect: true }) variant: NotificationVariant = 'success'
  @property() message = ''
  /** Overrides the variant's icon (a kw-icon name). */
  @property() icon: IconName | '' = ''

  override render() {
    const role = this.variant === 'error' ? 'alert' : 'status'
    return html`<div part="base" class="banner" role=${role}>
      <span class="badge">${this.renderIcon()}</span>
      <span class="message">${this.message}<slot></slot></span>
    </div>`
  }

  private renderIcon() {
    if (this.icon) return html`<kw-icon name=${this.icon}></kw-icon>`
    if (this.variant === 'loading') return html`<kw-spinner size="s"></kw-spinner>`
    return html`<kw-icon name=${VARIANT_ICONS[this.variant]}></kw-icon>`
  }
}
