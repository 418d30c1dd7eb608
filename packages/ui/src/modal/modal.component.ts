import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { provide } from '@lit/context'
import { LitElement, nothing, type PropertyValues } from 'lit'
import { property } from 'lit/decorators.js'
import { createI18n, type I18n } from '../i18n/i18n.js'
import type { Locale } from '../i18n/locale-loaders.js'
import {
  baseStyles,
  buttonResetStyles,
  visuallyHiddenStyles,
} from '../primitives/shared/shared-styles.js'
import { keywayClientContext, keywayI18nContext } from '../state/contexts.js'
import { StoreController } from '../state/store-controller.js'
import { themeForMode } from '../theme/theme.js'
import { applyThemeTokens } from '../theme/theme-to-css.js'
import { createWalletDirectory, type WalletDirectory } from '../views/shared/wallet-directory.js'
import { warmModalFonts } from './font-warmup.js'
import { defaultScheduleIdle, type ScheduleIdle } from './idle.js'
import type { ModalDialog } from './modal-dialog.js'
import { MODAL_CONNECTED_EVENT } from './modal-events.js'
import { modalHostStyles } from './modal-host.styles.js'
import { loadOpeningView } from './opening-views.js'

/**
 * What counts as intent to open the modal: an event inside
 * one of Keyway's buttons, or inside a dapp's own element marked `data-keyway-prefetch`.
 */
export const INTENT_SELECTOR =
  'kw-connect-button, kw-account-button, kw-network-button, [data-keyway-prefetch]'
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const
const INTENT_LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true }

/**
 * The Keyway modal: an accessible dialog (role dialog, aria-modal, labelled by its title)
 * over an overlay, rendering the router's current view. Nothing is rendered while closed.
 *
 * - The WAI-ARIA dialog pattern, for every view: on open and on every view change focus
 *   moves to the view's first meaningful control (an element marked `data-autofocus` in
 *   the view, e.g. All Wallets' search field), else to the view's heading; the new title
 *   is announced through a polite live region. Tab / Shift-Tab cycle inside the dialog
 *   (across the views' shadow roots). Escape goes back one view while there is history
 *   and closes from the first view (unless closing is disabled); focus returns to the
 *   element that had it when the modal opened.
 * - A refused close (closing disabled, spec §2) plays the 500 ms shake of core's modal state.
 * - The dialog's behaviour and stylesheet (with the Connect view), and each other view, are
 *   separate chunks, loaded on demand (a first visit loads only what paints the buttons).
 *   The dialog, Account for a connected visitor and the wallet list are prefetched on idle
 *   once the visitor shows intent: a pointer over, a touch on or focus in a Keyway button
 *   or an element marked `data-keyway-prefetch`, or the modal opening. The connecting views
 *   and Account are prefetched, in parallel, once the visitor points at or focuses a wallet
 *   in the open modal. The fonts are looked up on idle once the modal is on the page.
 *   `updateComplete` waits for the dialog's module while the modal is open.
 *
 * Its CSS properties come from the client's theme (the `themeVariables` option, `setTheme`):
 * the element applies the theme to itself, so a page stylesheet does not override them.
 *
 * @summary The Keyway modal: an accessible dialog that shows the router's current view.
 * @csspart overlay - The backdrop.
 * @csspart dialog - The dialog box.
 * @csspart notification - The transient banner above the view.
 * @cssprop --kw-accent - Accent colour of buttons, links, focus rings and selection.
 * @cssprop --kw-color-mix - Tint blended into the surfaces (see `--kw-color-mix-strength`).
 * @cssprop --kw-font-family - The font.
 * @cssprop --kw-font-size-master - Base font size (10px); every text size derives from it.
 * @cssprop --kw-border-radius-master - Base radius (4px); every corner derives from it.
 * @cssprop --kw-modal-width - Width of the dialog (360px).
 * @cssprop --kw-z-index - Stacking order of the overlay (999).
 */
export class KwModal extends LitElement {
  static override styles = [baseStyles, buttonResetStyles, visuallyHiddenStyles, modalHostStyles]

  /** The client whose modal this is; provided to every view through the client context. */
  @provide({ context: keywayClientContext })
  @property({ attribute: false })
  client: KeywayClient | undefined
  /** How idle work (prefetching) is scheduled; requestIdleCallback by default. */
  @property({ attribute: false }) scheduleIdle: ScheduleIdle | undefined
  /** The modal's language; English is bundled, others load when chosen. */
  @property() locale: Locale = 'en'
  /** Set to false to skip the intent prefetch of views and the catalogue (tests). */
  @property({ type: Boolean }) prefetch = true

  /** The theme inputs last applied: tokens are set again only when they change. */
  private appliedTheme: string | undefined
  /** The open dialog, once its module has loaded. */
  private dialogPart: ModalDialog | undefined
  private loadingDialog: Promise<ModalDialog> | undefined
  private walletDirectory: WalletDirectory | undefined
  /** Translations of this modal and its views (one table per modal, no global). */
  @provide({ context: keywayI18nContext })
  readonly i18n: I18n = createI18n()

  constructor() {
    super()
    new StoreController(this, () => keywayHost(this.client)?.state.modal)
    new StoreController(this, () => keywayHost(this.client)?.state.router)
    new StoreController(this, () => keywayHost(this.client)?.state.theme)
    new StoreController(this, () => keywayHost(this.client)?.state.notification)
    new StoreController(this, () => this.i18n.state)
  }

  /** The wallet images shared by this modal's views (the catalogue is the client's). */
  get directory(): WalletDirectory | undefined {
    if (!this.client) return undefined
    this.walletDirectory ??= createWalletDirectory({ api: keywayHost(this.client).catalogueApi })
    return this.walletDirectory
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.ownerDocument.dispatchEvent(new Event(MODAL_CONNECTED_EVENT))
    this.warmFonts()
    if (this.prefetch && !this.prefetched) {
      for (const type of INTENT_EVENTS) {
        this.ownerDocument.addEventListener(type, this.onIntent, INTENT_LISTENER_OPTIONS)
      }
    }
  }

  /** Set once the views, fonts and wallet list were asked for. */
  private prefetched = false

  private readonly onIntent = (event: Event): void => {
    const path = event.composedPath()
    if (path.some((node) => node instanceof Element && node.matches(INTENT_SELECTOR))) {
      this.prefetchModal()
    }
  }

  private stopListeningForIntent(): void {
    for (const type of INTENT_EVENTS) {
      this.ownerDocument.removeEventListener(type, this.onIntent, INTENT_LISTENER_OPTIONS)
    }
  }

  /**
   * Fetches what opening needs: the dialog's module (with the Connect view) and the wallet
   * list at once — a click may follow the pointer within milliseconds, and these are what
   * its first frame waits for — then, one piece per idle slot, Account for a connected
   * visitor and the images of the listed wallets, so the first paint after a click has no
   * network wait and Connect's wallets do not pop in. The views after a wallet choice are
   * fetched when the visitor points at a wallet.
   */
  private prefetchModal(): void {
    if (!this.prefetch || this.prefetched) return
    this.prefetched = true
    this.stopListeningForIntent()
    // A failed load is tried again on opening.
    const dialog = this.loadDialog()
    dialog.catch(() => undefined)
    this.startWalletList()
    const idle = this.idle()
    const withDialog = (task: (dialog: ModalDialog) => void) => () => {
      dialog.then(task, () => undefined)
    }
    idle(withDialog((part) => part.prefetchOpeningView()))
    const listed = this.walletListStart
    idle(withDialog((part) => part.prefetchWalletList(listed)))
  }

  /**
   * Starts the catalogue's first page (or the bundled well-known wallets when there is no
   * catalogue service) beside the dialog's module, not after it: Connect then shows every
   * wallet of the list without a second round of fetches. The catalogue is the client's,
   * so Connect's own request is this one.
   */
  private startWalletList(): void {
    if (!this.client) return
    this.walletListStart = keywayHost(this.client)
      .walletCatalogue.getFirstPage()
      .then(
        () => true,
        () => false,
      )
  }

  /** Whether the catalogue's first page, asked for at the visitor's intent, arrived. */
  private walletListStart: Promise<boolean> | undefined

  private idle(): ScheduleIdle {
    return this.scheduleIdle ?? defaultScheduleIdle()
  }

  /** Set once the font look-ups were done (or scheduled). */
  private fontsWarmed = false

  /**
   * The font look-ups of the modal's type scale, on idle once the modal is on the page
   * (font-warmup.ts): they fetch nothing, and a click that comes without a hover first
   * (so without prefetch) no longer pays for them in its first frame.
   */
  private warmFonts(): void {
    if (!this.prefetch || this.fontsWarmed) return
    this.fontsWarmed = true
    this.idle()(() => {
      if (!this.isOpen && this.isConnected) warmModalFonts(this.renderRoot)
    })
  }

  /** Loads the dialog's module (once) and makes this modal's dialog. */
  private loadDialog(): Promise<ModalDialog> {
    this.loadingDialog ??= import('./modal-dialog.js').then(
      ({ ModalDialog }) => {
        this.dialogPart ??= new ModalDialog({
          element: this,
          elementStyles: (this.constructor as typeof LitElement).elementStyles,
          client: () => this.client,
          i18n: this.i18n,
          directory: () => this.directory,
          isOpen: () => this.isOpen,
          scheduleIdle: () => this.idle(),
        })
        if (this.isOpen) this.requestUpdate()
        return this.dialogPart
      },
      (error: unknown) => {
        this.loadingDialog = undefined
        throw error
      },
    )
    return this.loadingDialog
  }

  /** Settles once rendered, with the dialog's module loaded if the modal is open. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete()
    if (this.isOpen && this.loadingDialog) {
      await this.loadingDialog.catch(() => undefined)
      complete = await super.getUpdateComplete()
    }
    return complete
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.stopListeningForIntent()
    this.dialogPart?.disconnect()
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('locale')) void this.i18n.setLocale(this.locale)
    if (changed.has('client')) {
      this.walletDirectory = undefined
      if (this.isConnected) this.ownerDocument.dispatchEvent(new Event(MODAL_CONNECTED_EVENT))
    }
  }

  private get isOpen(): boolean {
    return keywayHost(this.client)?.state.modal.open === true
  }

  protected override update(changed: PropertyValues<this>): void {
    const open = this.isOpen
    if (open) {
      // Opened without a hover or focus first (a keyboard shortcut, the dapp's own call):
      // the dialog and the views the visitor may go to next are fetched now.
      this.prefetchModal()
      if (!this.dialogPart) {
        // The view's module loads beside the dialog's, not after it: a cold click waits
        // for one round of fetches.
        this.loadDialog().catch(() => undefined)
        const view = keywayHost(this.client)?.state.router.view
        if (view) loadOpeningView(view)?.catch(() => undefined)
        this.startWalletList()
      }
    }
    // The opener is remembered before the dialog takes focus (spec: focus returns to it).
    this.dialogPart?.willUpdate(open)
    if (this.client) {
      // ~100 inline custom properties: re-setting them on every update (opening included)
      // would restyle the whole modal, so only a new theme mode or new variables apply them.
      const { themeMode, themeVariables } = keywayHost(this.client).state.theme
      const key = `${themeMode} ${JSON.stringify(themeVariables)}`
      if (key !== this.appliedTheme) {
        applyThemeTokens(this, themeForMode(themeMode), themeVariables)
        this.appliedTheme = key
      }
    }
    this.toggleAttribute('open', open)
    super.update(changed)
  }

  protected override updated(): void {
    this.dialogPart?.updated(this.isOpen)
  }

  /** The dialog, once its module (its behaviour, stylesheet, frame and views) has loaded. */
  override render() {
    const client = this.client
    const dialog = this.dialogPart
    if (!client || !keywayHost(client)?.state.modal.open || !dialog) return nothing
    return dialog.render(client)
  }
}
