/**
 * A service client whose code loads on its first call. The remote-service clients (the
 * blockchain API, configuration, catalogue, analytics) are only needed once a dapp names an
 * endpoint and something asks; loading them on demand keeps them out of the code a first
 * visit downloads. Every method of such a client returns a promise, so a call can simply
 * wait for the module first.
 */
import { loadOnce } from '../adapter/load-once.js'

type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>

export function lazyService<T extends { [K in keyof T]: (...args: never[]) => Promise<unknown> }>(
  load: () => Promise<T>,
): T {
  const loadClient = loadOnce(load)
  const methods = new Map<PropertyKey, unknown>()
  return new Proxy({} as T, {
    get(target, key) {
      // A method replaced on the facade (tests) wins over the loaded one.
      if (Object.hasOwn(target, key)) return (target as Record<PropertyKey, unknown>)[key]
      if (typeof key === 'symbol' || key === 'then') return undefined
      let method = methods.get(key)
      if (!method) {
        method = (...args: never[]) => {
          // A failed chunk load is asked again by the next call.
          return loadClient().then((client) => (client as unknown as AsyncMethods)[key]?.(...args))
        }
        methods.set(key, method)
      }
      return method
    },
  })
}
