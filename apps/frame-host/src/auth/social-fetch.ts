import { SocialProviderTimeoutError, SocialProviderUnavailableError } from './social-errors.js'

export type BoundedResponse = { status: number; text: string }

/**
 * One outbound call to a provider or the Farcaster relay: bounded by `timeoutMs` (headers
 * and body together) and stopped when the frame's request goes away (`signal`). A timeout
 * and a network failure become typed errors; the caller's own abort stays an abort.
 */
export async function fetchBounded(
  url: string,
  init: RequestInit,
  options: { what: string; timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<BoundedResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    // No redirects: a token endpoint that redirects is misconfigured, and following it
    // would send the code and verifier somewhere unchecked.
    const response = await fetch(url, { ...init, signal, redirect: 'error' })
    return { status: response.status, text: await response.text() }
  } catch (error) {
    if (options.signal?.aborted) throw error
    if (timeout.aborted) throw new SocialProviderTimeoutError(options.what, options.timeoutMs)
    throw new SocialProviderUnavailableError(options.what, 'the connection failed', {
      cause: error,
    })
  }
}

/** The JSON body of `response`, or a typed error naming who sent something else. */
export function jsonBody(response: BoundedResponse, what: string): unknown {
  try {
    return JSON.parse(response.text) as unknown
  } catch (error) {
    throw new SocialProviderUnavailableError(
      what,
      `the answer (HTTP ${response.status}) is not JSON`,
      { cause: error },
    )
  }
}
