/**
 * Waits for a connector that is not listed yet: a wallet extension announces or registers
 * a moment after page load, and restoring its session must wait for it. Looks now, then on
 * every change of the adapter's list; `cancel` stops waiting (e.g. the reconnect timed out).
 */
export type Availability<T> = { promise: Promise<T>; cancel(): void }

export function whenAvailable<T>(
  find: () => T | undefined,
  onChange: (listener: () => void) => () => void,
): Availability<T> {
  const found = find()
  if (found !== undefined) return { promise: Promise.resolve(found), cancel: () => {} }
  let stop = () => {}
  const promise = new Promise<T>((resolve) => {
    stop = onChange(() => {
      const item = find()
      if (item === undefined) return
      stop()
      resolve(item)
    })
  })
  return { promise, cancel: () => stop() }
}
