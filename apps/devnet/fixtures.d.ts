/**
 * Types of `@keyway/devnet/fixtures` (fixtures.js, which says what each value is). A plain
 * declaration file beside plain JavaScript, so the entry needs no build to load.
 */

export type DevnetPortName =
  | 'evmRpc'
  | 'evmRpc2'
  | 'solanaRpc'
  | 'solanaWs'
  | 'relay'
  | 'blockchainApi'
  | 'configApi'
  | 'mailbox'
  | 'smtp'
  | 'oauth'
  | 'bundler'

export type DevnetFixtureAccount = {
  readonly address: `0x${string}`
  readonly privateKey: `0x${string}`
}

export type DevnetFixtureSolanaAccount = {
  readonly publicKey: string
  /** base58 of the 64-byte secret key (seed and public key). */
  readonly secretKey: string
}

export declare const DEFAULT_HOST: '127.0.0.1'
export declare const DEFAULT_PORTS: {
  readonly evmRpc: 8545
  readonly evmRpc2: 8546
  readonly solanaRpc: 8899
  readonly solanaWs: 8900
  readonly relay: 8555
  readonly blockchainApi: 8510
  readonly configApi: 8511
  readonly mailbox: 8512
  readonly smtp: 8525
  readonly oauth: 8513
  readonly bundler: 8514
}
export declare const DEFAULT_URLS: Readonly<Record<DevnetPortName, string>>
export declare const EVM_CHAIN_ID: 31337
export declare const EVM_CHAIN_ID_2: 31338
export declare const ANVIL_MNEMONIC: string
/** Ten accounts, a tuple so `EVM_TEST_ACCOUNTS[0]` is never undefined. */
export declare const EVM_TEST_ACCOUNTS: readonly [
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
  DevnetFixtureAccount,
]
export declare const EVM_TOKENS: {
  readonly usdc: `0x${string}`
  readonly dai: `0x${string}`
  readonly usdt: `0x${string}`
}
export declare const SOLANA_GENESIS_HASH: string
export declare const SOLANA_CAIP2: `solana:${string}`
/** Five accounts, a tuple like EVM_TEST_ACCOUNTS. */
export declare const SOLANA_TEST_ACCOUNTS: readonly [
  DevnetFixtureSolanaAccount,
  DevnetFixtureSolanaAccount,
  DevnetFixtureSolanaAccount,
  DevnetFixtureSolanaAccount,
  DevnetFixtureSolanaAccount,
]
export declare const SOLANA_USDC_MINT: string
