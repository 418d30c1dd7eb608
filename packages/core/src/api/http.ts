import { DEFAULT_REQUEST_TIMEOUT_MS } from '../constants/timing.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { HttpRequestError, InvalidResponseError, NetworkRequestError } from '../errors/http.js'
import { TimeoutError } from '../errors/timeout.js'

/**
 * The generic HTTP client of docs/services.md#requests: GET/PUT/POST/DELETE with JSON bodies, a `clientId`
 * query parameter, empty parameters dropped, `HTTP status code: {status}` on a non-ok
 * answer. Every request has a timeout and takes the caller's AbortSignal.
 */

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

/** Timer functions, injectable so tests can drive timeouts without global fakes. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export type QueryValue = string | number | boolean | bigint | null | undefined
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>

export type ResponseType = 'json' | 'blob' | 'text'

export type HttpRequestOptions = {
  /** Path below the base URL; a leading slash is optional. */
  path: string
  params?: QueryParams | undefined
  headers?: Readonly<Record<string, string>> | undefined
  signal?: AbortSignal | undefined
  /** Overrides the client's timeout for this request. */
  timeoutMs?: number | undefined
}

export type HttpBodyRequestOptions = HttpRequestOptions & {
  /** Sent as JSON. */
  body?: unknown
}

type WithResponseType<O, R extends ResponseType> = R extends 'json'
  ? O & { responseType?: 'json' | undefined }
  : O & { responseType: R }

/** One HTTP verb; the answer's type follows `responseType` (JSON by default). */
export type HttpVerb<O> = {
  <T>(options: WithResponseType<O, 'json'>): Promise<T>
  (options: WithResponseType<O, 'blob'>): Promise<Blob>
  (options: WithResponseType<O, 'text'>): Promise<string>
}

export type HttpClient = {
  readonly baseUrl: string
  get: HttpVerb<HttpRequestOptions>
  delete: HttpVerb<HttpRequestOptions>
  post: HttpVerb<HttpBodyRequestOptions>
  put: HttpVerb<HttpBodyRequestOptions>
  /** The full URL a request would go to (query included); useful for images and logs. */
  buildUrl: (path: string, params?: QueryParams) => string
}

export type CreateHttpClientOptions = {
  baseUrl: string
  /** Added to every request as the `clientId` query parameter when set. */
  clientId?: string | undefined
  fetch?: FetchFn | undefined
  timeoutMs?: number | undefined
  headers?: Readonly<Record<string, string>> | undefined
  timers?: Timers | undefined
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE'
type AnyRequest = HttpBodyRequestOptions & { responseType?: ResponseType | undefined }

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function createHttpClient(options: CreateHttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timers = options.timers ?? defaultTimers
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS

  function buildUrl(path: string, params: QueryParams = {}): string {
    const url = `${baseUrl}/${path.replace(/^\/+/, '')}`
    const query = toSearchParams(
      options.clientId ? { ...params, clientId: options.clientId } : params,
    ).toString()
    return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url
  }

  async function request(method: Method, req: AnyRequest): Promise<unknown> {
    const url = buildUrl(req.path, req.params)
    const timeoutMs = req.timeoutMs ?? defaultTimeoutMs
    const hasBody = req.body !== undefined
    const headers: Record<string, string> = {
      ...options.headers,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...req.headers,
    }
    return withDeadline({ url, timeoutMs, signal: req.signal, timers }, async (signal) => {
      let response: Response
      try {
        response = await fetchFn(url, {
          method,
          headers,
          signal,
          ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
        })
      } catch (error) {
        if (signal.aborted) throw error // withDeadline turns it into the right error
        throw new NetworkRequestError({ url, cause: error })
      }
      if (!response.ok) {
        const body = await response.text().catch(() => undefined)
        throw new HttpRequestError({
          status: response.status,
          url,
          body,
          headers: response.headers,
        })
      }
      return readBody(response, req.responseType ?? 'json', url)
    })
  }

  // One implementation serves every overload of HttpVerb; the overloads only narrow the
  // answer's type from `responseType`, which readBody honours at run time.
  const verb = <O extends HttpRequestOptions>(method: Method) =>
    ((req: AnyRequest) => request(method, req)) as HttpVerb<O>

  return {
    baseUrl,
    buildUrl,
    get: verb<HttpRequestOptions>('GET'),
    delete: verb<HttpRequestOptions>('DELETE'),
    post: verb<HttpBodyRequestOptions>('POST'),
    put: verb<HttpBodyRequestOptions>('PUT'),
  }
}

/**
 * docs/services.md#requests: empty parameters (undefined, null, '') are dropped; arrays are sent
 * comma-separated, the form the catalogue's include/exclude/chains parameters expect.
 */
export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, raw] of Object.entries(params)) {
    const value = Array.isArray(raw)
      ? (raw as readonly QueryValue[]).filter(isPresent).map(String).join(',')
      : raw
    if (!isPresent(value as QueryValue)) continue
    search.append(key, String(value))
  }
  return search
}

function isPresent(value: QueryValue): value is string | number | boolean | bigint {
  return value !== undefined && value !== null && value !== ''
}

async function readBody(response: Response, type: ResponseType, url: string): Promise<unknown> {
  if (type === 'blob') return response.blob()
  const text = await response.text()
  if (type === 'text') return text
  // Some endpoints answer 200/204 with no body ("answer use: not shown" in docs/services.md#requests).
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new InvalidResponseError({ url, cause: error })
  }
}

type DeadlineOptions = {
  url: string
  timeoutMs: number
  signal: AbortSignal | undefined
  timers: Timers
}

/**
 * Runs `task` with a signal that aborts on the caller's signal or after `timeoutMs`,
 * whichever comes first, and reports which one it was: a caller abort is a
 * RequestAbortedError (docs/errors.md#services-http), the deadline a TimeoutError. The deadline also covers
 * reading the body, so a stalled stream cannot hang the caller.
 */
export async function withDeadline<T>(
  { url, timeoutMs, signal, timers }: DeadlineOptions,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  const controller = new AbortController()
  let reason: 'caller' | 'timeout' | undefined
  const onCallerAbort = () => {
    reason ??= 'caller'
    controller.abort(signal?.reason)
  }
  signal?.addEventListener('abort', onCallerAbort, { once: true })
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener(
      'abort',
      () =>
        reject(
          reason === 'timeout'
            ? new TimeoutError({ url, timeoutMs })
            : new RequestAbortedError({ cause: signal?.reason }),
        ),
      { once: true },
    )
  })
  // A task that ignores its signal (a custom fetch) still loses the race.
  aborted.catch(() => {})
  const timer = timers.setTimeout(() => {
    reason ??= 'timeout'
    controller.abort()
  }, timeoutMs)
  try {
    return await Promise.race([task(controller.signal), aborted])
  } catch (error) {
    if (reason === 'timeout') throw new TimeoutError({ url, timeoutMs })
    if (reason === 'caller') throw new RequestAbortedError({ cause: signal?.reason })
    throw error
  } finally {
    timers.clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
  }
}
