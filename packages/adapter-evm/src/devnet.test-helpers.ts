/** Test-only: devnet's two anvil chains as Keyway networks, and a wallet per devnet account. */
import { type ChainDefinition, defineChain } from '@keyway/core'
import {
  type CreateTestEip1193ProviderParameters,
  createTestEip1193Provider,
  testWalletIcon,
} from '@keyway/test'
import { createStorage, type Storage } from '@wagmi/core'
import { afterEach, inject } from 'vitest'
import type { DevnetInfo } from './devnet-setup.test-helpers.js'

export type { DevnetInfo } from './devnet-setup.test-helpers.js'

/** The devnet the globalSetup started. */
export function testDevnet(): DevnetInfo {
  return inject('devnet')
}

export function devnetNetworks(devnet: DevnetInfo): [ChainDefinition, ChainDefinition] {
  const [first, second] = devnet.chains
  if (!first || !second) throw new Error('devnet has two EVM chains')
  const network = (chainId: number, rpcUrl: string, name: string) =>
    defineChain({
      id: chainId,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      // Two URLs for one node, so tests can see that every rpc URL reaches the wallet.
      rpcUrls: { default: { http: [rpcUrl, `${rpcUrl}/`] } },
      blockExplorers: {
        default: { name: 'Devnet Explorer', url: `http://127.0.0.1/explorer/${chainId}` },
      },
      testnet: true,
      chainNamespace: 'eip155',
      caipNetworkId: `eip155:${chainId}`,
    })
  return [
    network(first.chainId, first.rpcUrl, 'Devnet'),
    network(second.chainId, second.rpcUrl, 'Devnet 2'),
  ]
}

export function devnetAccount(devnet: DevnetInfo, index: number) {
  const account = devnet.accounts[index]
  if (!account) throw new Error(`no devnet account ${index}`)
  return account
}

export function devnetWallet(
  devnet: DevnetInfo,
  index: number,
  extra: Partial<CreateTestEip1193ProviderParameters> = {},
) {
  const [first, ...rest] = devnet.chains
  if (!first) throw new Error('devnet has no EVM chain')
  return createTestEip1193Provider({
    chains: [first, ...rest],
    privateKey: devnetAccount(devnet, index).privateKey,
    ...extra,
  })
}

export function walletInfo(letter: string, color: string) {
  return {
    uuid: `00000000-0000-4000-8000-0000000000${letter.charCodeAt(0).toString(16).padStart(2, '0')}`,
    name: `Wallet ${letter}`,
    icon: testWalletIcon(color, letter),
    rdns: `dev.keyway.wallet-${letter.toLowerCase()}`,
  }
}

/** wagmi storage over an in-memory map: what a page keeps between two visits in a test. */
export function memoryWagmiStorage(): Storage {
  const items = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  })
}

/**
 * A test file's devnet set-up: the devnet, its networks as createWagmiAdapter takes them, and
 * `stops` (watchers, adapters) that run after each test of the file. Call it at module level.
 */
export function devnetTestFile(): {
  devnet: DevnetInfo
  networks: [ChainDefinition, ...ChainDefinition[]]
  stops: (() => void)[]
} {
  const devnet = testDevnet()
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })
  return { devnet, networks: devnetNetworks(devnet), stops }
}
