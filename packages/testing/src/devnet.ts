/**
 * The running devnet the fixtures talk to, read from its READY JSON (the line
 * `DEVNET READY {…}` devnet prints, without the prefix) given as an option or in
 * $KEYWAY_DEVNET; without either, devnet's fixed loopback ports and anvil's well-known
 * accounts. See docs/testing.md#which-devnet.
 */
import { type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { TestChain } from './eip1193/provider.js'

/** The environment variable the fixtures read devnet's READY JSON from. */
export const DEVNET_ENV_VAR = 'KEYWAY_DEVNET'

export type DevnetEvmAccount = { address: Hex; privateKey: Hex }
export type DevnetSolanaAccount = { publicKey: string; secretKey: string }

/** What the fixtures use of devnet: service URLs and funded test accounts. */
export type DevnetInfo = {
  evmRpc: string
  evmRpc2: string
  solanaRpc: string
  relay: string
  mailbox: string
  accounts: { evm: DevnetEvmAccount[]; solana: DevnetSolanaAccount[] }
}

export class DevnetInfoError extends Error {
  override name = 'DevnetInfoError' as const
}

/** devnet's two local EVM chains (fixed ids; their RPCs come from the READY JSON). */
export const DEVNET_EVM_CHAIN_IDS = [31337, 31338] as const

const DEFAULT_HOST = '127.0.0.1'
const DEFAULT_URLS = {
  evmRpc: `http://${DEFAULT_HOST}:8545`,
  evmRpc2: `http://${DEFAULT_HOST}:8546`,
  solanaRpc: `http://${DEFAULT_HOST}:8899`,
  relay: `ws://${DEFAULT_HOST}:8555`,
  mailbox: `http://${DEFAULT_HOST}:8512`,
} as const

/** anvil's well-known test mnemonic, which devnet's chains fund (the same keys every run). */
const ANVIL_TEST_MNEMONIC = 'test test test test test test test test test test test junk'
const DEFAULT_EVM_ACCOUNTS = 10

function anvilAccounts(count: number): DevnetEvmAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(ANVIL_TEST_MNEMONIC, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new DevnetInfoError(`no private key for anvil account ${addressIndex}`)
    return { address: account.address, privateKey: toHex(key) }
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function urlField(ready: Record<string, unknown>, key: keyof typeof DEFAULT_URLS): string {
  const value = ready[key]
  if (value === undefined) return DEFAULT_URLS[key]
  if (typeof value !== 'string' || !URL.canParse(value)) {
    throw new DevnetInfoError(`devnet's READY JSON has no valid URL in "${key}"`)
  }
  return value
}

function evmAccounts(value: unknown): DevnetEvmAccount[] {
  if (value === undefined) return anvilAccounts(DEFAULT_EVM_ACCOUNTS)
  if (!Array.isArray(value)) throw new DevnetInfoError('accounts.evm must be a list')
  return value.map((account, i) => {
    const ok =
      isRecord(account) &&
      typeof account.address === 'string' &&
      /^0x[0-9a-fA-F]{40}$/.test(account.address) &&
      typeof account.privateKey === 'string' &&
      /^0x[0-9a-fA-F]{64}$/.test(account.privateKey)
    if (!ok) throw new DevnetInfoError(`accounts.evm[${i}] needs an address and a privateKey`)
    return { address: account.address as Hex, privateKey: account.privateKey as Hex }
  })
}

function solanaAccounts(value: unknown): DevnetSolanaAccount[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new DevnetInfoError('accounts.solana must be a list')
  return value.map((account, i) => {
    const ok =
      isRecord(account) &&
      typeof account.publicKey === 'string' &&
      typeof account.secretKey === 'string'
    if (!ok) throw new DevnetInfoError(`accounts.solana[${i}] needs a publicKey and a secretKey`)
    return { publicKey: account.publicKey as string, secretKey: account.secretKey as string }
  })
}

/**
 * devnet's URLs and accounts from its READY JSON (a string, with or without the
 * `DEVNET READY ` prefix, or the parsed object); absent fields take the fixed defaults.
 */
export function readDevnetInfo(ready?: string | Record<string, unknown>): DevnetInfo {
  let parsed: unknown = ready ?? {}
  if (typeof ready === 'string') {
    const text = ready.trim().replace(/^DEVNET READY\s+/, '')
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new DevnetInfoError(`devnet's READY JSON does not parse: ${text.slice(0, 80)}`)
    }
  }
  if (!isRecord(parsed)) throw new DevnetInfoError("devnet's READY JSON must be an object")
  const accounts = parsed.accounts === undefined ? {} : parsed.accounts
  if (!isRecord(accounts)) throw new DevnetInfoError('accounts must be an object')
  return {
    evmRpc: urlField(parsed, 'evmRpc'),
    evmRpc2: urlField(parsed, 'evmRpc2'),
    solanaRpc: urlField(parsed, 'solanaRpc'),
    relay: urlField(parsed, 'relay'),
    mailbox: urlField(parsed, 'mailbox'),
    accounts: { evm: evmAccounts(accounts.evm), solana: solanaAccounts(accounts.solana) },
  }
}

/** The two local EVM chains of a devnet as test-wallet chains (31337 first). */
export function devnetTestChains(devnet: {
  evm: { chains: readonly { chainId: number; rpcUrl: string }[] }
}): readonly [TestChain, ...TestChain[]] {
  const chains = devnet.evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl }))
  const [first, ...rest] = chains
  if (!first) throw new DevnetInfoError('devnet started no EVM chain')
  return [first, ...rest]
}

/** The chains of {@link DevnetInfo} as test-wallet chains. */
export function devnetInfoChains(devnet: DevnetInfo): readonly [TestChain, ...TestChain[]] {
  const [first, second] = DEVNET_EVM_CHAIN_IDS
  return [
    { chainId: first, rpcUrl: devnet.evmRpc, name: 'Devnet' },
    { chainId: second, rpcUrl: devnet.evmRpc2, name: 'Devnet 2' },
  ]
}

/** An EVM account of devnet by index, or a clear error. */
export function evmAccount(devnet: DevnetInfo, index: number): DevnetEvmAccount {
  const account = devnet.accounts.evm[index]
  if (!account) throw new DevnetInfoError(`devnet has no EVM account ${index}`)
  return account
}
