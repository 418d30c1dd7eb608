/**
 * The modal's Lit part: one chunk that kw-modal (shell/modal-shell.ts, itself free of Lit)
 * imports on the visitor's intent or when the modal opens. It holds what the open modal
 * needs from Lit: the context providers through which the views find their client and
 * translations, the dialog (modal-dialog.ts, with the Connect view) and the rendering of
 * the dialog's template into kw-modal's shadow root.
 */
import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { ContextProvider } from '@lit/context'
import { nothing, render } from 'lit'
import {
  baseStyles,
  buttonResetStyles,
  visuallyHiddenStyles,
} from '../primitives/shared/shared-styles.js'
import { keywayClientContext, keywayI18nContext } from '../state/contexts.js'
import { ViewTheme } from '../theme/view-theme.js'
import { ModalDialog } from './modal-dialog.js'
import { modalHostStyles } from './modal-host.styles.js'
import type { ModalPartHost, ShellHandover } from './modal-part-host.js'

/** The stylesheets of kw-modal's own box; the dialog adds its own to them. */
const ELEMENT_STYLES = [baseStyles, buttonResetStyles, visuallyHiddenStyles, modalHostStyles]

export class ModalPart {
  private readonly host: ModalPartHost
  private readonly dialog: ModalDialog
  private readonly clientProvider: ContextProvider<typeof keywayClientContext>
  private readonly i18nProvider: ContextProvider<typeof keywayI18nContext>
  private readonly viewTheme = new ViewTheme()

  constructor(host: ModalPartHost) {
    this.host = host
    // A plain element as the providers' host: they listen for the views' requests on it
    // from now on and announce themselves on `connected()`.
    this.clientProvider = new ContextProvider(host.element, {
      context: keywayClientContext,
      initialValue: host.client(),
    })
    this.i18nProvider = new ContextProvider(host.element, {
      context: keywayI18nContext,
      initialValue: host.i18n,
    })
    this.applyTheme()
    this.dialog = new ModalDialog({
      ...host,
      elementStyles: [host.frameStyles, ...ELEMENT_STYLES, this.viewTheme.sheet],
    })
    if (host.element.isConnected) this.connected()
  }

  /**
   * The theme's tokens that only the views read, beside the first paint's that kw-modal
   * sets on itself; written again whenever kw-modal applies a new theme.
   */
  applyTheme(): void {
    const client = this.host.client()
    if (!client) return
    const { themeMode, themeVariables } = keywayHost(client).state.theme
    this.viewTheme.update(themeMode, themeVariables)
  }

  /** kw-modal was put in the page. */
  connected(): void {
    this.clientProvider.hostConnected()
    this.i18nProvider.hostConnected()
  }

  /** kw-modal left the page. */
  disconnected(): void {
    this.dialog.disconnect()
  }

  /** kw-modal's client changed: the views that asked for it get the new one. */
  setClient(client: KeywayClient | undefined): void {
    this.clientProvider.setValue(client)
  }

  /** The shell's own Connect view is replaced by the dialog in the next `update`. */
  adopt(handover: ShellHandover): void {
    this.dialog.adopt(handover)
  }

  /** Renders the dialog while the modal is open, nothing while it is closed. */
  update(): void {
    const open = this.host.isOpen()
    const client = this.host.client()
    // The opener is remembered before the dialog takes focus (focus returns to it).
    this.dialog.willUpdate(open)
    render(open && client ? this.dialog.render(client) : nothing, this.host.root, {
      host: this.host.element,
    })
    this.dialog.updated(open)
  }

  /** Fetches Account for a connected visitor (Connect comes with this chunk). */
  prefetchOpeningView(): void {
    this.dialog.prefetchOpeningView()
  }

  /** Loads the client's wallet list and the images Connect will show. */
  prefetchWalletList(started?: Promise<boolean>): Promise<void> {
    return this.dialog.prefetchWalletList(started)
  }
}
