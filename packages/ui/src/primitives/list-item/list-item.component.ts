import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { OnDemandElements } from '../../primitives/shared/on-demand-elements.js'
import type { ChipVariant } from '../chip/chip.component.js'
import type { IconName } from '../icon/icons.js'
import { rowStyles } from '../shared/row-styles.js'
import { baseStyles, buttonResetStyles } from '../shared/shared-styles.js'

/**
 * A clickable row: image or icon, label, description, tag and chevron. It renders a real
 * `<button>`; focus on the host moves to it.
 *
 * @summary A clickable row: image or icon, label, description, tag and chevron.
 * @slot - The label (or use the `label` property).
 * @slot leading - Replaces the image/icon at the start (e.g. a kw-network-image).
 * @slot trailing - Content at the end of the row, before the chevron.
 * @csspart base - The row `<button>`.
 * @cssproperty --kw-row-bg - Row background.
 * @event click - Native click; not fired while disabled or loading.
 */
export class KwListItem extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  }
  static override styles = [baseStyles, buttonResetStyles, rowStyles]

  @property() label = ''
  @property() description = ''
  /** Image at the start (a wallet or network image). */
  @property({ attribute: 'image-src' }) imageSrc = ''
  /** Icon at the start when there is no image. */
  @property() icon: IconName | '' = ''
  /** Text of a tag at the end. */
  @property() tag = ''
  @property({ attribute: 'tag-variant' }) tagVariant: ChipVariant = 'neutral'
  @property({ type: Boolean }) chevron = true
  @property({ type: Boolean, reflect: true }) disabled = false
  @property({ type: Boolean, reflect: true }) loading = false

  /**
   * The wallet image is fetched the first time a row shows one: the Connect view, which
   * the modal opens on, draws its All wallets row with an icon, and a view that lists
   * images imports kw-wallet-image itself.
   */
  private readonly onDemand = new OnDemandElements({
    'kw-wallet-image': () => import('../wallet-image/wallet-image.js'),
  })

  /** Also waits for the wallet image's module when it is on its way. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete()
    if (!this.onDemand.loading) return complete
    await this.onDemand.settled()
    return super.getUpdateComplete()
  }

  override render() {
    if (this.imageSrc) this.onDemand.need('kw-wallet-image')
    return html`<button
      part="base"
      class="row"
      type="button"
      ?disabled=${this.disabled || this.loading}
      aria-busy=${this.loading ? 'true' : 'false'}
    >
      <slot name="leading">${this.renderLeading()}</slot>
      <span class="text">
        <span class="label" title=${this.label || nothing}>${this.label}<slot></slot></span>
        ${this.description ? html`<span class="description" title=${this.description}>${this.description}</span>` : nothing}
      </span>
      <span class="trailing">
        <slot name="trailing"></slot>
        ${this.tag ? html`<kw-chip variant=${this.tagVariant}>${this.tag}</kw-chip>` : nothing}
        ${this.loading ? html`<kw-spinner size="s"></kw-spinner>` : nothing}
        ${
          this.chevron && !this.loading
            ? html`<kw-icon class="chevron" name="chevron-right"></kw-icon>`
            : nothing
        }
      </span>
    </button>`
  }

  private renderLeading() {
    if (this.imageSrc) {
      return html`<kw-wallet-image src=${this.imageSrc} name=${this.label}></kw-wallet-image>`
    }
    if (this.icon) {
      return html`<span class="icon-box"><kw-icon name=${this.icon}></kw-icon></span>`
    }
    return nothing
  }
}
