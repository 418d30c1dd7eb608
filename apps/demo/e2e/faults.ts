/**
 * Faults the faults spec injects with `page.route`: the catalogue (/getWallets) and the EVM
 * RPC answering badly, each routed request counted with its time, and the rows of the
 * fault table the spec prints at the end.
 */
import { expect, type Page, type Route } from '@playwright/test'

/** Library text that must never reach a user: viem's dump, JSON.parse's, a devnet URL. */
export const RAW_LIBRARY_TEXT = /viem|Version:|JSON at position|http:\/\/127\.0\.0\.1/

/**
 * The answers are fulfilled by the test, not by devnet, so they carry the CORS headers
 * devnet would send (the page and devnet are on different ports).
 */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'Retry-After',
}

export type Fault =
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'malformed-json' }
  | { kind: 'hang' }
  | { kind: 'abort' }

/** Answers one routed request with the fault. A hung request is kept to be released later. */
async function answer(route: Route, fault: Fault, hung: Route[]): Promise<void> {
  switch (fault.kind) {
    case 'status':
      await route.fulfill({
        status: fault.status,
        headers: { ...CORS, 'content-type': 'text/plain', ...fault.headers },
        body: `fault injected by the e2e suite (${fault.status})`,
      })
      return
    case 'malformed-json':
      // Cut in the middle of a string: JSON.parse says "Unterminated string in JSON at …".
      await route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'application/json' },
        body: '{"data":[{"id":"broken","name":"Brok',
      })
      return
    case 'hang':
      hung.push(route)
      return
    case 'abort':
      await route.abort('connectionrefused')
  }
}

export type RoutedFault = {
  /** When each matching request arrived (ms since the fault was routed). */
  readonly times: readonly number[]
  readonly count: number
  /** Removes the route and releases hung requests, so the service answers again. */
  remove(): Promise<void>
}

/**
 * Answers the requests `matches` accepts with `fault` until removed; counts those `counts`
 * accepts (all matching requests by default). CORS preflights are answered, not counted.
 */
export async function routeFault(
  page: Page,
  parameters: {
    matches: (url: URL) => boolean
    fault: Fault
    counts?: (body: string | null) => boolean
  },
): Promise<RoutedFault> {
  const start = Date.now()
  const times: number[] = []
  const hung: Route[] = []
  const matcher = (url: URL) => parameters.matches(url)
  const handler = async (route: Route) => {
    const request = route.request()
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS })
      return
    }
    if (parameters.counts?.(request.postData()) ?? true) times.push(Date.now() - start)
    await answer(route, parameters.fault, hung)
  }
  await page.route(matcher, handler)
  return {
    times,
    get count() {
      return times.length
    },
    async remove() {
      await page.unroute(matcher, handler)
      for (const route of hung.splice(0)) await route.abort('timedout').catch(() => undefined)
    },
  }
}

/** Counts requests without changing them (to see how many a healthy service gets). */
export async function countRequests(
  page: Page,
  matches: (url: URL) => boolean,
  counts: (body: string | null) => boolean = () => true,
): Promise<{ readonly count: number; remove(): Promise<void> }> {
  let count = 0
  const matcher = (url: URL) => matches(url)
  const handler = async (route: Route) => {
    const request = route.request()
    if (request.method() !== 'OPTIONS' && counts(request.postData())) count += 1
    await route.fallback()
  }
  await page.route(matcher, handler)
  return {
    get count() {
      return count
    },
    remove: () => page.unroute(matcher, handler),
  }
}

/** Whether a JSON-RPC body (one call or a batch) holds a call of `method`. */
export function hasRpcMethod(body: string | null, method: string): boolean {
  if (!body) return false
  try {
    const parsed: unknown = JSON.parse(body)
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    return calls.some((call) => (call as { method?: unknown })?.method === method)
  } catch {
    return false
  }
}

export type FaultTableRow = {
  fault: string
  'message seen': string
  requests: string
  'recovered in': string
}

/** The rows of the fault table, printed once the spec has run. */
export const faultTable: FaultTableRow[] = []

/**
 * The text a user can see on the whole page, shadow roots included (the modal and the
 * header's elements live in them), leaving out the elements `skip` matches.
 */
export function visibleText(page: Page, skip?: string): Promise<string> {
  return page.evaluate((skipSelector) => {
    const parts: string[] = []
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '')
        return
      }
      if (node instanceof Element) {
        if (node.matches('script, style, template')) return
        if (skipSelector && node.matches(skipSelector)) return
        if (!node.checkVisibility()) return
        if (node.shadowRoot) walk(node.shadowRoot)
      }
      for (const child of node.childNodes) walk(child)
    }
    walk(document.body)
    return parts.join(' ').replace(/\s+/g, ' ')
  }, skip)
}

/** No library text anywhere a user looks, the demo's own panels included. */
export async function expectNoLibraryText(page: Page): Promise<string> {
  const text = await visibleText(page)
  expect(text, 'library text on the page').not.toMatch(RAW_LIBRARY_TEXT)
  return ''
}

/** Waits until no counted request has arrived for `ms` (the retries are over). */
export async function quiet(routed: { readonly count: number }, ms = 1500): Promise<number> {
  let last = -1
  await expect
    .poll(
      async () => {
        const now = routed.count
        if (now !== last) {
          last = now
          return false
        }
        return true
      },
      { intervals: [ms], timeout: 30_000 },
    )
    .toBe(true)
  return routed.count
}
