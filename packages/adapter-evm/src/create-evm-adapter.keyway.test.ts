// @vitest-environment happy-dom
// The adapter behind core's client: connect through createKeyway, then a "page reload" (a new
// client and adapter on the same storage) restores the connection without a prompt (docs/connection.md#reconnecting-on-page-load).
import {
  type ChainDefinition,
  connect,
  createKeyway,
  createMemoryStorage,
  getAccount,
  initialize,
  type KeywayClient,
} from '@keyway/core'
import { announceEip6963 } from '@keyway/test'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './create-evm-adapter.js'
import { devnetNetworks, devnetWallet, testDevnet, walletInfo } from './devnet.test-helpers.js'

const devnet = testDevnet()
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function page(storage: ReturnType<typeof createMemoryStorage>) {
  const networks = devnetNetworks(devnet)
  const adapter = createEvmAdapter({ networks, window, storage })
  const client = createKeyway({
    adapters: [adapter],
    networks: networks as [ChainDefinition, ...ChainDefinition[]],
    storage,
    logger: { warn: () => undefined },
  })
  stops.push(() => {
    client.destroy()
    adapter.destroy()
  })
  return client
}

const evmAccount = (client: KeywayClient) => getAccount(client, { namespace: 'eip155' })

describe('with createKeyway', () => {
  it('connects an announced wallet and shows its address and chain in core state', async () => {
    const wallet = devnetWallet(devnet, 0)
    const info = walletInfo('K', '#123456')
    stops.push(announceEip6963(window, { info, provider: wallet }))
    const client = page(createMemoryStorage())
    expect(client.state.connector.connectors.map((c) => c.id)).toContain(info.rdns)
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    expect(evmAccount(client).address).toBe(wallet.address)
    expect(evmAccount(client).isConnected).toBe(true)
    expect(evmAccount(client).connector?.name).toBe(info.name)
  })

  it('restores the connection on the next page load without prompting', async () => {
    const wallet = devnetWallet(devnet, 0)
    const info = walletInfo('J', '#654321')
    stops.push(announceEip6963(window, { info, provider: wallet }))
    const storage = createMemoryStorage()
    await connect(page(storage), { connectorId: info.rdns, namespace: 'eip155' })
    const promptsBefore = wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length
    const reloaded = page(storage)
    await initialize(reloaded)
    expect(evmAccount(reloaded).isConnected).toBe(true)
    expect(evmAccount(reloaded).address).toBe(wallet.address)
    const promptsAfter = wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length
    expect(promptsAfter).toBe(promptsBefore)
  })

  it('leaves the client disconnected (and retryable) after a user rejection', async () => {
    const wallet = devnetWallet(devnet, 0, { reject: () => true })
    const info = walletInfo('I', '#abcdef')
    stops.push(announceEip6963(window, { info, provider: wallet }))
    const client = page(createMemoryStorage())
    await expect(connect(client, { connectorId: info.rdns, namespace: 'eip155' })).rejects.toThrow()
    expect(evmAccount(client).status).toBe('disconnected')
    wallet.setReject(undefined)
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    expect(evmAccount(client).isConnected).toBe(true)
  })

  it('follows a wallet-side disconnect into core state', async () => {
    const wallet = devnetWallet(devnet, 0)
    const info = walletInfo('H', '#00aa00')
    stops.push(announceEip6963(window, { info, provider: wallet }))
    const client = page(createMemoryStorage())
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    wallet.disconnectFromWallet()
    await expect.poll(() => evmAccount(client).isConnected).toBe(false)
  })
})
