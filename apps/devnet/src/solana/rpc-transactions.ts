import { type Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { z } from 'zod'
import { contextOf, encodeAccount, withContext } from './account-json.js'
import { INTERNAL_ERROR, INVALID_PARAMS, JsonRpcError, type MethodTable } from './json-rpc.js'
import { meetsCommitment, type SimulationResult, type SolanaLedger } from './ledger.js'
import {
  commitment,
  getTransactionConfig,
  optionalConfig,
  parseParams,
  pubkey,
  sendConfig,
  signature,
  simulateConfig,
} from './params.js'
import { transactionJson } from './tx-json.js'
import { decodeWireMessage, decodeWireTransaction, messageFee } from './wire.js'

/** Sending, simulating and looking up transactions, fees and airdrops. */

/** Solana's server error codes (solana-rpc-client-api custom_error.rs). */
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003
export const UNSUPPORTED_TRANSACTION_VERSION = -32015

const MAX_SIGNATURE_STATUSES = 256

const sendParams = z.tuple([z.string(), optionalConfig(sendConfig)])
const simulateParams = z.tuple([z.string(), optionalConfig(simulateConfig)])
const statusesParams = z.tuple([
  z.array(signature).max(MAX_SIGNATURE_STATUSES),
  optionalConfig(z.object({ searchTransactionHistory: z.boolean().optional() }).loose()),
])
const getTransactionParams = z.tuple([signature, optionalConfig(getTransactionConfig)])
const feeParams = z.tuple([
  z.string(),
  optionalConfig(
    z.object({ commitment: commitment.optional(), minContextSlot: z.number().optional() }).loose(),
  ),
])
const airdropParams = z.tuple([
  pubkey,
  z.number().int().positive(),
  optionalConfig(z.object({ commitment: commitment.optional() }).loose()),
])
const signaturesForAddressParams = z.tuple([
  pubkey,
  optionalConfig(
    z
      .object({
        limit: z.number().int().min(1).max(1000).optional(),
        before: signature.optional(),
        until: signature.optional(),
      })
      .loose(),
  ),
])

function simulationData(sim: SimulationResult, accounts: unknown): Record<string, unknown> {
  return {
    err: sim.err?.json ?? null,
    logs: sim.logs,
    accounts,
    unitsConsumed: sim.unitsConsumed,
    returnData: sim.returnData,
    innerInstructions: sim.innerInstructions.length > 0 ? sim.innerInstructions : null,
    replacementBlockhash: null,
  }
}

export type TransactionMethodsOptions = {
  ledger: SolanaLedger
  /** Pays requestAirdrop. */
  faucet: Keypair
}

export function transactionMethods({ ledger, faucet }: TransactionMethodsOptions): MethodTable {
  const lookup = (address: string) => ledger.getAccount(address)

  return {
    sendTransaction(params) {
      const [encoded, config] = parseParams(sendParams, params)
      const tx = decodeWireTransaction(encoded, config?.encoding ?? 'base58')
      contextOf(ledger, config)
      // Preflight as a validator does: simulate first and refuse what would fail.
      if (!config?.skipPreflight) {
        const sim = ledger.simulate(tx)
        if (sim.err?.json === 'SignatureFailure') {
          throw new JsonRpcError(
            TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
            'Transaction signature verification failure',
          )
        }
        if (sim.err) {
          throw new JsonRpcError(
            SEND_TRANSACTION_PREFLIGHT_FAILURE,
            `Transaction simulation failed: ${sim.err.message}`,
            simulationData(sim, null),
          )
        }
      }
      // Without preflight a transaction that cannot land is dropped silently, as on a cluster:
      // the client learns it from its blockhash expiring.
      ledger.submit(tx)
      return tx.signature
    },

    simulateTransaction(params) {
      const [encoded, config] = parseParams(simulateParams, params)
      const tx = decodeWireTransaction(encoded, config?.encoding ?? 'base58')
      if (config?.sigVerify && config.replaceRecentBlockhash) {
        throw new JsonRpcError(
          INVALID_PARAMS,
          'sigVerify may not be used with replaceRecentBlockhash',
        )
      }
      const context = contextOf(ledger, config)
      const sim = ledger.simulate(tx, {
        sigVerify: config?.sigVerify ?? false,
        checkBlockhash: !config?.replaceRecentBlockhash,
      })
      let accounts: unknown = null
      if (config?.accounts) {
        const encoding = config.accounts.encoding ?? 'base64'
        accounts = config.accounts.addresses.map((address) => {
          const account = sim.postAccounts.get(address) ?? ledger.getAccount(address)
          return account ? encodeAccount(address, account, encoding, lookup) : null
        })
      }
      const value = simulationData(sim, accounts)
      if (config?.replaceRecentBlockhash) value.replacementBlockhash = ledger.latestBlockhash()
      return withContext(context, value)
    },

    getSignatureStatuses(params) {
      const [signatures] = parseParams(statusesParams, params)
      return withContext(
        contextOf(ledger),
        signatures.map((sig) => {
          const record = ledger.getRecord(sig)
          if (!record) return null
          const err = record.err?.json ?? null
          return {
            slot: record.slot,
            confirmations: ledger.confirmationsOf(record),
            err,
            confirmationStatus: ledger.commitmentOf(record),
            status: err === null ? { Ok: null } : { Err: err },
          }
        }),
      )
    },

    getTransaction(params) {
      const [sig, config] = parseParams(getTransactionParams, params)
      if (config?.commitment === 'processed') {
        throw new JsonRpcError(
          INVALID_PARAMS,
          'Method does not support commitment below `confirmed`',
        )
      }
      const record = ledger.getRecord(sig)
      if (!record) return null
      if (!meetsCommitment(ledger.commitmentOf(record), config?.commitment ?? 'finalized'))
        return null
      const maxVersion = config?.maxSupportedTransactionVersion
      if (record.transaction.version === 0 && maxVersion === undefined) {
        throw new JsonRpcError(
          UNSUPPORTED_TRANSACTION_VERSION,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      }
      return transactionJson(record, config?.encoding ?? 'json', maxVersion !== undefined)
    },

    getSignaturesForAddress(params) {
      const [address, config] = parseParams(signaturesForAddressParams, params)
      const limit = config?.limit ?? 1000
      const list = []
      let started = config?.before === undefined
      for (const record of ledger.recordsNewestFirst()) {
        if (!started) {
          started = record.signature === config?.before
          continue
        }
        if (record.signature === config?.until) break
        if (!record.transaction.accountKeys.includes(address)) continue
        list.push({
          signature: record.signature,
          slot: record.slot,
          err: record.err?.json ?? null,
          memo: null,
          blockTime: record.blockTime,
          confirmationStatus: ledger.commitmentOf(record),
        })
        if (list.length >= limit) break
      }
      return list
    },

    getFeeForMessage(params) {
      const [encoded, config] = parseParams(feeParams, params)
      const message = decodeWireMessage(encoded)
      const context = contextOf(ledger, config)
      const valid = ledger.isBlockhashValid(message.recentBlockhash)
      return withContext(context, valid ? messageFee(message) : null)
    },

    requestAirdrop(params) {
      const [to, lamports] = parseParams(airdropParams, params)
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
      const tx = new Transaction({
        feePayer: faucet.publicKey,
        blockhash,
        lastValidBlockHeight: Number(lastValidBlockHeight),
      }).add(
        SystemProgram.transfer({
          fromPubkey: faucet.publicKey,
          toPubkey: new PublicKey(to),
          lamports,
        }),
      )
      tx.sign(faucet)
      const decoded = decodeWireTransaction(tx.serialize().toString('base64'), 'base64')
      const result = ledger.submit(decoded)
      if (!result.landed) {
        throw new JsonRpcError(INTERNAL_ERROR, `airdrop request failed: ${result.err.message}`)
      }
      return decoded.signature
    },
  }
}
