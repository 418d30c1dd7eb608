/**
 * Child elements a component shows only in some states (a button's spinner and icon, the
 * connect button's account pill): each one's module is fetched the first time it is needed,
 * so a page that never shows it never downloads it (docs/first-load.md). The component lists
 * them with their loaders, which keeps its dependencies declared in one place. A load that
 * fails (a chunk that did not arrive) is forgotten, so the next `need` tries again.
 */
export type ElementLoaders<Tag extends string> = Readonly<Record<Tag, () => Promise<unknown>>>

export class OnDemandElements<Tag extends string> {
  readonly #loaders: ElementLoaders<Tag>
  readonly #pending = new Map<Tag, Promise<void>>()

  constructor(loaders: ElementLoaders<Tag>) {
    this.#loaders = loaders
  }

  /**
   * Starts loading `tagName`'s module unless the element is defined or on its way. Without
   * a custom-element registry (a server render) nothing is loaded.
   */
  need(tagName: Tag): void {
    const registry = globalThis.customElements as CustomElementRegistry | undefined
    if (!registry || registry.get(tagName) || this.#pending.has(tagName)) return
    const forget = () => {
      this.#pending.delete(tagName)
    }
    this.#pending.set(tagName, this.#loaders[tagName]().then(forget, forget))
  }

  /** Whether a module asked for is still on its way. */
  get loading(): boolean {
    return this.#pending.size > 0
  }

  /** Settles once every module asked for has arrived or failed (also those asked meanwhile). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending.values())
  }
}
