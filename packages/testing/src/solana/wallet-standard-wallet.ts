/**
 * The Wallet Standard face of the test wallet, and its registration on a window through
 * the standard's window events (`wallet-standard:register-wallet` /
 * `wallet-standard:app-ready`), exactly as an extension registers: the app finds it
 * whether it starts before or after the wallet.
 */
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  type CreateTestSolanaWalletParameters,
  createTestSolanaWallet,
  type TestSolanaWallet,
} from './keypair-wallet.js'

export const TEST_SOLANA_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="24" fill="#9945ff"/></svg>',
)}`

export type TestWalletStandardOptions = {
  name?: string | undefined
  icon?: WalletIcon | undefined
  /** Solana chains the wallet lists (Wallet Standard names or CAIP-2 ids). */
  chains?: readonly IdentifierString[] | undefined
  /** eip155 chains too: a dual-namespace wallet. */
  eip155Chains?: readonly IdentifierString[] | undefined
  /** A non-standard rdns on the wallet object, as some multi-chain wallets carry. */
  rdns?: string | undefined
}

const SOLANA_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

export function toWalletStandardWallet(
  testWallet: TestSolanaWallet,
  options: TestWalletStandardOptions = {},
): Wallet {
  const solanaChains = options.chains ?? ['solana:localnet']
  const chains = [...solanaChains, ...(options.eip155Chains ?? [])]
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>()
  const account = (): WalletAccount =>
    Object.freeze({
      address: testWallet.address,
      publicKey: testWallet.publicKey,
      chains: solanaChains,
      features: SOLANA_FEATURES,
    })
  const accounts = (): readonly WalletAccount[] => (testWallet.authorized ? [account()] : [])
  testWallet.onChange(() => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  })

  const wallet = {
    version: '1.0.0' as const,
    name: options.name ?? 'Keyway Test Solana Wallet',
    icon: options.icon ?? TEST_SOLANA_WALLET_ICON,
    chains,
    get accounts() {
      return accounts()
    },
    ...(options.rdns ? { rdns: options.rdns } : {}),
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          await testWallet.connect(input?.silent === true)
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => testWallet.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (p: { accounts: readonly WalletAccount[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: await testWallet.signMessage(message),
            })),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ transaction }) => ({
              signedTransaction: await testWallet.signTransaction(transaction),
            })),
          ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ transaction }) => ({
              signature: await testWallet.signAndSendTransaction(transaction),
            })),
          ),
      },
    },
  }
  return wallet as unknown as Wallet
}

/** The part of `window` registration uses. */
export type WalletRegistrationWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  CustomEvent?: typeof CustomEvent | undefined
}

type RegisterApi = { register(...wallets: Wallet[]): () => void }

/** Registers `wallet` on `win`; returns the function that unregisters it. */
export function registerWallet(win: WalletRegistrationWindow, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: RegisterApi) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail)
  win.addEventListener('wallet-standard:app-ready', onAppReady)
  const EventClass = win.CustomEvent ?? globalThis.CustomEvent
  win.dispatchEvent(new EventClass('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    win.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

export type RegisterTestSolanaWalletParameters = CreateTestSolanaWalletParameters &
  TestWalletStandardOptions

/** A keypair-backed test wallet registered on `win` through the Wallet Standard. */
export async function registerTestSolanaWallet(
  win: WalletRegistrationWindow,
  parameters: RegisterTestSolanaWalletParameters,
) {
  const testWallet = await createTestSolanaWallet(parameters)
  const wallet = toWalletStandardWallet(testWallet, parameters)
  const unregister = registerWallet(win, wallet)
  return { testWallet, wallet, unregister }
}
