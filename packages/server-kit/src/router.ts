/**
 * Method + path routing. A pattern is a path of segments: a literal (`/v1/session`), a
 * parameter (`/v1/identity/:address`, decoded), or a trailing `*` that takes the rest of
 * the path (`/files/*`, in `params['*']`). A path that exists for other methods is told
 * apart from one that does not exist, so the server answers 405 with an Allow header
 * rather than 404.
 */

export type RouteMatch<R> = { route: R; params: Record<string, string> }

export type RouteLookup<R> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  /** The path exists, not for this method: the methods it has, for an Allow header. */
  | { kind: 'method-not-allowed'; allowed: readonly string[] }
  | { kind: 'not-found' }

export type Router<R extends { method: string; path: string }> = {
  /** The route for `method` on `pathname` (percent-encoded, as in a URL). */
  find(method: string, pathname: string): RouteLookup<R>
  readonly routes: readonly R[]
}

export type RouterOptions = {
  /**
   * true: a path matches only as written, so `/v1/session/` and `//v1/session` are not
   * `/v1/session` (and a parameter is never empty). Default false: empty segments are
   * ignored.
   */
  strictSlashes?: boolean | undefined
}

type Compiled<R> = { route: R; segments: readonly string[] }

function segmentsOf(path: string, strict: boolean): string[] {
  if (strict) return path.split('/').slice(1)
  return path.split('/').filter((segment) => segment !== '')
}

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}

/** The parameters when `pattern` matches `parts`, or undefined. */
export function matchSegments(
  pattern: readonly string[],
  parts: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {}
  for (let index = 0; index < pattern.length; index++) {
    const segment = pattern[index] as string
    if (segment === '*' && index === pattern.length - 1) {
      const rest = parts.slice(index).map(decode)
      if (rest.some((part) => part === undefined)) return undefined
      params['*'] = rest.join('/')
      return params
    }
    const part = parts[index]
    if (part === undefined) return undefined
    if (segment.startsWith(':')) {
      const value = decode(part)
      if (value === undefined || value === '') return undefined
      params[segment.slice(1)] = value
    } else if (segment !== part) {
      return undefined
    }
  }
  return parts.length === pattern.length ? params : undefined
}

/**
 * A router over `routes`, tried in order: the first route whose method and pattern match
 * wins. Methods are compared upper-case.
 */
export function createRouter<R extends { method: string; path: string }>(
  routes: readonly R[],
  options: RouterOptions = {},
): Router<R> {
  const strict = options.strictSlashes ?? false
  const compiled: Compiled<R>[] = routes.map((route) => ({
    route,
    segments: segmentsOf(route.path, strict),
  }))
  return {
    routes,
    find(method, pathname) {
      const parts = segmentsOf(pathname, strict)
      const wanted = method.toUpperCase()
      const allowed: string[] = []
      for (const { route, segments } of compiled) {
        const params = matchSegments(segments, parts)
        if (params === undefined) continue
        if (route.method.toUpperCase() === wanted) return { kind: 'found', route, params }
        if (!allowed.includes(route.method)) allowed.push(route.method)
      }
      return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' }
    },
  }
}
