import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { createConfigApiClient } from './config-api.js'
import type { FetchFn } from './http.js'

type Call = { url: URL; method: string }

function setup(
  respond: (call: Call) => Response | Promise<Response>,
  extra: { walletCatalogueBaseUrl?: string } = {},
) {
  const calls: Call[] = []
  const sleeps: number[] = []
  const fetch: FetchFn = async (input, init) => {
    const call = { url: new URL(input), method: init.method ?? 'GET' }
    calls.push(call)
    return respond(call)
  }
  const client = createConfigApiClient({
    baseUrl: 'https://config.test',
    projectId: 'p1',
    sdkType: 'keyway',
    sdkVersion: 'html-core-1.0.0',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    ...extra,
  })
  return { client, calls, sleeps }
}

const sdkParams = { projectId: 'p1', st: 'keyway', sv: 'html-core-1.0.0' }
const query = (call: Call | undefined) => Object.fromEntries(call?.url.searchParams ?? [])

describe('createConfigApiClient', () => {
  it('reads features from GET /appkit/v1/config with project and SDK parameters (docs/services.md#configuration-service-config)', async () => {
    const features = { email: true, socials: ['google' as const], activity: false }
    const { client, calls } = setup(() => Response.json({ features }))
    expect(await client.getProjectConfig()).toEqual(features)
    expect(calls[0]?.url.pathname).toBe('/appkit/v1/config')
    expect(query(calls[0])).toEqual(sdkParams)
  })

  it('reads allowedOrigins from GET /projects/v1/origins', async () => {
    const { client, calls } = setup(() => Response.json({ allowedOrigins: ['https://app.test'] }))
    expect(await client.getAllowedOrigins()).toEqual(['https://app.test'])
    expect(calls[0]?.url.pathname).toBe('/projects/v1/origins')
    expect(query(calls[0])).toEqual(sdkParams)
  })

  it.each([
    ['a 404', () => new Response('no', { status: 404 })],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['malformed JSON', () => new Response('<html>')],
    ['a malformed answer', () => Response.json({ allowedOrigins: 'https://app.test' })],
  ])(
    'returns an empty origin list on %s (docs/errors.md#fallbacks fallbacks)',
    async (_name, respond) => {
      const { client } = setup(respond)
      expect(await client.getAllowedOrigins()).toEqual([])
    },
  )

  it('returns an empty origin list after the retries of a 503 are spent', async () => {
    const { client, calls } = setup(() => new Response('busy', { status: 503 }))
    expect(await client.getAllowedOrigins()).toEqual([])
    expect(calls).toHaveLength(4)
  })

  it('returns an empty origin list when the caller aborts', async () => {
    const { client } = setup(() => Response.json({ allowedOrigins: ['x'] }))
    expect(await client.getAllowedOrigins({ signal: AbortSignal.abort() })).toEqual([])
  })

  it('asks GET /getWallets for 40 entries of page 1 by default (docs/limits.md#sizes)', async () => {
    const { client, calls } = setup(() =>
      Response.json({ data: [{ id: 'w1', name: 'W' }], count: 1 }),
    )
    expect(await client.getWallets()).toEqual({ data: [{ id: 'w1', name: 'W' }], count: 1 })
    expect(calls[0]?.url.pathname).toBe('/getWallets')
    expect(query(calls[0])).toEqual({ ...sdkParams, page: '1', entries: '40' })
  })

  it('sends the catalogue filters comma-separated and drops empty ones', async () => {
    const { client, calls } = setup(() => Response.json({ data: [], count: 0 }))
    await client.getWallets({
      page: 3,
      entries: 100,
      include: ['a', 'b'],
      exclude: [],
      search: '',
      badge_type: 'certified',
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(query(calls[0])).toEqual({
      ...sdkParams,
      page: '3',
      entries: '100',
      include: 'a,b',
      badge_type: 'certified',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('uses the wallet-catalogue base URL for wallets and images when given', async () => {
    const { client, calls } = setup(() => new Response('img'), {
      walletCatalogueBaseUrl: 'https://catalogue.test',
    })
    await client.getWalletImage({ id: 'w1' })
    expect(calls[0]?.url.origin).toBe('https://catalogue.test')
  })

  it.each([
    ['getWalletImage', '/getWalletImage/img-1'],
    ['getAssetImage', '/public/getAssetImage/img-1'],
    ['getCurrencyImage', '/public/getCurrencyImage/img-1'],
    ['getTokenImage', '/public/getTokenImage/img-1'],
  ] as const)('%s fetches %s as a Blob', async (method, path) => {
    const { client, calls } = setup(
      () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        }),
    )
    const blob = await client[method]({ id: 'img-1' })
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe('image/png')
    expect(blob.size).toBe(4)
    expect(calls[0]?.url.pathname).toBe(path)
    expect(query(calls[0])).toEqual(sdkParams)
  })

  it('fetches an image once and serves it from the cache afterwards', async () => {
    const { client, calls } = setup(() => new Response('img'))
    const first = await client.getWalletImage({ id: 'w1' })
    const [second, third] = await Promise.all([
      client.getWalletImage({ id: 'w1' }),
      client.getWalletImage({ id: 'w1' }),
    ])
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(calls).toHaveLength(1)
    await client.getTokenImage({ id: 'w1' })
    expect(calls).toHaveLength(2)
  })

  it('reads isAnalyticsEnabled from GET /getAnalyticsConfig', async () => {
    const { client, calls } = setup(() => Response.json({ isAnalyticsEnabled: true }))
    expect(await client.getAnalyticsConfig()).toBe(true)
    expect(calls[0]?.url.pathname).toBe('/getAnalyticsConfig')
    expect(query(calls[0])).toEqual(sdkParams)
  })

  it.each([
    ['a 500', () => new Response('', { status: 500 })],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a missing flag', () => Response.json({})],
    ['a non-boolean flag', () => Response.json({ isAnalyticsEnabled: 'yes' })],
  ])('turns analytics off on %s (docs/errors.md#fallbacks fallbacks)', async (_name, respond) => {
    const { client } = setup(respond)
    expect(await client.getAnalyticsConfig()).toBe(false)
  })

  it('lets the wallet list fail loudly (no silent fallback) and honours the abort signal', async () => {
    const { client } = setup(() => new Response('', { status: 404 }))
    await expect(client.getWallets()).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 404',
    })
    await expect(client.getWallets({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })
})
