import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { ProviderEndpoints, SocialProvider } from './social-config.js'
import {
  SocialPkceMismatchError,
  SocialProviderRefusedError,
  SocialProviderUnavailableError,
} from './social-errors.js'
import { fetchBounded, jsonBody } from './social-fetch.js'

/**
 * The server side of OAuth 2 authorization code with PKCE (RFC 6749, RFC 7636): the
 * authorization URL, the code exchange at the token endpoint and the userinfo read. The
 * code and the verifier travel only between this server and the provider.
 */

/** 32 random bytes, base64url: 43 characters, RFC 7636's shortest verifier and a 256-bit state. */
export const newOAuthSecret = (): string => randomBytes(32).toString('base64url')

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url')

export function authorizationUrl(
  endpoints: ProviderEndpoints,
  input: { state: string; codeVerifier: string; redirectUri: string },
): string {
  const url = new URL(endpoints.authorizeUrl)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', endpoints.clientId)
  url.searchParams.set('redirect_uri', input.redirectUri)
  url.searchParams.set('scope', endpoints.scope)
  url.searchParams.set('state', input.state)
  url.searchParams.set('code_challenge', pkceChallenge(input.codeVerifier))
  url.searchParams.set('code_challenge_method', 'S256')
  return url.toString()
}

// Provider answers are read loosely (they add fields of their own) but typed.
const tokenAnswer = z.object({
  access_token: z.string().min(1).max(4096),
  token_type: z.string().regex(/^bearer$/i, 'token_type must be Bearer'),
})
const oauthErrorAnswer = z.object({
  error: z.string().max(256),
  error_description: z.string().max(1024).optional(),
})
const userinfoAnswer = z.object({
  sub: z.string().min(1).max(256),
  email: z.string().max(320).optional(),
  email_verified: z.boolean().optional(),
  name: z.string().max(256).optional(),
  preferred_username: z.string().max(256).optional(),
})

export type ProviderIdentity = {
  subject: string
  email: string | undefined
  emailVerified: boolean
  username: string | undefined
}

type CallOptions = { timeoutMs: number; signal?: AbortSignal | undefined }

/** Trades the code for an access token, proving with the verifier that we started this login. */
export async function exchangeCode(
  provider: SocialProvider,
  endpoints: ProviderEndpoints,
  input: { code: string; codeVerifier: string; redirectUri: string },
  options: CallOptions,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: input.redirectUri,
    client_id: endpoints.clientId,
  })
  if (endpoints.clientSecret) form.set('client_secret', endpoints.clientSecret)
  const what = `${provider}'s token endpoint`
  const response = await fetchBounded(
    endpoints.tokenUrl,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    },
    { what, ...options },
  )
  const body = jsonBody(response, what)
  if (response.status >= 400 && response.status < 500) {
    const refusal = oauthErrorAnswer.safeParse(body)
    const detail = refusal.success
      ? (refusal.data.error_description ?? refusal.data.error)
      : `HTTP ${response.status}`
    // RFC 6749 puts a failed PKCE check under invalid_grant; its description says which.
    if (refusal.success && refusal.data.error === 'invalid_grant' && /verifier/i.test(detail)) {
      throw new SocialPkceMismatchError(provider)
    }
    throw new SocialProviderRefusedError(provider, detail)
  }
  if (response.status !== 200) {
    throw new SocialProviderUnavailableError(what, `HTTP ${response.status}`)
  }
  const tokens = tokenAnswer.safeParse(body)
  if (!tokens.success)
    throw new SocialProviderUnavailableError(what, 'the answer has no access token')
  return tokens.data.access_token
}

/** Who the access token belongs to, from the provider's userinfo endpoint. */
export async function fetchUserinfo(
  provider: SocialProvider,
  endpoints: ProviderEndpoints,
  accessToken: string,
  options: CallOptions,
): Promise<ProviderIdentity> {
  const what = `${provider}'s userinfo endpoint`
  const response = await fetchBounded(
    endpoints.userinfoUrl,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    { what, ...options },
  )
  if (response.status !== 200) {
    throw new SocialProviderUnavailableError(what, `HTTP ${response.status}`)
  }
  const info = userinfoAnswer.safeParse(jsonBody(response, what))
  if (!info.success) throw new SocialProviderUnavailableError(what, 'the answer has no subject')
  return {
    subject: info.data.sub,
    email: info.data.email,
    emailVerified: info.data.email_verified === true,
    username: info.data.preferred_username ?? info.data.name,
  }
}
