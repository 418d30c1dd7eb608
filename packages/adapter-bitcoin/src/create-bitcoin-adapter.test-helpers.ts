/** Test-only: adapters on Bitcoin mainnet and testnet, and Bitcoin test wallets on the page. */
import { bitcoin, bitcoinTestnet, createMemoryStorage } from '@keyway/core'
import {
  type InstallSatsConnectTestWalletParameters,
  installSatsConnectTestWallet,
  type RegisterTestBitcoinWalletParameters,
  registerTestBitcoinWallet,
  type SatsConnectWindow,
} from '@keyway/test/bitcoin-wallet'
import { afterEach } from 'vitest'
import {
  type BitcoinAdapter,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './create-bitcoin-adapter.js'

const adapters: BitcoinAdapter[] = []
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

export function localAdapter(
  options: Partial<CreateBitcoinAdapterParameters> = {},
): BitcoinAdapter {
  const adapter = createBitcoinAdapter({
    networks: [bitcoinTestnet, bitcoin],
    storage: createMemoryStorage(),
    window: window as unknown as CreateBitcoinAdapterParameters['window'],
    ...options,
  })
  adapters.push(adapter)
  return adapter
}

/** A Wallet Standard Bitcoin test wallet registered on the page (testnet unless told). */
export function registerWallet(parameters: RegisterTestBitcoinWalletParameters = {}) {
  const registered = registerTestBitcoinWallet(window, { secret: 'wallet-standard', ...parameters })
  cleanups.push(registered.unregister)
  return registered
}

/** A sats-connect test wallet announced in `window.btc_providers` (testnet unless told). */
export function installSatsWallet(parameters: InstallSatsConnectTestWalletParameters = {}) {
  const installed = installSatsConnectTestWallet(window as unknown as SatsConnectWindow, {
    secret: 'sats-connect',
    ...parameters,
  })
  cleanups.push(installed.uninstall)
  return installed
}

export function onCleanup(cleanup: () => void): void {
  cleanups.push(cleanup)
}

/** The events an adapter emitted, by name. */
export function recordEvents(adapter: BitcoinAdapter) {
  const events: { name: string; payload: unknown }[] = []
  for (const name of [
    'accountChanged',
    'chainChanged',
    'disconnect',
    'connectorsChanged',
  ] as const) {
    adapter.on(name, (payload) => events.push({ name, payload }))
  }
  return events
}
