import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { rowStyles } from '../shared/row-styles.js'
import { baseStyles, buttonResetStyles } from '../shared/shared-styles.js'

/**
 * A network in the SwitchNetwork list: image, name, a check when it is the active one.
 * An unsupported network is shown disabled with a warning chip (its name is
 * 'Unknown Network', docs/errors.md#texts-that-are-not-errors, passed in by the view).
 *
 * @summary A network in the network list, checked when active, disabled when unsupported.
 * @csspart base - The row `<button>`.
 * @event click - Native click; not fired while disabled.
 */
export class KwNetworkItem extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [baseStyles, buttonResetStyles, rowStyles]

  @property() name = ''
  @property({ attribute: 'image-src' }) imageSrc = ''
  /** The active network: marked with a check and aria-current. */
  @property({ type: Boolean, reflect: true }) selected = false
  @property({ type: Boolean, reflect: true }) disabled = false
  /** Tag text for a network the wallet or the app does not support. */
  @property() tag = ''
  /** Shows a spinner while the switch is pending. */
  @property({ type: Boolean, reflect: true }) loading = false
  /** CAIP-2 id, reflected for tests. */
  @property({ attribute: 'network-id', reflect: true }) networkId = ''

  override render() {
    return html`<button
      part="base"
      class="row"
      type="button"
      ?disabled=${this.disabled}
      aria-current=${this.selected ? 'true' : nothing}
      aria-busy=${this.loading ? 'true' : 'false'}
    >
      <kw-network-image
        size="s"
        src=${this.imageSrc}
        name=${this.name}
        network-id=${this.networkId}
      ></kw-network-image>
      <span class="text"><span class="label" title=${this.name || nothing}>${this.name}</span></span>
      <span class="trailing">
        ${this.tag ? html`<kw-chip variant="warning">${this.tag}</kw-chip>` : nothing}
        ${this.loading ? html`<kw-spinner size="s"></kw-spinner>` : nothing}
        ${
          this.selected && !this.loading
            ? html`<kw-icon name="check" style="color: var(--kw-color-accent)"></kw-icon>`
            : nothing
        }
      </span>
    </button>`
  }
}
