import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createProjectRegistry } from '../projects.js'
import { type ConfigApi, startConfigApi } from './index.js'

let api: ConfigApi
let now = 1_000
const projects = createProjectRegistry([
  {
    id: 'p1',
    name: 'P1',
    allowedOrigins: ['http://localhost:5173'],
    features: { email: true, socials: ['google'], activity: true },
    analytics: true,
  },
  { id: 'quiet', name: 'Quiet', allowedOrigins: [], features: {}, analytics: false },
])
const sdk = 'st=appkit&sv=html-1.0.0'

beforeAll(async () => {
  api = await startConfigApi({ host: '127.0.0.1', port: 0, projects, now: () => now })
})
afterAll(() => api.stop())
beforeEach(async () => {
  await fetch(`${api.url}/__devnet/events`, { method: 'DELETE' })
})

const get = (path: string) => fetch(`${api.url}${path}`)

describe('config API: features and origins (docs/services.md#configuration-service-config)', () => {
  it('answers /appkit/v1/config with the project feature flags', async () => {
    const res = await get(`/appkit/v1/config?projectId=p1&${sdk}`)
    expect(await res.json()).toEqual({
      features: { email: true, socials: ['google'], activity: true },
    })
  })

  it('answers /projects/v1/origins with the allowed origins', async () => {
    const res = await get(`/projects/v1/origins?projectId=p1&${sdk}`)
    expect(await res.json()).toEqual({ allowedOrigins: ['http://localhost:5173'] })
  })

  it('refuses a missing projectId/st/sv with 400 and an unknown project with 403', async () => {
    const missing = await get('/appkit/v1/config?projectId=p1')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      error: { code: 'bad_request', message: 'missing query parameter(s): st, sv' },
    })
    const unknown = await get(`/appkit/v1/config?projectId=nope&${sdk}`)
    expect(unknown.status).toBe(403)
    expect((await unknown.json()).error.message).toBe('invalid project id')
  })

  it('lets a test change a project with PUT /__devnet/projects/{id}, seen by the next read', async () => {
    const put = await fetch(`${api.url}/__devnet/projects/p1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ features: { email: false }, allowedOrigins: ['https://dapp.test'] }),
    })
    expect(put.status).toBe(200)
    expect(await (await get(`/appkit/v1/config?projectId=p1&${sdk}`)).json()).toEqual({
      features: { email: false, socials: ['google'], activity: true },
    })
    expect(await (await get(`/projects/v1/origins?projectId=p1&${sdk}`)).json()).toEqual({
      allowedOrigins: ['https://dapp.test'],
    })
  })

  it('creates a new project with PUT (201) and refuses unknown fields with 400', async () => {
    const created = await fetch(`${api.url}/__devnet/projects/fresh`, {
      method: 'PUT',
      body: JSON.stringify({ features: { swaps: false } }),
    })
    expect(created.status).toBe(201)
    expect(projects.get('fresh')?.features).toEqual({ swaps: false })
    const bad = await fetch(`${api.url}/__devnet/projects/fresh`, {
      method: 'PUT',
      body: JSON.stringify({ features: { teleport: true } }),
    })
    expect(bad.status).toBe(400)
  })
})

describe('config API: wallet catalogue', () => {
  it('pages /getWallets 40 at a time by default with the total count', async () => {
    const body = (await (await get('/getWallets?page=2')).json()) as {
      data: { id: string }[]
      count: number
    }
    expect(body.data).toHaveLength(40)
    expect(body.count).toBe(api.catalogue.length)
    expect(body.data[0]?.id).toBe(api.catalogue[40]?.id)
  })

  it('takes include, exclude and chains as comma-separated lists', async () => {
    const [a, b] = api.catalogue
    const inc = await (await get(`/getWallets?include=${a?.id},${b?.id}`)).json()
    expect(inc.count).toBe(2)
    const exc = await (await get(`/getWallets?exclude=${a?.id},${b?.id}&entries=1`)).json()
    expect(exc.count).toBe(api.catalogue.length - 2)
    const sol = await (
      await get('/getWallets?chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    ).json()
    expect(sol.count).toBeLessThan(api.catalogue.length)
  })

  it('refuses a non-numeric page with 400', async () => {
    expect((await get('/getWallets?page=zero')).status).toBe(400)
  })

  it('serves a wallet image as cacheable SVG, and 404 for an unknown image id', async () => {
    const wallet = api.catalogue[0]
    const res = await get(`/getWalletImage/${wallet?.image_id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('max-age')
    expect(await res.text()).toContain('<svg')
    expect((await get('/getWalletImage/unknown')).status).toBe(404)
  })

  it('serves asset, currency and token images for any id', async () => {
    for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
      const res = await get(`/public/${kind}/USDC`)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(await res.text()).toContain('>US</text>')
    }
  })
})

describe('config API: analytics', () => {
  it('answers /getAnalyticsConfig from the project (off when the project says so)', async () => {
    expect(await (await get(`/getAnalyticsConfig?projectId=p1&${sdk}`)).json()).toEqual({
      isAnalyticsEnabled: true,
    })
    expect(await (await get(`/getAnalyticsConfig?projectId=quiet&${sdk}`)).json()).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  it('stores POST /e events and gives them back on /__devnet/events and analyticsEvents()', async () => {
    now = 5_000
    const event = {
      eventId: 'e1',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 4_000,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    const res = await fetch(`${api.url}/e?projectId=p1&${sdk}`, {
      method: 'POST',
      body: JSON.stringify(event),
    })
    expect(res.status).toBe(202)
    const { events } = await (await get('/__devnet/events?event=MODAL_OPEN')).json()
    expect(events).toEqual([
      { ...event, projectId: 'p1', st: 'appkit', sv: 'html-1.0.0', receivedAt: 5_000 },
    ])
    expect(api.analyticsEvents()).toHaveLength(1)
  })

  it('refuses an event without eventId/props with 400 and stores nothing', async () => {
    const res = await fetch(`${api.url}/e?projectId=p1&${sdk}`, {
      method: 'POST',
      body: JSON.stringify({ url: 'x' }),
    })
    expect(res.status).toBe(400)
    expect(api.analyticsEvents()).toHaveLength(0)
  })
})
