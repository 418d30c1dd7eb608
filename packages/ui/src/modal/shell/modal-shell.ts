/**
 * kw-modal, the element a page has from its first load: free of Lit. It holds what the rest
 * relies on before the modal ever opens (the client the public buttons find, the i18n table,
 * the wallet directory, the theme tokens, the intent prefetch, the font warm-up) and, when
 * the modal opens before its Lit part (modal-part.ts: the dialog and the views) has
 * arrived, draws its own Connect view at once (shell-connect-view.ts). The Lit part is ONE
 * chunk, imported on the visitor's intent or on opening; it renders the dialog into this
 * element's shadow root, replacing the shell's view in one task at the visitor's first
 * action in it.
 */
import { type KeywayClient, prepareConfiguration } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { subscribe } from 'valtio/vanilla'
import { createI18n, type I18n } from '../../i18n/i18n.js'
import type { Locale } from '../../i18n/locale-loaders.js'
import { FIRST_PAINT_TOKENS } from '../../theme/first-paint-tokens.js'
import { applyTokenPart } from '../../theme/token-parts.js'
import { createWalletDirectory, type WalletDirectory } from '../../views/shared/wallet-directory.js'
import { getDeepActiveElement } from '../deep-active.js'
import { warmModalFonts } from '../font-warmup.js'
import { defaultScheduleIdle, type ScheduleIdle } from '../idle.js'
import { MODAL_CONNECTED_EVENT } from '../modal-events.js'
import type { ModalPartHost } from '../modal-part-host.js'
import { loadOpeningView } from '../opening-views.js'
import { canDrawShellConnect, ShellConnectView } from './shell-connect-view.js'
import { SHELL_CSS } from './shell-styles.js'

/** The modal's Lit part, as its chunk exports it. */
export type ModalPartModule = typeof import('../modal-part.js')
type ModalPart = InstanceType<ModalPartModule['ModalPart']>

/**
 * Where the Lit part comes from: one `import()`. Tests replace `load` to hold the part
 * back and see what the shell does meanwhile.
 */
export const modalPartSource = {
  load: (): Promise<ModalPartModule> => import('../modal-part.js'),
}

/**
 * What counts as intent to open the modal: an event inside
 * one of Keyway's buttons, or inside a dapp's own element marked `data-keyway-prefetch`.
 */
export const INTENT_SELECTOR =
  'kw-connect-button, kw-account-button, kw-network-button, [data-keyway-prefetch]'
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const
const INTENT_LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true }

/** The properties a page may set before the element is defined (kept on upgrade). */
const PROPERTIES = ['client', 'locale', 'prefetch', 'scheduleIdle'] as const

/** The shell's stylesheet, parsed once per page; the Lit part's dialog keeps it. */
let shellSheet: CSSStyleSheet | undefined

function shellStyleSheet(): CSSStyleSheet {
  if (!shellSheet) {
    shellSheet = new CSSStyleSheet()
    shellSheet.replaceSync(SHELL_CSS)
  }
  return shellSheet
}

function adoptShellStyles(root: ShadowRoot): ShadowRoot {
  root.adoptedStyleSheets = [shellStyleSheet()]
  return root
}

/** On a server (an SSR import) there is no HTMLElement: the class is defined, never used. */
const ElementBase: typeof HTMLElement =
  globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement)

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
 * - A refused close (closing disabled) plays the 500 ms shake of core's modal state.
 * - The element itself is free of Lit: the dialog, the Connect view and Lit come in one
 *   chunk (the modal's Lit part), each other view in its own, loaded on demand. The Lit
 *   part, Account for a connected visitor and the wallet list are prefetched on idle
 *   once the visitor shows intent: a pointer over, a touch on or focus in a Keyway button
 *   or an element marked `data-keyway-prefetch`, or the modal opening. The connecting views
 *   and Account are prefetched, in parallel, once the visitor points at or focuses a wallet
 *   in the open modal. The fonts are looked up on idle once the modal is on the page.
 * - Opened on Connect, the element draws its own Connect view in the same frame (the wallets
 *   the page already knows, with the real view's look), whether the Lit part has arrived or
 *   not. The view stands until the visitor's first action in it: a pointer over or down in
 *   the dialog, focus moving in it, a key other than Escape. The Lit part is asked for then
 *   (if no intent asked for it before), and the real view replaces the element's own once
 *   the part is there and the action is done (a press in it ended: a click ends where its
 *   press began), with focus on the same control and a wallet chosen meanwhile chosen
 *   again. A banner, another view, a keyboard visitor's open (focus visible on the opener)
 *   with the part there, and the opens after the real dialog was shown once, show the real
 *   dialog at once. `updateComplete` waits for the Lit part while
 *   it is on its way and the modal is open.
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
export class KwModal extends ElementBase {
  static readonly observedAttributes = ['locale', 'prefetch']
  /** The stylesheet of the element's own shadow root before the Lit part arrives. */
  static readonly elementStyles = [{ cssText: SHELL_CSS }]

  /** Translations of this modal and its views (one table per modal, no global). */
  readonly i18n: I18n = createI18n()

  #scheduleIdleValue: ScheduleIdle | undefined
  #prefetchValue = true
  #clientValue: KeywayClient | undefined
  #localeValue: Locale = 'en'
  readonly #root: ShadowRoot
  #walletDirectory: WalletDirectory | undefined
  /** The theme inputs last applied: tokens are set again only when they change. */
  #appliedTheme: string | undefined
  /** The Lit part, once its chunk has arrived. */
  #litPart: ModalPart | undefined
  #loadingPart: Promise<ModalPart> | undefined
  /** The shell's own Connect view while it is shown. */
  #shellView: ShellConnectView | undefined
  /** The element that had focus when the shell's view opened. */
  #opener: HTMLElement | undefined
  /** The visitor acted in the shell's view (the Lit part was asked for then). */
  #shellActed = false
  /** Whether that action was on a wallet row. */
  #actedOnWallet = false
  /** The shell's view may be handed over to the Lit part now (it waits for it otherwise). */
  #shellReleased = false
  /** Set once the Lit part rendered the open dialog: later opens show it at once. */
  #litShownOnce = false
  #unsubscribe: (() => void) | undefined
  #unsubscribeList: (() => void) | undefined
  #updatePending = false
  #updatePromise: Promise<void> = Promise.resolve()
  /** Set once the views, fonts and wallet list were asked for. */
  #prefetched = false
  /** Set once the font look-ups were done (or scheduled). */
  #fontsWarmed = false
  /** Whether the catalogue's first page, asked for at the visitor's intent, arrived. */
  #walletListStart: Promise<boolean> | undefined

  constructor() {
    super()
    // A property set on the element before it was defined is an own property hiding the
    // accessor (the public properties are all accessors): move it through the accessor.
    const values = PROPERTIES.filter((key) => Object.hasOwn(this, key)).map(
      (key) => [key, this[key]] as const,
    )
    for (const [key] of values) delete (this as unknown as Record<string, unknown>)[key]
    for (const [key, value] of values) Object.assign(this, { [key]: value })
    this.#root = adoptShellStyles(this.attachShadow({ mode: 'open' }))
  }

  /** How idle work (prefetching) is scheduled; requestIdleCallback by default. */
  get scheduleIdle(): ScheduleIdle | undefined {
    return this.#scheduleIdleValue
  }

  set scheduleIdle(scheduleIdle: ScheduleIdle | undefined) {
    this.#scheduleIdleValue = scheduleIdle
  }

  /**
   * Set to false to skip the intent prefetch of views and the catalogue (tests).
   * @attr prefetch
   * @default true
   */
  get prefetch(): boolean {
    return this.#prefetchValue
  }

  set prefetch(prefetch: boolean) {
    this.#prefetchValue = prefetch
  }

  /** The client whose modal this is; provided to every view through the client context. */
  get client(): KeywayClient | undefined {
    return this.#clientValue
  }

  set client(client: KeywayClient | undefined) {
    if (client === this.#clientValue) return
    this.#clientValue = client
    this.#walletDirectory = undefined
    // The shell's view belongs to the previous client: drawn again for this one.
    this.#removeShellView()
    this.#litPart?.setClient(client)
    if (this.isConnected) {
      this.#subscribe()
      this.ownerDocument.dispatchEvent(new Event(MODAL_CONNECTED_EVENT))
    }
    this.requestUpdate()
  }

  /**
   * The modal's language; English is bundled, others load when chosen.
   * @attr locale
   * @default 'en'
   */
  get locale(): Locale {
    return this.#localeValue
  }

  set locale(locale: Locale) {
    this.#localeValue = locale
    void this.i18n.setLocale(locale)
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'locale' && value) this.locale = value as Locale
    if (name === 'prefetch') this.prefetch = value !== null
  }

  /** The wallet images shared by this modal's views (the catalogue is the client's). */
  get directory(): WalletDirectory | undefined {
    if (!this.client) return undefined
    this.#walletDirectory ??= createWalletDirectory({ api: keywayHost(this.client).catalogueApi })
    return this.#walletDirectory
  }

  /**
   * Settles once rendered; while the modal is open and the Lit part on its way, once the part
   * has arrived and rendered.
   */
  get updateComplete(): Promise<boolean> {
    return this.#settle()
  }

  async #settle(): Promise<boolean> {
    // Opened in this task (core's state is set, its change not yet told): the update that
    // draws the modal and asks for the Lit part is due now.
    if (this.#isOpen && !this.#litPart && this.isConnected) this.requestUpdate()
    for (;;) {
      while (this.#updatePending) await this.#updatePromise
      const loading = this.#isOpen ? this.#loadingPart : undefined
      if (!loading) return true
      await loading.catch(() => undefined)
      if (!this.#updatePending) return true
    }
  }

  connectedCallback(): void {
    this.ownerDocument.dispatchEvent(new Event(MODAL_CONNECTED_EVENT))
    this.#subscribe()
    this.#litPart?.connected()
    this.#warmFonts()
    if (this.prefetch && !this.#prefetched) {
      for (const type of INTENT_EVENTS) {
        this.ownerDocument.addEventListener(type, this.#onIntent, INTENT_LISTENER_OPTIONS)
      }
    }
    this.requestUpdate()
  }

  disconnectedCallback(): void {
    this.#stopListeningForIntent()
    this.#unsubscribe?.()
    this.#unsubscribe = undefined
    this.#litPart?.disconnected()
  }

  /** Follows the stores the modal draws from: an update in a microtask after each change. */
  #subscribe(): void {
    this.#unsubscribe?.()
    this.#unsubscribe = undefined
    const client = this.client
    if (!client) return
    const state = keywayHost(client).state
    const stores = [state.modal, state.router, state.theme, state.notification, this.i18n.state]
    const stops = stores.map((store) => subscribe(store, () => this.requestUpdate()))
    this.#unsubscribe = () => {
      for (const stop of stops) stop()
    }
  }

  /** Asks for an update in a microtask (several changes in one task make one update). */
  requestUpdate(): void {
    if (this.#updatePending) return
    this.#updatePending = true
    this.#updatePromise = Promise.resolve().then(() => {
      this.#updatePending = false
      this.#update()
    })
  }

  get #isOpen(): boolean {
    return keywayHost(this.client)?.state.modal.open === true
  }

  #update(): void {
    const client = this.client
    const open = this.#isOpen
    if (client) {
      // ~100 inline custom properties: re-setting them on every update (opening included)
      // would restyle the whole modal, so only a new theme mode or new variables apply them:
      // the first paint's tokens here, the views' with the Lit part (token-parts.ts).
      const { themeMode, themeVariables } = keywayHost(client).state.theme
      const key = `${themeMode} ${JSON.stringify(themeVariables)}`
      if (key !== this.#appliedTheme) {
        applyTokenPart(this, FIRST_PAINT_TOKENS, themeMode, themeVariables)
        this.#litPart?.applyTheme()
        this.#appliedTheme = key
      }
    }
    const shown = open && this.isConnected && client !== undefined
    const shell = shown && this.#shellStands(client)
    if (shown) {
      if (!shell) this.#loadOnOpen(client)
      else if (!this.#shellView) this.#startWalletList()
    }
    this.toggleAttribute('open', open)
    const part = this.#litPart
    if (shell || !part) {
      this.#drawShellView(shown)
      // Drawn while the Lit dialog is wanted (a banner, a keyboard visitor's open): it only
      // stands in until the part arrives.
      if (!shell && this.#shellView) this.#shellReleased = true
      return
    }
    if (this.#shellView && shown) this.#handOver(part)
    else if (this.#shellView) this.#drawShellView(false)
    part.update()
    if (shown) this.#litShownOnce = true
  }

  /**
   * Whether the open modal shows (or goes on showing) the shell's Connect view rather than
   * the Lit dialog. The shell's view is the whole first view of an open on Connect, so it
   * stands until the visitor's first action in it (drawShellView), whether the Lit part has
   * arrived (a mouse click: the pointer crossing the button prefetched it) or not (a cold
   * open: a keyboard shortcut, the dapp's own call): rendering the Lit dialog and its rows
   * is then done for a visitor who acts, not for every open. A banner to show and another
   * view are the Lit dialog's (the shell's view has neither), and once the Lit dialog was
   * shown, later opens show it at once. A keyboard visitor whose focus is on the opener
   * (focus-visible) gets the Lit dialog at once when its part is there: the first Tab would
   * otherwise hand the view over under a screen reader's cursor.
   */
  #shellStands(client: KeywayClient): boolean {
    const banner = keywayHost(client).state.notification.open
    if (banner || !canDrawShellConnect(client)) return false
    if (this.#shellView) return !(this.#litPart && this.#shellReleased)
    if (this.#litShownOnce) return false
    if (!this.#litPart && !this.#loadingPart) return true
    const active = getDeepActiveElement(this.ownerDocument)
    return !(active instanceof HTMLElement && active.matches(':focus-visible'))
  }

  /**
   * What an open needs beside its first paint: the Lit part and the opening view's module
   * side by side (a cold open waits for one round of fetches), then what prefetching asks for.
   */
  #loadOnOpen(client: KeywayClient): void {
    this.#prefetchModal()
    if (this.#litPart) return
    this.#loadPart().catch(() => undefined)
    const view = keywayHost(client)?.state.router.view
    if (view) loadOpeningView(view)?.catch(() => undefined)
    this.#startWalletList()
  }

  /**
   * The shell's Connect view while the modal is open on it and the Lit part is not there:
   * drawn in this update (so in the frame the modal opens), updated with the wallet list,
   * removed when the modal closes (focus back to the opener) or leaves Connect.
   */
  #drawShellView(open: boolean): void {
    const client = this.client
    if (open && client && canDrawShellConnect(client)) {
      if (this.#shellView) {
        this.#shellView.update()
        return
      }
      const active = getDeepActiveElement(this.ownerDocument)
      this.#opener = active instanceof HTMLElement ? active : undefined
      this.#shellView = new ShellConnectView({
        client,
        i18n: this.i18n,
        root: this.#root,
        directory: () => this.directory,
        choose: (row) => this.#chooseInShell(row),
        requestUpdate: () => this.requestUpdate(),
      })
      this.#followWalletList(client)
      this.#shellView.focus()
      const view = this.#shellView
      view.onFirstAction((event, onWallet) => {
        if (this.client !== client || this.#shellView !== view) return
        this.#shellActed = true
        this.#actedOnWallet = onWallet
        if (this.#litPart) this.#releaseShell(event)
        else this.#loadOnOpen(client)
      })
      return
    }
    if (!this.#shellView) return
    this.#removeShellView()
    const opener = this.#opener
    this.#opener = undefined
    if (!open && opener?.isConnected) opener.focus()
  }

  /** What core's wallet list reads: wallets announced, options, connections, catalogue. */
  #followWalletList(client: KeywayClient): void {
    const { connector, options, connection, walletCatalogue } = client.state
    const stops = [connector, options, connection, walletCatalogue].map((store) =>
      subscribe(store, () => this.requestUpdate()),
    )
    this.#unsubscribeList = () => {
      for (const stop of stops) stop()
    }
  }

  /**
   * The visitor's first action in the shell's view, with the Lit part there: the view is
   * handed over. A pointer that only hovers (a mouse with no button down) is handed over at
   * once, in this event: the real row is in place before the press. A press or a touch is
   * handed over in the task after the pointer goes up (or is cancelled), so the shell's row
   * gets its click (kept and chosen again on the real row, chooseInShell); a key or focus in
   * the task after, once the shell's view has handled it (Tab moved focus, Enter chose), and
   * after Space is released when it was pressed (a button's click comes then).
   */
  #releaseShell(event?: Event): void {
    const view = this.#shellView
    if (!view) return
    const hovering =
      event instanceof PointerEvent &&
      event.type === 'pointerover' &&
      event.pointerType !== 'touch' &&
      event.buttons === 0
    if (hovering) this.#releaseAfterPress(view)
    else setTimeout(() => this.#releaseAfterPress(view), 0)
  }

  /**
   * Releases `view` to the Lit part now, or once a press under way in it has ended
   * (ShellConnectView.afterPress): a click that began on a shell row ends there.
   */
  #releaseAfterPress(view: ShellConnectView): void {
    view.afterPress(() => {
      if (this.#shellView !== view) return
      this.#shellReleased = true
      this.#update()
    })
  }

  #removeShellView(): void {
    this.#shellView?.remove()
    this.#shellView = undefined
    this.#shellActed = false
    this.#actedOnWallet = false
    this.#shellReleased = false
    this.#unsubscribeList?.()
    this.#unsubscribeList = undefined
  }

  /** A row chosen in the shell's view: kept for the real view, which chooses it again. */
  #chooseInShell(row: string): void {
    if (!this.#shellView) return
    this.#shellView.chosen = row
    this.#shellActed = true
    // The part is there (a click with no pointer first: a script's, an assistive tool's):
    // handed over once the click is done.
    if (this.#litPart) this.#releaseShell()
    // A failed load is tried again: the choice is replayed once the part arrives.
    this.#loadPart().catch(() => undefined)
  }

  readonly #onIntent = (event: Event): void => {
    const path = event.composedPath()
    if (path.some((node) => node instanceof Element && node.matches(INTENT_SELECTOR))) {
      // In the next task: a click that follows the pointer at once is handled (and its
      // first view painted) before the fetches start.
      setTimeout(() => {
        if (this.isConnected) this.#prefetchModal()
      }, 0)
    }
  }

  #stopListeningForIntent(): void {
    for (const type of INTENT_EVENTS) {
      this.ownerDocument.removeEventListener(type, this.#onIntent, INTENT_LISTENER_OPTIONS)
    }
  }

  /**
   * Fetches what opening needs: the Lit part (with the dialog and the Connect view) and the
   * wallet list at once — a click may follow the pointer within milliseconds — then, one
   * piece per idle slot, Account for a connected visitor and the images of the listed
   * wallets, so the first paint after a click has no network wait and Connect's wallets do
   * not pop in. The views after a wallet choice are fetched when the visitor points at a
   * wallet.
   */
  #prefetchModal(): void {
    if (!this.prefetch || this.#prefetched) return
    this.#prefetched = true
    this.#stopListeningForIntent()
    // The configuration service, when the page's initialize left it for now (mountKeyway's
    // default): the remote features then usually arrive before the click.
    if (this.client) prepareConfiguration(this.client)
    // A failed load is tried again on opening.
    const loaded = this.#loadPart()
    loaded.catch(() => undefined)
    this.#startWalletList()
    const idle = this.#idle()
    const withPart = (task: (part: ModalPart) => void) => () => {
      loaded.then(task, () => undefined)
    }
    idle(withPart((part) => part.prefetchOpeningView()))
    const listed = this.#walletListStart
    idle(withPart((part) => void part.prefetchWalletList(listed)))
  }

  /**
   * Starts the catalogue's first page (or the bundled well-known wallets when there is no
   * catalogue service) beside the Lit part, not after it: Connect then shows every wallet
   * of the list without a second round of fetches. The catalogue is the client's, so
   * Connect's own request is this one.
   */
  #startWalletList(): void {
    if (!this.client) return
    this.#walletListStart = keywayHost(this.client)
      .walletCatalogue.getFirstPage()
      .then(
        () => true,
        () => false,
      )
  }

  #idle(): ScheduleIdle {
    return this.scheduleIdle ?? defaultScheduleIdle()
  }

  /**
   * The font look-ups of the modal's type scale, on idle once the modal is on the page
   * (font-warmup.ts): they fetch nothing, and a click that comes without a hover first
   * (so without prefetch) no longer pays for them in its first frame.
   */
  #warmFonts(): void {
    if (!this.prefetch || this.#fontsWarmed) return
    this.#fontsWarmed = true
    this.#idle()(() => {
      if (!this.#isOpen && this.isConnected) warmModalFonts(this.#root)
    })
  }

  /** Loads the Lit part (once; again after a failed load) and hands the modal to it. */
  #loadPart(): Promise<ModalPart> {
    this.#loadingPart ??= modalPartSource.load().then(
      ({ ModalPart }) => {
        if (!this.#litPart) {
          this.#litPart = new ModalPart(this.#partHost())
          this.#arrived()
        }
        return this.#litPart
      },
      (error: unknown) => {
        this.#loadingPart = undefined
        throw error
      },
    )
    return this.#loadingPart
  }

  #partHost(): ModalPartHost {
    return {
      element: this,
      root: this.#root,
      frameStyles: shellStyleSheet(),
      client: () => this.client,
      i18n: this.i18n,
      directory: () => this.directory,
      isOpen: () => this.#isOpen,
      scheduleIdle: () => this.#idle(),
      requestUpdate: () => this.requestUpdate(),
    }
  }

  /**
   * The Lit part has arrived. While the shell's view is shown and the visitor acted in it
   * (the part was asked for then), the dialog replaces it in this same task (so in one
   * frame), or once a press under way in it has ended; with no action yet, the shell's view
   * stands (shellStands).
   */
  #arrived(): void {
    const view = this.#shellView
    if (view) {
      if (this.#shellActed) this.#releaseAfterPress(view)
      else this.#update()
    } else if (this.#isOpen) this.requestUpdate()
  }

  /**
   * The dialog replaces the shell's view in this update, told where focus was and what was
   * chosen there.
   */
  #handOver(part: ModalPart): void {
    const view = this.#shellView
    if (!view) return
    part.adopt({
      opener: this.#opener,
      focus: view.focused(),
      chosen: view.chosen,
      elapsed: view.elapsed(),
      onWallet: this.#actedOnWallet,
    })
    this.#removeShellView()
    this.#opener = undefined
  }
}
