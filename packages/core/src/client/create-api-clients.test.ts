import { describe, expect, it, vi } from 'vitest'
import { initialize } from '../actions/initialize.js'
import { loadWalletList } from '../actions/load-wallet-list.js'
import { openModal } from '../actions/open-modal.js'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testMainnet } from '../adapter/test-networks.js'
import { applyRemoteFeatures } from '../controllers/options-remote.js'
import { createApiClients, unavailableFeatures } from './create-api-clients.js'
import { type CreateKeywayParameters, createKeyway } from './create-keyway.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A fetch that answers every service of devnet's shape and records each URL asked. */
function recordingFetch(answers: { isAnalyticsEnabled?: boolean } = {}) {
  const urls: string[] = []
  const fetch = vi.fn(async (input: string) => {
    urls.push(String(input))
    const { pathname } = new URL(String(input))
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    if (pathname.endsWith('/getAnalyticsConfig')) {
      return json({ isAnalyticsEnabled: answers.isAnalyticsEnabled ?? false })
    }
    if (pathname.endsWith('/getWallets')) return json({ data: [], count: 0 })
    if (pathname.endsWith('/e')) return new Response(null, { status: 204 })
    return json({ features: {} })
  })
  return { fetch, urls }
}

function client(overrides: Partial<CreateKeywayParameters>) {
  return createKeyway({
    adapters: [createTestAdapter({ namespace: 'eip155' })],
    networks: [testMainnet],
    projectId: 'p1',
    logger: { warn: () => {} },
    ...overrides,
  })
}

describe('remote services are used only when named in endpoints', () => {
  it('a default app (project id, no endpoints) makes no request on load, open and wallet list', async () => {
    const { fetch, urls } = recordingFetch()
    const keyway = client({ fetch })
    await initialize(keyway)
    openModal(keyway)
    await loadWalletList(keyway)
    await settle()
    expect(urls).toEqual([])
    expect(keyway._internal.api).toMatchObject({
      blockchain: undefined,
      config: undefined,
      catalogue: undefined,
      analytics: undefined,
    })
  })

  it('each service is asked at its own base URL', async () => {
    const { fetch, urls } = recordingFetch()
    const keyway = client({
      fetch,
      endpoints: {
        config: 'http://127.0.0.1:7001',
        walletCatalogue: 'http://127.0.0.1:7002',
        analytics: 'http://127.0.0.1:7003',
      },
    })
    await initialize(keyway)
    await loadWalletList(keyway)
    const hosts = urls.map((url) => `${new URL(url).port}${new URL(url).pathname}`).sort()
    expect(hosts).toEqual(['7001/appkit/v1/config', '7002/getWallets', '7003/getAnalyticsConfig'])
  })
})

describe('analytics (docs/services.md#analytics-analytics: off unless its configuration says it is enabled)', () => {
  it('sends nothing when the analytics configuration says disabled', async () => {
    const { fetch, urls } = recordingFetch({ isAnalyticsEnabled: false })
    const keyway = client({ fetch, endpoints: { analytics: 'http://127.0.0.1:7003' } })
    await initialize(keyway)
    openModal(keyway)
    await settle()
    expect(urls.filter((url) => url.includes('/e?'))).toEqual([])
  })

  it('sends nothing before the configuration has answered, then sends once it said enabled', async () => {
    const { fetch, urls } = recordingFetch({ isAnalyticsEnabled: true })
    const keyway = client({ fetch, endpoints: { analytics: 'http://127.0.0.1:7003' } })
    openModal(keyway)
    await settle()
    expect(urls.filter((url) => new URL(url).pathname === '/e')).toEqual([])
    await initialize(keyway)
    openModal(keyway)
    // The analytics client's code loads on its first call (lazyService).
    await vi.waitFor(() =>
      expect(urls.filter((url) => new URL(url).pathname === '/e')).toHaveLength(1),
    )
    await settle()
    expect(urls.filter((url) => new URL(url).pathname === '/e')).toHaveLength(1)
  })

  it('`features.analytics: false` silences everything, the configuration request too', async () => {
    const { fetch, urls } = recordingFetch({ isAnalyticsEnabled: true })
    const keyway = client({
      fetch,
      endpoints: { analytics: 'http://127.0.0.1:7003' },
      features: { analytics: false },
    })
    await initialize(keyway)
    openModal(keyway)
    await settle()
    expect(urls).toEqual([])
  })

  it('asks the analytics configuration once per client', async () => {
    const { fetch } = recordingFetch()
    const api = createApiClients({
      endpoints: { analytics: 'http://127.0.0.1:7003' },
      projectId: 'p1',
      sdkType: 'keyway',
      sdkVersion: '0',
      fetch,
      now: () => 0,
      analyticsOff: false,
    })
    await Promise.all([api.loadAnalyticsConfig(), api.loadAnalyticsConfig()])
    await api.loadAnalyticsConfig()
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('features that need a missing service are hidden, with one warning', () => {
  it('hides activity, swaps, onramp, email, socials and All Wallets without endpoints', () => {
    const warn = vi.fn()
    const keyway = client({ logger: { warn } })
    expect(keyway.state.options.features).toMatchObject({
      activity: false,
      swaps: false,
      onramp: false,
      email: false,
      socials: false,
      allWallets: false,
      send: true,
    })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('blockchainApi (activity, swaps, onramp)')
    expect(warn.mock.calls[0]?.[0]).toContain('frameHost (email, socials)')
    expect(warn.mock.calls[0]?.[0]).toContain('walletCatalogue (allWallets)')
  })

  it('warns about nothing the dapp turned off itself', () => {
    const warn = vi.fn()
    client({
      logger: { warn },
      endpoints: { walletCatalogue: 'http://127.0.0.1:7002' },
      features: { activity: false, swaps: false, onramp: false, email: false, socials: false },
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it('a remote config cannot turn on a feature whose service is missing', () => {
    const keyway = client({ endpoints: { config: 'http://127.0.0.1:7001' } })
    applyRemoteFeatures(keyway._internal.options, { activity: true, email: true })
    expect(keyway.state.options.features.activity).toBe(false)
    expect(keyway.state.options.features.email).toBe(false)
  })

  it('lists the features and the missing services', () => {
    expect(unavailableFeatures({ blockchainApi: 'x', frameHost: 'y' }, {})).toEqual({
      features: ['allWallets'],
      missing: ['walletCatalogue'],
    })
  })
})
