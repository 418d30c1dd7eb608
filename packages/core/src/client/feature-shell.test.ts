import { proxy } from 'valtio/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { createActionTestClient } from '../actions/test-client.test-helpers.js'
import type { AccountControllerState } from '../controllers/account.js'
import type { AccountSources, AskedFor } from './asked-for.js'
import type { FeatureControllers } from './create-feature-controllers.js'
import * as registryModule from './create-feature-controllers.js'
import { createFeatureShell, loadWithFirstAccount } from './feature-shell.js'

vi.mock('./create-feature-controllers.js', { spy: true })

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.mocked(registryModule.createFeatureControllers).mockClear()
})

describe('the feature registry of a client', () => {
  it('is not built for a first visit: every feature state is there from the start', async () => {
    const { client } = createActionTestClient()
    await flush()
    expect(registryModule.createFeatureControllers).not.toHaveBeenCalled()
    expect(client.state.balance.nativeBalance).toBeUndefined()
    expect(client.state.send.sendTokenAmount).toBeUndefined()
    expect(client._internal.transactions.state.transactions).toEqual([])
    expect(client._internal.swap.state.swap).toBeUndefined()
    expect(client._internal.onramp.state.onramp).toBeUndefined()
  })

  it('is built once the first account connects, over the states the client already has', async () => {
    const { client } = createActionTestClient()
    const balanceState = client.state.balance
    await connect(client, { connectorId: 'eip155-injected' })
    await vi.waitFor(() => expect(registryModule.createFeatureControllers).toHaveBeenCalledOnce())
    expect(client.state.balance).toBe(balanceState)
  })

  it('is built by the first call that needs it', async () => {
    const { client } = createActionTestClient()
    const controller = await client._internal.swap.load()
    expect(registryModule.createFeatureControllers).toHaveBeenCalledOnce()
    expect(client._internal.swap.current).toBe(controller)
    expect(client._internal.swap.state.swap).toBe(controller.state)
  })
})

/** A registry held back until `arrive`, recording what its calls were asked for. */
function heldRegistry() {
  const asked: (AskedFor | undefined)[] = []
  let current: AskedFor | undefined
  const registry = {
    whileAsked: <T>(subject: AskedFor, call: () => T): T => {
      current = subject
      try {
        return call()
      } finally {
        current = undefined
      }
    },
    balance: {
      fetchNativeBalance: vi.fn(async () => {
        asked.push(current)
        return '1'
      }),
      reset: vi.fn(),
    },
    transactions: {
      fetchTransactions: vi.fn(async () => {
        asked.push(current)
      }),
    },
    swap: { current: undefined, cancelQuote: vi.fn(), reset: vi.fn() },
    getNames: () => ({ resolveName: vi.fn(async () => '0xabc') }),
    resetBalances: vi.fn(),
    stopFeatures: vi.fn(),
  }
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const loadRegistry = vi.fn(async () => {
    await arrived
    return registry as unknown as FeatureControllers
  })
  return { registry, asked, arrive, loadRegistry }
}

/** Account and chain sources whose active account and network a test moves. */
function movableSources() {
  const active = { address: '0x1111111111111111111111111111111111111111' as string | undefined }
  const network = { caipNetworkId: 'eip155:1', nativeCurrency: { symbol: 'ETH' } }
  const sources = {
    account: { getAccountState: () => ({ address: active.address }) },
    chain: {
      state: { activeNamespace: 'eip155', activeCaipNetwork: network, chains: {} },
      isUnsupportedNetwork: () => false,
    },
  } as unknown as AccountSources
  return { active, network, sources }
}

describe('createFeatureShell', () => {
  it('starts a call made before the registry arrives for the account and network active when it was asked', async () => {
    const held = heldRegistry()
    const { active, network, sources } = movableSources()
    const shell = createFeatureShell({
      loadRegistry: held.loadRegistry,
      hasBlockchainApi: false,
      sources,
    })
    const balance = shell.balance.fetchNativeBalance()
    const history = shell.transactions.fetchTransactions(active.address)
    // The visitor disconnects and moves to another network while the code loads.
    active.address = undefined
    network.caipNetworkId = 'eip155:10'
    held.arrive()
    expect(await balance).toBe('1')
    await history
    expect(held.asked.map((subject) => [subject?.balance?.address, subject?.network])).toEqual([
      ['0x1111111111111111111111111111111111111111', 'eip155:1'],
      ['0x1111111111111111111111111111111111111111', 'eip155:1'],
    ])
    expect(held.loadRegistry).toHaveBeenCalledOnce()
  })

  it('makes the registry forget what a first fetch brings when the balances were reset meanwhile', async () => {
    const held = heldRegistry()
    const shell = createFeatureShell({
      loadRegistry: held.loadRegistry,
      hasBlockchainApi: false,
      sources: movableSources().sources,
    })
    const balance = shell.balance.fetchNativeBalance()
    shell.resetBalances()
    held.arrive()
    await balance
    expect(held.registry.resetBalances).toHaveBeenCalledOnce()
    // Once here, a call goes to it directly, with nothing pinned or reset.
    await shell.balance.fetchNativeBalance()
    expect(held.asked.at(-1)).toBeUndefined()
    expect(held.registry.resetBalances).toHaveBeenCalledOnce()
  })

  it('answers a token fetch whose code did not arrive with no list, marked unavailable, never a rejection', async () => {
    const { active, sources } = movableSources()
    const loadRegistry = vi.fn(async (): Promise<FeatureControllers> => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const shell = createFeatureShell({ loadRegistry, hasBlockchainApi: false, sources })
    await expect(shell.balance.fetchTokenBalances()).resolves.toEqual([])
    expect(shell.balance.state.tokenBalancesUnavailable).toBe(true)
    // With no account there is no list to mark; the load is tried again.
    shell.balance.state.tokenBalancesUnavailable = false
    active.address = undefined
    await expect(shell.balance.fetchTokenBalances()).resolves.toEqual([])
    expect(shell.balance.state.tokenBalancesUnavailable).toBe(false)
    expect(loadRegistry).toHaveBeenCalledTimes(2)
  })

  it('acts on nothing synchronously before the registry, and forwards once it is here', async () => {
    const held = heldRegistry()
    const shell = createFeatureShell({
      loadRegistry: held.loadRegistry,
      hasBlockchainApi: false,
      sources: movableSources().sources,
    })
    shell.swap.cancelQuote()
    shell.swap.reset()
    shell.balance.reset()
    expect(shell.swap.current).toBeUndefined()
    expect(held.loadRegistry).not.toHaveBeenCalled()
    // The Send form only writes its state: no registry for it.
    shell.send.setTokenAmount('2')
    expect(shell.send.state.sendTokenAmount).toBe('2')
    expect(held.loadRegistry).not.toHaveBeenCalled()

    const loading = shell.loadFeatures()
    held.arrive()
    await loading
    shell.swap.cancelQuote()
    shell.balance.reset()
    expect(held.registry.swap.cancelQuote).toHaveBeenCalledOnce()
    expect(held.registry.balance.reset).toHaveBeenCalledOnce()
  })

  it('stops the registry as it arrives when the client was destroyed while it loaded', async () => {
    const held = heldRegistry()
    const shell = createFeatureShell({
      loadRegistry: held.loadRegistry,
      hasBlockchainApi: false,
      sources: movableSources().sources,
    })
    const loading = shell.loadFeatures()
    shell.stopFeatures()
    held.arrive()
    await loading
    expect(held.registry.stopFeatures).toHaveBeenCalledOnce()
  })

  it('hands out names only with the blockchain API, loading the registry with the first lookup', async () => {
    const without = createFeatureShell({
      loadRegistry: heldRegistry().loadRegistry,
      hasBlockchainApi: false,
      sources: movableSources().sources,
    })
    expect(without.getNames()).toBeUndefined()
    expect(without.onramp.available).toBe(false)

    const held = heldRegistry()
    const shell = createFeatureShell({
      loadRegistry: held.loadRegistry,
      hasBlockchainApi: true,
      sources: movableSources().sources,
    })
    expect(shell.onramp.available).toBe(true)
    const resolving = shell.getNames()?.resolveName('alice.keyway')
    held.arrive()
    expect(await resolving).toBe('0xabc')
  })
})

describe('loadWithFirstAccount', () => {
  const accountState = (address?: string) =>
    proxy({
      byNamespace: { eip155: { address }, solana: { address: undefined } },
    } as unknown as AccountControllerState)

  it('loads at once for an account already shown (a returning visitor)', () => {
    const load = vi.fn()
    loadWithFirstAccount({ state: accountState('0x1') }, load)
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads once, when the first address appears, and not after unsubscribing', async () => {
    const load = vi.fn()
    const state = accountState()
    loadWithFirstAccount({ state }, load)
    await flush()
    expect(load).not.toHaveBeenCalled()
    state.byNamespace.eip155.address = '0x1'
    await flush()
    state.byNamespace.solana.address = 'So1'
    await flush()
    expect(load).toHaveBeenCalledOnce()

    const other = vi.fn()
    const second = accountState()
    loadWithFirstAccount({ state: second }, other)()
    second.byNamespace.eip155.address = '0x1'
    await flush()
    expect(other).not.toHaveBeenCalled()
  })
})
