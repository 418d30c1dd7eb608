import { describe, expect, it, vi } from 'vitest'
import { loadWalletList } from './load-wallet-list.js'
import { createActionTestClient, createCatalogueFetch } from './test-client.test-helpers.js'
import { watchWalletList } from './watch-wallet-list.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchWalletList', () => {
  it('reports a newly announced wallet and the catalogue arriving, and nothing else', async () => {
    const service = createCatalogueFetch([{ id: 'w1', name: 'One' }])
    const { client, evm } = createActionTestClient({
      projectId: 'p1',
      endpoints: { walletCatalogue: 'http://127.0.0.1:9001' },
      fetch: service.fetch,
    })
    const onChange = vi.fn()
    const unwatch = watchWalletList(client, { onChange })
    client._internal.theme.setThemeMode('dark')
    await settle()
    expect(onChange).not.toHaveBeenCalled()

    evm.setConnectors([
      { id: 'eip155-injected', name: 'Test Wallet', chain: 'eip155', type: 'INJECTED' },
      {
        id: 'io.rabby',
        name: 'Rabby',
        chain: 'eip155',
        type: 'ANNOUNCED',
        info: { rdns: 'io.rabby' },
      },
    ])
    await settle()
    expect(onChange.mock.calls.at(-1)?.[0].wallets.map((w: { key: string }) => w.key)).toContain(
      'io.rabby',
    )

    await loadWalletList(client)
    await settle()
    expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ status: 'loaded', catalogueCount: 1 })
    const calls = onChange.mock.calls.length
    unwatch()
    evm.setConnectors([])
    await settle()
    expect(onChange).toHaveBeenCalledTimes(calls)
  })
})
