/**
 * The open modal's behaviour: the keyboard and focus rules of the dialog kw-modal renders,
 * its stylesheet, the views' rendering and prefetch, and the wallet-list prefetch. It
 * carries the Connect view (imported here, not loaded apart), so the first view of a
 * visitor who is not connected comes with the dialog in one round of fetches. It is part
 * of the modal's Lit part (modal-part.ts), which kw-modal loads on the visitor's intent or
 * on opening, so a first visit that never opens the modal downloads none of it.
 */
// The header's back and close buttons and the banner.
import { keywayHost } from '@keyway/core/host'
import '../primitives/icon/icon.js'
import '../primitives/spinner/spinner.js'
// The dialog's and Connect's English (the other views bring theirs), and the first view of
// a visitor who is not connected: part of this module's chunk.
import '../views/english-connect.js'
import '../views/connect/connect-view.js'
import type { KeywayClient, RouterView } from '@keyway/core'
import { closeModal, getAccount, loadWalletList } from '@keyway/core'
import {
  adoptStyles,
  type CSSResultOrNative,
  html,
  type LitElement,
  nothing,
  type TemplateResult,
} from 'lit'
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js'
import { viewTitle } from '../views/shared/text.js'
import { getDeepActiveElement, getFocusableElements, nextFocusTarget } from './focus-trap.js'
import { modalStyles } from './modal.styles.js'
import type { ModalPartHost, ShellHandover } from './modal-part-host.js'
import { loadOpeningView } from './opening-views.js'
import { PREFETCHED_VIEWS, prefetchViews, VIEW_ENTRIES } from './view-loaders.js'

const TITLE_ID = 'kw-modal-title'

/** What the dialog reads from its kw-modal. */
export type ModalDialogHost = ModalPartHost & {
  /** The element's own stylesheets; the dialog's are added to them. */
  elementStyles: readonly CSSResultOrNative[]
}

/**
 * The behaviour of one kw-modal's dialog. kw-modal renders the dialog's frame and calls
 * `willUpdate` and `updated` around each of its updates with whether the dialog is shown.
 *
 * - On open and on every view change, focus moves to the view's first meaningful control
 *   (an element marked `data-autofocus`), else to the view's heading; the title is
 *   announced through a polite live region. Tab / Shift-Tab cycle inside the dialog.
 *   Escape goes back one view while there is history and closes from the first view.
 *   Focus returns to the element that had it when the modal opened.
 */
export class ModalDialog {
  private readonly host: ModalDialogHost
  /** The history entry (depth and view) whose element last received focus. */
  private focusedEntry: string | undefined
  private opener: HTMLElement | undefined
  private wasShown = false
  private resizeObserver: ResizeObserver | undefined
  private enabledObserver: MutationObserver | undefined
  /** The shell's view this dialog replaced while open, until its focus and choice are resumed. */
  private handover: ShellHandover | undefined

  constructor(host: ModalDialogHost) {
    this.host = host
    adoptStyles(host.root, [...host.elementStyles, modalStyles])
  }

  private get element(): HTMLElement {
    return this.host.element
  }

  private query<T extends HTMLElement>(selector: string): T | null {
    return this.host.root.querySelector<T>(selector)
  }

  /**
   * The dialog replaces the shell's own Connect view (shell/shell-connect-view.ts) in the
   * next update: it takes over the shell's opener, moves focus to the same control in the
   * real view, replays a wallet chosen in the shell, and lets its opening animation go on
   * from where the shell's was.
   */
  adopt(handover: ShellHandover): void {
    this.handover = handover
    this.opener = handover.opener
    if (handover.onWallet) this.prefetchNextViews()
  }

  /** Before an update: remembers the opener before the dialog takes focus. */
  willUpdate(shown: boolean): void {
    if (shown && !this.wasShown && !this.handover) {
      const document = this.element.ownerDocument
      const active = document ? getDeepActiveElement(document) : null
      this.opener = active instanceof HTMLElement ? active : undefined
    }
  }

  /** After an update: focus into the shown view, or back to the opener once closed. */
  updated(shown: boolean): void {
    if (shown && !this.wasShown) {
      this.focusedEntry = undefined
      this.observeHeight()
      if (this.handover) this.continueAnimations(this.handover.elapsed)
    } else if (!shown && this.wasShown) {
      this.handover = undefined
      this.resizeObserver?.disconnect()
      this.enabledObserver?.disconnect()
      this.focusedEntry = undefined
      const opener = this.opener
      this.opener = undefined
      if (opener?.isConnected) opener.focus()
    }
    if (shown) this.focusView()
    this.wasShown = shown
  }

  /**
   * Fetches the view opening will land on when it is not part of this module: Account,
   * for a visitor who is connected (Connect comes with the dialog).
   */
  prefetchOpeningView(): void {
    const client = this.host.client()
    if (client && getAccount(client).isConnected) loadOpeningView('Account')?.catch(() => undefined)
  }

  /** Set once the views after a wallet choice were asked for. */
  private nextViewsRequested = false

  /**
   * The visitor points at (a touch is a pointer too) or focuses a wallet in the open dialog: the views
   * choosing it leads to (PREFETCHED_VIEWS) are fetched, all at once, on idle, and core's
   * connection rules at once.
   */
  readonly onContentIntent = (event: Event): void => {
    if (this.nextViewsRequested) return
    const onWallet = event
      .composedPath()
      .some((node) => node instanceof Element && node.localName === 'kw-wallet-item')
    if (onWallet) this.prefetchNextViews()
  }

  private prefetchNextViews(): void {
    if (this.nextViewsRequested) return
    this.nextViewsRequested = true
    prefetchViews(PREFETCHED_VIEWS, this.host.scheduleIdle())
    // Core's connection rules load with the first connect: fetched now, choosing the
    // wallet waits for no download.
    const client = this.host.client()
    if (client) void keywayHost(client).prefetchConnection()
  }

  /**
   * Loads the client's wallet list (the catalogue's first page and the featured wallets,
   * which All wallets shares) and the images Connect will show, so it opens complete.
   */
  async prefetchWalletList(started?: Promise<boolean>): Promise<void> {
    const client = this.host.client()
    if (!client) return
    // The first page was asked for at the visitor's intent. A failure is not asked again
    // here: Connect asks once more when it shows, and a failing service gets no extra load.
    if (started && !(await started)) return
    void loadWalletList(client).then(({ wallets }) => {
      // An entry with its own icon (EIP-6963, custom wallet) needs no catalogue image.
      const imageIds = wallets.flatMap((entry) => (entry.imageUrl ? [] : [entry.imageId]))
      if (client === this.host.client()) this.host.directory()?.prefetchImages(imageIds)
    })
  }

  /** The element left the page. */
  disconnect(): void {
    this.resizeObserver?.disconnect()
    this.resizeObserver = undefined
  }

  /**
   * Moves focus into a view that has just been shown, once per history entry: to its
   * `data-autofocus` control when it has one, else to the heading. Until the view's
   * element has loaded, the heading holds focus, so focus never falls to the page.
   */
  private focusView(): void {
    const router = keywayHost(this.host.client())?.state.router
    if (!router) return
    const entry = `${router.history.length}:${router.view}`
    if (entry === this.focusedEntry) return
    const view = this.query('.content')?.firstElementChild
    const tag = VIEW_ENTRIES[router.view].tag
    const heading = this.query('.title')
    if (!(view instanceof HTMLElement) || view.localName !== tag) {
      // Still loading: hold focus on the heading (only if it is not in the dialog already).
      if (!this.focusIsInside()) heading?.focus()
      return
    }
    this.focusedEntry = entry
    const rendered = 'updateComplete' in view ? (view as LitElement).updateComplete : undefined
    void Promise.resolve(rendered).then(() => {
      if (this.focusedEntry !== entry || !this.host.isOpen() || !this.element.isConnected) return
      const handover = this.handover
      this.handover = undefined
      if (handover && view.localName === 'kw-connect-view') {
        void this.resumeShell(view, handover, heading)
        return
      }
      const target = view.shadowRoot?.querySelector<HTMLElement>('[data-autofocus]')
      if (target && !target.hasAttribute('disabled')) {
        target.focus()
        return
      }
      heading?.focus()
      // A control that is still disabled (the QR view's copy button before the pairing
      // uri) takes focus once enabled, if the heading still holds it.
      if (target) this.focusWhenEnabled(target, entry)
    })
  }

  /**
   * After the hand-over, the real Connect view has rendered: focus goes to the control of
   * it that matches the shell's (the heading otherwise), and a wallet chosen in the shell is
   * chosen again on its real row, which holds the legal and connector rules.
   */
  private async resumeShell(
    view: HTMLElement,
    handover: ShellHandover,
    heading: HTMLElement | null,
  ): Promise<void> {
    const { focus, chosen } = handover
    const selector = chosen ?? (typeof focus === 'object' ? focus.row : undefined)
    const row = selector ? view.shadowRoot?.querySelector<HTMLElement>(selector) : null
    if (row && 'updateComplete' in row) await (row as LitElement).updateComplete
    if (!this.host.isOpen() || !this.element.isConnected) return
    const target = focus === 'close' ? this.query('.header > button:last-child') : (row ?? heading)
    ;(target ?? heading)?.focus()
    if (chosen !== undefined) row?.click()
  }

  /**
   * Moves the overlay's and the dialog's opening animations on by `elapsed` ms, or to their
   * end when the shell's had ended (`elapsed` is Infinity).
   */
  private continueAnimations(elapsed: number): void {
    for (const part of [this.query('.overlay'), this.query('.dialog')]) {
      if (!part || typeof part.getAnimations !== 'function') continue
      for (const animation of part.getAnimations()) {
        if (Number.isFinite(elapsed)) animation.currentTime = elapsed
        else animation.finish()
      }
    }
  }

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
        if (!this.element.isConnected) return
        const headingHasFocus =
          getDeepActiveElement(this.element.ownerDocument) === this.query('.title')
        if (this.focusedEntry === entry && this.host.isOpen() && headingHasFocus) target.focus()
      })
    })
    observer.observe(target, { attributes: true, attributeFilter: ['disabled'] })
    this.enabledObserver = observer
  }

  /** Whether focus is inside this modal (through the views' shadow roots). */
  private focusIsInside(): boolean {
    let node: Node | null = getDeepActiveElement(this.element.ownerDocument)
    while (node) {
      if (node === this.element) return true
      node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)
    }
    return false
  }

  /** Animates the body's height to its content's, so switching views never jumps. */
  private observeHeight(): void {
    const body = this.query('.body')
    const content = this.query('.content')
    if (!body || !content || typeof ResizeObserver === 'undefined') return
    this.resizeObserver?.disconnect()
    this.resizeObserver = new ResizeObserver(() => {
      body.style.height = `${content.offsetHeight}px`
    })
    this.resizeObserver.observe(content)
  }

  /** Escape, and Tab kept inside the dialog. */
  readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      const client = this.host.client()
      if (!client) return
      // Back one view while there is history; from the first view, close (core refuses,
      // and shakes, while closing is disabled).
      if (!keywayHost(client).goBack()) closeModal(client)
      return
    }
    const dialog = this.query('.dialog')
    if (event.key !== 'Tab' || !dialog) return
    const focusables = getFocusableElements(dialog)
    const current = getDeepActiveElement(this.element.ownerDocument)
    const target = nextFocusTarget(focusables, current, event.shiftKey)
    event.preventDefault()
    ;(target ?? dialog).focus()
  }

  readonly onOverlayClick = (event: MouseEvent): void => {
    const client = this.host.client()
    if (event.target === event.currentTarget && client) closeModal(client)
  }

  private renderBanner(client: KeywayClient): TemplateResult | typeof nothing {
    const banner = keywayHost(client).state.notification
    if (!banner.open) return nothing
    const icon =
      banner.icon ??
      (banner.variant === 'error' ? 'error-circle' : banner.variant === 'success' ? 'check' : '')
    return html`<div class="banner" data-variant=${banner.variant} part="notification">${
      banner.variant === 'loading'
        ? html`<kw-spinner size="s"></kw-spinner>`
        : icon
          ? html`<kw-icon name=${icon}></kw-icon>`
          : nothing
    }<span .textContent=${banner.message}></span></div>`
  }

  /**
   * The open dialog kw-modal renders: the banner's live region, the header (back, title,
   * close), the router's view and the live region announcing the title. The template has
   * no whitespace between elements and sets texts as properties: every text node and marker
   * comment would be one more node in the open modal. A long wallet name in the title ends
   * in an ellipsis; the title attribute holds it.
   */
  render(client: KeywayClient): TemplateResult {
    const host = keywayHost(client)
    const { t } = this.host.i18n
    const { view, history, data } = host.state.router
    const canGoBack = history.length > 1
    const title = this.title(view, data)
    // biome-ignore format: one line, so the template has no whitespace text nodes
    return html`<div class="overlay" part="overlay" @click=${this.onOverlayClick}><div class="dialog ${host.state.modal.shake ? 'shake' : ''}" part="dialog" role="dialog" aria-modal="true" aria-labelledby=${TITLE_ID} tabindex="-1" @keydown=${this.onKeydown}><div class="banner-region" role="status" aria-live="polite">${this.renderBanner(client)}</div><header class="header">${
      canGoBack
        ? html`<button class="icon-button" type="button" aria-label=${t('modal.back')} @click=${() => host.goBack()}><kw-icon name="back"></kw-icon></button>`
        : html`<span></span>`
    }<h2 class="title" id=${TITLE_ID} tabindex="-1" title=${title} .textContent=${title}></h2><button class="icon-button" type="button" aria-label=${t('modal.close')} @click=${() => closeModal(client)}><kw-icon name="close"></kw-icon></button></header><div class="body"><div class="content" @pointerover=${this.onContentIntent} @focusin=${this.onContentIntent}>${this.renderView(client, view)}</div></div><p class="visually-hidden" aria-live="polite" .textContent=${title}></p></div></div>`
  }

  /** The title of `view` (the view titles live with the dialog, not in the first load). */
  title(view: RouterView, data: Parameters<typeof viewTitle>[2]): string {
    return viewTitle(this.host.i18n.t, view, data)
  }

  /** The element of the router's view, or a spinner while its module loads. */
  renderView(client: KeywayClient, view: RouterView) {
    const { i18n } = this.host
    const entry = VIEW_ENTRIES[view]
    if (!customElements.get(entry.tag)) {
      entry.load().then(
        () => this.host.requestUpdate(),
        () => undefined,
      )
      return html`<div class="view-loading"><kw-spinner size="l"></kw-spinner></div>`
    }
    const tag = unsafeStatic(entry.tag)
    return staticHtml`<${tag} .client=${client} .directory=${this.host.directory()} .i18n=${i18n}></${tag}>`
  }
}
