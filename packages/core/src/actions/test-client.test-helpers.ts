/** A client over in-memory test adapters, for the action tests. */
import { type Mock, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
import {
  type CreateKeywayParameters,
  createKeyway,
  type KeywayClient,
} from '../client/create-keyway.js'

type OnAlert = NonNullable<CreateKeywayParameters['onAlert']>

export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
export const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

export function createActionTestClient(overrides: Partial<CreateKeywayParameters> = {}) {
  const evm = createTestAdapter({ namespace: 'eip155', balances: { [EVM_ADDRESS]: '1.5' } })
  const solana = createTestAdapter({ namespace: 'solana' })
  const client = createKeyway({
    adapters: [evm, solana],
    networks: [testMainnet, testArbitrum, testSolana],
    logger: { warn: () => {} },
    now: () => 0,
    ...overrides,
  })
  return { client, evm, solana }
}

/**
 * A client on a page whose origin (https://evil.test) is not on the project's allowed list,
 * with the configuration service (and `endpoints`' others) answering: remote features that
 * turn reownBranding off, the allowed origins and analytics on. `requested` lists the paths
 * asked; `onAlert` sees the configuration alerts.
 */
export function createRemoteConfigTestClient(endpoints: CreateKeywayParameters['endpoints'] = {}): {
  client: KeywayClient
  onAlert: Mock<OnAlert>
  requested: string[]
} {
  const onAlert = vi.fn<OnAlert>()
  const requested: string[] = []
  const { client } = createActionTestClient({
    projectId: 'p1',
    endpoints: { config: 'http://127.0.0.1:9000', ...endpoints },
    onAlert,
    platform: {
      isTelegram: () => false,
      isIosSafari: () => false,
      origin: () => 'https://evil.test',
    },
    fetch: async (input: string) => {
      const url = new URL(String(input))
      requested.push(url.pathname)
      if (url.pathname === '/projects/v1/origins') {
        return Response.json({ allowedOrigins: ['https://dapp.test'] })
      }
      if (url.pathname === '/getAnalyticsConfig') {
        return Response.json({ isAnalyticsEnabled: true })
      }
      return Response.json({ features: { reownBranding: false } })
    },
  })
  return { client, onAlert, requested }
}

/** A configuration service answering /getWallets from `wallets`, counting the calls. */
export function createCatalogueFetch(
  wallets: readonly { id: string; name: string; rdns?: string }[],
  options: { fail?: () => boolean } = {},
) {
  const calls: URL[] = []
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input))
    calls.push(url)
    if (options.fail?.()) return new Response('{"error":"down"}', { status: 400 })
    if (!url.pathname.endsWith('/getWallets')) return new Response('{}', { status: 404 })
    const include = url.searchParams.get('include')?.split(',')
    const data = include ? wallets.filter((w) => include.includes(w.id)) : wallets
    return new Response(JSON.stringify({ data, count: data.length }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch, calls }
}
