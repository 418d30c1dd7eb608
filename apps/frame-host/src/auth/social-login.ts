import { RateLimitedError } from '../errors.js'
import { frameOrigins } from '../server/origins.js'
import { emailSchema } from '../server/schemas.js'
import { hitRateLimit } from '../store/rate-limits.js'
import {
  ensureVerifiedDevice,
  findSocialIdentity,
  insertUserWithoutEmail,
  linkSocialIdentity,
} from '../store/social-identities.js'
import { consumeSocialLoginState, insertSocialLoginState } from '../store/social-login-states.js'
import { ensureUser, findUserById } from '../store/users.js'
import type { AuthContext } from './context.js'
import { type PublicUser, publicUser } from './email-login.js'
import type { FrameContext } from './frame-context.js'
import { type IssuedSession, issueSession } from './issue-session.js'
import { sha256Hex } from './secrets.js'
import { OriginNotAllowedError } from './session-errors.js'
import type { SocialConfig, SocialProvider } from './social-config.js'
import {
  SocialCancelledError,
  SocialProviderRefusedError,
  SocialRedirectUriError,
  SocialStateError,
} from './social-errors.js'
import { authorizationUrl, exchangeCode, fetchUserinfo, newOAuthSecret } from './social-oauth.js'
import { ensureWallet } from './wallet.js'

/**
 * Social login (docs/limits.md#features-and-defaults social providers: google, github, apple, facebook, x, discord) with
 * OAuth 2 authorization code + PKCE. The frame starts it and opens the provider's page in
 * a popup; the provider sends the browser back to frame-host's callback, which finishes it
 * here: code exchange, the person's identity, their user (found, linked or made), a session.
 */

export type SocialContext = { auth: AuthContext; config: SocialConfig }

/** What a finished social or Farcaster login gives the frame (the protocol's socialUser). */
export type SocialLoginResult = IssuedSession & {
  user: PublicUser & { userName?: string }
}

type Signal = AbortSignal | undefined

export const SOCIAL_CALLBACK_PATH = '/v1/social/callback'

export async function startSocialLogin(
  { auth, config }: SocialContext,
  input: {
    provider: SocialProvider
    redirectUri?: string | undefined
    deviceId: string
    ip: string
    /** The frame's project and parent page: the popup's callback signs in there. */
    frame: FrameContext
    /** The frame key's thumbprint (its DPoP proof): the session will be bound to it. */
    keyThumbprint: string
  },
): Promise<{ uri: string }> {
  const now = auth.now()
  // Social starts count with email starts: "Login starts per client IP" (README Limits).
  const perIp = await hitRateLimit(auth.db, `ip:${input.ip}`, auth.limits.perIp, now)
  if (!perIp.allowed) throw new RateLimitedError('ip', perIp.retryAfterMs)
  const redirectUri = input.redirectUri ?? new URL(SOCIAL_CALLBACK_PATH, auth.publicUrl).toString()
  // The code comes back to frame-host's own origin only: a redirect elsewhere would hand
  // someone else a code this server would then redeem.
  if (new URL(redirectUri).origin !== new URL(auth.publicUrl).origin) {
    throw new SocialRedirectUriError(new URL(auth.publicUrl).origin)
  }
  const state = newOAuthSecret()
  const codeVerifier = newOAuthSecret()
  await insertSocialLoginState(auth.db, {
    state,
    provider: input.provider,
    codeVerifier,
    redirectUri,
    deviceHash: sha256Hex(input.deviceId),
    projectId: input.frame.projectId,
    parentOrigin: input.frame.parentOrigin,
    keyThumbprint: input.keyThumbprint,
    now,
    ttlMs: config.stateTtlMs,
  })
  const endpoints = config.providers[input.provider]
  return { uri: authorizationUrl(endpoints, { state, codeVerifier, redirectUri }) }
}

export type SocialRedirect = {
  state: string
  code?: string | undefined
  error?: string | undefined
  errorDescription?: string | undefined
}

/**
 * Finishes the login the provider redirected back for. The state is claimed before the
 * provider is called, so a replayed redirect is refused even while the first one runs.
 * `deviceId`, when known (the frame's own call), must be the browser that started it.
 */
export async function completeSocialLogin(
  { auth, config }: SocialContext,
  redirect: SocialRedirect & {
    /** The URL the provider redirected to, without its query (checked against the start's). */
    redirectedTo?: string | undefined
    deviceId?: string | undefined
    /** The frame's own call: its project and key must be the start's. */
    frame?: { projectId: string; keyThumbprint: string } | undefined
    signal?: Signal
  },
): Promise<SocialLoginResult & { provider: SocialProvider }> {
  const pending = await consumeSocialLoginState(auth.db, redirect.state, auth.now())
  if (!pending || !isProvider(config, pending.provider)) throw new SocialStateError()
  if (redirect.deviceId !== undefined && sha256Hex(redirect.deviceId) !== pending.deviceHash) {
    throw new SocialStateError()
  }
  if (
    redirect.frame !== undefined &&
    (redirect.frame.projectId !== pending.projectId ||
      redirect.frame.keyThumbprint !== pending.keyThumbprint)
  ) {
    throw new SocialStateError()
  }
  // The popup has no frame headers: the start's project and page are checked again now.
  await requireAllowedOrigin(auth, pending.projectId, pending.parentOrigin, redirect.signal)
  if (redirect.redirectedTo !== undefined && redirect.redirectedTo !== pending.redirectUri) {
    throw new SocialStateError()
  }
  const provider = pending.provider
  if (redirect.error !== undefined) {
    if (redirect.error === 'access_denied') throw new SocialCancelledError(provider)
    throw new SocialProviderRefusedError(provider, redirect.errorDescription ?? redirect.error)
  }
  if (!redirect.code) throw new SocialProviderRefusedError(provider, 'no code in the redirect')
  const endpoints = config.providers[provider]
  const options = { timeoutMs: config.timeoutMs, signal: redirect.signal }
  const accessToken = await exchangeCode(
    provider,
    endpoints,
    { code: redirect.code, codeVerifier: pending.codeVerifier, redirectUri: pending.redirectUri },
    options,
  )
  const identity = await fetchUserinfo(provider, endpoints, accessToken, options)
  const email = identity.emailVerified ? emailSchema.safeParse(identity.email) : undefined
  const result = await signInWithIdentity(auth, {
    provider,
    subject: identity.subject,
    username: identity.username,
    verifiedEmail: email?.success ? email.data : undefined,
    deviceHash: pending.deviceHash,
    projectId: pending.projectId,
    keyThumbprint: pending.keyThumbprint,
    signal: redirect.signal,
  })
  return { ...result, provider }
}

const isProvider = (config: SocialConfig, value: string): value is SocialProvider =>
  Object.hasOwn(config.providers, value)

/** OriginNotAllowedError unless `projectId` still allows `origin` (its list may change). */
export async function requireAllowedOrigin(
  auth: AuthContext,
  projectId: string,
  origin: string,
  signal?: Signal,
): Promise<void> {
  const allowed = frameOrigins(await auth.origins.allowedOrigins(projectId, signal))
  if (!allowed.includes(origin)) throw new OriginNotAllowedError(origin, projectId)
}

/**
 * The user behind a provider's identity, and a session for the browser that signed in.
 * A known identity is its user. A new one joins the user with the same email only when
 * the provider verified that email (otherwise anyone could claim an address at a provider
 * that does not check it); without a verified email it gets a user of its own.
 */
export async function signInWithIdentity(
  auth: AuthContext,
  input: {
    provider: string
    subject: string
    username: string | undefined
    verifiedEmail: string | undefined
    deviceHash: string
    /** The project the login started in: the user is that project's. */
    projectId: string
    keyThumbprint: string
    signal?: Signal
  },
): Promise<SocialLoginResult> {
  const now = auth.now()
  const { projectId } = input
  const { userId, session } = await auth.db.transaction(async (tx) => {
    const known = await findSocialIdentity(tx, projectId, input.provider, input.subject)
    const candidate =
      known?.userId ??
      (input.verifiedEmail
        ? (await ensureUser(tx, projectId, input.verifiedEmail, now)).id
        : await insertUserWithoutEmail(tx, projectId, now))
    const linked = await linkSocialIdentity(tx, {
      projectId,
      provider: input.provider,
      subject: input.subject,
      userId: candidate,
      username: input.username ?? null,
      now,
    })
    const deviceId = await ensureVerifiedDevice(tx, {
      userId: linked.userId,
      deviceHash: input.deviceHash,
      now,
    })
    const session = await issueSession(auth, tx, {
      userId: linked.userId,
      deviceId,
      projectId,
      keyThumbprint: input.keyThumbprint,
    })
    return { userId: linked.userId, session }
  })
  const user = await findUserById(auth.db, userId)
  if (!user) throw new SocialStateError()
  // Outside the transaction: a KMS call must not hold database locks.
  const accounts = await ensureWallet(auth, userId, input.signal)
  return {
    ...session,
    user: {
      ...publicUser(user, accounts),
      ...(input.username ? { userName: input.username } : {}),
    },
  }
}
