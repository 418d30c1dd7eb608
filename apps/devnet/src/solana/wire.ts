import {
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { ComputeBudgetProgram, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import { INVALID_PARAMS, JsonRpcError } from './json-rpc.js'

/**
 * Transactions and messages as they arrive over the wire (base58 or base64 text), decoded
 * once into the forms the rest of the server needs: the kit `Transaction` litesvm executes,
 * and web3.js' `VersionedTransaction` for account keys, instructions and the blockhash.
 */

export type WireEncoding = 'base58' | 'base64'

export type DecodedTransaction = {
  wire: Uint8Array
  /** What litesvm's sendTransaction/simulateTransaction take. */
  kit: Transaction
  versioned: VersionedTransaction
  /** The first signature (the transaction id), base58. */
  signature: string
  signatures: string[]
  /** Static account keys, fee payer first. */
  accountKeys: string[]
  recentBlockhash: string
  version: 'legacy' | 0
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

export function decodeText(text: string, encoding: WireEncoding): Uint8Array {
  if (encoding === 'base64') {
    if (!BASE64.test(text)) throw new Error('invalid base64')
    return Uint8Array.from(Buffer.from(text, 'base64'))
  }
  return Uint8Array.from(getBase58Encoder().encode(text))
}

export function toBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes)
}

export function fromBase58(text: string): Uint8Array {
  return Uint8Array.from(getBase58Encoder().encode(text))
}

function invalid(what: string, error: unknown): JsonRpcError {
  const reason = error instanceof Error ? error.message : String(error)
  return new JsonRpcError(INVALID_PARAMS, `failed to deserialize ${what}: ${reason}`)
}

/** Decodes a wire transaction; -32602 when it is not one. */
export function decodeWireTransaction(text: string, encoding: WireEncoding): DecodedTransaction {
  let wire: Uint8Array
  let versioned: VersionedTransaction
  let kit: Transaction
  try {
    wire = decodeText(text, encoding)
    versioned = VersionedTransaction.deserialize(wire)
    kit = getTransactionDecoder().decode(wire)
  } catch (error) {
    throw invalid('transaction', error)
  }
  const message = versioned.message
  const version = message.version
  if (version !== 'legacy' && version !== 0)
    throw invalid('transaction', `unsupported version ${version}`)
  const signatures = versioned.signatures.map((sig) => toBase58(sig))
  const first = signatures[0]
  if (first === undefined) throw invalid('transaction', 'no signatures')
  return {
    wire,
    kit,
    versioned,
    signature: first,
    signatures,
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    recentBlockhash: message.recentBlockhash,
    version,
  }
}

export function decodeWireMessage(text: string): VersionedMessage {
  try {
    return VersionedMessage.deserialize(decodeText(text, 'base64'))
  } catch (error) {
    throw invalid('message', error)
  }
}

/** Solana's base fee per signature (lamports). */
export const LAMPORTS_PER_SIGNATURE = 5000n

const COMPUTE_BUDGET = ComputeBudgetProgram.programId.toBase58()
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const BUILTIN_UNITS_PER_INSTRUCTION = 3_000n
const MAX_UNITS = 1_400_000n
/** Builtins reserve few units when no limit is set, which keeps default fees as on mainnet. */
const BUILTINS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET,
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
])

/**
 * The fee the runtime charges for a message: 5000 lamports per signature plus the priority
 * fee (compute-unit price × limit) set by ComputeBudget instructions. litesvm charges the
 * same; this is used for meta.fee and getFeeForMessage, which litesvm does not report.
 */
export function messageFee(message: VersionedMessage): bigint {
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  let price = 0n
  let limit: bigint | undefined
  let defaultLimit = 0n
  for (const ix of message.compiledInstructions) {
    const program = keys[ix.programIdIndex] ?? ''
    defaultLimit += BUILTINS.has(program)
      ? BUILTIN_UNITS_PER_INSTRUCTION
      : DEFAULT_UNITS_PER_INSTRUCTION
    if (program !== COMPUTE_BUDGET) continue
    const data = Buffer.from(ix.data)
    if (data[0] === 2 && data.length >= 5) limit = BigInt(data.readUInt32LE(1))
    if (data[0] === 3 && data.length >= 9) price = data.readBigUInt64LE(1)
  }
  const units = limit ?? (defaultLimit > MAX_UNITS ? MAX_UNITS : defaultLimit)
  const priority = (price * units + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority
}
