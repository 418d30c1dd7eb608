/** The EIP-1193 event surface (`on` / `removeListener`) of the test wallet. */

export type Eip1193EventMap = {
  accountsChanged: readonly string[]
  chainChanged: string
  connect: { chainId: string }
  disconnect: { code: number; message: string }
}
export type Eip1193EventName = keyof Eip1193EventMap
export type Eip1193Listener<E extends Eip1193EventName> = (payload: Eip1193EventMap[E]) => void

export type Eip1193Emitter = {
  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void
  removeListener<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void
  emit<E extends Eip1193EventName>(event: E, payload: Eip1193EventMap[E]): void
  listenerCount(event: Eip1193EventName): number
}

export function createEip1193Emitter(): Eip1193Emitter {
  const listeners = new Map<Eip1193EventName, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (payload: never) => void)
    },
    emit(event, payload) {
      // A copy: a listener may remove itself while being called.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as Eip1193Listener<typeof event>)(payload)
      }
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}
