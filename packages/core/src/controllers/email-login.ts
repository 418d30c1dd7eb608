/**
 * Email-login controller: the docs/embedded-wallet.md#email-login rules over the browser-stored keys of
 * the embedded wallet (docs/state.md#embedded-wallet-user): the 30 s throttle, what a successful login stores, and
 * the login cache cleared on disconnect or a failed connected-check. A client makes the state
 * at load (email-login-state.ts) and this controller over it with the embedded wallet.
 */
import type { SocialProvider } from '../constants/features.js'
import { EMAIL_LOGIN_THROTTLE_MS } from '../constants/timing.js'
import { EmailLoginThrottledError } from '../errors/embedded-wallet.js'
import {
  createEmailLoginShell,
  type EmailLoginShell,
  type EmailLoginStorage,
} from './email-login-state.js'

export type { EmailLoginState, EmailLoginStorage } from './email-login-state.js'

export type EmailLoginDeps = {
  storage: EmailLoginStorage
  now: () => number
  /** The state and cache clearing to act on (the client's, made at load); default its own. */
  shell?: EmailLoginShell | undefined
}

export function createEmailLoginController(deps: EmailLoginDeps) {
  const { storage } = deps
  const { state, clearLoginCache } = deps.shell ?? createEmailLoginShell(storage)

  /** Whole seconds left before another email login may start (0 when allowed). */
  function getRetryAfterSeconds(): number {
    const last = storage.get('lastEmailLoginTime')
    if (last === undefined) return 0
    const remaining = EMAIL_LOGIN_THROTTLE_MS - (deps.now() - last)
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0
  }

  /**
   * Call when the user submits an email (before the frame is asked to send the OTP).
   * docs/embedded-wallet.md#email-login, docs/validation.md#email-and-social-login: a repeat within 30 s fails with 'Please try again after N seconds'.
   */
  function triggerEmailLogin() {
    const retryAfterSeconds = getRetryAfterSeconds()
    if (retryAfterSeconds > 0) throw new EmailLoginThrottledError(retryAfterSeconds)
    storage.set('lastEmailLoginTime', deps.now())
  }

  /** docs/embedded-wallet.md#email-login: store the email, set the login-used flag, clear the last-email-login time. */
  function onLoginSuccess(email: string) {
    storage.set('email', email)
    storage.set('emailLoginUsed', true)
    storage.remove('lastEmailLoginTime')
    // A social login records its provider after this (onSocialLogin); an email login has none.
    storage.remove('socialProvider')
    state.email = email
    state.loginUsed = true
  }

  /** docs/embedded-wallet.md#updating-the-email: the secondary OTP step stores the new email. */
  function onEmailUpdated(email: string) {
    storage.set('email', email)
    state.email = email
  }

  /** docs/state.md#embedded-wallet-user: remembers the provider of a social login until the next login or disconnect. */
  function onSocialLogin(provider: SocialProvider) {
    storage.set('socialProvider', provider)
  }

  /**
   * Runs the frame's is-connected check; a false answer or a failure clears the login
   * cache (docs/embedded-wallet.md#email-login), so a stale session never makes the frame load eagerly again.
   */
  async function checkConnected(isConnected: () => Promise<boolean>): Promise<boolean> {
    let connected = false
    try {
      connected = await isConnected()
    } catch {
      connected = false
    }
    if (!connected) clearLoginCache()
    return connected
  }

  return {
    state,
    getRetryAfterSeconds,
    triggerEmailLogin,
    onLoginSuccess,
    onEmailUpdated,
    onSocialLogin,
    clearLoginCache,
    /** docs/embedded-wallet.md#email-login: disconnect clears the login cache. */
    onDisconnect: clearLoginCache,
    checkConnected,
  }
}

export type EmailLoginController = ReturnType<typeof createEmailLoginController>
