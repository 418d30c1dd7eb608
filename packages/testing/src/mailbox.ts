/**
 * devnet's mailbox, read the way a visitor reads their inbox: the newest mail to an address
 * and the sign-in code in it. Every request has a timeout and follows the caller's signal.
 * See docs/testing.md#mailbox.
 */

export type MailboxMail = {
  id: string
  to: string
  subject: string
  text: string
  /** The 6-digit code devnet found in the mail, if any. */
  otp: string | null
}

export type Mailbox = {
  /** The newest mail to `to`, or undefined when there is none. */
  latest(
    to: string,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<MailboxMail | undefined>
  /**
   * Waits for the newest mail to `to` that holds a code (and, with `after`, is not that mail
   * or older) and answers its code. Rejects with MailboxError after `timeoutMs` (default 20 s).
   */
  latestCode(
    to: string,
    options?: {
      timeoutMs?: number | undefined
      signal?: AbortSignal | undefined
      /** A mail id already seen: wait for a newer one (a resent code). */
      after?: string | undefined
    },
  ): Promise<string>
}

export class MailboxError extends Error {
  override name = 'MailboxError' as const
}

export type CreateMailboxParameters = {
  /** devnet's mailbox (`http://127.0.0.1:8512` on the fixed ports). */
  url: string
  /** Timeout of each HTTP request; default 5 s. */
  requestTimeoutMs?: number | undefined
  /** Pause between two reads while waiting for a mail; default 200 ms. */
  pollIntervalMs?: number | undefined
  fetch?: typeof fetch | undefined
}

function isMail(value: unknown): value is MailboxMail {
  if (typeof value !== 'object' || value === null) return false
  const mail = value as Record<string, unknown>
  return typeof mail.id === 'string' && typeof mail.to === 'string' && 'otp' in mail
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

export function createMailbox(parameters: CreateMailboxParameters): Mailbox {
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const requestTimeoutMs = parameters.requestTimeoutMs ?? 5_000
  const pollIntervalMs = parameters.pollIntervalMs ?? 200

  async function latest(to: string, options: { signal?: AbortSignal | undefined } = {}) {
    const url = new URL('/messages/latest', parameters.url)
    url.searchParams.set('to', to)
    const signal = AbortSignal.any([
      AbortSignal.timeout(requestTimeoutMs),
      ...(options.signal ? [options.signal] : []),
    ])
    const response = await fetchFn(url, { signal })
    if (response.status === 404) return undefined
    if (!response.ok) {
      throw new MailboxError(`the mailbox answered ${response.status} for ${url.pathname}`)
    }
    const body = (await response.json()) as { message?: unknown }
    if (!isMail(body.message)) throw new MailboxError('the mailbox answered no mail')
    return body.message
  }

  return {
    latest,
    async latestCode(to, options = {}) {
      const timeoutMs = options.timeoutMs ?? 20_000
      const signal = AbortSignal.any([
        AbortSignal.timeout(timeoutMs),
        ...(options.signal ? [options.signal] : []),
      ])
      let last: MailboxMail | undefined
      try {
        for (;;) {
          last = await latest(to, { signal })
          if (last?.otp && last.id !== options.after) return last.otp
          await sleep(pollIntervalMs, signal)
        }
      } catch (error) {
        if (error instanceof MailboxError || !signal.aborted) throw error
        const seen = last ? `the newest is "${last.subject}"` : 'none arrived'
        throw new MailboxError(`no mail with a code to ${to} within ${timeoutMs} ms (${seen})`, {
          cause: error,
        })
      }
    },
  }
}
