/**
 * Base of the modal's views and of the public elements: the Keyway client (set by the
 * modal, or received through the client context), re-rendering through StoreController
 * when the core state the view reads changes, and one AbortController per connection so
 * requests of a removed view are cancelled.
 */
import type { KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { consume } from '@lit/context'
import { LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { createI18n, type I18n, type Translate } from '../../i18n/i18n.js'
import { keywayClientContext, keywayI18nContext } from '../../state/contexts.js'
import { StoreController } from '../../state/store-controller.js'
import { createWalletDirectory, type WalletDirectory } from './wallet-directory.js'

/** How many core stores one element may watch (see `watchedStates`). */
const MAX_WATCHED_STATES = 6

export class KwViewElement extends LitElement {
  /** The Keyway client whose state this view shows. */
  @consume({ context: keywayClientContext, subscribe: true })
  @property({ attribute: false })
  client: KeywayClient | undefined
  /** Wallet catalogue and images, shared by the views of one modal. */
  @property({ attribute: false }) directory: WalletDirectory | undefined
  /** The modal's translations; English when the element is used alone. */
  @consume({ context: keywayI18nContext, subscribe: true })
  @property({ attribute: false })
  i18n: I18n | undefined

  private abortController: AbortController | undefined
  private ownDirectory: WalletDirectory | undefined
  private ownI18n: I18n | undefined

  /** Translates through the typed table (spec-cited texts live there too). */
  protected readonly t: Translate = (key, ...args) => this.translations.t(key, ...args)

  private get translations(): I18n {
    if (this.i18n) return this.i18n
    this.ownI18n ??= createI18n()
    return this.ownI18n
  }

  /** The core proxies whose changes re-render this element (at most 6). */
  protected watchedStates(_client: KeywayClient): object[] {
    return []
  }

  /** Aborted when the element leaves the page. */
  protected get signal(): AbortSignal {
    this.abortController ??= new AbortController()
    return this.abortController.signal
  }

  /** The directory the modal gave, or one of this element's own (used alone, in tests). */
  protected get wallets(): WalletDirectory | undefined {
    if (this.directory) return this.directory
    if (!this.client) return undefined
    this.ownDirectory ??= createWalletDirectory({ api: keywayHost(this.client).catalogueApi })
    return this.ownDirectory
  }

  constructor() {
    super()
    // One StoreController per watched store; each follows the client if it changes.
    for (let slot = 0; slot < MAX_WATCHED_STATES; slot++) {
      new StoreController(this, () =>
        this.client ? this.watchedStates(this.client)[slot] : undefined,
      )
    }
    new StoreController(this, () => this.i18n?.state)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.abortController?.abort()
    this.abortController = undefined
  }
}
