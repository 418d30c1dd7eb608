/**
 * The social and Farcaster logins' rules as plain functions (social.ts keeps the attempt
 * under way and what the views show, and calls them): one attempt at a time (a newer one
 * or a cancel replaces it and closes its window), the sign-in window's watch (closed past
 * a grace period: the wait stops), the frame's redirect and Farcaster steps, and what a
 * finished login records on the account (the provider, the user's username).
 */
import type { SocialLoginProvider, SocialProvider } from '../../constants/features.js'
import type { AccountController } from '../../controllers/account.js'
import type { Timers } from '../../controllers/notification.js'
import { SocialWindowBlockedError, SocialWindowClosedError } from '../../errors/social-login.js'
import type { SocialWindow } from '../../types/account.js'
import type { Connector } from '../../types/connector.js'
import type { AuthProvider, AuthUser } from '../../types/embedded-wallet.js'
import { untilAborted } from '../../utils/until-aborted.js'
import { assertSocialProvider } from '../../validate/email-login.js'

/** How often the sign-in window is checked for being closed. */
export const SOCIAL_WINDOW_POLL_MS = 500
/**
 * How long an answer may still arrive after the window closed: frame-host's callback page
 * hands the result over and closes itself at once, so a closed window alone is no failure.
 */
export const SOCIAL_WINDOW_CLOSED_GRACE_MS = 3000

/** The sign-in window: what the controller reads and drives of it. */
export type SocialPopup = SocialWindow & { location: { href: string } }

export type SocialLoginAuth = { connector: Connector; provider: AuthProvider }

/** A social or Farcaster attempt: its abort (also fired by the caller's signal) and window. */
export type SocialAttempt = { controller: AbortController; popup: SocialPopup | undefined }

/** Where the attempt under way is kept; a newer one or a cancel replaces it. */
export type SocialAttemptSlot = { current: SocialAttempt | undefined }

/** Stops the attempt under way (the view was left, a newer one began) and closes its window. */
export function cancelAttempt(slot: SocialAttemptSlot): void {
  const current = slot.current
  if (!current) return
  slot.current = undefined
  current.controller.abort()
  if (current.popup && !current.popup.closed) current.popup.close()
}

/** Cancels the attempt under way, then starts one that also aborts with `signal`. */
export function beginAttempt(
  slot: SocialAttemptSlot,
  parameters: { signal?: AbortSignal | undefined; popup?: SocialPopup | undefined },
): SocialAttempt {
  cancelAttempt(slot)
  const controller = new AbortController()
  const outer = parameters.signal
  if (outer?.aborted) controller.abort()
  else outer?.addEventListener('abort', () => controller.abort(), { once: true })
  const attempt = { controller, popup: parameters.popup }
  slot.current = attempt
  return attempt
}

/**
 * Calls `onClosed` once `popup` stayed closed past the grace period (checked every
 * SOCIAL_WINDOW_POLL_MS); returns the stop.
 */
export function watchSocialWindow(
  timers: Timers,
  parameters: { popup: Pick<SocialPopup, 'closed'>; onClosed: () => void },
): () => void {
  const { popup, onClosed } = parameters
  let handle: unknown
  let closedAt: number | undefined
  let elapsed = 0
  const check = () => {
    elapsed += SOCIAL_WINDOW_POLL_MS
    if (popup.closed) {
      closedAt ??= elapsed
      if (elapsed - closedAt >= SOCIAL_WINDOW_CLOSED_GRACE_MS) {
        onClosed()
        return
      }
    }
    handle = timers.setTimeout(check, SOCIAL_WINDOW_POLL_MS)
  }
  handle = timers.setTimeout(check, SOCIAL_WINDOW_POLL_MS)
  return () => timers.clearTimeout(handle)
}

/**
 * The frame's part of a social login: loaded, it hands over the provider's sign-in
 * address, `popup` goes there, and the frame answers the user once the provider sent the
 * window back. Each wait ends when `signal` aborts (RequestAbortedError).
 */
async function signInThroughWindow(
  provider: Pick<AuthProvider, 'load' | 'getSocialRedirectUri' | 'connectSocial'>,
  parameters: {
    social: SocialLoginProvider
    popup: { location: { href: string } }
    signal: AbortSignal
  },
): Promise<AuthUser> {
  const { signal } = parameters
  await untilAborted(provider.load({ signal }), signal)
  const { uri } = await untilAborted(
    provider.getSocialRedirectUri({ provider: parameters.social }, { signal }),
    signal,
  )
  parameters.popup.location.href = uri
  return untilAborted(provider.connectSocial({}, { signal }), signal)
}

/**
 * The frame's part of a Farcaster login: loaded, it hands over the sign-in address (given
 * to `onUrl`, shown as a QR code), then answers the user once the Farcaster app approved.
 */
export async function signInWithFarcaster(
  provider: Pick<AuthProvider, 'load' | 'getFarcasterUri' | 'connectFarcaster'>,
  parameters: { onUrl: (url: string) => void; signal: AbortSignal },
): Promise<AuthUser> {
  const { signal } = parameters
  await untilAborted(provider.load({ signal }), signal)
  const { url } = await untilAborted(provider.getFarcasterUri({ signal }), signal)
  parameters.onUrl(url)
  return untilAborted(provider.connectFarcaster({ signal }), signal)
}

export type RecordSocialLoginContext = {
  account: Pick<AccountController, 'getAccountState' | 'setConnectedWalletInfo' | 'setUser'>
  /** Stores the provider, so a reload still names it. */
  onSocialLogin: (provider: SocialProvider) => void
}

/** A finished login: the connected wallet info names the provider; the user keeps its username. */
export function recordSocialLogin(
  context: RecordSocialLoginContext,
  parameters: { auth: SocialLoginAuth; provider: SocialProvider; user: AuthUser },
): void {
  const { auth, provider, user } = parameters
  const { account } = context
  const namespace = auth.connector.chain
  const info = account.getAccountState(namespace).connectedWalletInfo
  account.setConnectedWalletInfo(namespace, {
    ...(info ?? { name: auth.connector.name, type: auth.connector.type }),
    social: provider,
  })
  context.onSocialLogin(provider)
  account.setUser(namespace, {
    address: user.address,
    chainId: user.chainId,
    email: user.email,
    userName: user.userName,
  })
}

/** What a social login's window and frame part answered: the connector and the user. */
export type SocialLoginResult = { auth: SocialLoginAuth; user: AuthUser }

export type RunSocialLoginContext = {
  slot: SocialAttemptSlot
  timers: Timers
  requireAuth: () => SocialLoginAuth
  account: Pick<AccountController, 'setAccountProp' | 'setSocialWindow'>
}

/**
 * The window and frame part of a social login: checks the provider, sends `popup` to the
 * provider's sign-in page, waits for the frame's answer while watching the window. Throws
 * a typed error (SocialWindowBlockedError without a window, SocialWindowClosedError when it
 * was closed without an answer); resolves undefined when a newer attempt or a cancel
 * replaced this one. `onStarted` runs once the provider is known to be valid.
 */
export async function runSocialLogin(
  context: RunSocialLoginContext,
  parameters: {
    provider: SocialLoginProvider
    popup: SocialPopup | null
    signal?: AbortSignal | undefined
    onStarted?: (() => void) | undefined
  },
): Promise<SocialLoginResult | undefined> {
  const { slot, account } = context
  const { provider, popup } = parameters
  let auth: SocialLoginAuth
  try {
    // One of google, github, apple, facebook, x or discord.
    assertSocialProvider(provider)
    parameters.onStarted?.()
    auth = context.requireAuth()
  } catch (error) {
    popup?.close()
    throw error
  }
  const namespace = auth.connector.chain
  account.setAccountProp(namespace, 'socialProvider', provider)
  if (!popup) {
    cancelAttempt(slot)
    throw new SocialWindowBlockedError()
  }
  account.setSocialWindow(namespace, popup)
  const current = beginAttempt(slot, { signal: parameters.signal, popup })
  const { signal } = current.controller
  let closed = false
  const onClosed = () => {
    closed = true
    current.controller.abort()
  }
  const stopWatching = watchSocialWindow(context.timers, { popup, onClosed })
  try {
    const user = await signInThroughWindow(auth.provider, { social: provider, popup, signal })
    return { auth, user }
  } catch (error) {
    // Cancelled (the view was left) or replaced by a newer attempt: nothing to report.
    if (slot.current !== current) return undefined
    throw closed ? new SocialWindowClosedError() : error
  } finally {
    stopWatching()
    if (slot.current === current) {
      slot.current = undefined
      account.setSocialWindow(namespace, undefined)
      if (!popup.closed) popup.close()
    }
  }
}
