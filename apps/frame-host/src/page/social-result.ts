/**
 * The social login's result as the frame receives it from the popup (README "Social and
 * Farcaster login"). The dapp opens the popup in the user's click (the hidden frame has no
 * user activation), so the popup's opener is the dapp's page; frame-host's callback page
 * posts the result to that page's frames with frame-host's exact origin as target, and the
 * frame takes it here. A result waits for `connectSocial {}` for a short time, so the order
 * of the popup's end and the dapp's request does not matter.
 */
import { z } from 'zod'
import { type ApiSocialLogin, FrameApiError } from './api.js'

/** The callback page's message type (the page is src/auth/social-page.ts). */
export const SOCIAL_RESULT_MESSAGE = 'keyway-social-login'

/** How long a result nobody asked for yet is kept for the next `connectSocial {}`. */
export const SOCIAL_RESULT_KEEP_MS = 2 * 60_000

/**
 * A started login's state lives 10 minutes (README "Limits"): results are accepted only in
 * that time after getSocialRedirectUri, and a waiting `connectSocial {}` gives up with it.
 */
export const SOCIAL_LOGIN_WINDOW_MS = 10 * 60_000

const text = z.string().max(4096)

const apiUserSchema = z.object({
  id: z.string().min(1).max(64),
  email: z.string().max(254).nullable(),
  createdAt: z.number(),
  accounts: z.object({ eip155: z.string().max(64), solana: z.string().max(64) }),
  userName: z.string().max(256).optional(),
})

/** The OAuth state frame-host makes: 32 random bytes, base64url. */
const oauthState = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/)

/**
 * Exactly what the callback page sends: a session, or frame-host's error, each with the
 * OAuth state of its login (a callback without a readable state has none).
 */
export const socialResultMessageSchema = z.union([
  z.strictObject({
    type: z.literal(SOCIAL_RESULT_MESSAGE),
    provider: text,
    state: oauthState,
    result: z.strictObject({
      token: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/),
      expiresAt: z.number(),
      refreshToken: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/),
      refreshExpiresAt: z.number(),
      user: apiUserSchema,
    }),
  }),
  z.strictObject({
    type: z.literal(SOCIAL_RESULT_MESSAGE),
    provider: text.optional(),
    state: oauthState.optional(),
    error: z.strictObject({ code: text, message: text }),
  }),
])

export type SocialResultMessage = z.infer<typeof socialResultMessageSchema>

export type CreateSocialResultInboxParameters = {
  now?: (() => number) | undefined
  keepMs?: number | undefined
  windowMs?: number | undefined
}

export type SocialResultInbox = ReturnType<typeof createSocialResultInbox>

type Waiter = { resolve(login: ApiSocialLogin): void; reject(error: unknown): void }

/** The outcome of a message: a session to keep, or the server's error to pass on. */
function settle(message: SocialResultMessage, waiter: Waiter) {
  if ('result' in message) waiter.resolve(message.result)
  else waiter.reject(new FrameApiError(message.error.message, 0, message.error.code))
}

export function createSocialResultInbox(parameters: CreateSocialResultInboxParameters = {}) {
  const now = parameters.now ?? (() => Date.now())
  const keepMs = parameters.keepMs ?? SOCIAL_RESULT_KEEP_MS
  const windowMs = parameters.windowMs ?? SOCIAL_LOGIN_WINDOW_MS
  /** When getSocialRedirectUri last started a login, and its OAuth state. */
  let startedAt: number | undefined
  let expectedState: string | undefined
  let kept: { message: SocialResultMessage; at: number } | undefined
  let waiter: Waiter | undefined

  const started = () => startedAt !== undefined && now() - startedAt < windowMs

  return {
    /**
     * A new login started (getSocialRedirectUri) with `state`: only that login's result is
     * taken. A result kept from an earlier popup belongs to that one, and must not answer
     * the new login's wait.
     */
    expect(state: string) {
      startedAt = now()
      expectedState = state
      kept = undefined
    },

    /**
     * Takes the popup's message: handed to the waiting request, or kept. Returns false for
     * anything that is not a result or comes with no login started from this frame.
     */
    deliver(data: unknown): boolean {
      const parsed = socialResultMessageSchema.safeParse(data)
      if (!parsed.success || !started()) return false
      // Another login's result (someone else's code and state driven to the callback in a
      // popup of this page) would sign this wallet in to their account.
      if (parsed.data.state !== expectedState) return false
      // One popup, one result: the next login starts again with getSocialRedirectUri.
      startedAt = undefined
      expectedState = undefined
      const current = waiter
      waiter = undefined
      if (current) settle(parsed.data, current)
      else kept = { message: parsed.data, at: now() }
      return true
    },

    /**
     * The popup's result: at once when one is kept, else when it comes. An error result
     * rejects with the server's message. A newer wait replaces this one; `signal` stops
     * waiting without dropping a result that comes later.
     */
    wait(signal: AbortSignal): Promise<ApiSocialLogin> {
      return new Promise<ApiSocialLogin>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason)
        const current = kept
        kept = undefined
        if (current && now() - current.at <= keepMs) {
          settle(current.message, { resolve, reject })
          return
        }
        if (!started()) {
          reject(new FrameApiError('No social sign-in is in progress: start it again', 0))
          return
        }
        waiter?.reject(new FrameApiError('The social sign-in was replaced by a newer request', 0))
        const timer = setTimeout(
          () => {
            if (waiter !== self) return
            waiter = undefined
            // The state is spent at the server too: a late result would be of no login.
            startedAt = undefined
            expectedState = undefined
            reject(new FrameApiError('This sign-in has expired: start it again', 0))
          },
          Math.max(0, windowMs - (now() - (startedAt ?? now()))),
        )
        const onAbort = () => {
          if (waiter === self) waiter = undefined
          clearTimeout(timer)
          reject(signal.reason)
        }
        const self: Waiter = {
          resolve(login) {
            clearTimeout(timer)
            signal.removeEventListener('abort', onAbort)
            resolve(login)
          },
          reject(error) {
            clearTimeout(timer)
            signal.removeEventListener('abort', onAbort)
            reject(error)
          },
        }
        waiter = self
        signal.addEventListener('abort', onAbort, { once: true })
      })
    },

    /** Sign-out: no result of an earlier login may sign the wallet in again. */
    clear(reason: string) {
      startedAt = undefined
      expectedState = undefined
      kept = undefined
      const current = waiter
      waiter = undefined
      current?.reject(new FrameApiError(reason, 0))
    },
  }
}

/**
 * Listens on the frame's window for the callback page's message. Only a message from
 * frame-host's own origin counts: the page posts with that origin as target, and anything
 * else (the dapp, a sibling frame) could forge a result. Returns the stop function.
 */
export function listenForSocialResults(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>,
  inbox: SocialResultInbox,
  debug?: ((message: string, detail?: unknown) => void) | undefined,
): () => void {
  const ownOrigin = win.location.origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== ownOrigin) return
    if (!inbox.deliver(event.data)) {
      debug?.('frame: dropped a same-origin message that is not an expected social result')
    }
  }
  win.addEventListener('message', onMessage)
  return () => win.removeEventListener('message', onMessage)
}
