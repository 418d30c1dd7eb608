/**
 * The shell's own Connect view: what kw-modal draws, without Lit, in the same frame as the
 * modal opens while its Lit part (the dialog and the real views) is still on its way. It is
 * the dialog's frame (overlay, a dialog labelled by its "Connect Wallet" title, the close
 * button) and the wallet rows the page knows without a fetch: core's wallet list as it
 * stands (the wallets the adapters heard over EIP-6963, the recent, featured, custom and
 * bundled well-known ones, and the catalogue's once loaded). Each row is a `kw-wallet-item`
 * with the real row's attributes and, inside it, the same button, image, name and tag, so a
 * dapp's tests find a wallet row by the same tag in either view. The Lit part's arrival does
 * not define the tag (the real Connect view does when it is created),
 * so these rows are not drawn twice; where the page defined it already (the Lit dialog was
 * shown before, or the page uses our primitives) they upgrade and draw themselves.
 *
 * It is usable: Escape, the close button and a click on the overlay close the modal through
 * core, Tab stays inside it, and a wallet chosen here is kept for the real view (kw-modal
 * hands it over, see modal-part-host.ts). A row stays the same element while the list
 * changes (the catalogue joining an announced wallet changes its key), and nothing is drawn
 * again during a press in the dialog (a pointer button down, Space held): a click ends on
 * the element its press began on, so one moved or replaced under it would be lost. What
 * this view cannot show in the same way (the legal checkbox, email and social logins) makes
 * kw-modal wait for the real one instead (`canDrawShellConnect`).
 */
import {
  type ConnectEntry,
  closeModal,
  getAccount,
  getWalletList,
  type KeywayClient,
} from '@keyway/core'
import { formatWalletCount, keywayHost } from '@keyway/core/host'
import type { I18n } from '../../i18n/i18n.js'
import { walletInitials } from '../../primitives/wallet-image/wallet-initials.js'
import { WALLETCONNECT_IMAGE_URL } from '../../views/connect/walletconnect-image.js'
import type { WalletDirectory } from '../../views/shared/wallet-directory.js'
import type { ShellHandover } from '../modal-part-host.js'

/** The English of the texts drawn here; a loaded locale's own text wins (`text`). */
export const SHELL_ENGLISH = {
  'title.Connect': 'Connect Wallet',
  'modal.close': 'Close',
  'connect.tag.recent': 'Recent',
  'connect.tag.installed': 'Installed',
  'connect.tag.qr': 'QR code',
  'connect.allWallets': 'All Wallets',
} as const
export type ShellTextKey = keyof typeof SHELL_ENGLISH

/**
 * The text of `key`: the i18n table's when it has it (a lazy locale, or the whole English
 * table once the dialog's module provided it), else this view's English. Until then `t`
 * answers a key it does not know with the key itself.
 */
export function shellText(i18n: I18n, key: ShellTextKey): string {
  const translated = i18n.t(key)
  return translated === key ? SHELL_ENGLISH[key] : translated
}

/** The same markup as the dialog's frame (modal-dialog.ts), without the banner and back. */
const FRAME =
  '<div class="overlay" part="overlay"><div class="dialog" part="dialog" role="dialog" aria-modal="true" aria-labelledby="kw-modal-title" tabindex="-1"><header class="header"><span></span><h2 class="title" id="kw-modal-title" tabindex="-1"></h2><button class="close" type="button"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6.5 6.5l11 11M17.5 6.5l-11 11"/></svg></button></header><div class="body"><div class="content"><div class="list"></div></div></div></div></div>'

/**
 * The "All wallets" entry: the look and the parts of the real view's kw-list-item, in a
 * plain element (kw-list-item, once defined, would slot this content into its label).
 */
const ALL_WALLETS =
  '<div class="all-wallets"><button class="row" type="button"><span class="icon-box"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M17 7.5V6a2 2 0 0 0-2-2H6a2.5 2.5 0 0 0-2.5 2.5"/><rect x="3.5" y="7.5" width="17" height="12.5" rx="2.5"/><path d="M16.5 13.75h.01" stroke-width="2.5"/></svg></span><span class="text"><span class="label"></span></span><span class="trailing"><span class="tag"></span><svg class="chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M9.5 5.5L16 12l-6.5 6.5"/></svg></span></button></div>'

/**
 * The selector of a row in the real Connect view: a wallet's by its name (each wallet is
 * listed once; its key changes when the catalogue's entry joins an announced wallet), or
 * All wallets.
 */
export const ALL_WALLETS_ROW = 'kw-list-item.all-wallets'
const walletRow = (name: string) => `kw-wallet-item[name="${CSS.escape(name)}"]`

/**
 * Whether the shell can draw the Connect view the real one would show: the router is on
 * Connect (the first view), no account is connected, and the view is the wallet list alone
 * (no legal checkbox to tick first, no email or social login of the embedded wallet).
 */
export function canDrawShellConnect(client: KeywayClient): boolean {
  const host = keywayHost(client)
  const { view, history } = host.state.router
  if (view !== 'Connect' || history.length > 1 || getAccount(client).isConnected) return false
  const { features, legal } = client.state.options
  if (features.legalCheckbox && !legal.accepted) return false
  const socials = features.socials !== false && features.socials.length > 0
  return !((features.email || socials) && host.embeddedWallet)
}

export type ShellViewHost = {
  client: KeywayClient
  i18n: I18n
  root: ShadowRoot
  directory(): WalletDirectory | undefined
  /** A row was chosen (its selector in the real view: a wallet's, or All wallets). */
  choose(row: string): void
  /** Something this view shows changed (an image arrived). */
  requestUpdate(): void
}

/** What ends a press in the dialog, listened for on the window (it may end outside). */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const

export class ShellConnectView {
  readonly overlay: HTMLElement
  readonly #host: ShellViewHost
  readonly #dialog: HTMLElement
  readonly #title: HTMLElement
  readonly #close: HTMLButtonElement
  readonly #list: HTMLElement
  /** Each row, its button and what it was last drawn from, by wallet key. */
  readonly #rows = new Map<
    string,
    { item: HTMLElement; button: HTMLButtonElement; drawn: string }
  >()
  /** Image sources that failed: their rows show initials. */
  readonly #failedImages = new Set<string>()
  /** The "All wallets" entry, drawn once the catalogue has counted its wallets. */
  #allWallets: HTMLElement | undefined
  /** The row chosen here (its selector), replayed by the real view. */
  chosen: string | undefined
  /**
   * The control that last took focus here. Kept as focus moves, not read at the hand-over:
   * a row that upgrades while this view stands (kw-wallet-item defined meanwhile) moves its
   * button into its shadow root, and a focused button of its light DOM then loses focus.
   */
  #lastFocus: ShellHandover['focus']
  /**
   * A press under way in the dialog: a pointer button down, or Space held on a control (a
   * button's click comes when Space is released). The view is not handed over during one:
   * the click would end on the real row, which the press did not start on, and be lost.
   */
  readonly #press = { pointer: false, space: false }
  readonly #afterPressCallbacks: (() => void)[] = []
  /** A change came during a press: drawn once it has ended (update). */
  #drawAfterPress = false
  readonly #endPress = (event: Event): void => {
    if (event.type === 'keyup' && (event as KeyboardEvent).key !== ' ') return
    // Only the window's own blur (the page left): an element's blur reaches this capturing
    // listener too, and focus moving inside the page ends no press.
    if (event.type === 'blur' && event.target !== event.currentTarget) return
    if (event.type === 'keyup') this.#press.space = false
    else if (event.type === 'blur') Object.assign(this.#press, { pointer: false, space: false })
    else this.#press.pointer = false
    if (this.#press.pointer || this.#press.space) return
    const callbacks = this.#afterPressCallbacks.splice(0)
    // In the next task: the click that ends the press is handled first.
    if (callbacks.length === 0) return
    setTimeout(() => {
      for (const callback of callbacks) callback()
    }, 0)
  }

  constructor(host: ShellViewHost) {
    this.#host = host
    const template = host.root.ownerDocument.createElement('template')
    template.innerHTML = FRAME
    this.overlay = template.content.firstElementChild as HTMLElement
    const part = <T extends HTMLElement>(selector: string) =>
      this.overlay.querySelector(selector) as T
    this.#dialog = part('.dialog')
    this.#title = part('.title')
    this.#close = part<HTMLButtonElement>('.close')
    this.#list = part('.list')
    const close = () => closeModal(host.client)
    this.overlay.addEventListener('click', (event) => {
      if (event.target === this.overlay) close()
    })
    this.#close.addEventListener('click', close)
    this.#dialog.addEventListener('keydown', this.#onKeydown)
    // Capturing, so a press is known before the first-action listener below sees it.
    this.#dialog.addEventListener(
      'pointerdown',
      (event) => {
        if (event.button === 0) this.#press.pointer = true
      },
      true,
    )
    this.#dialog.addEventListener(
      'keydown',
      (event) => {
        if (event.key === ' ' && !event.repeat) this.#press.space = true
      },
      true,
    )
    const view = host.root.ownerDocument.defaultView
    for (const type of PRESS_ENDS) view?.addEventListener(type, this.#endPress, true)
    // Capturing: kept before the dialog's first-action listener hands the view over.
    this.overlay.addEventListener(
      'focusin',
      (event) => {
        this.#lastFocus = this.#controlOf(event.target)
      },
      true,
    )
    this.update()
    host.root.append(this.overlay)
  }

  /**
   * Draws the texts and the wallet list as they stand now; during a press, once it has
   * ended: a row drawn again, replaced or moved under the press would lose its click.
   */
  update(): void {
    if (this.#press.pointer || this.#press.space) {
      if (this.#drawAfterPress) return
      this.#drawAfterPress = true
      this.afterPress(() => {
        this.#drawAfterPress = false
        if (this.overlay.isConnected) this.update()
      })
      return
    }
    const { i18n } = this.#host
    const title = shellText(i18n, 'title.Connect')
    this.#title.textContent = title
    this.#title.title = title
    this.#close.setAttribute('aria-label', shellText(i18n, 'modal.close'))
    const { wallets, catalogueCount } = getWalletList(this.#host.client)
    this.#keepRenamedRows(wallets)
    const items = wallets.map((entry) => this.#row(entry))
    if (this.#host.client.state.options.features.allWallets && catalogueCount > 0) {
      items.push(this.#allWalletsRow(formatWalletCount(catalogueCount)))
    }
    // Rows in place stay in place (a focused row that is moved loses focus).
    items.forEach((item, index) => {
      const at = this.#list.children[index]
      if (at !== item) this.#list.insertBefore(item, at ?? null)
    })
    while (this.#list.children.length > items.length) this.#list.lastElementChild?.remove()
    for (const key of [...this.#rows.keys()]) {
      if (!wallets.some((entry) => entry.key === key)) this.#rows.delete(key)
    }
    // A row upgraded to the real kw-wallet-item (the tag was defined on the page) draws
    // itself in its shadow root: the content drawn here is not slotted, so never shown, and
    // a test's or a tool's look-up of the row's button would find it.
    for (const { item } of this.#rows.values()) {
      if (item.shadowRoot && item.firstChild) item.replaceChildren()
    }
  }

  /**
   * A wallet's key changes when the catalogue's entry joins an announced wallet (the
   * connector's id, then the catalogue's): its row is kept, found by its name as the real
   * view's row is (each wallet is listed once), so focus and a press on it stay.
   */
  #keepRenamedRows(wallets: readonly ConnectEntry[]): void {
    const keys = new Set(wallets.map((entry) => entry.key))
    for (const entry of wallets) {
      if (this.#rows.has(entry.key)) continue
      for (const [key, row] of this.#rows) {
        if (keys.has(key) || row.item.getAttribute('name') !== entry.name) continue
        this.#rows.delete(key)
        this.#rows.set(entry.key, row)
        break
      }
    }
  }

  /** The "All wallets" entry with the catalogue's count (as the real view's). */
  #allWalletsRow(count: string): HTMLElement {
    if (!this.#allWallets) {
      const template = this.#host.root.ownerDocument.createElement('template')
      template.innerHTML = ALL_WALLETS
      const item = template.content.firstElementChild as HTMLElement
      item.addEventListener('click', () => this.#host.choose(ALL_WALLETS_ROW))
      this.#allWallets = item
    }
    const item = this.#allWallets
    const label = shellText(this.#host.i18n, 'connect.allWallets')
    ;(item.querySelector('.label') as HTMLElement).textContent = label
    ;(item.querySelector('.tag') as HTMLElement).textContent = count
    return item
  }

  /**
   * The row of `entry`, its content drawn again only when what it shows changed, in the same
   * button (a focused button that is replaced loses focus).
   */
  #row(entry: ConnectEntry): HTMLElement {
    const { i18n } = this.#host
    const image = this.#imageSrc(entry)
    const tag = entry.tag ? shellText(i18n, `connect.tag.${entry.tag}`) : ''
    const variant = entry.tag === 'installed' || entry.tag === 'recent' ? 'success' : 'accent'
    const drawn = JSON.stringify([entry.name, image, tag, variant, entry.group])
    const document = this.#host.root.ownerDocument
    let known = this.#rows.get(entry.key)
    if (!known) {
      const item = document.createElement('kw-wallet-item')
      item.addEventListener('click', () => this.#host.choose(walletRow(entry.name)))
      const button = document.createElement('button')
      button.className = 'row'
      button.type = 'button'
      item.append(button)
      known = { item, button, drawn: '' }
      this.#rows.set(entry.key, known)
    }
    const { item, button } = known
    const attributes = {
      name: entry.name,
      'image-src': image,
      'wallet-id': entry.key,
      'data-group': entry.group,
      tag,
      'tag-variant': variant,
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (item.getAttribute(name) !== value) item.setAttribute(name, value)
    }
    if (known.drawn === drawn) return item
    const label = document.createElement('span')
    label.className = 'label'
    label.textContent = entry.name
    if (entry.name) label.title = entry.name
    const chip = document.createElement('span')
    chip.className = 'tag'
    chip.dataset.variant = variant
    chip.hidden = !tag
    chip.textContent = tag
    button.replaceChildren(this.#image(image, entry.name), label, ' ', chip)
    known.drawn = drawn
    return item
  }

  /** The wallet's picture, or its initials (drawn by CSS) while it has none. */
  #image(src: string, name: string): HTMLElement {
    const document = this.#host.root.ownerDocument
    const initials = document.createElement('span')
    initials.className = 'image'
    initials.setAttribute('aria-hidden', 'true')
    initials.dataset.initials = walletInitials(name)
    if (!src || this.#failedImages.has(src)) return initials
    const image = document.createElement('img')
    image.className = 'image'
    image.alt = ''
    image.decoding = 'async'
    image.draggable = false
    image.addEventListener('error', () => {
      this.#failedImages.add(src)
      image.replaceWith(initials)
    })
    image.src = src
    return image
  }

  /** As the real view: the entry's own icon, the WalletConnect drawing, else the catalogue's. */
  #imageSrc(entry: ConnectEntry): string {
    if (entry.imageUrl) return entry.imageUrl
    if (entry.group === 'walletConnect' && !entry.imageId) return WALLETCONNECT_IMAGE_URL
    const directory = this.#host.directory()
    const known = directory?.imageUrl(entry.imageId)
    if (known) return known
    if (entry.imageId && directory) {
      void directory.loadImage(entry.imageId).then((url) => {
        if (url) this.#host.requestUpdate()
      })
    }
    return ''
  }

  /** Takes focus on opening: the heading, as the real Connect view's dialog does. */
  focus(): void {
    this.#title.focus()
  }

  /**
   * Calls `act` once, at the visitor's first sign of acting in the dialog: a pointer over or
   * down in it (not on the backdrop, which only closes), focus moving inside it, or a key
   * other than Escape (which only goes back or closes). Focus given on opening is not one:
   * ask after `focus()`. `act` gets the event, and is told whether it was on a wallet row.
   */
  onFirstAction(act: (event: Event, onWallet: boolean) => void): void {
    const types = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const
    const listener = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key === 'Escape') return
      for (const type of types) this.#dialog.removeEventListener(type, listener, true)
      const onWallet = event
        .composedPath()
        .some((node) => node instanceof Element && node.localName === 'kw-wallet-item')
      act(event, onWallet)
    }
    for (const type of types) this.#dialog.addEventListener(type, listener, true)
  }

  /** The control of this view that last had focus, for the hand-over. */
  focused(): ShellHandover['focus'] {
    return this.#lastFocus
  }

  #controlOf(target: EventTarget | null): ShellHandover['focus'] {
    const active = target instanceof Element ? target : null
    if (!active || !this.overlay.contains(active)) return undefined
    if (active === this.#title) return 'title'
    if (active === this.#close) return 'close'
    if (active.closest('.all-wallets')) return { row: ALL_WALLETS_ROW }
    const name = active.closest('kw-wallet-item')?.getAttribute('name')
    return name ? { row: walletRow(name) } : undefined
  }

  /**
   * How far the opening animation has run (ms), for the dialog to go on from there:
   * Infinity once it has ended (or never ran: reduced motion), so the dialog's own ends too.
   */
  elapsed(): number {
    const time = this.#dialog.getAnimations?.()[0]?.currentTime
    return typeof time === 'number' ? time : Number.POSITIVE_INFINITY
  }

  /**
   * Runs `callback` now when no press is under way in the dialog, else in the task after
   * the press ends (the pointer up or cancelled, Space released, the window left).
   */
  afterPress(callback: () => void): void {
    if (this.#press.pointer || this.#press.space) this.#afterPressCallbacks.push(callback)
    else callback()
  }

  remove(): void {
    this.overlay.remove()
    const view = this.#host.root.ownerDocument.defaultView
    for (const type of PRESS_ENDS) view?.removeEventListener(type, this.#endPress, true)
    this.#afterPressCallbacks.length = 0
  }

  /** Escape goes back or closes, as in the dialog; Tab and Shift-Tab stay inside. */
  readonly #onKeydown = (event: KeyboardEvent): void => {
    const client = this.#host.client
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      if (!keywayHost(client).goBack()) closeModal(client)
      return
    }
    if (event.key !== 'Tab') return
    event.preventDefault()
    // A row that upgraded to the real kw-wallet-item delegates focus to its own button.
    const controls: HTMLElement[] = [this.#close]
    for (const item of this.#list.children) {
      const target = item.shadowRoot ? item : item.firstElementChild
      if (target instanceof HTMLElement) controls.push(target)
    }
    const active = this.#host.root.activeElement
    const index = controls.findIndex((control) => control === active || control.contains(active))
    const step = event.shiftKey ? -1 : 1
    const next = index < 0 ? (event.shiftKey ? controls.length - 1 : 0) : index + step
    controls[(next + controls.length) % controls.length]?.focus()
  }
}
