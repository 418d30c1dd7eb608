/**
 * The devnet URLs the demo is built against. `npm run demo` (scripts/demo.mjs) passes devnet's
 * READY JSON in $KEYWAY_DEVNET; without it the demo uses devnet's fixed loopback ports.
 *
 * The fixed values come from `@keyway/devnet/fixtures`: plain JavaScript without imports, so
 * this file loads as it is wherever the Vite config does (plain Node included), and the
 * config pays for no part of devnet that starts anything.
 */

import {
  DEFAULT_HOST,
  DEFAULT_PORTS,
  EVM_CHAIN_ID,
  EVM_CHAIN_ID_2,
  EVM_TOKENS,
  SOLANA_GENESIS_HASH,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_USDC_MINT,
} from '@keyway/devnet/fixtures'

/** What the browser bundle needs to know about devnet (no keys, no accounts). */
export type DemoDevnetEndpoints = {
  evmRpc: string
  evmRpc2: string
  relay: string
  blockchainApi: string
  configApi: string
  /** devnet's Solana JSON-RPC (the demo's Solana network). */
  solanaRpc: string
  evmChainId: number
  evmChainId2: number
  /** devnet's fixed genesis hash: the Solana network's CAIP-2 id is derived from it. */
  solanaGenesisHash: string
  /** Public keys of devnet's funded Solana test accounts (fixed seeds: same on every run). */
  solanaTestAccounts: string[]
  /** devnet's ERC-20 test tokens: the same addresses on both chains and on every run. */
  evmTokens: { usdc: `0x${string}`; dai: `0x${string}`; usdt: `0x${string}` }
  /** devnet's test USDC mint (6 decimals; a fixed seed). */
  solanaUsdcMint: string
  /**
   * frame-host's URL as browsers see it (`FRAME HOST READY <url>`), when one runs: the
   * embedded email wallet's frame. Without it the demo lists no email login.
   */
  frameHost?: string
  /**
   * devnet's ERC-4337 stack on the first EVM chain, when it runs one: the bundler and the
   * paymaster (devnet's chain-RPC route answers both) and the delegation framework's
   * addresses. The demo's session key sends through them (docs/smart-sessions.md).
   */
  smartAccounts?: DemoSmartAccounts
}

/** What a session account needs to send a user operation on devnet's first EVM chain. */
export type DemoSmartAccounts = {
  bundlerUrl: string
  paymasterUrl: string
  /** The kit's SmartAccountsEnvironment (contract addresses), as devnet's READY line gives it. */
  environment: Record<string, unknown> & {
    DelegationManager: `0x${string}`
    SimpleFactory: `0x${string}`
    EntryPoint: `0x${string}`
    implementations: Record<string, `0x${string}`>
  }
}

export type ReadDevnetEndpointsOptions = {
  /** `$KEYWAY_FRAME_HOST`, which the root `npm run demo` sets once frame-host is ready. */
  frameHost?: string | undefined
}

const URL_KEYS = ['evmRpc', 'evmRpc2', 'relay', 'blockchainApi', 'configApi', 'solanaRpc'] as const

function defaultUrl(key: (typeof URL_KEYS)[number]): string {
  const scheme = key === 'relay' ? 'ws' : 'http'
  return `${scheme}://${DEFAULT_HOST}:${DEFAULT_PORTS[key]}`
}

export class DevnetEnvError extends Error {
  override name = 'DevnetEnvError' as const
}

/**
 * Reads the endpoints from the READY JSON (with or without the `DEVNET READY ` prefix);
 * keys it lacks fall back to the fixed ports. Only loopback hosts are accepted: the demo
 * must run with devnet alone, so the e2e suite never leaves the machine.
 */
export function readDevnetEndpoints(
  readyJson: string | undefined = undefined,
  options: ReadDevnetEndpointsOptions = {},
): DemoDevnetEndpoints {
  let given: Record<string, unknown> = {}
  const text = readyJson?.trim().replace(/^DEVNET READY /, '')
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
      given = parsed as Record<string, unknown>
    } catch (error) {
      throw new DevnetEnvError(`KEYWAY_DEVNET is not devnet's READY JSON: ${String(error)}`)
    }
  }
  const urls = {} as Record<(typeof URL_KEYS)[number], string>
  for (const key of URL_KEYS) {
    const value = given[key]
    const url = typeof value === 'string' && value !== '' ? value : defaultUrl(key)
    if (!isLoopbackUrl(url)) {
      throw new DevnetEnvError(`KEYWAY_DEVNET.${key} must be a loopback URL, got ${url}`)
    }
    urls[key] = url
  }
  const frameHost = options.frameHost?.trim().replace(/^FRAME HOST READY /, '')
  if (frameHost && !(isLoopbackUrl(frameHost) && /^https?:\/\//.test(frameHost))) {
    throw new DevnetEnvError(`KEYWAY_FRAME_HOST must be a loopback http(s) URL, got ${frameHost}`)
  }
  const smartAccounts = readSmartAccounts(given.smartAccounts)
  return {
    ...(frameHost ? { frameHost: frameHost.replace(/\/$/, '') } : {}),
    ...(smartAccounts ? { smartAccounts } : {}),
    ...urls,
    evmChainId: EVM_CHAIN_ID,
    evmChainId2: EVM_CHAIN_ID_2,
    solanaGenesisHash: SOLANA_GENESIS_HASH,
    solanaTestAccounts: SOLANA_TEST_ACCOUNTS.map((account) => account.publicKey),
    evmTokens: { ...EVM_TOKENS },
    solanaUsdcMint: SOLANA_USDC_MINT,
  }
}

const isAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/** READY's `smartAccounts["<first chain id>"]`, checked; absent without the ERC-4337 stack. */
function readSmartAccounts(value: unknown): DemoSmartAccounts | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const chain = (value as Record<string, unknown>)[String(EVM_CHAIN_ID)]
  if (typeof chain !== 'object' || chain === null) return undefined
  const { bundlerUrl, paymasterUrl, environment } = chain as Record<string, unknown>
  for (const [key, url] of [
    ['bundlerUrl', bundlerUrl],
    ['paymasterUrl', paymasterUrl],
  ] as const) {
    if (typeof url !== 'string' || !isLoopbackUrl(url) || !/^https?:\/\//.test(url)) {
      throw new DevnetEnvError(
        `KEYWAY_DEVNET.smartAccounts.${key} must be a loopback http(s) URL, got ${String(url)}`,
      )
    }
  }
  const env = environment as DemoSmartAccounts['environment'] | undefined
  const addresses = [env?.DelegationManager, env?.SimpleFactory, env?.EntryPoint]
  if (!env || !addresses.every(isAddress) || !isAddress(env.implementations?.HybridDeleGatorImpl)) {
    throw new DevnetEnvError(
      "KEYWAY_DEVNET.smartAccounts.environment must name the delegation framework's addresses",
    )
  }
  return {
    bundlerUrl: bundlerUrl as string,
    paymasterUrl: paymasterUrl as string,
    environment: env,
  }
}

/** 127.0.0.0/8, ::1 and localhost: the only hosts the demo and its tests may reach. */
export function isLoopbackUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    return false
  }
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true
  return /^127(\.\d{1,3}){3}$/.test(host)
}
