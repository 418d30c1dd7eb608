/**
 * A chain adapter's event surface (AdapterEventMap): the adapter calls `emit`, core
 * subscribes with `on` (the adapter hands `on` out as its ChainAdapter `on`).
 */
import type { AdapterEventListener, AdapterEventMap, AdapterEventName } from './types.js'

export type AdapterEvents = ReturnType<typeof createAdapterEvents>

export function createAdapterEvents() {
  const listeners = new Map<AdapterEventName, Set<(payload: never) => void>>()
  return {
    emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
      // Iterate a copy: a listener may unsubscribe while it is called.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as AdapterEventListener<E>)(payload)
      }
    },
    on<E extends AdapterEventName>(event: E, listener: AdapterEventListener<E>): () => void {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    /** Drops every listener (the adapter is destroyed). */
    clear(): void {
      listeners.clear()
    },
  }
}
