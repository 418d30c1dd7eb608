import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../config.js'
import { DEFAULT_OAUTH_URL, resolveSocialConfig, SOCIAL_PROVIDERS } from './social-config.js'

describe('social login configuration', () => {
  it('defaults every provider and the Farcaster relay to devnet’s stand-in', () => {
    const config = resolveSocialConfig(readConfig({}).social)
    expect(DEFAULT_OAUTH_URL).toBe('http://127.0.0.1:8513')
    expect(config.farcasterUrl).toBe(DEFAULT_OAUTH_URL)
    for (const provider of SOCIAL_PROVIDERS) {
      expect(config.providers[provider]).toEqual({
        authorizeUrl: `${DEFAULT_OAUTH_URL}/${provider}/authorize`,
        tokenUrl: `${DEFAULT_OAUTH_URL}/${provider}/token`,
        userinfoUrl: `${DEFAULT_OAUTH_URL}/${provider}/userinfo`,
        clientId: 'keyway-frame-host',
        scope: 'openid email profile',
      })
    }
    expect(config.timeoutMs).toBe(10_000)
    expect(config.stateTtlMs).toBe(600_000)
  })

  it('reads OAUTH_URL, OAUTH_CLIENT_ID, OAUTH_PROVIDERS and FARCASTER_URL', () => {
    const config = resolveSocialConfig(
      readConfig({
        OAUTH_URL: 'https://oauth.example/',
        OAUTH_CLIENT_ID: 'wallet-1',
        OAUTH_PROVIDERS: JSON.stringify({
          github: {
            authorizeUrl: 'https://github.com/login/oauth/authorize',
            clientId: 'gh-1',
            clientSecret: 's3cret',
          },
        }),
        FARCASTER_URL: 'https://relay.example',
      }).social,
    )
    expect(config.providers.google.tokenUrl).toBe('https://oauth.example/google/token')
    expect(config.providers.google.clientId).toBe('wallet-1')
    expect(config.providers.github).toMatchObject({
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://oauth.example/github/token',
      clientId: 'gh-1',
      clientSecret: 's3cret',
    })
    expect(config.farcasterUrl).toBe('https://relay.example')
  })

  it.each([
    [{ OAUTH_URL: 'not a url' }, 'OAUTH_URL: OAUTH_URL must be a URL'],
    [{ OAUTH_PROVIDERS: '{' }, 'OAUTH_PROVIDERS: OAUTH_PROVIDERS must be a JSON object'],
    [{ OAUTH_PROVIDERS: '{"myspace":{}}' }, 'OAUTH_PROVIDERS: Unrecognized key: "myspace"'],
    [{ OAUTH_PROVIDERS: '{"google":{"tokenUrl":"nope"}}' }, /^OAUTH_PROVIDERS\.google\.tokenUrl: /],
    [{ OAUTH_PROVIDERS: '{"google":{"token":"x"}}' }, /^OAUTH_PROVIDERS\.google: /],
    [{ FARCASTER_URL: 'relay' }, 'FARCASTER_URL: FARCASTER_URL must be a URL'],
  ])('%j stops the process with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError)
    expect(() => readConfig(env)).toThrow(message)
  })
})
