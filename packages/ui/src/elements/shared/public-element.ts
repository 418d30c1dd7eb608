/**
 * Base of the public elements an app drops into its page (connect, account and network
 * buttons). They take their client from the `client` property or, when it is unset, from
 * the `kw-modal` mounted in their document (found again when a modal is mounted later).
 * They sit outside the modal, so they apply the theme tokens to themselves.
 */
import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import type { PropertyValues } from 'lit'
import { MODAL_CONNECTED_EVENT } from '../../modal/modal-events.js'
import { themeForMode } from '../../theme/theme.js'
import { applyThemeTokens } from '../../theme/theme-to-css.js'
import { KwViewElement } from '../../views/shared/view-element.js'

export class KwPublicElement extends KwViewElement {
  readonly #onModalConnected = () => this.#findClient()

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.theme]
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.#findClient()
    this.ownerDocument.addEventListener(MODAL_CONNECTED_EVENT, this.#onModalConnected)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.ownerDocument.removeEventListener(MODAL_CONNECTED_EVENT, this.#onModalConnected)
  }

  #findClient(): void {
    if (this.client) return
    const modal = this.ownerDocument.querySelector('kw-modal') as { client?: KeywayClient } | null
    if (modal?.client) this.client = modal.client
    const i18n = (modal as { i18n?: KwViewElement['i18n'] } | null)?.i18n
    if (i18n && !this.i18n) this.i18n = i18n
  }

  protected override update(changed: PropertyValues<this>): void {
    if (this.client) {
      const { themeMode, themeVariables } = keywayHost(this.client).state.theme
      applyThemeTokens(this, themeForMode(themeMode), themeVariables)
    }
    super.update(changed)
  }
}
