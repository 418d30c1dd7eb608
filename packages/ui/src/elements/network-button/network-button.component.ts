import type { KeywayClient } from '@keyway/core'
import { openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing } from 'lit'
import { KwPublicElement } from '../shared/public-element.js'
import { pillStyles } from '../shared/public-element.styles.js'

/**
 * The active network as a pill (its image and name; 'Unknown Network' for one the app
 * does not configure, docs/errors.md#configuration). Clicking it opens SwitchNetwork.
 *
 * Its CSS properties come from the client's theme (the `themeVariables` option, `setTheme`):
 * the element applies the theme to itself, so a page stylesheet does not override them.
 *
 * @summary The active network (image and name) as a pill; opens the network switcher.
 * @csspart button - The pill `<button>`.
 * @cssprop --kw-font-family - The font.
 * @cssprop --kw-font-size-master - Base font size; the label is sized from it.
 * @cssprop --kw-color-mix - Tint blended into the pill's surface (see `--kw-color-mix-strength`).
 * @cssprop --kw-accent - The focus ring's colour.
 */
export class KwNetworkButton extends KwPublicElement {
  static override styles = [pillStyles]

  protected override watchedStates(client: KeywayClient): object[] {
    return [
      ...super.watchedStates(client),
      keywayHost(client).state.chain,
      keywayHost(client).state.account,
    ]
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const name = keywayHost(client).getActiveNetworkName()
    return html`<button
      class="pill"
      part="button"
      type="button"
      aria-haspopup="dialog"
      aria-label=${this.t('button.network', { name })}
      @click=${() => openModal(client, { view: 'SwitchNetwork' })}
    >
      <kw-network-image
        size="xs"
        name=${name}
        network-id=${keywayHost(client).state.chain.activeCaipNetwork?.caipNetworkId ?? ''}
      ></kw-network-image>
      <span>${name}</span>
    </button>`
  }
}
