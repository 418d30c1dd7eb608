import {
  PublicKey,
  SystemInstruction,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js'
import type { TransactionRecord } from './ledger.js'
import { fromBase58, toBase58 } from './wire.js'

/**
 * getTransaction's answer for a processed transaction, in the `json`, `jsonParsed`,
 * `base58` and `base64` encodings (the shapes web3.js and kit validate).
 */

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base58' | 'base64'

type CompiledInstructionJson = {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number | null
}

function metaJson(record: TransactionRecord, parsedInner: boolean) {
  const keys = record.transaction.accountKeys
  const meta: Record<string, unknown> = {
    err: record.err?.json ?? null,
    status: record.err ? { Err: record.err.json } : { Ok: null },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions.map((group) => ({
      index: group.index,
      instructions: parsedInner
        ? group.instructions.map((ix) => parsedInstruction(keys, ix))
        : group.instructions,
    })),
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: record.unitsConsumed,
  }
  if (record.returnData) meta.returnData = record.returnData
  return meta
}

/** System transfers are parsed like Solana does; other instructions stay partially decoded. */
function parsedInstruction(keys: readonly string[], ix: CompiledInstructionJson) {
  const programId = keys[ix.programIdIndex] ?? ''
  const accounts = ix.accounts.map((index) => keys[index] ?? '')
  if (programId === SystemProgram.programId.toBase58()) {
    try {
      const instruction = new TransactionInstruction({
        programId: SystemProgram.programId,
        keys: accounts.map((key) => ({
          pubkey: new PublicKey(key),
          isSigner: false,
          isWritable: true,
        })),
        data: Buffer.from(fromBase58(ix.data)),
      })
      if (SystemInstruction.decodeInstructionType(instruction) === 'Transfer') {
        const { fromPubkey, toPubkey, lamports } = SystemInstruction.decodeTransfer(instruction)
        return {
          program: 'system',
          programId,
          parsed: {
            type: 'transfer',
            info: { source: fromPubkey.toBase58(), destination: toPubkey.toBase58(), lamports },
          },
          stackHeight: ix.stackHeight,
        }
      }
    } catch {
      // not a transfer we can parse: fall through to the partially decoded form
    }
  }
  return { programId, accounts, data: ix.data, stackHeight: ix.stackHeight }
}

function messageJson(record: TransactionRecord, parsed: boolean) {
  const { versioned, accountKeys } = record.transaction
  const message = versioned.message
  const header = message.header
  const instructions: CompiledInstructionJson[] = message.compiledInstructions.map((ix) => ({
    programIdIndex: ix.programIdIndex,
    accounts: [...ix.accountKeyIndexes],
    data: toBase58(ix.data),
    stackHeight: null,
  }))
  const json: Record<string, unknown> = {
    accountKeys: parsed
      ? accountKeys.map((key, index) => ({
          pubkey: key,
          signer: message.isAccountSigner(index),
          writable: message.isAccountWritable(index),
          source: 'transaction',
        }))
      : accountKeys,
    header,
    instructions: parsed
      ? instructions.map((ix) => parsedInstruction(accountKeys, ix))
      : instructions,
    recentBlockhash: message.recentBlockhash,
  }
  if (message.version === 0) {
    json.addressTableLookups = message.addressTableLookups.map((lookup) => ({
      accountKey: lookup.accountKey.toBase58(),
      writableIndexes: lookup.writableIndexes,
      readonlyIndexes: lookup.readonlyIndexes,
    }))
  }
  return json
}

export function transactionJson(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  includeVersion: boolean,
): Record<string, unknown> {
  const { wire, signatures } = record.transaction
  let transaction: unknown
  if (encoding === 'base64') transaction = [Buffer.from(wire).toString('base64'), 'base64']
  else if (encoding === 'base58') transaction = [toBase58(wire), 'base58']
  else transaction = { signatures, message: messageJson(record, encoding === 'jsonParsed') }
  const json: Record<string, unknown> = {
    slot: record.slot,
    blockTime: record.blockTime,
    transaction,
    meta: metaJson(record, encoding === 'jsonParsed'),
  }
  if (includeVersion) json.version = record.transaction.version
  return json
}
