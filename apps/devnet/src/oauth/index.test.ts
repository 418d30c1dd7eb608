import { createHash, createPublicKey, verify } from 'node:crypto'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { custodyAccount } from './farcaster.js'
import { type OAuthStandIn, startOAuth } from './index.js'

let oauth: OAuthStandIn
let now = 1_700_000_000_000
beforeAll(async () => {
  oauth = await startOAuth({ host: '127.0.0.1', port: 0, now: () => now })
})
afterAll(() => oauth.stop())

const verifier = 'devnet-verifier-0123456789-abcdefghijklmnopqrstuvwxyz'
const challenge = createHash('sha256').update(verifier).digest('base64url')
const redirectUri = 'http://127.0.0.1:5173/callback'

function authorizeUrl(provider: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({
    client_id: 'frame-host',
    redirect_uri: redirectUri,
    state: 'st-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid email',
    ...extra,
  })
  return `${oauth.url}/${provider}/authorize?${q}`
}

async function codeFor(provider: string, extra: Record<string, string> = { auto: '1' }) {
  const res = await fetch(authorizeUrl(provider, extra), { redirect: 'manual' })
  expect(res.status).toBe(302)
  const location = new URL(res.headers.get('location') ?? '')
  return { code: location.searchParams.get('code') ?? '', location }
}

function exchange(provider: string, code: string, codeVerifier = verifier) {
  return fetch(`${oauth.url}/${provider}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'frame-host',
      code_verifier: codeVerifier,
    }),
  })
}

describe('OAuth stand-in (authorization code + PKCE)', () => {
  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])(
    'runs the %s flow: redirect with code and state, token with an id_token verifiable by the JWKS',
    async (provider) => {
      const { code, location } = await codeFor(provider)
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
      expect(location.searchParams.get('state')).toBe('st-1')
      const res = await exchange(provider, code)
      expect(res.status).toBe(200)
      const token = await res.json()
      expect(token.token_type).toBe('Bearer')
      const [h, p, s] = (token.id_token as string).split('.') as [string, string, string]
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
      expect(claims).toMatchObject({
        iss: `${oauth.url}/${provider}`,
        aud: 'frame-host',
        email: 'alice@devnet.test',
      })
      const { keys } = await (await fetch(`${oauth.url}/${provider}/jwks`)).json()
      const key = createPublicKey({ key: keys[0], format: 'jwk' })
      const ok = verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(s, 'base64url'),
      )
      expect(ok).toBe(true)
      const me = await fetch(`${oauth.url}/${provider}/userinfo`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      })
      expect((await me.json()).sub).toBe(`${provider}|alice`)
    },
  )

  it('picks the user named by login_hint', async () => {
    const { code } = await codeFor('google', { login_hint: 'bob' })
    const token = await (await exchange('google', code)).json()
    const claims = JSON.parse(Buffer.from(token.id_token.split('.')[1], 'base64url').toString())
    expect(claims.email).toBe('bob@devnet.test')
  })

  it('renders a consent page listing the test users, whose button redirects with a code', async () => {
    const html = await (await fetch(authorizeUrl('discord'))).text()
    expect(html).toContain('Carol Devnet')
    const href = /href="([^"]*user=carol[^"]*)"/.exec(html)?.[1]?.replaceAll('&#38;', '&') ?? ''
    const res = await fetch(`${oauth.url}${href}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy()
  })

  it('answers invalid_grant for a wrong code_verifier', async () => {
    const { code } = await codeFor('github')
    const res = await exchange('github', code, 'x'.repeat(43))
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('invalid_grant')
  })

  it('answers invalid_grant for a code used twice', async () => {
    const { code } = await codeFor('github')
    expect((await exchange('github', code)).status).toBe(200)
    const again = await exchange('github', code)
    expect(again.status).toBe(400)
    expect((await again.json()).error).toBe('invalid_grant')
  })

  it('answers invalid_grant for a code older than 5 minutes', async () => {
    const { code } = await codeFor('apple')
    now += 5 * 60 * 1000 + 1
    const res = await exchange('apple', code)
    expect((await res.json()).error).toBe('invalid_grant')
  })

  it('answers invalid_grant for a code exchanged at another provider', async () => {
    const { code } = await codeFor('google')
    expect((await (await exchange('github', code)).json()).error).toBe('invalid_grant')
  })

  it('answers 404 for an unknown provider and 400 for a missing code_challenge', async () => {
    expect((await fetch(authorizeUrl('myspace'))).status).toBe(404)
    const res = await fetch(
      `${oauth.url}/google/authorize?client_id=a&redirect_uri=${redirectUri}&state=s`,
    )
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toBe('missing query parameter(s): code_challenge')
  })

  it('answers 401 on userinfo without a valid access token', async () => {
    expect((await fetch(`${oauth.url}/google/userinfo`)).status).toBe(401)
  })
})

describe('Farcaster sign-in stand-in', () => {
  it('stays pending (202) until a test fid approves, then completes with a verifiable signature', async () => {
    const created = await fetch(`${oauth.url}/farcaster/channel`, {
      method: 'POST',
      body: JSON.stringify({ domain: 'localhost', nonce: 'abc12345' }),
    })
    expect(created.status).toBe(201)
    const { channelToken, url } = await created.json()
    const status = () =>
      fetch(`${oauth.url}/farcaster/channel/status`, {
        headers: { authorization: `Bearer ${channelToken}` },
      })
    const pending = await status()
    expect(pending.status).toBe(202)
    expect((await pending.json()).state).toBe('pending')
    expect(await (await fetch(url)).text()).toContain('@alice.devnet')
    await fetch(`${url}/approve?fid=1002`)
    const done = await (await status()).json()
    expect(done).toMatchObject({
      state: 'completed',
      fid: 1002,
      username: 'bob.devnet',
      nonce: 'abc12345',
    })
    expect(done.message).toContain('Nonce: abc12345')
    const address = custodyAccount(1002).address
    expect(await verifyMessage({ address, message: done.message, signature: done.signature })).toBe(
      true,
    )
  })

  it('answers 404 for an unknown channel and 401 without a channel token', async () => {
    expect((await fetch(`${oauth.url}/farcaster/channel/status?channelToken=nope`)).status).toBe(
      404,
    )
    expect((await fetch(`${oauth.url}/farcaster/channel/status`)).status).toBe(401)
  })
})
