/**
 * Base of the elements a page loads before the first click, written without Lit so Lit
 * stays out of that first download (docs/first-load.md): an open shadow root with the
 * class's styles, one render per microtask however many properties changed, and
 * `updateComplete`, which settles once the element has rendered its current state, as a
 * Lit element's does. On a server (no DOM) the class extends an empty class, so importing
 * it does not throw.
 */
import type { ShadowStyles } from './shadow-styles.js'

const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement

export abstract class KwLightElement extends ElementBase {
  /**
   * The styles every instance adopts.
   * @internal
   */
  static readonly elementStyles: readonly ShadowStyles[] = []

  #pending: Promise<void> | undefined

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open', delegatesFocus: true })
    for (const styles of (this.constructor as typeof KwLightElement).elementStyles) {
      styles.applyTo(root)
    }
  }

  /** Settles once the element has rendered its current state. */
  get updateComplete(): Promise<boolean> {
    return this.getUpdateComplete()
  }

  /** Draws the current state into the shadow root. */
  protected abstract render(): void

  /** Renders in the next microtask (once, whatever else changes meanwhile). */
  protected requestRender(): void {
    this.#pending ??= Promise.resolve().then(() => {
      this.#pending = undefined
      this.render()
    })
  }

  /** What `updateComplete` waits for; a subclass may wait for more. */
  protected async getUpdateComplete(): Promise<boolean> {
    while (this.#pending) await this.#pending
    return true
  }

  /**
   * Properties set on the element before its class was defined (a framework that sets
   * them on an un-upgraded element) are own properties that hide the class's accessors:
   * each is taken off and set again through its accessor.
   */
  protected upgradeProperties(names: readonly string[]): void {
    const self = this as unknown as Record<string, unknown>
    for (const name of names) {
      if (!Object.hasOwn(self, name)) continue
      const value = self[name]
      delete self[name]
      self[name] = value
    }
  }
}
