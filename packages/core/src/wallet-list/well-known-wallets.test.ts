import { describe, expect, it } from 'vitest'
import { isAllowedUrlScheme } from '../validate/url.js'
import { WELL_KNOWN_WALLETS, wellKnownWalletsFor } from './well-known-wallets.js'

describe('the bundled well-known wallets', () => {
  it('each has a unique id and rdns, a homepage, a mobile link and a small icon', () => {
    expect(new Set(WELL_KNOWN_WALLETS.map((w) => w.id)).size).toBe(WELL_KNOWN_WALLETS.length)
    expect(new Set(WELL_KNOWN_WALLETS.map((w) => w.rdns)).size).toBe(WELL_KNOWN_WALLETS.length)
    for (const wallet of WELL_KNOWN_WALLETS) {
      expect(wallet.homepage && isAllowedUrlScheme(wallet.homepage)).toBe(true)
      expect(wallet.mobile_link).toMatch(/^(https:\/\/|[a-z]+:\/\/)/)
      expect(wallet.image_url).toMatch(/^data:image\/svg\+xml,/)
      expect(wallet.image_url?.length).toBeLessThan(600)
    }
  })

  it.each([
    [['eip155:31337'], ['metamask', 'trust', 'coinbase', 'rainbow', 'phantom']],
    [['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], ['trust', 'coinbase', 'phantom', 'solflare']],
    [['eip155:1', 'solana:x'], WELL_KNOWN_WALLETS.map((w) => w.id)],
    [['bip122:000000000019d6689c085ae165831e93'], []],
  ])('for networks %j lists %j', (chains, ids) => {
    expect(wellKnownWalletsFor(chains).map((w) => w.id)).toEqual(ids)
  })
})
