/**
 * A connection context over real account, chain, connector and storage controllers and
 * two in-memory adapters (eip155, solana), for the rules' tests. Tracked events are
 * collected in `tracked`, in order.
 */
import { expect } from 'vitest'
import { createTestAdapter, type TestAdapter } from '../../adapter/test-adapter.js'
import { testArbitrum, testMainnet, testSolana } from '../../adapter/test-networks.js'
import type { ChainNamespace } from '../../chains/types.js'
import type { Account } from '../../types/account.js'
import type { Connector } from '../../types/connector.js'
import { createAccountController } from '../account.js'
import { createChainController } from '../chain.js'
import { createConnectorController } from '../connector.js'
import type { EventProperties } from '../events.js'
import { createStorageController } from '../storage.js'
import type { ConnectionContext, ConnectionControllerDeps, ConnectionEventName } from './context.js'

export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
export const FOUR_MINUTES = 4 * 60 * 1000

export const evmConnectors: Connector[] = [
  { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED' },
  { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
  { id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' },
  { id: 'rainbow', name: 'Rainbow', chain: 'eip155', type: 'ANNOUNCED', explorerId: 'rb-1' },
]
export const solanaConnectors: Connector[] = [
  { id: 'phantom', name: 'Phantom', chain: 'solana', type: 'ANNOUNCED' },
  { id: 'walletConnect', name: 'WalletConnect', chain: 'solana', type: 'WALLET_CONNECT' },
  { id: 'auth', name: 'Email', chain: 'solana', type: 'AUTH' },
]

export type TrackedConnectionEvent = { event: ConnectionEventName; properties: EventProperties }

export function setupConnection(
  options: {
    evmSessions?: string[]
    solanaSessions?: string[]
    evmAccounts?: Account[]
    platform?: ConnectionControllerDeps['platform']
    storage?: ReturnType<typeof createStorageController>
    extra?: Partial<ConnectionControllerDeps>
  } = {},
) {
  const storage = options.storage ?? createStorageController()
  const adapters: Partial<Record<ChainNamespace, TestAdapter>> = {
    eip155: createTestAdapter({
      namespace: 'eip155',
      connectors: evmConnectors,
      sessions: options.evmSessions,
      accounts: options.evmAccounts,
    }),
    solana: createTestAdapter({
      namespace: 'solana',
      connectors: solanaConnectors,
      sessions: options.solanaSessions,
    }),
  }
  const account = createAccountController()
  const chain = createChainController({
    networks: [testMainnet, testArbitrum, testSolana],
    storage,
  })
  const connector = createConnectorController({ storage })
  connector.setConnectors('eip155', evmConnectors)
  connector.setConnectors('solana', solanaConnectors)
  const clock = { now: 1_000_000 }
  const tracked: TrackedConnectionEvent[] = []
  const deps: ConnectionControllerDeps = {
    getAdapter: (ns) => adapters[ns],
    namespaces: () => ['eip155', 'solana'],
    account,
    chain,
    connector,
    storage,
    track: (event, properties) => {
      tracked.push({ event, properties })
    },
    now: () => clock.now,
    platform: options.platform,
    ...options.extra,
  }
  const ctx: ConnectionContext = {
    state: {
      connections: {},
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      wcError: false,
      buffering: false,
      recentWallet: undefined,
      status: {},
    },
    deps,
    pending: { walletConnect: undefined },
  }
  const evm = adapters.eip155 as TestAdapter
  const sol = adapters.solana as TestAdapter
  return { ctx, deps, storage, account, chain, connector, evm, sol, clock, tracked }
}

/** Asserts that `event` was tracked with these properties (an asymmetric matcher works). */
export function expectTracked(
  tracked: readonly TrackedConnectionEvent[],
  event: ConnectionEventName,
  properties: unknown,
): void {
  expect(tracked).toContainEqual({ event, properties })
}
