/** Test-only: devnet's Solana cluster as a Keyway network, its accounts, and RPC reads. */
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { type ChainDefinition, defineChain } from '@keyway/core'
import { inject } from 'vitest'
import type { SolanaDevnetInfo } from './devnet-setup.test-helpers.js'
import { solanaCaipReference } from './networks.js'
import { createSolanaRpc } from './rpc/solana-rpc.js'
import { encodeBase58 } from './utils/base58.js'

export type { SolanaDevnetInfo } from './devnet-setup.test-helpers.js'

export function testDevnet(): SolanaDevnetInfo {
  return inject('solanaDevnet')
}

/** devnet's cluster: CAIP-2 `solana:` + the first 32 characters of its genesis hash. */
export function devnetSolanaNetwork(devnet: SolanaDevnetInfo): ChainDefinition<'solana'> {
  const reference = solanaCaipReference(devnet.genesisHash)
  return defineChain({
    id: reference,
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [devnet.urls.solanaRpc], webSocket: [devnet.urls.solanaWs] } },
    testnet: true,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
  })
}

export function devnetSolanaAccount(devnet: SolanaDevnetInfo, index: number) {
  const account = devnet.accounts[index]
  if (!account) throw new Error(`no devnet solana account ${index}`)
  return account
}

/** A read client straight to devnet (not through the adapter), for assertions. */
export function devnetRpc(devnet: SolanaDevnetInfo) {
  return createSolanaRpc({ url: devnet.urls.solanaRpc, timeoutMs: 10_000 })
}

/** A fresh random address (a recipient with no account yet). */
export function randomAddress(): string {
  const { publicKey } = generateKeyPairSync('ed25519')
  const spki = publicKey.export({ type: 'spki', format: 'der' })
  return encodeBase58(new Uint8Array(spki.subarray(spki.length - 32)))
}

/** SPKI DER prefix of a raw Ed25519 public key (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** Verifies an ed25519 signature with node:crypto (independent of the wallet's WebCrypto). */
export function verifyEd25519(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, message, key, signature)
}
