import type { KeywayClient } from '@keyway/core'
import { getAccount, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { subscribe } from 'valtio/vanilla'
import {
  CLIENT_CONTEXT_KEY,
  I18N_CONTEXT_KEY,
  requestContext,
} from '../../elements/shared/context-request.js'
import { KwLightElement } from '../../elements/shared/light-element.js'
import type { I18n } from '../../i18n/i18n.js'
import { enButtons } from '../../i18n/locales/en-buttons.js'
import { MODAL_CONNECTED_EVENT } from '../../modal/modal-events.js'
import { OnDemandElements } from '../../primitives/shared/on-demand-elements.js'
import { FIRST_PAINT_TOKENS } from '../../theme/first-paint-tokens.js'
import { applyTokenPart } from '../../theme/token-parts.js'
import { connectButtonStyles } from './connect-button.styles.js'

/** The account button as this element uses it, before and after its module arrives. */
type AccountPill = HTMLElement & { client?: KeywayClient | undefined; i18n?: I18n | undefined }

/** The properties an app may set before the element is defined. */
const PROPERTIES = ['client', 'i18n', 'label', 'loadingLabel', 'connectOnly', 'size'] as const

/**
 * "Connect Wallet": opens the modal. While a connection is being made (or restored on
 * page load) it shows a loading state; once connected it shows the account button
 * instead, unless `connect-only` is set.
 *
 * It takes its client from the `client` property or, when that is unset, from the
 * `kw-modal` of its document (found again when a modal is mounted later). Its CSS
 * properties come from the client's theme (the `themeVariables` option, `setTheme`): the
 * element applies the theme's tokens its stylesheet reads to itself, so a page stylesheet
 * does not override them.
 *
 * It is written without Lit, so a page that shows it loads no Lit before the first click;
 * the account button is loaded when first shown.
 *
 * @summary The "Connect Wallet" button: opens the modal, then shows the connected account.
 * @csspart button - The inner `<button>`.
 * @cssprop --kw-accent - The button's fill.
 * @cssprop --kw-font-family - The font.
 * @cssprop --kw-font-size-master - Base font size; the label is sized from it.
 */
export class KwConnectButton extends KwLightElement {
  /** @internal */
  static override readonly elementStyles = [connectButtonStyles]
  /** @internal */
  static readonly observedAttributes = ['label', 'loading-label', 'connect-only', 'size']

  #client: KeywayClient | undefined
  #i18n: I18n | undefined
  #label = ''
  #loadingLabel = ''
  #connectOnly = false
  #size: 's' | 'm' | 'l' = 'm'

  #button: HTMLButtonElement | undefined
  #text: HTMLSpanElement | undefined
  #pill: AccountPill | undefined
  #themeStale = true
  #unwatch: (() => void) | undefined
  #stopContexts: (() => void)[] = []
  readonly #onModalConnected = () => this.#findClient()

  /**
   * The account button (avatar, balance, identity) is its own chunk: a first visit, which
   * shows "Connect Wallet", never downloads it. It is fetched once an account is to be
   * shown, or as soon as a connection starts (so it is usually here when the wallet
   * answers). Until it arrives the element shows nothing rather than "Connect Wallet", so a
   * returning visitor's button and address still appear in the same frame.
   */
  readonly #onDemand = new OnDemandElements({
    'kw-account-button': () => import('../account-button/account-button.js'),
  })

  constructor() {
    super()
    this.upgradeProperties(PROPERTIES)
  }

  /** The Keyway client whose state this button shows. */
  get client(): KeywayClient | undefined {
    return this.#client
  }
  set client(value: KeywayClient | undefined) {
    if (value === this.#client) return
    this.#client = value
    this.#themeStale = true
    this.#changed()
  }

  /** The modal's translations; English when the element is used alone. */
  get i18n(): I18n | undefined {
    return this.#i18n
  }
  set i18n(value: I18n | undefined) {
    if (value === this.#i18n) return
    this.#i18n = value
    this.#changed()
  }

  /**
   * Text of the button (default "Connect Wallet").
   * @attr label
   * @default ''
   */
  get label(): string {
    return this.#label
  }
  set label(value: string) {
    this.#label = value ?? ''
    this.requestRender()
  }

  /**
   * Text while a connection is being made (default "Connecting…").
   * @attr loading-label
   * @default ''
   */
  get loadingLabel(): string {
    return this.#loadingLabel
  }
  set loadingLabel(value: string) {
    this.#loadingLabel = value ?? ''
    this.requestRender()
  }

  /**
   * Keep showing this button when connected (no account button).
   * @attr connect-only
   * @default false
   */
  get connectOnly(): boolean {
    return this.#connectOnly
  }
  set connectOnly(value: boolean) {
    this.#connectOnly = Boolean(value)
    this.requestRender()
  }

  /**
   * Height of the button: small, medium or large.
   * @attr size
   * @reflect
   * @default 'm'
   */
  get size(): 's' | 'm' | 'l' {
    return this.#size
  }
  set size(value: 's' | 'm' | 'l') {
    this.#size = value ?? 'm'
    this.requestRender()
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'label') this.label = value ?? ''
    else if (name === 'loading-label') this.loadingLabel = value ?? ''
    else if (name === 'connect-only') this.connectOnly = value !== null
    else if (name === 'size') this.size = (value ?? 'm') as 's' | 'm' | 'l'
  }

  connectedCallback(): void {
    // A provider of the context protocol (kw-modal's content) answers first, as with Lit.
    this.#stopContexts = [
      requestContext<KeywayClient | undefined>(this, CLIENT_CONTEXT_KEY, (client) => {
        this.client = client
      }),
      requestContext<I18n | undefined>(this, I18N_CONTEXT_KEY, (i18n) => {
        this.i18n = i18n
      }),
    ]
    this.#findClient()
    this.ownerDocument.addEventListener(MODAL_CONNECTED_EVENT, this.#onModalConnected)
    this.#watch()
    // The stores may have changed while the element was out of the page.
    this.requestRender()
  }

  disconnectedCallback(): void {
    for (const stop of this.#stopContexts.splice(0)) stop()
    this.ownerDocument.removeEventListener(MODAL_CONNECTED_EVENT, this.#onModalConnected)
    this.#unwatch?.()
    this.#unwatch = undefined
  }

  /** Also waits for the account button's module when it is on its way. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete()
    if (!this.#onDemand.loading) return true
    await this.#onDemand.settled()
    return super.getUpdateComplete()
  }

  #changed(): void {
    if (this.isConnected) this.#watch()
    this.requestRender()
  }

  /** Without a client of its own, takes the mounted modal's client and translations. */
  #findClient(): void {
    if (this.client) return
    const modal = this.ownerDocument.querySelector('kw-modal') as {
      client?: KeywayClient
      i18n?: I18n
    } | null
    if (modal?.client) this.client = modal.client
    if (modal?.i18n && !this.i18n) this.i18n = modal.i18n
  }

  /**
   * Re-renders when a store it shows changes: theme, connection, network, account, locale.
   * Notified in sync, so a render is pending (and `updateComplete` waits for it) from the
   * moment the state changes, as when `connect` sets `connecting`.
   */
  #watch(): void {
    this.#unwatch?.()
    const stops: (() => void)[] = []
    const rerender = () => this.requestRender()
    const client = this.client
    if (client) {
      const { theme, connection, chain, account } = keywayHost(client).state
      const themeChanged = () => {
        this.#themeStale = true
        this.requestRender()
      }
      stops.push(subscribe(theme, themeChanged, true))
      for (const store of [connection, chain, account]) stops.push(subscribe(store, rerender, true))
    }
    if (this.i18n) stops.push(subscribe(this.i18n.state, rerender, true))
    this.#unwatch = () => {
      for (const stop of stops) stop()
    }
  }

  #t(key: 'button.connect' | 'button.connecting'): string {
    return this.i18n ? this.i18n.t(key) : enButtons[key]
  }

  /** Connecting or reconnecting on the active namespace. */
  #isBusy(client: KeywayClient): boolean {
    const { chain, connection } = keywayHost(client).state
    const namespace = chain.activeNamespace
    const status = namespace ? connection.status[namespace] : undefined
    return status === 'connecting' || status === 'reconnecting'
  }

  protected render(): void {
    const client = this.client
    if (client && this.#themeStale) {
      const { themeMode, themeVariables } = keywayHost(client).state.theme
      applyTokenPart(this, FIRST_PAINT_TOKENS, themeMode, themeVariables)
      this.#themeStale = false
    }
    if (this.getAttribute('size') !== this.size) this.setAttribute('size', this.size)
    // A returning visitor's stored account shows while the wallet confirms it (reconnecting).
    const account = client ? getAccount(client) : undefined
    const shown = account?.isConnected || (account?.status === 'reconnecting' && account.address)
    if (client && !this.connectOnly && shown) {
      this.#onDemand.need('kw-account-button')
      this.#pill ??= this.ownerDocument.createElement('kw-account-button')
      const pill = this.#pill
      pill.client = client
      if (this.i18n) pill.i18n = this.i18n
      this.#show(pill)
      return
    }
    const busy = client ? this.#isBusy(client) : false
    if (busy && !this.connectOnly) this.#onDemand.need('kw-account-button')
    const button = this.#button ?? this.#createButton()
    button.disabled = !client || busy
    button.setAttribute('aria-busy', String(busy))
    const text = this.#text as HTMLSpanElement
    text.textContent = busy
      ? this.loadingLabel || this.#t('button.connecting')
      : this.label || this.#t('button.connect')
    this.#show(button)
  }

  /** The button, its label (filled in by render) and the busy state's spinner. */
  #createButton(): HTMLButtonElement {
    const doc = this.ownerDocument
    const button = doc.createElement('button')
    button.type = 'button'
    button.setAttribute('part', 'button')
    button.setAttribute('aria-haspopup', 'dialog')
    const text = doc.createElement('span')
    text.className = 'label'
    const spinner = doc.createElement('span')
    spinner.className = 'spinner'
    spinner.setAttribute('aria-hidden', 'true')
    button.append(text, spinner)
    button.addEventListener('click', () => {
      const client = this.client
      if (client) openModal(client)
    })
    this.#button = button
    this.#text = text
    return button
  }

  /** Puts `node` in the shadow root in place of what it showed (its styles stay). */
  #show(node: HTMLElement): void {
    const root = this.shadowRoot as ShadowRoot
    if (node.parentNode === root) return
    const other = node === this.#button ? this.#pill : this.#button
    other?.remove()
    root.append(node)
  }
}
