import { describe, expect, it, vi } from 'vitest'
import type { GetWalletsParameters } from '../api/config-api.js'
import type { WalletCatalogueEntry, WalletCatalogueResponse } from '../api/types.js'
import { createWalletCatalogue, type WalletCatalogue } from './wallet-catalogue.js'

const entry = (id: string): WalletCatalogueEntry => ({ id, name: id.toUpperCase() })
const PAGE: WalletCatalogueResponse = { data: [entry('a'), entry('b')], count: 612 }
const CHAINS = ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

type Request = {
  parameters: GetWalletsParameters
  resolve: (value: WalletCatalogueResponse) => void
  reject: (error: unknown) => void
}

/** A configuration service that answers when the test says so, and counts what it is asked. */
function fakeApi() {
  const requests: Request[] = []
  const api = {
    getWallets: (parameters: GetWalletsParameters = {}) =>
      new Promise<WalletCatalogueResponse>((resolve, reject) => {
        requests.push({ parameters, resolve, reject })
        parameters.signal?.addEventListener('abort', () => reject(parameters.signal?.reason))
      }),
  }
  const last = () => {
    const request = requests.at(-1)
    if (!request) throw new Error('nothing was asked')
    return request
  }
  return { api, requests, last }
}

/** Lets promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWalletCatalogue: the first page', () => {
  it('asks once for 40 wallets of the configured chains, shared by every caller and getPage(1)', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api, chains: CHAINS })
    const first = catalogue.getFirstPage()
    const again = catalogue.getFirstPage()
    const viaPage = catalogue.getPage(1, { signal: new AbortController().signal })
    expect(service.requests).toHaveLength(1)
    expect(service.last().parameters).toEqual({ page: 1, entries: 40, chains: CHAINS })
    service.last().resolve(PAGE)
    expect(await Promise.all([first, again, viaPage])).toEqual([PAGE, PAGE, PAGE])
    await catalogue.getFirstPage()
    expect(service.requests).toHaveLength(1)
  })

  it('hands out the first page synchronously once it has arrived, so a view renders it in its first frame', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const pending = catalogue.getFirstPage()
    expect(catalogue.loadedFirstPage()).toBeUndefined()
    service.last().resolve(PAGE)
    await pending
    expect(catalogue.loadedFirstPage()).toBe(PAGE)
  })

  it('records idle, loading and loaded in state', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    expect(catalogue.state.firstPage).toEqual({ status: 'idle' })
    const pending = catalogue.getFirstPage()
    expect(catalogue.state.firstPage).toEqual({ status: 'loading' })
    service.last().resolve(PAGE)
    await pending
    expect(catalogue.state.firstPage).toEqual({ status: 'loaded' })
  })

  it('keeps no first page after a failure, records the error, and asks again', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const failed = catalogue.getFirstPage()
    const error = new Error('HTTP status code: 500')
    service.last().reject(error)
    await expect(failed).rejects.toBe(error)
    expect(catalogue.loadedFirstPage()).toBeUndefined()
    expect(catalogue.state.firstPage).toEqual({ status: 'error', error })

    const again = catalogue.getFirstPage()
    expect(service.requests).toHaveLength(2)
    expect(catalogue.state.firstPage).toEqual({ status: 'loading' })
    service.last().resolve(PAGE)
    await expect(again).resolves.toBe(PAGE)
    expect(catalogue.state.firstPage).toEqual({ status: 'loaded' })
  })

  it('records a failure that is not an Error as one', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const failed = catalogue.getFirstPage()
    service.last().reject('offline')
    await expect(failed).rejects.toBe('offline')
    expect(catalogue.state.firstPage.error).toEqual(new Error('offline'))
  })
})

describe('createWalletCatalogue: featured wallets', () => {
  it('asks once with include for as many entries, keeps the order given and skips ids the catalogue lacks', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api, chains: CHAINS })
    expect(catalogue.loadedFeatured(['a', 'x', 'b'])).toBeUndefined()
    const pending = catalogue.getFeatured(['a', 'x', 'b'])
    expect(catalogue.state.featured).toEqual({ status: 'loading' })
    expect(service.last().parameters).toEqual({
      page: 1,
      entries: 3,
      include: ['a', 'x', 'b'],
      chains: CHAINS,
    })
    // The service answers in its own order.
    service.last().resolve({ data: [entry('b'), entry('a')], count: 2 })
    const wallets = await pending
    expect(wallets.map((w) => w.id)).toEqual(['a', 'b'])
    expect(catalogue.loadedFeatured(['a', 'x', 'b'])).toBe(wallets)
    expect(catalogue.state.featured).toEqual({ status: 'loaded' })
    await expect(catalogue.getFeatured(['a', 'x', 'b'])).resolves.toBe(wallets)
    expect(service.requests).toHaveLength(1)
  })

  it('asks nothing for no ids', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    expect(catalogue.loadedFeatured([])).toEqual([])
    expect(await catalogue.getFeatured([])).toEqual([])
    expect(service.requests).toHaveLength(0)
    expect(catalogue.state.featured).toEqual({ status: 'loaded' })
  })

  it('keeps nothing after a failure, records the error, and asks again', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const failed = catalogue.getFeatured(['a'])
    const error = new Error('HTTP status code: 503')
    service.last().reject(error)
    await expect(failed).rejects.toBe(error)
    expect(catalogue.loadedFeatured(['a'])).toBeUndefined()
    expect(catalogue.state.featured).toEqual({ status: 'error', error })
    const again = catalogue.getFeatured(['a'])
    service.last().resolve({ data: [entry('a')], count: 1 })
    expect((await again).map((w) => w.id)).toEqual(['a'])
    expect(service.requests).toHaveLength(2)
  })

  it('records the state of the ids last asked for, not of an earlier request settling later', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const earlier = catalogue.getFeatured(['a'])
    const [earlierRequest] = service.requests
    const latest = catalogue.getFeatured(['b'])
    service.last().resolve({ data: [entry('b')], count: 1 })
    await latest
    earlierRequest?.reject(new Error('late failure'))
    await expect(earlier).rejects.toThrow('late failure')
    expect(catalogue.state.featured).toEqual({ status: 'loaded' })
    expect(catalogue.loadedFeatured(['b'])?.map((w) => w.id)).toEqual(['b'])
  })
})

describe('createWalletCatalogue: retry', () => {
  it('asks again for the first page and the featured wallets that failed, and records the outcome', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const first = catalogue.getFirstPage().catch(() => undefined)
    service.last().reject(new Error('HTTP status code: 500'))
    const featured = catalogue.getFeatured(['a']).catch(() => undefined)
    service.last().reject(new Error('HTTP status code: 500'))
    await Promise.all([first, featured])
    expect([catalogue.state.firstPage.status, catalogue.state.featured.status]).toEqual([
      'error',
      'error',
    ])

    const retried = catalogue.retry()
    expect(service.requests.map((r) => r.parameters.include)).toEqual([
      undefined,
      ['a'],
      undefined,
      ['a'],
    ])
    expect(catalogue.state.firstPage.status).toBe('loading')
    service.requests[2]?.resolve(PAGE)
    service.requests[3]?.reject(new Error('still down'))
    await retried
    expect(catalogue.loadedFirstPage()).toBe(PAGE)
    expect(catalogue.state.firstPage).toEqual({ status: 'loaded' })
    expect(catalogue.state.featured).toEqual({ status: 'error', error: new Error('still down') })
  })

  it('asks nothing when nothing failed', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    await catalogue.retry()
    const pending = catalogue.getFirstPage()
    await catalogue.retry().then(
      () => undefined,
      () => undefined,
    )
    expect(service.requests).toHaveLength(1)
    service.last().resolve(PAGE)
    await pending
    await catalogue.retry()
    expect(service.requests).toHaveLength(1)
  })
})

/** The requests shared while in flight, each with what it asks the service. */
const keyed: {
  kind: string
  ask: (catalogue: WalletCatalogue, key: string, signal?: AbortSignal) => Promise<unknown>
  parameters: (key: string) => GetWalletsParameters
}[] = [
  {
    kind: 'a page after the first',
    ask: (catalogue, key, signal) => catalogue.getPage(Number(key), { signal }),
    parameters: (key) => ({ page: Number(key), entries: 40, chains: CHAINS }),
  },
  {
    kind: 'a search (100 entries)',
    ask: (catalogue, key, signal) => catalogue.search(key, { signal }),
    parameters: (key) => ({ page: 1, entries: 100, search: key, chains: CHAINS }),
  },
  {
    kind: 'the featured wallets',
    ask: (catalogue, key) => catalogue.getFeatured([key]),
    parameters: (key) => ({ page: 1, entries: 1, include: [key], chains: CHAINS }),
  },
]

describe.each(keyed)('createWalletCatalogue: $kind', ({ ask, parameters }) => {
  const answer = (request: Request | undefined, id: string) =>
    request?.resolve({ data: [entry(id)], count: 1 })

  it('asks the service once per key while a request is in flight', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api, chains: CHAINS })
    const asked = [ask(catalogue, '2'), ask(catalogue, '2'), ask(catalogue, '3')]
    // Pages and searches load their code with the first of them: wait until the service is asked.
    await vi.waitFor(() => expect(service.requests.length).toBeGreaterThan(0))
    expect(service.requests.map(({ parameters: { signal: _, ...rest } }) => rest)).toEqual([
      parameters('2'),
      parameters('3'),
    ])
    answer(service.requests[0], '2')
    answer(service.requests[1], '3')
    await Promise.all(asked)
  })

  it('asks again once a failed request has settled', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api, chains: CHAINS })
    const failed = ask(catalogue, '2')
    await vi.waitFor(() => expect(service.requests).toHaveLength(1))
    service.last().reject(new Error('HTTP status code: 502'))
    await expect(failed).rejects.toThrow('502')
    const again = ask(catalogue, '2')
    await vi.waitFor(() => expect(service.requests).toHaveLength(2))
    answer(service.last(), '2')
    await again
  })
})

describe.each(keyed.slice(0, 2))('createWalletCatalogue: aborting $kind', ({ ask }) => {
  it('ends only the aborted wait while another caller still waits', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const leaving = new AbortController()
    const staying = new AbortController()
    const left = ask(catalogue, '2', leaving.signal)
    const stayed = ask(catalogue, '2', staying.signal)
    leaving.abort(new Error('left'))
    await expect(left).rejects.toThrow('left')
    expect(service.last().parameters.signal?.aborted).toBe(false)
    service.last().resolve(PAGE)
    await expect(stayed).resolves.toBe(PAGE)
    expect(service.requests).toHaveLength(1)
  })

  it('aborts the request when every caller has left, and the next caller asks anew', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const controller = new AbortController()
    const left = ask(catalogue, '2', controller.signal)
    await vi.waitFor(() => expect(service.requests).toHaveLength(1))
    controller.abort(new Error('left'))
    await expect(left).rejects.toThrow('left')
    expect(service.last().parameters.signal?.aborted).toBe(true)
    const again = ask(catalogue, '2')
    await vi.waitFor(() => expect(service.requests).toHaveLength(2))
    service.last().resolve(PAGE)
    await expect(again).resolves.toBe(PAGE)
  })

  it('keeps going for a caller without a signal', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    const controller = new AbortController()
    const kept = ask(catalogue, '2')
    const left = ask(catalogue, '2', controller.signal)
    controller.abort(new Error('left'))
    await expect(left).rejects.toThrow('left')
    await settle()
    expect(service.last().parameters.signal?.aborted).toBe(false)
    service.last().resolve(PAGE)
    await expect(kept).resolves.toBe(PAGE)
  })

  it('asks nothing with a signal already aborted', async () => {
    const service = fakeApi()
    const catalogue = createWalletCatalogue({ api: service.api })
    await expect(ask(catalogue, '2', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone')
    expect(service.requests).toHaveLength(0)
  })
})

describe('createWalletCatalogue: the code of the pages and the search', () => {
  it('loads with the first page after the first, not for the first page or the featured wallets', async () => {
    const service = fakeApi()
    let loads = 0
    const catalogue = createWalletCatalogue({
      api: service.api,
      loadPages: () => {
        loads += 1
        return import('./catalogue-pages.js')
      },
    })
    const first = catalogue.getFirstPage()
    service.last().resolve(PAGE)
    const featured = catalogue.getFeatured(['a'])
    service.last().resolve({ data: [entry('a')], count: 1 })
    await Promise.all([first, featured])
    expect(loads).toBe(0)
    const second = catalogue.getPage(2)
    const searched = catalogue.search('rain')
    await vi.waitFor(() => expect(service.requests).toHaveLength(4))
    for (const request of service.requests.slice(2)) request.resolve(PAGE)
    await Promise.all([second, searched])
    expect(loads).toBe(1)
  })

  it('rejects a page with the failed load when its code does not arrive (offline), keeps the state, and loads it again with the next', async () => {
    const service = fakeApi()
    const offline = new TypeError('Failed to fetch dynamically imported module')
    let arrives = false
    const catalogue = createWalletCatalogue({
      api: service.api,
      loadPages: () => (arrives ? import('./catalogue-pages.js') : Promise.reject(offline)),
    })
    await expect(catalogue.getPage(2)).rejects.toBe(offline)
    await expect(catalogue.search('rain')).rejects.toBe(offline)
    expect(service.requests).toHaveLength(0)
    expect(catalogue.state).toEqual({ firstPage: { status: 'idle' }, featured: { status: 'idle' } })
    arrives = true
    const again = catalogue.getPage(2)
    await vi.waitFor(() => expect(service.requests).toHaveLength(1))
    service.last().resolve(PAGE)
    await expect(again).resolves.toBe(PAGE)
  })
})

describe('createWalletCatalogue without a configuration service (no project id)', () => {
  it.each<[string, (catalogue: WalletCatalogue) => Promise<unknown>, unknown]>([
    ['the first page', (catalogue) => catalogue.getFirstPage(), { data: [], count: 0 }],
    ['a page', (catalogue) => catalogue.getPage(2), { data: [], count: 0 }],
    ['a search', (catalogue) => catalogue.search('rain'), { data: [], count: 0 }],
    ['the featured wallets', (catalogue) => catalogue.getFeatured(['a']), []],
  ])('%s is empty', async (_, ask, empty) => {
    const catalogue = createWalletCatalogue({ api: undefined })
    await expect(ask(catalogue)).resolves.toEqual(empty)
  })

  it('records the first page as loaded, so a view has nothing to wait for', async () => {
    const catalogue = createWalletCatalogue({ api: undefined })
    await catalogue.getFirstPage()
    expect(catalogue.state.firstPage).toEqual({ status: 'loaded' })
    expect(catalogue.loadedFirstPage()).toEqual({ data: [], count: 0 })
  })
})
