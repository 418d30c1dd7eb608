/**
 * The embedded wallet's social and Farcaster logins (spec §1 providers, §2 ConnectingFarcaster,
 * §3 socialProvider / socialWindow / farcasterUrl, §5 provider rule, §8 messages). The
 * embedded-wallet controller mixes these in: they share its state, its AUTH connector and
 * the connect step that ends every login.
 *
 * A social login runs in a window the modal opens itself, synchronously in the click (a
 * pop-up blocker only lets a window through during the person's gesture); the frame, hidden
 * and without a gesture, could not. The frame hands over the provider's sign-in address, the
 * window goes there, and the frame answers once the provider sent the window back to
 * frame-host's callback. The window is watched: closed without an answer, the wait stops.
 */
import type { SocialLoginProvider, SocialProvider } from '../../constants/features.js'
import type { AccountController } from '../../controllers/account.js'
import type { Timers } from '../../controllers/notification.js'
import type { RouterController } from '../../controllers/router.js'
import { RequestAbortedError } from '../../errors/embedded-wallet.js'
import { SocialWindowBlockedError, SocialWindowClosedError } from '../../errors/social-login.js'
import type { SocialWindow } from '../../types/account.js'
import type { Connector } from '../../types/connector.js'
import type { AuthProvider, AuthUser } from '../../types/embedded-wallet.js'
import { untilAborted } from '../../utils/until-aborted.js'
import { assertSocialProvider } from '../../validate/email-login.js'

/** What a social login's window and frame part answered: the connector and the user. */
type SocialLoginResult = { auth: SocialLoginAuth; user: AuthUser }

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

/** What a social attempt needs from the embedded-wallet controller around it. */
export type SocialLoginContext = {
  state: {
    step: string
    loading: boolean
    error: string | undefined
    socialProvider: SocialProvider | undefined
    farcasterUrl: string | undefined
  }
  requireAuth: () => SocialLoginAuth
  start: () => void
  fail: (error: unknown, retry?: 'social' | 'farcaster') => void
  /** The shared last step for the modal: connect the AUTH connector (spec §8 on failure). */
  connectAuth: (auth: SocialLoginAuth, onConnected: () => void) => Promise<boolean>
  /** The same step for the public actions: throws AuthInitializationError on failure. */
  connectAuthConnector: (auth: SocialLoginAuth) => Promise<void>
  router: Pick<RouterController, 'state' | 'push'>
  account: Pick<
    AccountController,
    'setAccountProp' | 'setSocialWindow' | 'setConnectedWalletInfo' | 'getAccountState' | 'setUser'
  >
  /** Stores the provider (spec §3), so a reload still names it. */
  onSocialLogin: (provider: SocialProvider) => void
  timers: Timers
}

/** An AbortController that also aborts with `outer`. */
function linkedController(outer: AbortSignal | undefined): AbortController {
  const controller = new AbortController()
  if (outer?.aborted) controller.abort()
  else outer?.addEventListener('abort', () => controller.abort(), { once: true })
  return controller
}

export function createSocialLogin(context: SocialLoginContext) {
  const { state, router, account, timers } = context
  /** The attempt under way; a newer one or a cancel replaces it. */
  let attempt: { controller: AbortController; popup: SocialPopup | undefined } | undefined

  /** Calls `onClosed` once `popup` stayed closed past the grace period; returns the stop. */
  function watchWindow(popup: SocialPopup, onClosed: () => void): () => void {
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

  function begin(signal: AbortSignal | undefined, popup?: SocialPopup) {
    cancel()
    const current = { controller: linkedController(signal), popup }
    attempt = current
    return current
  }

  /** spec §3: the connected wallet info names the provider; the user keeps its username. */
  function recordLogin(auth: SocialLoginAuth, provider: SocialProvider, user: AuthUser) {
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

  /** Stops the attempt under way (the view was left) and closes its window. */
  function cancel() {
    const current = attempt
    if (!current) return
    attempt = undefined
    current.controller.abort()
    if (current.popup && !current.popup.closed) current.popup.close()
  }

  /**
   * The window and frame part of a social login: checks the provider, sends `popup` to the
   * provider's sign-in page, waits for the frame's answer while watching the window. Throws
   * a typed error; resolves undefined when a newer attempt or a cancel replaced this one.
   * `onStarted` runs once the provider is known to be valid.
   */
  async function runSocialLogin(
    provider: SocialLoginProvider,
    popup: SocialPopup | null,
    options: { signal?: AbortSignal | undefined; onStarted?: () => void },
  ): Promise<SocialLoginResult | undefined> {
    let auth: SocialLoginAuth
    try {
      // spec §5: google, github, apple, facebook, x or discord.
      assertSocialProvider(provider)
      options.onStarted?.()
      auth = context.requireAuth()
    } catch (error) {
      popup?.close()
      throw error
    }
    const namespace = auth.connector.chain
    account.setAccountProp(namespace, 'socialProvider', provider)
    if (!popup) {
      cancel()
      throw new SocialWindowBlockedError()
    }
    account.setSocialWindow(namespace, popup)
    const current = begin(options.signal, popup)
    const { signal } = current.controller
    let closed = false
    const stopWatching = watchWindow(popup, () => {
      closed = true
      current.controller.abort()
    })
    try {
      await untilAborted(auth.provider.load({ signal }), signal)
      const { uri } = await untilAborted(
        auth.provider.getSocialRedirectUri({ provider }, { signal }),
        signal,
      )
      popup.location.href = uri
      const user = await untilAborted(auth.provider.connectSocial({}, { signal }), signal)
      return { auth, user }
    } catch (error) {
      // Cancelled (the view was left) or replaced by a newer attempt: nothing to report.
      if (attempt !== current) return undefined
      throw closed ? new SocialWindowClosedError() : error
    } finally {
      stopWatching()
      if (attempt === current) {
        attempt = undefined
        account.setSocialWindow(namespace, undefined)
        if (!popup.closed) popup.close()
      }
    }
  }

  return {
    /**
     * A social button was pressed: `popup` is the window opened in that click (null when
     * the browser blocked it). Shows ConnectingSocial, sends the window to the provider,
     * waits for the answer, then connects the AUTH connector. Resolves true once connected;
     * false when the view shows `state.error` (with Try again) or the attempt was cancelled.
     */
    async connectSocial(
      provider: SocialLoginProvider,
      popup: SocialPopup | null,
      options: { signal?: AbortSignal | undefined } = {},
    ): Promise<boolean> {
      context.start()
      state.step = 'social'
      state.farcasterUrl = undefined
      let started = false
      let result: SocialLoginResult | undefined
      try {
        result = await runSocialLogin(provider, popup, {
          signal: options.signal,
          onStarted: () => {
            started = true
            state.socialProvider = provider
            if (router.state.view !== 'ConnectingSocial') router.push('ConnectingSocial')
          },
        })
      } catch (error) {
        // A provider outside the list is fixed by the dapp, not by Try again.
        context.fail(error, started ? 'social' : undefined)
        return false
      }
      if (!result) return false
      const { auth, user } = result
      return context.connectAuth(auth, () => recordLogin(auth, provider, user))
    },

    /**
     * The public connectSocial action: the same login without the modal's views. Throws a
     * typed error (RequestAbortedError when `signal` aborted it or a newer attempt replaced
     * it); resolves with the namespace of the connected AUTH connector.
     */
    async loginWithSocial(
      provider: SocialLoginProvider,
      popup: SocialPopup | null,
      options: { signal?: AbortSignal | undefined } = {},
    ) {
      const result = await runSocialLogin(provider, popup, options)
      if (!result) throw new RequestAbortedError({ details: 'The social login was cancelled' })
      await context.connectAuthConnector(result.auth)
      recordLogin(result.auth, provider, result.user)
      return result.auth.connector.chain
    },

    /**
     * ConnectingFarcaster (spec §2): asks the frame for the Farcaster sign-in address (shown
     * as a QR code from `state.farcasterUrl`), waits for the Farcaster app to approve it,
     * then connects the AUTH connector. Aborting `options.signal` (leaving the view) stops
     * the wait.
     */
    async connectFarcaster(options: { signal?: AbortSignal | undefined } = {}): Promise<boolean> {
      context.start()
      state.step = 'farcaster'
      state.socialProvider = 'farcaster'
      state.farcasterUrl = undefined
      let auth: SocialLoginAuth
      try {
        auth = context.requireAuth()
      } catch (error) {
        context.fail(error, 'farcaster')
        return false
      }
      const namespace = auth.connector.chain
      account.setAccountProp(namespace, 'socialProvider', 'farcaster')
      const current = begin(options.signal)
      const { signal } = current.controller
      let user: AuthUser
      try {
        await untilAborted(auth.provider.load({ signal }), signal)
        const { url } = await untilAborted(auth.provider.getFarcasterUri({ signal }), signal)
        state.farcasterUrl = url
        account.setAccountProp(namespace, 'farcasterUrl', url)
        user = await untilAborted(auth.provider.connectFarcaster({ signal }), signal)
      } catch (error) {
        if (attempt !== current) return false
        attempt = undefined
        // Left the view: the wait stops quietly.
        if (signal.aborted) {
          state.loading = false
          return false
        }
        context.fail(error, 'farcaster')
        return false
      }
      attempt = undefined
      account.setAccountProp(namespace, 'farcasterUrl', undefined)
      return context.connectAuth(auth, () => recordLogin(auth, 'farcaster', user))
    },

    /** Leaves ConnectingSocial or ConnectingFarcaster: the wait stops, the window closes. */
    cancelSocial() {
      cancel()
      state.loading = false
      state.error = undefined
    },
  }
}
