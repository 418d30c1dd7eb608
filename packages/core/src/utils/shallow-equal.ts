/**
 * Whether two plain objects hold the same values, key by key (`Object.is`). Arrays are
 * compared element by element, one level deep: watchers use it to skip changes that do
 * not change what they report.
 */
export function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length) return false
  return aKeys.every((key) => {
    const x = (a as Record<string, unknown>)[key]
    const y = (b as Record<string, unknown>)[key]
    if (Object.is(x, y)) return true
    if (Array.isArray(x) && Array.isArray(y)) {
      return x.length === y.length && x.every((item, i) => Object.is(item, y[i]))
    }
    return false
  })
}
