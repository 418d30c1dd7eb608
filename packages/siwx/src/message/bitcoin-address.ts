/**
 * Bitcoin networks by CAIP-2 reference (bip122), and the address forms a sign-in message may
 * name on each. A bip122 reference is the first 32 hex characters of the network's genesis
 * block hash; the network fixes the address prefixes (bech32 `bc`, `tb`, `bcrt`; base58
 * version bytes), so an address of another network is refused.
 *
 * Decoding uses @scure/base (bech32, bech32m, base58check), which the message parser already
 * loads: the browser's sign-in client builds messages without loading a Bitcoin library.
 * The verifier turns a decoded address into its output script with @scure/btc-signer.
 */

import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

/** A network's address prefixes, in the shape @scure/btc-signer takes (`BTC_NETWORK`). */
export type BitcoinNetwork = {
  /** The name used in messages and errors. */
  name: string
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

const MAINNET: BitcoinNetwork = {
  name: 'Bitcoin',
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}
const TEST_PREFIXES = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** The Bitcoin networks sign-in knows, by CAIP-2 reference. */
export const BITCOIN_NETWORKS: Readonly<Record<string, BitcoinNetwork>> = {
  '000000000019d6689c085ae165831e93': MAINNET,
  '000000000933ea01ad0ee984209779ba': { name: 'Bitcoin Testnet', ...TEST_PREFIXES },
  '00000000da84f2bafbbc53dee25a72ae': { name: 'Bitcoin Testnet4', ...TEST_PREFIXES },
  '00000008819873e925422c1ff0f99f7c': { name: 'Bitcoin Signet', ...TEST_PREFIXES },
  '0f9188f13cb7b2c71f2a335e3a4fc328': {
    name: 'Bitcoin Regtest',
    ...TEST_PREFIXES,
    bech32: 'bcrt',
  },
}

/** The network of a bip122 CAIP-2 reference, or undefined when sign-in does not know it. */
export function bitcoinNetworkOf(reference: string): BitcoinNetwork | undefined {
  return Object.hasOwn(BITCOIN_NETWORKS, reference) ? BITCOIN_NETWORKS[reference] : undefined
}

/** What an address pays to: a key hash, a script hash, or a taproot output key. */
export type DecodedBitcoinAddress =
  | { type: 'pkh'; hash: Uint8Array }
  | { type: 'sh'; hash: Uint8Array }
  | { type: 'wpkh'; hash: Uint8Array }
  | { type: 'wsh'; hash: Uint8Array }
  | { type: 'tr'; pubkey: Uint8Array }

const base58check = createBase58check(sha256)

/**
 * Decodes an address of `network`: base58check P2PKH / P2SH, bech32 segwit v0 (P2WPKH,
 * P2WSH) or bech32m v1 (P2TR). Bech32 addresses must be lowercase, the form wallets show,
 * so one account has one text. Undefined for anything else, including another network's.
 */
export function decodeBitcoinAddress(
  address: string,
  network: BitcoinNetwork,
): DecodedBitcoinAddress | undefined {
  if (address.length < 14 || address.length > 90) return undefined
  if (address.toLowerCase().startsWith(`${network.bech32}1`)) return decodeSegwit(address, network)
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  if (payload.length !== 21) return undefined
  const hash = payload.slice(1)
  if (payload[0] === network.pubKeyHash) return { type: 'pkh', hash }
  if (payload[0] === network.scriptHash) return { type: 'sh', hash }
  return undefined
}

function decodeSegwit(address: string, network: BitcoinNetwork): DecodedBitcoinAddress | undefined {
  if (address !== address.toLowerCase()) return undefined
  const version = bech32m.decodeUnsafe(address)?.words[0] === 1 ? 1 : 0
  const decoded = (version === 1 ? bech32m : bech32).decodeUnsafe(address)
  if (!decoded || decoded.prefix !== network.bech32 || decoded.words[0] !== version) {
    return undefined
  }
  let program: Uint8Array
  try {
    program = bech32.fromWords(decoded.words.slice(1))
  } catch {
    return undefined
  }
  if (version === 1) return program.length === 32 ? { type: 'tr', pubkey: program } : undefined
  if (program.length === 20) return { type: 'wpkh', hash: program }
  if (program.length === 32) return { type: 'wsh', hash: program }
  return undefined
}
