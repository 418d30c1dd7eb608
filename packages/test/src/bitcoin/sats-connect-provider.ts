/**
 * The sats-connect face of the Bitcoin test wallet: a provider whose `request(method, params)`
 * answers JSON-RPC response objects the way @sats-connect/core's `request` reads them
 * (`{ jsonrpc, id, result }` / `{ jsonrpc, id, error: { code, message } }`), and
 * `addListener({ eventName, cb })` for `accountChange`, `networkChange` and `disconnect`.
 * `installSatsConnectTestWallet` announces it as Xverse-style wallets do: an entry in
 * `window.btc_providers` whose `id` is the provider's dotted path from `window`.
 *
 * Methods: getInfo, wallet_connect, getAccounts, getAddresses, wallet_getAccount,
 * wallet_disconnect, wallet_getNetwork, wallet_changeNetwork, signMessage (protocol BIP322 or
 * ECDSA), signPsbt. Anything else: METHOD_NOT_FOUND.
 */
import { fromBase64, toBase64 } from '@keyway/testing/solana'
import type { BitcoinAddressPurpose, BitcoinTestAccount, BitcoinTestNetwork } from './keys.js'
import {
  BitcoinTestWalletError,
  type CreateTestBitcoinWalletParameters,
  createTestBitcoinWallet,
  type TestBitcoinWallet,
} from './test-wallet.js'
import { TEST_BITCOIN_WALLET_ICON } from './wallet-standard-wallet.js'

/** sats-connect's RpcErrorCode values the provider answers. */
export const SATS_CONNECT_ERROR_CODES = {
  INVALID_PARAMS: -32602,
  METHOD_NOT_FOUND: -32601,
  INTERNAL_ERROR: -32603,
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
} as const

/** sats-connect's `BitcoinNetworkType` names of the two networks. */
const NETWORK_NAMES = { mainnet: 'Mainnet', testnet: 'Testnet' } as const

export type SatsConnectAddress = {
  address: string
  publicKey: string
  purpose: BitcoinAddressPurpose
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
}

export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | { jsonrpc: '2.0'; id: string | number | null; error: { code: number; message: string } }

export type SatsConnectEvent =
  | { type: 'accountChange'; addresses?: SatsConnectAddress[] }
  | {
      type: 'networkChange'
      bitcoin: { name: string }
      stacks: { name: string }
      addresses?: SatsConnectAddress[]
    }
  | { type: 'disconnect' }

export type SatsConnectTestProvider = {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(info: { eventName: string; cb: (event: SatsConnectEvent) => void }): () => void
}

/** The `window.btc_providers` entry (sats-connect's `Provider`). */
export type SatsConnectProviderInfo = {
  id: string
  name: string
  icon: string
  webUrl?: string
  methods?: string[]
}

const METHODS = [
  'getInfo',
  'wallet_connect',
  'getAccounts',
  'getAddresses',
  'wallet_getAccount',
  'wallet_disconnect',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'signMessage',
  'signPsbt',
  'sendTransfer',
]

const ERROR_CODE = {
  rejected: SATS_CONNECT_ERROR_CODES.USER_REJECTION,
  unauthorized: SATS_CONNECT_ERROR_CODES.ACCESS_DENIED,
  unsupported: SATS_CONNECT_ERROR_CODES.METHOD_NOT_SUPPORTED,
  invalid: SATS_CONNECT_ERROR_CODES.INVALID_PARAMS,
} as const

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function toAddress(account: BitcoinTestAccount): SatsConnectAddress {
  return {
    address: account.address,
    publicKey: account.publicKeyHex,
    purpose: account.purpose,
    addressType: account.addressType,
    walletType: 'software',
  }
}

function record(params: unknown): Record<string, unknown> {
  return params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {}
}

function purposesOf(value: unknown): BitcoinAddressPurpose[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new RpcError(-32602, 'purposes must be an array')
  // Other purposes (stacks, spark, starknet) this Bitcoin-only wallet leaves out.
  return value.filter((p): p is BitcoinAddressPurpose => p === 'payment' || p === 'ordinals')
}

function networkOf(name: unknown): BitcoinTestNetwork {
  if (name === 'Mainnet') return 'mainnet'
  if (name === 'Testnet') return 'testnet'
  throw new RpcError(
    SATS_CONNECT_ERROR_CODES.INVALID_PARAMS,
    `The wallet does not support the ${String(name)} network`,
  )
}

export function toSatsConnectProvider(
  testWallet: TestBitcoinWallet,
  options: { walletId?: string | undefined } = {},
): SatsConnectTestProvider {
  const walletId = options.walletId ?? 'keyway-test-wallet'
  const listeners = new Map<string, Set<(event: SatsConnectEvent) => void>>()
  const emit = (event: SatsConnectEvent) => {
    for (const cb of [...(listeners.get(event.type) ?? [])]) cb(event)
  }
  const network = () => ({
    bitcoin: { name: NETWORK_NAMES[testWallet.network] },
    stacks: { name: testWallet.network },
    spark: { name: testWallet.network === 'mainnet' ? 'mainnet' : 'regtest' },
  })
  const addresses = () => testWallet.accounts.map(toAddress)
  const connection = () => ({
    id: walletId,
    addresses: addresses(),
    walletType: 'software' as const,
    network: network(),
  })
  testWallet.onChange((change) => {
    if (change.type === 'accounts' && testWallet.authorized)
      emit({ type: 'accountChange', addresses: addresses() })
    if (change.type === 'network')
      emit({
        type: 'networkChange',
        bitcoin: network().bitcoin,
        stacks: network().stacks,
        addresses: addresses(),
      })
    if (change.type === 'disconnect') emit({ type: 'disconnect' })
  })

  async function answer(method: string, params: unknown): Promise<unknown> {
    const p = record(params)
    switch (method) {
      case 'getInfo':
        return { version: '1.6.0', platform: 'web', methods: METHODS, supports: [] }
      case 'wallet_connect': {
        if (p.network !== undefined) {
          const wanted = networkOf(p.network)
          if (wanted !== testWallet.network) testWallet.switchNetwork(wanted)
        }
        await testWallet.connect(purposesOf(p.addresses))
        return connection()
      }
      case 'getAccounts':
        return (await testWallet.connect(purposesOf(p.purposes))).map(toAddress)
      case 'getAddresses':
        return {
          addresses: (await testWallet.connect(purposesOf(p.purposes))).map(toAddress),
          network: network(),
        }
      case 'wallet_getAccount':
        if (!testWallet.authorized)
          throw new RpcError(SATS_CONNECT_ERROR_CODES.ACCESS_DENIED, 'The site is not connected')
        return connection()
      case 'wallet_disconnect':
        await testWallet.disconnect()
        return null
      case 'wallet_getNetwork':
        return network()
      case 'wallet_changeNetwork':
        await testWallet.changeNetwork(networkOf(p.name))
        return null
      case 'signMessage': {
        if (typeof p.address !== 'string' || typeof p.message !== 'string')
          throw new RpcError(-32602, 'signMessage needs an address and a message')
        if (p.protocol !== undefined && p.protocol !== 'BIP322' && p.protocol !== 'ECDSA')
          throw new RpcError(-32602, `Unknown message signing protocol ${String(p.protocol)}`)
        const signed = await testWallet.signMessage({
          address: p.address,
          message: p.message,
          protocol:
            p.protocol === 'ECDSA' ? 'ecdsa' : p.protocol === 'BIP322' ? 'bip322' : undefined,
        })
        return {
          signature: signed.signature,
          messageHash: signed.messageHash,
          address: signed.address,
          protocol: signed.protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
        }
      }
      case 'signPsbt': {
        if (typeof p.psbt !== 'string') throw new RpcError(-32602, 'signPsbt needs a base64 psbt')
        if (p.broadcast === true)
          throw new RpcError(
            SATS_CONNECT_ERROR_CODES.METHOD_NOT_SUPPORTED,
            'The test wallet has no Bitcoin node to broadcast through',
          )
        const signInputs = record(p.signInputs)
        const signed = await testWallet.signPsbt({
          psbt: fromBase64(p.psbt),
          inputsToSign: Object.entries(signInputs).map(([address, indexes]) => ({
            address,
            indexes: Array.isArray(indexes) ? (indexes as number[]) : [],
          })),
        })
        return { psbt: toBase64(signed) }
      }
      case 'sendTransfer': {
        const recipients = Array.isArray(p.recipients) ? p.recipients.map(record) : []
        if (
          recipients.length === 0 ||
          recipients.some((r) => typeof r.address !== 'string' || typeof r.amount !== 'number')
        )
          throw new RpcError(-32602, 'sendTransfer needs recipients with an address and amount')
        // Choosing coins and broadcasting need a Bitcoin node, which the test wallet has not.
        throw new RpcError(
          SATS_CONNECT_ERROR_CODES.METHOD_NOT_SUPPORTED,
          'The test wallet has no Bitcoin node to send through',
        )
      }
      default:
        throw new RpcError(SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND, `Unknown method ${method}`)
    }
  }

  let nextId = 0
  return {
    async request(method, params) {
      const id = `keyway-test-${++nextId}`
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, params) }
      } catch (error) {
        const code =
          error instanceof RpcError
            ? error.code
            : error instanceof BitcoinTestWalletError
              ? ERROR_CODE[error.kind]
              : SATS_CONNECT_ERROR_CODES.INTERNAL_ERROR
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
    addListener({ eventName, cb }) {
      const set = listeners.get(eventName) ?? new Set()
      listeners.set(eventName, set)
      set.add(cb)
      return () => {
        set.delete(cb)
      }
    },
  }
}

/** The part of `window` the announcement writes to. */
export type SatsConnectWindow = Record<string, unknown> & { btc_providers?: unknown[] }

export type InstallSatsConnectTestWalletParameters = CreateTestBitcoinWalletParameters & {
  /** The provider's dotted path from `window`; `KeywayTestBitcoin.BitcoinProvider` by default. */
  id?: string | undefined
  name?: string | undefined
  icon?: string | undefined
}

/**
 * Creates a Bitcoin test wallet, sets its provider at `id` (a dotted path from `win`) and adds
 * its entry to `win.btc_providers`. Returns the wallet, the provider and an uninstall.
 */
export function installSatsConnectTestWallet(
  win: SatsConnectWindow,
  parameters: InstallSatsConnectTestWalletParameters = {},
) {
  const id = parameters.id ?? 'KeywayTestBitcoin.BitcoinProvider'
  const testWallet = createTestBitcoinWallet(parameters)
  const provider = toSatsConnectProvider(testWallet)
  const info: SatsConnectProviderInfo = {
    id,
    name: parameters.name ?? 'Keyway Test Sats Wallet',
    icon: parameters.icon ?? TEST_BITCOIN_WALLET_ICON,
    webUrl: 'https://keyway.test/bitcoin-wallet',
    methods: [...METHODS],
  }
  const path = id.split('.')
  const last = path.pop()
  if (!last) throw new Error('A sats-connect provider id is a dotted path from window')
  let holder: Record<string, unknown> = win
  for (const part of path) {
    const next = holder[part]
    const child = next && typeof next === 'object' ? (next as Record<string, unknown>) : {}
    holder[part] = child
    holder = child
  }
  holder[last] = provider
  if (!Array.isArray(win.btc_providers)) win.btc_providers = []
  win.btc_providers.push(info)
  const uninstall = () => {
    if (holder[last] === provider) delete holder[last]
    const list = win.btc_providers ?? []
    const index = list.indexOf(info)
    if (index >= 0) list.splice(index, 1)
  }
  return { testWallet, provider, info, uninstall }
}
