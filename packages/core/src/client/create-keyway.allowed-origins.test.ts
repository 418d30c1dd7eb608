// The project's allowed origins, checked when the client starts (initialize): a page whose
// origin is not on the list shows the invalid-app-configuration alert, in the modal's
// banner and through onAlert; a list that cannot be fetched blocks nothing.
import { describe, expect, it } from 'vitest'
import { initialize } from '../actions/initialize.js'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testMainnet } from '../adapter/test-networks.js'
import type { ConfigAlert } from '../controllers/options.js'
import { keywayHost } from '../exports/host.js'
import { createKeyway } from './create-keyway.js'

const CONFIG = 'http://config.test'

/** A client on a page at `origin`, whose configuration service answers `origins`. */
function clientAt(origin: string, origins: () => Response) {
  const alerts: ConfigAlert[] = []
  const requests: URL[] = []
  const client = createKeyway({
    adapters: [createTestAdapter({ namespace: 'eip155' })],
    networks: [testMainnet],
    projectId: 'p1',
    endpoints: { config: CONFIG },
    fetch: async (input) => {
      const url = new URL(String(input))
      requests.push(url)
      if (url.pathname === '/projects/v1/origins') return origins()
      return Response.json({ features: {} })
    },
    timers: { setTimeout: (fn: () => void) => setTimeout(fn, 0), clearTimeout },
    platform: { isTelegram: () => false, isIosSafari: () => false, origin: () => origin },
    onAlert: (alert) => alerts.push(alert),
    logger: { warn: () => undefined },
  })
  return { client, alerts, requests }
}

const allowing =
  (...allowedOrigins: string[]) =>
  () =>
    Response.json({ allowedOrigins })

describe('createKeyway: the allowed origins at start', () => {
  it("shows invalid-app-configuration when the page's origin is not on the list", async () => {
    const { client, alerts, requests } = clientAt(
      'https://evil.test',
      allowing('https://dapp.test'),
    )
    await initialize(client)
    const asked = requests.find((url) => url.pathname === '/projects/v1/origins')
    expect(asked?.searchParams.get('projectId')).toBe('p1')
    expect(alerts.map((alert) => alert.id)).toEqual(['invalid-app-configuration'])
    expect(alerts[0]?.error.details).toBe(
      "Origin https://evil.test is not on the project's allowed list",
    )
    // The same alert in the modal's banner, which stays until dismissed.
    expect(keywayHost(client).state.notification).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Invalid app configuration',
      autoClose: false,
    })
  })

  it('says nothing for a listed origin, exact or under a wildcard', async () => {
    for (const origin of ['https://dapp.test', 'https://app.dapp.test']) {
      const { client, alerts } = clientAt(
        origin,
        allowing('https://dapp.test', 'https://*.dapp.test'),
      )
      await initialize(client)
      expect(alerts).toEqual([])
      expect(keywayHost(client).state.notification.open).toBe(false)
    }
  })

  it('blocks nothing when the list cannot be fetched or is malformed', async () => {
    for (const answer of [
      () => new Response('{"error":"down"}', { status: 400 }),
      () => Response.json({ allowedOrigins: 'https://dapp.test' }),
    ]) {
      const { client, alerts } = clientAt('https://evil.test', answer)
      await initialize(client)
      expect(alerts).toEqual([])
    }
  })

  it('only the project-id alert, and no request, without a project id', async () => {
    const alerts: ConfigAlert[] = []
    const requests: string[] = []
    const client = createKeyway({
      adapters: [createTestAdapter({ namespace: 'eip155' })],
      networks: [testMainnet],
      endpoints: { config: CONFIG },
      fetch: async (input) => {
        requests.push(String(input))
        return Response.json({ allowedOrigins: ['https://dapp.test'] })
      },
      platform: {
        isTelegram: () => false,
        isIosSafari: () => false,
        origin: () => 'https://x.test',
      },
      onAlert: (alert) => alerts.push(alert),
      logger: { warn: () => undefined },
    })
    await initialize(client)
    expect(alerts.map((alert) => alert.id)).toEqual(['project-id-not-configured'])
    expect(keywayHost(client).state.notification.message).toBe('Project ID not configured')
    expect(requests).toEqual([])
  })
})
