import type { KeywayClient, RouterView } from '@keyway/core'
import { closeModal, loadWalletList } from '@keyway/core'
import { provide } from '@lit/context'
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit'
import { property, query } from 'lit/decorators.js'
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js'
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
import { viewTitle } from '../views/shared/text.js'
import { createWalletDirectory, type WalletDirectory } from '../views/shared/wallet-directory.js'
import { getDeepActiveElement, getFocusableElements, nextFocusTarget } from './focus-trap.js'
import { warmModalFonts } from './font-warmup.js'
import { modalStyles } from './modal.styles.js'
import { MODAL_CONNECTED_EVENT } from './modal-events.js'
import {
  defaultScheduleIdle,
  PREFETCHED_VIEWS,
  prefetchViews,
  type ScheduleIdle,
  VIEW_ENTRIES,
} from './view-loaders.js'

const TITLE_ID = 'kw-modal-title'

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
 * - Views are separate chunks, loaded on demand (a first visit loads only what paints
 *   the buttons). Connect, Account and the connecting views, the fonts and the
 *   wallet list are prefetched on idle once the visitor shows intent: a pointer over, a
 *   touch on or focus in a Keyway button or an element marked `data-keyway-prefetch`, or
 *   the modal opening.
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
  static override styles = [baseStyles, buttonResetStyles, visuallyHiddenStyles, modalStyles]

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

  @query('.dialog') private dialog: HTMLElement | null | undefined
  @query('.content') private content: HTMLElement | null | undefined
  @query('.title') private heading: HTMLElement | null | undefined

  /** The history entry (depth and view) whose element last received focus. */
  private focusedEntry: string | undefined

  private opener: HTMLElement | undefined
  private wasOpen = false
  /** The theme inputs last applied: tokens are set again only when they change. */
  private appliedTheme: string | undefined
  private resizeObserver: ResizeObserver | undefined
  private walletDirectory: WalletDirectory | undefined
  /** Translations of this modal and its views (one table per modal, no global). */
  @provide({ context: keywayI18nContext })
  readonly i18n: I18n = createI18n()

  constructor() {
    super()
    new StoreController(this, () => this.client?._internal.modal.state)
    new StoreController(this, () => this.client?._internal.router.state)
    new StoreController(this, () => this.client?._internal.theme.state)
    new StoreController(this, () => this.client?._internal.notification.state)
    new StoreController(this, () => this.i18n.state)
  }

  /** The wallet images shared by this modal's views (the catalogue is the client's). */
  get directory(): WalletDirectory | undefined {
    if (!this.client) return undefined
    this.walletDirectory ??= createWalletDirectory({ api: this.client._internal.api.catalogue })
    return this.walletDirectory
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.ownerDocument.dispatchEvent(new Event(MODAL_CONNECTED_EVENT))
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
   * Fetches what opening needs, one piece per idle slot: the views opening can land on
   * and the ones choosing a wallet shows, the fonts, and the wallet list, so the first
   * paint after a click has no network wait and Connect's wallets do not pop in.
   */
  private prefetchModal(): void {
    if (!this.prefetch || this.prefetched) return
    this.prefetched = true
    this.stopListeningForIntent()
    const idle = this.scheduleIdle ?? defaultScheduleIdle()
    prefetchViews(PREFETCHED_VIEWS, idle)
    idle(() => {
      if (!this.isOpen) warmModalFonts(this.renderRoot)
    })
    idle(() => this.prefetchWalletList())
  }

  /**
   * Loads the client's wallet list (the catalogue's first page and the featured wallets,
   * which All wallets shares) and the images Connect will show, so it opens complete.
   */
  private prefetchWalletList(): void {
    const client = this.client
    if (!client) return
    void loadWalletList(client).then(({ wallets }) => {
      // An entry with its own icon (EIP-6963, custom wallet) needs no catalogue image.
      const imageIds = wallets.flatMap((entry) => (entry.imageUrl ? [] : [entry.imageId]))
      if (client === this.client) this.directory?.prefetchImages(imageIds)
    })
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.stopListeningForIntent()
    this.resizeObserver?.disconnect()
    this.resizeObserver = undefined
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('locale')) void this.i18n.setLocale(this.locale)
    if (changed.has('client')) {
      this.walletDirectory = undefined
      if (this.isConnected) this.ownerDocument.dispatchEvent(new Event(MODAL_CONNECTED_EVENT))
    }
  }

  private get isOpen(): boolean {
    return this.client?._internal.modal.state.open === true
  }

  protected override update(changed: PropertyValues<this>): void {
    const open = this.isOpen
    // Remember the opener before the dialog takes focus (spec: focus returns to it).
    if (open && !this.wasOpen) {
      const active = this.ownerDocument ? getDeepActiveElement(this.ownerDocument) : null
      this.opener = active instanceof HTMLElement ? active : undefined
      // Opened without a hover or focus first (a keyboard shortcut, the dapp's own call):
      // the views the visitor may go to next are fetched now.
      this.prefetchModal()
    }
    if (this.client) {
      // ~100 inline custom properties: re-setting them on every update (opening included)
      // would restyle the whole modal, so only a new theme mode or new variables apply them.
      const { themeMode, themeVariables } = this.client._internal.theme.state
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
    const open = this.isOpen
    if (open && !this.wasOpen) {
      this.focusedEntry = undefined
      this.observeHeight()
    } else if (!open && this.wasOpen) {
      this.resizeObserver?.disconnect()
      this.enabledObserver?.disconnect()
      this.focusedEntry = undefined
      const opener = this.opener
      this.opener = undefined
      if (opener?.isConnected) opener.focus()
    }
    if (open) this.focusView()
    this.wasOpen = open
  }

  /**
   * Moves focus into a view that has just been shown, once per history entry: to its
   * `data-autofocus` control when it has one, else to the heading. Until the view's
   * element has loaded, the heading holds focus, so focus never falls to the page.
   */
  private focusView(): void {
    const router = this.client?._internal.router.state
    if (!router) return
    const entry = `${router.history.length}:${router.view}`
    if (entry === this.focusedEntry) return
    const view = this.content?.firstElementChild
    const tag = VIEW_ENTRIES[router.view]?.tag
    if (!(view instanceof HTMLElement) || view.localName !== tag) {
      // Still loading: hold focus on the heading (only if it is not in the dialog already).
      if (!this.focusIsInside()) this.heading?.focus()
      return
    }
    this.focusedEntry = entry
    const rendered = 'updateComplete' in view ? (view as LitElement).updateComplete : undefined
    void Promise.resolve(rendered).then(() => {
      if (this.focusedEntry !== entry || !this.isOpen || !this.isConnected) return
      const target = view.shadowRoot?.querySelector<HTMLElement>('[data-autofocus]')
      if (target && !target.hasAttribute('disabled')) {
        target.focus()
        return
      }
      this.heading?.focus()
      // A control that is still disabled (the QR view's copy button before the pairing
      // uri) takes focus once enabled, if the heading still holds it.
      if (target) this.focusWhenEnabled(target, entry)
    })
  }

  private enabledObserver: MutationObserver | undefined

  private focusWhenEnabled(target: HTMLElement, entry: string): void {
    this.enabledObserver?.disconnect()
    if (typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver(() => {
      if (target.hasAttribute('disabled')) return
      observer.disconnect()
      // The control re-renders its inner element as enabled in its own update: focus after.
      const rendered =
        'updateComplete' in target ? (target as LitElement).updateComplete : undefined
      void Promise.resolve(rendered).then(() => {
        if (!this.isConnected) return
        const headingHasFocus = getDeepActiveElement(this.ownerDocument) === this.heading
        if (this.focusedEntry === entry && this.isOpen && headingHasFocus) target.focus()
      })
    })
    observer.observe(target, { attributes: true, attributeFilter: ['disabled'] })
    this.enabledObserver = observer
  }

  /** Whether focus is inside this modal (through the views' shadow roots). */
  private focusIsInside(): boolean {
    let node: Node | null = getDeepActiveElement(this.ownerDocument)
    while (node) {
      if (node === this) return true
      node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)
    }
    return false
  }

  /** Animates the body's height to its content's, so switching views never jumps. */
  private observeHeight(): void {
    const body = this.renderRoot.querySelector<HTMLElement>('.body')
    const content = this.content
    if (!body || !content || typeof ResizeObserver === 'undefined') return
    this.resizeObserver?.disconnect()
    this.resizeObserver = new ResizeObserver(() => {
      body.style.height = `${content.offsetHeight}px`
    })
    this.resizeObserver.observe(content)
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      const client = this.client
      if (!client) return
      // Back one view while there is history; from the first view, close (core refuses,
      // and shakes, while closing is disabled).
      if (!client._internal.router.goBack()) closeModal(client)
      return
    }
    if (event.key !== 'Tab' || !this.dialog) return
    const focusables = getFocusableElements(this.dialog)
    const current = getDeepActiveElement(this.ownerDocument)
    const target = nextFocusTarget(focusables, current, event.shiftKey)
    event.preventDefault()
    ;(target ?? this.dialog).focus()
  }

  private onOverlayClick(event: MouseEvent): void {
    if (event.target === event.currentTarget) this.client && closeModal(this.client)
  }

  private renderView(client: KeywayClient, view: RouterView): TemplateResult {
    const entry = VIEW_ENTRIES[view]
    if (!entry) return html`<p class="fallback">${this.i18n.t('modal.unavailable')}</p>`
    if (!customElements.get(entry.tag)) {
      entry.load().then(
        () => this.requestUpdate(),
        () => undefined,
      )
      return html`<div class="view-loading"><kw-spinner size="l"></kw-spinner></div>`
    }
    const tag = unsafeStatic(entry.tag)
    return staticHtml`<${tag} .client=${client} .directory=${this.directory} .i18n=${this.i18n}></${tag}>`
  }

  private renderBanner(client: KeywayClient): TemplateResult | typeof nothing {
    const banner = client._internal.notification.state
    const icon =
      banner.icon ??
      (banner.variant === 'error' ? 'error-circle' : banner.variant === 'success' ? 'check' : '')
    return html`<div class="banner-region" role="status" aria-live="polite">
      ${
        banner.open
          ? html`<div class="banner" data-variant=${banner.variant} part="notification">
            ${
              banner.variant === 'loading'
                ? html`<kw-spinner size="s"></kw-spinner>`
                : icon
                  ? html`<kw-icon name=${icon}></kw-icon>`
                  : nothing
            }
            <span>${banner.message}</span>
          </div>`
          : nothing
      }
    </div>`
  }

  override render() {
    const client = this.client
    if (!client?._internal.modal.state.open) return nothing
    const { view, history, data } = client._internal.router.state
    const canGoBack = history.length > 1
    const title = viewTitle(this.i18n.t, view, data)
    return html`<div class="overlay" part="overlay" @click=${this.onOverlayClick}>
      <div
        class="dialog ${client._internal.modal.state.shake ? 'shake' : ''}"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby=${TITLE_ID}
        tabindex="-1"
        @keydown=${this.onKeydown}
      >
        ${this.renderBanner(client)}
        <header class="header">
          ${
            canGoBack
              ? html`<button
                class="icon-button"
                type="button"
                aria-label=${this.i18n.t('modal.back')}
                @click=${() => client._internal.router.goBack()}
              >
                <kw-icon name="back"></kw-icon>
              </button>`
              : html`<span></span>`
          }
          <!-- A long wallet name in the title ends in an ellipsis; the title attribute holds it. -->
          <h2 class="title" id=${TITLE_ID} tabindex="-1" title=${title}>${title}</h2>
          <button
            class="icon-button"
            type="button"
            aria-label=${this.i18n.t('modal.close')}
            @click=${() => closeModal(client)}
          >
            <kw-icon name="close"></kw-icon>
          </button>
        </header>
        <div class="body">
          <div class="content">${this.renderView(client, view)}</div>
        </div>
        <p class="visually-hidden" aria-live="polite">${title}</p>
      </div>
    </div>`
  }
}
