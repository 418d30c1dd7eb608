import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import type { IconName } from '../icon/icons.js'
import { baseStyles } from '../shared/shared-styles.js'
import { chipStyles } from './chip.styles.js'

export type ChipVariant = 'neutral' | 'accent' | 'success' | 'error' | 'warning'

/**
 * A small tag, e.g. "Installed", "Recent", "QR code" beside a wallet.
 *
 * @summary A small tag beside a wallet or network, such as "Installed".
 * @slot - The tag text.
 * @csspart base - The tag box.
 * @cssproperty --kw-chip-bg - Background colour.
 * @cssproperty --kw-chip-fg - Text colour.
 */
export class KwChip extends LitElement {
  static override styles = [baseStyles, chipStyles]

  @property({ reflect: true }) variant: ChipVariant = 'neutral'
  /** Name of a kw-icon shown before the text. */
  @property() icon: IconName | '' = ''

  override render() {
    return html`<span part="base"
      >${this.icon ? html`<kw-icon name=${this.icon}></kw-icon>` : nothing}<slot></slot
    ></span>`
  }
}
