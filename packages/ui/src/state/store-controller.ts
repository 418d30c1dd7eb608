/**
 * `StoreController`: how a Lit element reads core state (docs/architecture.md#ui). It subscribes to
 * a valtio proxy when the host connects, keeps an immutable snapshot for rendering,
 * requests an update on every change and unsubscribes when the host disconnects, so a
 * removed view holds no listener.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

/** A proxy, or a getter for one that may change (e.g. the host's `client` property). */
export type StoreSource<T extends object> = T | (() => T | undefined)

export class StoreController<T extends object> implements ReactiveController {
  /** The latest snapshot; undefined while there is no store. */
  value: Snapshot<T> | undefined

  private readonly host: ReactiveControllerHost
  private readonly source: StoreSource<T>
  private store: T | undefined
  private unsubscribe: (() => void) | undefined

  constructor(host: ReactiveControllerHost, source: StoreSource<T>) {
    this.host = host
    this.source = source
    host.addController(this)
  }

  hostConnected(): void {
    this.attach(this.resolve())
    // The store may have changed while the host was out of the page.
    this.host.requestUpdate()
  }

  hostDisconnected(): void {
    this.detach()
  }

  /** Before each render: follow the source if it now points at another store. */
  hostUpdate(): void {
    const store = this.resolve()
    if (store !== this.store) this.attach(store)
  }

  private resolve(): T | undefined {
    return typeof this.source === 'function' ? (this.source as () => T | undefined)() : this.source
  }

  private attach(store: T | undefined): void {
    this.detach()
    this.store = store
    if (!store) {
      this.value = undefined
      return
    }
    this.value = snapshot(store)
    this.unsubscribe = subscribe(store, () => {
      this.value = snapshot(store)
      this.host.requestUpdate()
    })
  }

  private detach(): void {
    this.unsubscribe?.()
    this.unsubscribe = undefined
    this.store = undefined
  }
}
