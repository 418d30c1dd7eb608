import { randomBytes } from 'node:crypto'
import {
  createJsonServer,
  HttpError,
  type RequestContext,
  type RouteResult,
} from '../http/server.js'
import { farcasterRoutes } from './farcaster.js'
import { createIdTokenSigner } from './id-token.js'
import { choicePage } from './pages.js'
import { verifyPkce } from './pkce.js'
import {
  findUser,
  isOAuthProvider,
  type OAuthProvider,
  subjectOf,
  TEST_USERS,
  type TestUser,
} from './users.js'

/**
 * OAuth 2 authorization-code + PKCE stand-in for the embedded wallet's social logins
 * (docs/overview.md#ways-to-connect social providers), so frame-host runs the real redirect/popup dance locally:
 * authorize (consent page or `auto=1` / `login_hint` shortcut) → redirect with code and
 * state → token (code_verifier checked) → id_token signed with a key published as JWKS.
 */

export type OAuthOptions = { host: string; port: number; publicUrl?: string; now?: () => number }

export type OAuthStandIn = { url: string; stop(): Promise<void> }

/** Codes and consent requests live 5 minutes, access tokens one hour. */
const CODE_TTL_MS = 5 * 60 * 1000
const ACCESS_TOKEN_TTL_S = 3600

type AuthorizeRequest = {
  provider: OAuthProvider
  clientId: string
  redirectUri: string
  state: string
  codeChallenge: string
  method: 'S256' | 'plain'
  scope: string
  nonce?: string
  expiresAt: number
}

type Grant = AuthorizeRequest & { user: TestUser }

function providerOf(ctx: RequestContext): OAuthProvider {
  const provider = ctx.params.provider ?? ''
  if (!isOAuthProvider(provider)) throw new HttpError(404, `unknown provider: ${provider}`)
  return provider
}

/** RFC 6749 §5.2 error body (what OAuth clients parse), not devnet's usual error shape. */
function oauthError(status: number, error: string, description: string): RouteResult {
  return { status, json: { error, error_description: description } }
}

function redirect(location: string): RouteResult {
  return { status: 302, headers: { location }, body: '' }
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

export async function startOAuth(options: OAuthOptions): Promise<OAuthStandIn> {
  const now = options.now ?? Date.now
  const signer = createIdTokenSigner()
  const pending = new Map<string, AuthorizeRequest>()
  const codes = new Map<string, Grant>()
  const tokens = new Map<string, { provider: OAuthProvider; user: TestUser; expiresAt: number }>()
  let baseUrl = ''
  const random = () => randomBytes(18).toString('base64url')

  function issueCode(request: AuthorizeRequest, user: TestUser): RouteResult {
    const code = random()
    codes.set(code, { ...request, user, expiresAt: now() + CODE_TTL_MS })
    return redirect(withQuery(request.redirectUri, { code, state: request.state }))
  }

  function parseAuthorize(ctx: RequestContext): AuthorizeRequest {
    const provider = providerOf(ctx)
    const q = ctx.query
    const missing = ['client_id', 'redirect_uri', 'state', 'code_challenge'].filter(
      (n) => !q.get(n),
    )
    if (missing.length > 0)
      throw new HttpError(400, `missing query parameter(s): ${missing.join(', ')}`)
    const redirectUri = q.get('redirect_uri') as string
    if (!/^https?:\/\//.test(redirectUri) || !URL.canParse(redirectUri)) {
      throw new HttpError(400, 'redirect_uri must be an http(s) URL')
    }
    const method = q.get('code_challenge_method') ?? 'S256'
    if (method !== 'S256' && method !== 'plain') {
      throw new HttpError(400, 'code_challenge_method must be S256 or plain')
    }
    const nonce = q.get('nonce')
    return {
      provider,
      clientId: q.get('client_id') as string,
      redirectUri,
      state: q.get('state') as string,
      codeChallenge: q.get('code_challenge') as string,
      method,
      scope: q.get('scope') ?? 'openid email profile',
      ...(nonce ? { nonce } : {}),
      expiresAt: now() + CODE_TTL_MS,
    }
  }

  const server = createJsonServer({
    name: 'oauth',
    routes: [
      ...farcasterRoutes({ baseUrl: () => baseUrl, now }),
      {
        method: 'GET',
        path: '/:provider/authorize',
        handler: (ctx) => {
          const request = parseAuthorize(ctx)
          const hint = ctx.query.get('login_hint')
          if (hint) {
            const user = findUser(hint)
            if (!user) throw new HttpError(400, `unknown test user: ${hint}`)
            return issueCode(request, user)
          }
          if (ctx.query.get('auto') === '1') return issueCode(request, TEST_USERS[0] as TestUser)
          const id = random()
          pending.set(id, request)
          return {
            contentType: 'text/html; charset=utf-8',
            body: choicePage(
              `Sign in with ${request.provider} (devnet)`,
              `Choose a test user to continue to ${new URL(request.redirectUri).origin}.`,
              TEST_USERS.map((u) => ({
                href: `/${request.provider}/consent?request=${id}&user=${u.username}`,
                label: u.name,
                detail: u.email,
              })),
              `/${request.provider}/consent?request=${id}&deny=1`,
            ),
          }
        },
      },
      {
        method: 'GET',
        path: '/:provider/consent',
        handler: (ctx) => {
          providerOf(ctx)
          const id = ctx.query.get('request') ?? ''
          const request = pending.get(id)
          if (!request || request.expiresAt <= now())
            throw new HttpError(400, 'unknown or expired request')
          pending.delete(id)
          if (ctx.query.get('deny') === '1') {
            return redirect(
              withQuery(request.redirectUri, { error: 'access_denied', state: request.state }),
            )
          }
          const user = findUser(ctx.query.get('user') ?? '')
          if (!user) throw new HttpError(400, 'unknown test user')
          return issueCode(request, user)
        },
      },
      {
        method: 'POST',
        path: '/:provider/token',
        handler: (ctx) => {
          const provider = providerOf(ctx)
          const body = (
            typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}
          ) as Record<string, unknown>
          const field = (name: string) =>
            typeof body[name] === 'string' ? (body[name] as string) : ''
          if (field('grant_type') !== 'authorization_code') {
            return oauthError(
              400,
              'unsupported_grant_type',
              'grant_type must be authorization_code',
            )
          }
          const code = field('code')
          const grant = codes.get(code)
          // Codes are single use: taken out before any check can fail.
          codes.delete(code)
          if (!grant || grant.provider !== provider || grant.expiresAt <= now()) {
            return oauthError(400, 'invalid_grant', 'unknown, used or expired code')
          }
          if (field('redirect_uri') && field('redirect_uri') !== grant.redirectUri) {
            return oauthError(400, 'invalid_grant', 'redirect_uri does not match')
          }
          if (field('client_id') && field('client_id') !== grant.clientId) {
            return oauthError(400, 'invalid_grant', 'client_id does not match')
          }
          if (!verifyPkce(field('code_verifier'), grant.codeChallenge, grant.method)) {
            return oauthError(
              400,
              'invalid_grant',
              'code_verifier does not match the code_challenge',
            )
          }
          const accessToken = random()
          tokens.set(accessToken, {
            provider,
            user: grant.user,
            expiresAt: now() + ACCESS_TOKEN_TTL_S * 1000,
          })
          const iat = Math.floor(now() / 1000)
          const idToken = signer.sign({
            iss: `${baseUrl}/${provider}`,
            aud: grant.clientId,
            sub: subjectOf(provider, grant.user),
            iat,
            exp: iat + ACCESS_TOKEN_TTL_S,
            email: grant.user.email,
            email_verified: true,
            name: grant.user.name,
            preferred_username: grant.user.username,
            ...(grant.nonce ? { nonce: grant.nonce } : {}),
          })
          return {
            json: {
              access_token: accessToken,
              token_type: 'Bearer',
              expires_in: ACCESS_TOKEN_TTL_S,
              scope: grant.scope,
              id_token: idToken,
            },
          }
        },
      },
      {
        method: 'GET',
        path: '/:provider/userinfo',
        handler: (ctx) => {
          const provider = providerOf(ctx)
          const auth = ctx.headers.authorization ?? ''
          const entry = tokens.get(auth.startsWith('Bearer ') ? auth.slice(7) : '')
          if (!entry || entry.provider !== provider || entry.expiresAt <= now()) {
            throw new HttpError(401, 'invalid or expired access token', {
              code: 'invalid_token',
              headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
            })
          }
          const { user } = entry
          return {
            json: {
              sub: subjectOf(provider, user),
              email: user.email,
              email_verified: true,
              name: user.name,
              preferred_username: user.username,
            },
          }
        },
      },
      {
        method: 'GET',
        path: '/:provider/jwks',
        handler: (ctx) => {
          providerOf(ctx)
          return { json: signer.jwks() }
        },
      },
      {
        method: 'GET',
        path: '/:provider/.well-known/openid-configuration',
        handler: (ctx) => {
          const issuer = `${baseUrl}/${providerOf(ctx)}`
          return {
            json: {
              issuer,
              authorization_endpoint: `${issuer}/authorize`,
              token_endpoint: `${issuer}/token`,
              userinfo_endpoint: `${issuer}/userinfo`,
              jwks_uri: `${issuer}/jwks`,
              response_types_supported: ['code'],
              code_challenge_methods_supported: ['S256', 'plain'],
              id_token_signing_alg_values_supported: ['ES256'],
            },
          }
        },
      },
    ],
  })
  const url = await server.listen(options.port, options.host)
  baseUrl = options.publicUrl ?? url
  return { url: baseUrl, stop: () => server.stop() }
}
