import { INVALID_PARAMS, JsonRpcError } from './json-rpc.js'
import type { SolanaLedger } from './ledger.js'
import type { AccountEncoding } from './params.js'
import { type AccountLookup, type AccountView, parseTokenAccountData } from './token.js'
import { toBase58 } from './wire.js'

/** Pieces of Solana's RPC answers shared by the HTTP methods and the WebSocket notifications. */

/** The version devnet reports; clients (kit) read `apiVersion` from contexts. */
export const SOLANA_CORE_VERSION = '2.2.0'

/** Rent-exempt accounts report u64::MAX as rentEpoch since Solana 1.14. */
const RENT_EPOCH_MAX = 18446744073709551615n

export type RpcContext = { apiVersion: string; slot: bigint }

export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016

/** `{ context: { slot } }` of the current slot; -32016 when the caller wants a later slot. */
export function contextOf(
  ledger: SolanaLedger,
  config?: { minContextSlot?: number | undefined } | null,
): RpcContext {
  const slot = ledger.slot()
  const min = config?.minContextSlot
  if (min !== undefined && BigInt(min) > slot) {
    throw new JsonRpcError(
      MIN_CONTEXT_SLOT_NOT_REACHED,
      'Minimum context slot has not been reached',
      {
        contextSlot: slot,
      },
    )
  }
  return { apiVersion: SOLANA_CORE_VERSION, slot }
}

export function withContext<T>(context: RpcContext, value: T): { context: RpcContext; value: T } {
  return { context, value }
}

export type DataSlice = { offset: number; length: number }

function slice(data: Uint8Array, dataSlice?: DataSlice): Uint8Array {
  if (!dataSlice) return data
  return data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
}

/** An account in the encoding the caller asked for (jsonParsed falls back to base64). */
export function encodeAccount(
  address: string,
  account: AccountView,
  encoding: AccountEncoding,
  lookup: AccountLookup,
  dataSlice?: DataSlice,
): Record<string, unknown> {
  let data: unknown
  const bytes = slice(account.data, dataSlice)
  if (encoding === 'base64+zstd') {
    throw new JsonRpcError(INVALID_PARAMS, 'Invalid params: base64+zstd is not supported by devnet')
  }
  if (encoding === 'jsonParsed') {
    data = parseTokenAccountData(address, account, lookup) ?? [
      Buffer.from(bytes).toString('base64'),
      'base64',
    ]
  } else if (encoding === 'base58') {
    data = [toBase58(bytes), 'base58']
  } else {
    data = [Buffer.from(bytes).toString('base64'), 'base64']
  }
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EPOCH_MAX,
    space: account.data.length,
  }
}
