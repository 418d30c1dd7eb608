import { createKeyway, openModal } from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, actUntil, renderHook } from '../testing/render.js'
import { useKeywayState } from './use-keyway-state.js'
import { useWalletList } from './use-wallet-list.js'

const CATALOGUE = [
  { id: 'w1', name: 'One' },
  { id: 'w2', name: 'Two' },
  { id: 'w3', name: 'Three' },
  { id: 'w4', name: 'Four' },
  { id: 'w5', name: 'Five' },
]

/** A configuration service answering /getWallets from CATALOGUE, counting the requests. */
function createCatalogueService(options: { fail?: () => boolean } = {}) {
  const requests: URL[] = []
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input))
    if (!url.pathname.endsWith('/getWallets')) return new Response('{}', { status: 404 })
    requests.push(url)
    if (options.fail?.()) return new Response('{"error":"down"}', { status: 400 })
    return new Response(JSON.stringify({ data: CATALOGUE, count: CATALOGUE.length }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch, requests }
}

/** One injected eip155 test wallet, and a wallet catalogue when a service is given. */
function createListClient(service?: ReturnType<typeof createCatalogueService>) {
  const adapter = createTestAdapter({ namespace: 'eip155' })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet],
    ...(service
      ? {
          projectId: 'p1',
          endpoints: { walletCatalogue: 'http://127.0.0.1:9001' },
          fetch: service.fetch,
        }
      : {}),
    onAlert: () => undefined,
    logger: { warn: () => undefined },
  })
  return { client, adapter }
}

/** Lets pending requests answer, inside act. */
const settle = () => actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)))

/**
 * Waits until the list's load has settled (the bundled fallback is a dynamic import, which a
 * loaded machine can take many timer turns to resolve).
 */
async function loaded(hook: { current: () => { status: string } }): Promise<void> {
  const settled = () => hook.current().status === 'loaded' || hook.current().status === 'error'
  await actUntil(settled)
  if (!settled()) throw new Error(`the wallet list did not load: ${hook.current().status}`)
}

describe('useWalletList', () => {
  it('lists the installed wallet, then the catalogue it loads on mount (docs/limits.md#features-and-defaults order)', async () => {
    const service = createCatalogueService()
    const { client } = createListClient(service)
    const hook = await renderHook(client, () => useWalletList())
    await loaded(hook)
    const list = hook.current()
    expect(list).toMatchObject({ status: 'loaded', catalogueCount: 5, error: undefined })
    expect(list.wallets.map((w) => [w.group, w.name, w.tag])).toEqual([
      ['injected', 'Test Wallet', 'installed'],
      ['recommended', 'One', undefined],
      ['recommended', 'Two', undefined],
      ['recommended', 'Three', undefined],
      ['recommended', 'Four', undefined],
    ])
    expect(list.wallets[0]?.connector?.id).toBe('eip155-injected')
    expect(service.requests).toHaveLength(1)
  })

  it("suggests core's bundled well-known wallets without a catalogue service", async () => {
    const { client } = createListClient()
    const hook = await renderHook(client, () => useWalletList())
    await loaded(hook)
    expect(hook.current()).toMatchObject({ status: 'loaded', catalogueCount: 0 })
    expect(hook.current().wallets.map((w) => w.group)).toEqual([
      'injected',
      'recommended',
      'recommended',
      'recommended',
      'recommended',
    ])
    expect(hook.current().wallets[0]?.key).toBe('eip155-injected')
  })

  it('follows a wallet announced after mount', async () => {
    const { client, adapter } = createListClient()
    const hook = await renderHook(client, () => useWalletList())
    await loaded(hook)
    await actAsync(() =>
      adapter.setConnectors([
        { id: 'eip155-injected', name: 'Test Wallet', chain: 'eip155', type: 'INJECTED' },
        {
          id: 'io.rabby',
          name: 'Rabby',
          chain: 'eip155',
          type: 'ANNOUNCED',
          info: { rdns: 'io.rabby' },
        },
      ]),
    )
    await settle()
    const installed = hook.current().wallets.filter((w) => w.group === 'injected')
    expect(installed.map((w) => [w.name, w.tag, w.connector?.id])).toEqual([
      ['Test Wallet', 'installed', 'eip155-injected'],
      ['Rabby', 'installed', 'io.rabby'],
    ])
  })

  it('reports a catalogue failure with the installed wallets kept, and retry() asks again', async () => {
    let failing = true
    const service = createCatalogueService({ fail: () => failing })
    const { client } = createListClient(service)
    const hook = await renderHook(client, () => useWalletList())
    await loaded(hook)
    expect(hook.current().status).toBe('error')
    expect(hook.current().error).toBeInstanceOf(Error)
    expect(hook.current().wallets.map((w) => w.group)).toEqual(['injected'])

    failing = false
    const answer = await actAsync(() => hook.current().retry())
    await settle()
    expect(answer).toMatchObject({ status: 'loaded', catalogueCount: 5 })
    expect(hook.current()).toMatchObject({ status: 'loaded', catalogueCount: 5, error: undefined })
    expect(service.requests).toHaveLength(2)
  })

  it('keeps the same wallets array while the list does not change', async () => {
    const { client } = createListClient()
    const hook = await renderHook(client, () => ({
      list: useWalletList(),
      state: useKeywayState(),
    }))
    await loaded({ current: () => hook.current().list })
    const before = hook.current().list.wallets
    const renders = hook.renders()
    await actAsync(() => openModal(client))
    expect(hook.renders()).toBeGreaterThan(renders)
    expect(hook.current().list.wallets).toBe(before)
  })

  it('loads once however often it renders', async () => {
    const service = createCatalogueService()
    const { client } = createListClient(service)
    const hook = await renderHook(client, () => ({
      list: useWalletList(),
      state: useKeywayState(),
    }))
    await loaded({ current: () => hook.current().list })
    await actAsync(() => openModal(client))
    await settle()
    expect(hook.current().list.status).toBe('loaded')
    expect(service.requests).toHaveLength(1)
  })
})
