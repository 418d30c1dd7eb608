/**
 * The suite's fixtures: every test gets the network guard (any non-loopback request fails
 * it), the devnet it runs against, page objects, and test wallets to inject.
 */

import {
  createTestEip1193Provider,
  type InstalledTestWallet,
  installTestWallets,
  type TestEip1193Provider,
  testWalletIcon,
} from '@keyway/test'
import {
  type BitcoinWalletFace,
  createTestBitcoinWallet,
  installTestBitcoinWallets,
  type TestBitcoinWallet,
} from '@keyway/test/bitcoin-wallet'
import {
  createTestSolanaWallet,
  installTestSolanaWallets,
  TEST_SOLANA_WALLET_ICON,
  type TestSolanaWallet,
} from '@keyway/test/solana-wallet'
import { test as base, expect } from '@playwright/test'
import { asWalletPage } from '../scripts/lib/wallet-page.js'
import { type E2eEnv, readE2eEnv } from './e2e-env.js'
import { installNetworkGuard } from './network-guard.js'
import { DemoPage } from './pages/demo-page.js'
import { ModalPage } from './pages/modal-page.js'

export type TestWalletSpec = {
  id: string
  name: string
  rdns: string
  color: string
  /** Which funded devnet account backs the wallet. */
  accountIndex: number
  /**
   * The wallet's user never answers the connection prompt: eth_requestAccounts and
   * wallet_requestPermissions stay pending, so ConnectingExternal stays on its waiting state.
   */
  leavePromptOpen?: boolean
  /** Funded devnet accounts the wallet shares too, listed after its own (several accounts). */
  alsoSharesAccounts?: readonly number[]
  /**
   * The wallet answers EIP-5792: 'unsupported' reports no atomic batching; 'supported' runs
   * each batch as one transaction through an EIP-7702 delegation to devnet's delegator.
   */
  atomicBatching?: 'unsupported' | 'supported' | undefined
}

function requireDelegator(address: `0x${string}` | undefined): `0x${string}` {
  if (!address) throw new Error('devnet runs no EIP7702StatelessDeleGator')
  return address
}

/** The methods that show a wallet's connection prompt. */
const PROMPT_METHODS = new Set(['eth_requestAccounts', 'wallet_requestPermissions'])

/** A provider whose connection prompt stays open: those requests never settle. */
function withPromptLeftOpen(provider: TestEip1193Provider): TestEip1193Provider {
  const left: TestEip1193Provider = Object.create(provider)
  Object.defineProperty(left, 'request', {
    value: (args: { method: string; params?: unknown }) =>
      PROMPT_METHODS.has(args.method) ? new Promise(() => undefined) : provider.request(args),
  })
  return left
}

/** The methods that answer the accounts the site may use. */
const ACCOUNT_METHODS = new Set(['eth_requestAccounts', 'eth_accounts'])

/** A provider that shares `addresses` after its own account (a wallet with several). */
function withSharedAccounts(
  provider: TestEip1193Provider,
  addresses: readonly string[],
): TestEip1193Provider {
  const shared: TestEip1193Provider = Object.create(provider)
  Object.defineProperty(shared, 'request', {
    value: async (args: { method: string; params?: unknown }) => {
      const result = await provider.request(args)
      const listed = ACCOUNT_METHODS.has(args.method) && Array.isArray(result) && result.length
      return listed ? [...result, ...addresses] : result
    },
  })
  return shared
}

/** A chain id the injected test wallets can switch to and the demo does not configure. */
export const UNLISTED_CHAIN_ID = 31339

export const TEST_WALLET: TestWalletSpec = {
  id: 'keyway-test',
  name: 'Keyway Test Wallet',
  rdns: 'dev.keyway.test-wallet',
  color: '#3b5bdb',
  accountIndex: 0,
}

export const SECOND_TEST_WALLET: TestWalletSpec = {
  id: 'keyway-test-2',
  name: 'Second Test Wallet',
  rdns: 'dev.keyway.second-wallet',
  color: '#2f9e44',
  accountIndex: 1,
}

export type TestSolanaWalletSpec = {
  id: string
  name: string
  /** Which funded devnet Solana account backs the wallet. */
  accountIndex: number
}

export const SOLANA_TEST_WALLET: TestSolanaWalletSpec = {
  id: 'keyway-solana-test',
  name: 'Keyway Solana Wallet',
  accountIndex: 0,
}

export type TestSolanaWallets = {
  /** Registers Wallet Standard wallets in the page (keys stay in the test process). */
  install(specs?: readonly TestSolanaWalletSpec[]): Promise<TestSolanaWallet[]>
}

export type TestBitcoinWalletSpec = {
  id: string
  name: string
  /** 'wallet-standard' (bitcoin:connect) or 'sats-connect' (window.btc_providers). */
  face: BitcoinWalletFace
  /** Seed of the wallet's keys (deterministic addresses). */
  seed: string
  /** Signs legacy "Bitcoin Signed Message" signatures only. */
  legacyOnly?: boolean
  /** sats-connect: the provider's dotted path from window. */
  providerId?: string
}

/** A Wallet Standard Bitcoin wallet (BIP-322 signatures). */
export const BITCOIN_TEST_WALLET: TestBitcoinWalletSpec = {
  id: 'keyway-bitcoin-test',
  name: 'Keyway Bitcoin Wallet',
  face: 'wallet-standard',
  seed: 'keyway-e2e-bitcoin',
}

/** A sats-connect-style (Xverse-like) Bitcoin wallet. */
export const SATS_CONNECT_TEST_WALLET: TestBitcoinWalletSpec = {
  id: 'keyway-sats-test',
  name: 'Keyway Sats Wallet',
  face: 'sats-connect',
  seed: 'keyway-e2e-sats',
  providerId: 'KeywaySatsTest.BitcoinProvider',
}

/** A Wallet Standard Bitcoin wallet that only makes legacy signatures. */
export const LEGACY_BITCOIN_TEST_WALLET: TestBitcoinWalletSpec = {
  id: 'keyway-bitcoin-legacy',
  name: 'Keyway Legacy Bitcoin Wallet',
  face: 'wallet-standard',
  seed: 'keyway-e2e-bitcoin-legacy',
  legacyOnly: true,
}

export type TestBitcoinWallets = {
  /** Puts Bitcoin wallets into the page (keys stay in the test process); before `demo.goto()`. */
  install(specs?: readonly TestBitcoinWalletSpec[]): Promise<TestBitcoinWallet[]>
}

export type TestWallets = {
  /** Injects wallets (announced over EIP-6963) into the page; call before `demo.goto()`. */
  install(specs?: readonly TestWalletSpec[]): Promise<TestEip1193Provider[]>
}

type Fixtures = {
  networkGuard: undefined
  demo: DemoPage
  modal: ModalPage
  wallets: TestWallets
  solanaWallets: TestSolanaWallets
  bitcoinWallets: TestBitcoinWallets
}

export const test = base.extend<Fixtures, { e2e: E2eEnv }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  e2e: [async ({}, use) => use(readE2eEnv()), { scope: 'worker' }],

  networkGuard: [
    async ({ context }, use) => {
      const guard = await installNetworkGuard(context)
      await use(undefined)
      expect(guard.violations, 'the page tried to reach a non-loopback host').toEqual([])
    },
    { auto: true },
  ],

  demo: async ({ page, e2e }, use) => use(new DemoPage(page, e2e.demoUrl)),

  modal: async ({ page }, use) => use(new ModalPage(page)),

  wallets: async ({ page, e2e }, use) => {
    const controller = new AbortController()
    const stops: (() => void)[] = []
    const chains = [
      { chainId: 31337, rpcUrl: e2e.devnet.urls.evmRpc, name: 'Devnet' },
      { chainId: 31338, rpcUrl: e2e.devnet.urls.evmRpc2, name: 'Devnet 2' },
      // A network the wallet knows and the demo does not configure (unsupported-chain).
      { chainId: UNLISTED_CHAIN_ID, rpcUrl: e2e.devnet.urls.evmRpc, name: 'Devnet unlisted' },
    ] as const
    await use({
      async install(specs = [TEST_WALLET]) {
        const installed: InstalledTestWallet[] = specs.map((spec) => {
          const account = e2e.devnet.accounts.evm[spec.accountIndex]
          if (!account) throw new Error(`devnet has no EVM account ${spec.accountIndex}`)
          const provider = createTestEip1193Provider({
            chains,
            privateKey: account.privateKey,
            signal: controller.signal,
            ...(spec.atomicBatching === 'unsupported' ? { atomicBatching: 'unsupported' } : {}),
            ...(spec.atomicBatching === 'supported'
              ? { atomicBatching: { delegator: requireDelegator(e2e.devnet.delegator7702) } }
              : {}),
          })
          return {
            id: spec.id,
            info: {
              uuid: `00000000-0000-4000-8000-00000000000${spec.accountIndex}`,
              name: spec.name,
              icon: testWalletIcon(spec.color, spec.name.charAt(0)),
              rdns: spec.rdns,
            },
            provider: spec.leavePromptOpen
              ? withPromptLeftOpen(provider)
              : spec.alsoSharesAccounts
                ? withSharedAccounts(
                    provider,
                    spec.alsoSharesAccounts.map((i) => {
                      const other = e2e.devnet.accounts.evm[i]
                      if (!other) throw new Error(`devnet has no EVM account ${i}`)
                      return other.address
                    }),
                  )
                : provider,
          }
        })
        stops.push(await installTestWallets(asWalletPage(page), { wallets: installed }))
        return installed.map((wallet) => wallet.provider)
      },
    })
    for (const stop of stops) stop()
    controller.abort()
  },

  solanaWallets: async ({ page, e2e }, use) => {
    const stops: (() => void)[] = []
    await use({
      async install(specs = [SOLANA_TEST_WALLET]) {
        const wallets = await Promise.all(
          specs.map(async (spec) => {
            const account = e2e.devnet.accounts.solana[spec.accountIndex]
            if (!account) throw new Error(`devnet has no Solana account ${spec.accountIndex}`)
            const wallet = await createTestSolanaWallet({
              secretKey: account.secretKey,
              rpcUrl: e2e.devnet.urls.solanaRpc,
            })
            return {
              id: spec.id,
              name: spec.name,
              icon: TEST_SOLANA_WALLET_ICON,
              chains: [e2e.devnet.solanaCaipNetworkId],
              wallet,
            }
          }),
        )
        stops.push(await installTestSolanaWallets(asWalletPage(page), { wallets }))
        return wallets.map((w) => w.wallet)
      },
    })
    for (const stop of stops) stop()
  },

  bitcoinWallets: async ({ page }, use) => {
    const stops: (() => void)[] = []
    await use({
      async install(specs = [BITCOIN_TEST_WALLET]) {
        const installed = specs.map((spec) => ({
          id: spec.id,
          face: spec.face,
          name: spec.name,
          providerId: spec.providerId,
          // Testnet first: the demo lists Bitcoin testnet before mainnet.
          wallet: createTestBitcoinWallet({
            secret: spec.seed,
            network: 'testnet',
            legacyOnly: spec.legacyOnly,
          }),
        }))
        stops.push(await installTestBitcoinWallets(asWalletPage(page), { wallets: installed }))
        return installed.map((w) => w.wallet)
      },
    })
    for (const stop of stops) stop()
  },
})

export { expect }
