/**
 * The embedded wallet's social and Farcaster logins (docs/overview.md#ways-to-connect providers, docs/views.md#connectingfarcaster,
 * docs/state.md#account-state socialProvider / socialWindow / farcasterUrl, docs/validation.md#email-and-social-login provider rule, docs/errors.md#email-and-social-login-the-embedded-wallet messages). The
 * embedded-wallet controller mixes these in: they share its state, its AUTH connector and
 * the connect step that ends every login.
 *
 * A social login runs in a window the modal opens itself, synchronously in the click (a
 * pop-up blocker only lets a window through during the person's gesture); the frame, hidden
 * and without a gesture, could not. The frame hands over the provider's sign-in address, the
 * window goes there, and the frame answers once the provider sent the window back to
 * frame-host's callback. The window is watched: closed without an answer, the wait stops.
 * Those rules are social-steps.ts, tested beside it; this factory keeps the attempt under way
 * and what the views show.
 */
import type { SocialLoginProvider, SocialProvider } from '../../constants/features.js'
import type { AccountController } from '../../controllers/account.js'
import type { Timers } from '../../controllers/notification.js'
import type { RouterController } from '../../controllers/router.js'
import { RequestAbortedError } from '../../errors/embedded-wallet.js'
import type { AuthUser } from '../../types/embedded-wallet.js'
import {
  beginAttempt,
  cancelAttempt,
  recordSocialLogin,
  runSocialLogin,
  type SocialAttemptSlot,
  type SocialLoginAuth,
  type SocialLoginResult,
  type SocialPopup,
  signInWithFarcaster,
} from './social-steps.js'

export {
  SOCIAL_WINDOW_CLOSED_GRACE_MS,
  SOCIAL_WINDOW_POLL_MS,
  type SocialLoginAuth,
  type SocialPopup,
} from './social-steps.js'

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
  /** The shared last step for the modal: connect the AUTH connector (docs/errors.md#connecting-and-the-wallet on failure). */
  connectAuth: (auth: SocialLoginAuth, onConnected: () => void) => Promise<boolean>
  /** The same step for the public actions: throws AuthInitializationError on failure. */
  connectAuthConnector: (auth: SocialLoginAuth) => Promise<void>
  router: Pick<RouterController, 'state' | 'push'>
  account: Pick<
    AccountController,
    'setAccountProp' | 'setSocialWindow' | 'setConnectedWalletInfo' | 'getAccountState' | 'setUser'
  >
  /** Stores the provider (docs/state.md#embedded-wallet-user), so a reload still names it. */
  onSocialLogin: (provider: SocialProvider) => void
  timers: Timers
}

export function createSocialLogin(context: SocialLoginContext) {
  const { state, router, account } = context
  /** The attempt under way; a newer one or a cancel replaces it (social-steps.ts). */
  const slot: SocialAttemptSlot = { current: undefined }
  const steps = { ...context, slot }
  const record = (auth: SocialLoginAuth, provider: SocialProvider, user: AuthUser) =>
    recordSocialLogin(context, { auth, provider, user })

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
        result = await runSocialLogin(steps, {
          provider,
          popup,
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
      return context.connectAuth(auth, () => record(auth, provider, user))
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
      const result = await runSocialLogin(steps, { provider, popup, signal: options.signal })
      if (!result) throw new RequestAbortedError({ details: 'The social login was cancelled' })
      await context.connectAuthConnector(result.auth)
      record(result.auth, provider, result.user)
      return result.auth.connector.chain
    },

    /**
     * ConnectingFarcaster (docs/views.md#connectingfarcaster): asks the frame for the Farcaster sign-in address (shown
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
      const current = beginAttempt(slot, { signal: options.signal })
      const { signal } = current.controller
      const onUrl = (url: string) => {
        state.farcasterUrl = url
        account.setAccountProp(namespace, 'farcasterUrl', url)
      }
      let user: AuthUser
      try {
        user = await signInWithFarcaster(auth.provider, { onUrl, signal })
      } catch (error) {
        if (slot.current !== current) return false
        slot.current = undefined
        // Left the view: the wait stops quietly.
        if (signal.aborted) state.loading = false
        else context.fail(error, 'farcaster')
        return false
      }
      slot.current = undefined
      account.setAccountProp(namespace, 'farcasterUrl', undefined)
      return context.connectAuth(auth, () => record(auth, 'farcaster', user))
    },

    /** Leaves ConnectingSocial or ConnectingFarcaster: the wait stops, the window closes. */
    cancelSocial() {
      cancelAttempt(slot)
      state.loading = false
      state.error = undefined
    },
  }
}
