import { describe, expect, it } from 'vitest'
import { loadWalletList } from './load-wallet-list.js'
import { createActionTestClient, createCatalogueFetch } from './test-client.test-helpers.js'

const CATALOGUE = [
  { id: 'w1', name: 'One' },
  { id: 'w2', name: 'Two' },
  { id: 'w3', name: 'Three' },
  { id: 'w4', name: 'Four' },
  { id: 'w5', name: 'Five' },
  { id: 'w6', name: 'Six' },
]

function withCatalogue(options: { fail?: () => boolean; featuredWalletIds?: string[] } = {}) {
  const service = createCatalogueFetch(CATALOGUE, options)
  const setup = createActionTestClient({
    projectId: 'p1',
    endpoints: { walletCatalogue: 'http://127.0.0.1:9001' },
    fetch: service.fetch,
    featuredWalletIds: options.featuredWalletIds,
  })
  return { ...setup, calls: service.calls }
}

describe('loadWalletList', () => {
  it('adds 4 recommended catalogue wallets after the installed ones (docs/limits.md#sizes), with the count', async () => {
    const { client } = withCatalogue()
    const list = await loadWalletList(client)
    expect(list.status).toBe('loaded')
    expect(list.catalogueCount).toBe(6)
    expect(list.wallets.filter((w) => w.group === 'recommended').map((w) => w.key)).toEqual([
      'w1',
      'w2',
      'w3',
      'w4',
    ])
  })

  it('puts featured wallets before the recommended ones, never twice', async () => {
    const { client } = withCatalogue({ featuredWalletIds: ['w5'] })
    const list = await loadWalletList(client)
    const keys = list.wallets.map((w) => `${w.group}:${w.key}`)
    expect(keys.filter((k) => k.endsWith(':w5'))).toEqual(['featured:w5'])
    expect(keys.indexOf('featured:w5')).toBeLessThan(keys.indexOf('recommended:w1'))
  })

  it('shares one request between callers, and asks the service once per client', async () => {
    const { client, calls } = withCatalogue()
    await Promise.all([loadWalletList(client), loadWalletList(client)])
    await loadWalletList(client)
    expect(calls.filter((url) => url.pathname.endsWith('/getWallets'))).toHaveLength(1)
  })

  it('on a failure keeps the installed wallets, reports the error, and asks again next time', async () => {
    let failing = true
    const { client, calls } = withCatalogue({ fail: () => failing })
    const failed = await loadWalletList(client)
    expect(failed.status).toBe('error')
    expect(failed.error).toBeInstanceOf(Error)
    expect(failed.wallets.map((w) => w.group)).toEqual(['injected', 'injected'])
    failing = false
    const recovered = await loadWalletList(client)
    expect(recovered.status).toBe('loaded')
    expect(recovered.catalogueCount).toBe(6)
    expect(calls).toHaveLength(2)
  })

  it('without a catalogue service, suggests 4 bundled well-known wallets and asks nothing', async () => {
    const { client } = createActionTestClient({ fetch: () => Promise.reject(new Error('no')) })
    const list = await loadWalletList(client)
    expect(list.wallets.map((w) => `${w.group}:${w.key}`)).toEqual([
      'injected:eip155-injected',
      'injected:solana-injected',
      'recommended:metamask',
      'recommended:trust',
      'recommended:coinbase',
      'recommended:rainbow',
    ])
    expect(list.wallets[2]?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(list.catalogueCount).toBe(0)
  })

  it('without a catalogue service, an installed well-known wallet is not suggested again', async () => {
    const { client, evm } = createActionTestClient()
    evm.setConnectors([
      {
        id: 'io.metamask',
        name: 'MetaMask',
        chain: 'eip155',
        type: 'ANNOUNCED',
        info: { rdns: 'io.metamask' },
      },
    ])
    const list = await loadWalletList(client)
    expect(list.wallets.filter((w) => w.wallet.rdns === 'io.metamask').map((w) => w.group)).toEqual(
      ['injected'],
    )
  })
})
