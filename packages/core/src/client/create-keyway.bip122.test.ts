/**
 * A Bitcoin (bip122) wallet in a client: its payment and ordinals addresses, the payment
 * one active by default, switching between them (kept over wallet events and a reload), and
 * none of the eip155/solana features (balances, activity, names) asked of its adapter.
 */
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/get-account.js'
import { getActivity } from '../actions/get-activity.js'
import { getBalance } from '../actions/get-balance.js'
import { getTokenBalances } from '../actions/get-token-balances.js'
import { openModal } from '../actions/open-modal.js'
import { reconnect } from '../actions/reconnect.js'
import { switchAccount } from '../actions/switch-account.js'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testBitcoin, testMainnet } from '../adapter/test-networks.js'
import type { ChainAdapter } from '../adapter/types.js'
import { createMemoryStorage, type StorageLike } from '../controllers/storage.js'
import { AccountAddressRequiredError } from '../errors/account.js'
import type { Account } from '../types/account.js'
import { createKeyway, keywayHost } from './create-keyway.js'

const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ORDINALS = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
const NEXT_PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const NEXT_ORDINALS = 'bc1pxwww0ct9ue7e8tdnlmug5m2tamfn7q06sahstg39ys4c9f3340qqxrdu9k'
// The wallet reports the ordinals address first: core still picks the payment one.
const ACCOUNTS: Account[] = [
  { address: ORDINALS, type: 'ordinal' },
  { address: PAYMENT, type: 'payment' },
]
const CONNECTOR = 'bip122-injected'

function makeClient(
  options: { storage?: StorageLike; ordinalsByDefault?: boolean; sessions?: string[] } = {},
) {
  const btc = createTestAdapter({
    namespace: 'bip122',
    accounts: ACCOUNTS,
    sessions: options.sessions,
    balances: { [PAYMENT]: '1.5' },
    tokenBalances: { [PAYMENT]: { token: '1' } },
  })
  // What core would ask a names-capable adapter: recorded, so the test sees it never is.
  const nameLookups: string[] = []
  const adapter: ChainAdapter = Object.assign(btc, {
    getEnsName: async ({ address }: { address: string }) => {
      nameLookups.push(address)
      return null
    },
    resolveName: async ({ name }: { name: string }) => {
      nameLookups.push(name)
      return null
    },
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testBitcoin, testMainnet],
    storage: options.storage ?? createMemoryStorage(),
    logger: { warn: () => {} },
    now: () => 0,
    ...(options.ordinalsByDefault ? { defaultAccountTypes: { bip122: 'ordinal' as const } } : {}),
  })
  return { client, btc, nameLookups }
}

describe('a bip122 connection', () => {
  it('lists the payment and ordinals addresses and uses the payment one by default', async () => {
    const { client } = makeClient()
    const result = await connect(client, { connectorId: CONNECTOR })
    expect(result.address).toBe(PAYMENT)
    const account = getAccount(client)
    expect(account.address).toBe(PAYMENT)
    expect(account.caipAddress).toBe(`${testBitcoin.caipNetworkId}:${PAYMENT}`)
    expect(account.allAccounts).toEqual(ACCOUNTS)
  })

  it("uses the app's default account type when it makes ordinals the default", async () => {
    const { client } = makeClient({ ordinalsByDefault: true })
    await connect(client, { connectorId: CONNECTOR })
    expect(getAccount(client).address).toBe(ORDINALS)
  })

  it('switches to the ordinals address and back', async () => {
    const { client } = makeClient()
    await connect(client, { connectorId: CONNECTOR })
    expect(await switchAccount(client, { address: ORDINALS })).toEqual({
      namespace: 'bip122',
      address: ORDINALS,
    })
    expect(getAccount(client).address).toBe(ORDINALS)
    await switchAccount(client, { address: PAYMENT })
    expect(getAccount(client).address).toBe(PAYMENT)
  })

  it('keeps the chosen address when the wallet reports its accounts again', async () => {
    const { client, btc } = makeClient()
    await connect(client, { connectorId: CONNECTOR })
    await switchAccount(client, { address: ORDINALS })
    btc.emit('connect', {
      connectorId: CONNECTOR,
      address: PAYMENT,
      chainId: testBitcoin.id,
      accounts: ACCOUNTS,
    })
    expect(getAccount(client).address).toBe(ORDINALS)
  })

  it("takes both new addresses when the wallet's account changes", async () => {
    const { client, btc } = makeClient()
    await connect(client, { connectorId: CONNECTOR })
    await switchAccount(client, { address: ORDINALS })
    const next: Account[] = [
      { address: NEXT_PAYMENT, type: 'payment' },
      { address: NEXT_ORDINALS, type: 'ordinal' },
    ]
    // The wallet now shares another account's addresses; it reports the payment one.
    btc.getAccounts = async () => next
    btc.emit('accountChanged', {
      connectorId: CONNECTOR,
      address: NEXT_PAYMENT,
      chainId: testBitcoin.id,
    })
    await expect.poll(() => getAccount(client).allAccounts).toEqual(next)
    // The last choice (the old ordinals address) is gone: the payment one is in use.
    expect(getAccount(client).address).toBe(NEXT_PAYMENT)
  })

  it('keeps the chosen address over a reload, and forgets it on disconnect', async () => {
    const storage = createMemoryStorage()
    const first = makeClient({ storage, sessions: [CONNECTOR] })
    await connect(first.client, { connectorId: CONNECTOR })
    await switchAccount(first.client, { address: ORDINALS })

    const reloaded = makeClient({ storage, sessions: [CONNECTOR] })
    await reconnect(reloaded.client, { namespace: 'bip122' })
    expect(getAccount(reloaded.client).status).toBe('connected')
    expect(getAccount(reloaded.client).address).toBe(ORDINALS)

    await disconnect(reloaded.client)
    await connect(reloaded.client, { connectorId: CONNECTOR })
    expect(getAccount(reloaded.client).address).toBe(PAYMENT)
  })
})

describe('features a bip122 account does not have', () => {
  it('never asks its adapter for a balance or token balances, and shows no banner', async () => {
    const { client, btc } = makeClient()
    await connect(client, { connectorId: CONNECTOR })
    openModal(client)
    expect(await getBalance(client, { force: true })).toBeUndefined()
    expect((await getTokenBalances(client, { force: true })).balances).toEqual([])
    await switchAccount(client, { address: ORDINALS })
    await getTokenBalances(client)
    expect(btc.calls.getBalance).toEqual([])
    expect(btc.calls.getTokenBalances).toEqual([])
    const host = keywayHost(client)
    expect(host.state.balance.tokenBalancesUnavailable).toBe(false)
    expect(host.state.notification.open).toBe(false)
  })

  it('has no activity and asks no names', async () => {
    const { client, nameLookups } = makeClient()
    await connect(client, { connectorId: CONNECTOR })
    openModal(client)
    await expect(getActivity(client)).rejects.toBeInstanceOf(AccountAddressRequiredError)
    expect(nameLookups).toEqual([])
  })
})
