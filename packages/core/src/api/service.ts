import type { FetchFn, HttpClient, QueryParams, Timers } from './http.js'
import { type Sleep, withRetry } from './retry.js'

/**
 * The request path shared by the service clients: base query parameters (projectId, st,
 * sv) on every call and the docs/services.md#retries retry around it.
 */

export type RetryDeps = {
  /** Injected so tests skip the real retry delays. */
  sleep?: Sleep | undefined
  now?: (() => number) | undefined
}

/** How a service client reaches its service: where, as which project and SDK, with what. */
export type ServiceClientOptions = RetryDeps & {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: FetchFn | undefined
  timeoutMs?: number | undefined
  timers?: Timers | undefined
}

export type ServiceRequester = {
  get: <T>(path: string, params?: QueryParams, signal?: AbortSignal) => Promise<T>
  post: <T>(path: string, body: unknown, signal?: AbortSignal) => Promise<T>
  getBlob: (path: string, signal?: AbortSignal) => Promise<Blob>
}

export function createServiceRequester(
  http: HttpClient,
  baseParams: QueryParams,
  { sleep, now }: RetryDeps = {},
): ServiceRequester {
  const retrying = <T>(signal: AbortSignal | undefined, run: () => Promise<T>) =>
    withRetry(run, { signal, sleep, now })
  return {
    get: (path, params = {}, signal) =>
      retrying(signal, () => http.get({ path, params: { ...baseParams, ...params }, signal })),
    post: (path, body, signal) =>
      retrying(signal, () => http.post({ path, params: baseParams, body, signal })),
    getBlob: (path, signal) =>
      retrying(signal, () => http.get({ path, params: baseParams, signal, responseType: 'blob' })),
  }
}
