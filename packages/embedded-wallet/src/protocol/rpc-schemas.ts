/** Params and results of RPC requests forwarded to the frame (the rpcRequest event). */
import { z } from 'zod'
import { base64Schema, caipNetworkIdSchema, jsonSchema } from './common.js'
import {
  EMBEDDED_WALLET_RPC_METHODS,
  type EmbeddedWalletRpcMethod,
  isSolanaRpcMethod,
} from './rpc-methods.js'

const solanaPubkey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a Solana address')
/** A batch larger than this is refused before it reaches a signer. */
export const MAX_BATCH = 64

/** Solana params: bytes are base64, so the message is JSON end to end. */
export const SOLANA_RPC_PARAM_SCHEMAS = {
  solana_signMessage: z.strictObject({ message: base64Schema, pubkey: solanaPubkey }),
  solana_signTransaction: z.strictObject({ transaction: base64Schema }),
  solana_signAllTransactions: z.strictObject({
    transactions: z.array(base64Schema).min(1).max(MAX_BATCH),
  }),
  solana_signAndSendTransaction: z.strictObject({
    transaction: base64Schema,
    options: z
      .strictObject({
        skipPreflight: z.boolean().optional(),
        preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
      })
      .optional(),
  }),
} as const

/** What the frame answers each Solana method with (the rpcRequest success's `result`). */
export const SOLANA_RPC_RESULT_SCHEMAS = {
  solana_signMessage: z.strictObject({ signature: base64Schema }),
  solana_signTransaction: z.strictObject({ transaction: base64Schema }),
  solana_signAllTransactions: z.strictObject({
    transactions: z.array(base64Schema).min(1).max(MAX_BATCH),
  }),
  solana_signAndSendTransaction: z.strictObject({ signature: base64Schema }),
} as const

const EVM_METHODS = EMBEDDED_WALLET_RPC_METHODS.filter((m) => !isSolanaRpcMethod(m)) as [
  EmbeddedWalletRpcMethod,
  ...EmbeddedWalletRpcMethod[],
]

/** EIP-1193 params: positional (an array) or named (an object), JSON only. */
const evmParams = z.union([z.array(jsonSchema).max(MAX_BATCH), z.record(z.string(), jsonSchema)])

function solanaRequest<const M extends keyof typeof SOLANA_RPC_PARAM_SCHEMAS>(method: M) {
  return z.strictObject({
    chainId: caipNetworkIdSchema,
    method: z.literal(method),
    params: SOLANA_RPC_PARAM_SCHEMAS[method],
  })
}

/**
 * The rpcRequest payload. `method` must be on the allow-list: the frame refuses anything
 * else by schema, even if a client skipped its own check.
 */
export const rpcRequestPayloadSchema = z.union([
  z.strictObject({
    chainId: caipNetworkIdSchema,
    method: z.enum(EVM_METHODS),
    params: evmParams.optional(),
  }),
  solanaRequest('solana_signMessage'),
  solanaRequest('solana_signTransaction'),
  solanaRequest('solana_signAllTransactions'),
  solanaRequest('solana_signAndSendTransaction'),
])

/** The rpcRequest success payload; Solana results are further checked per method. */
export const rpcResultPayloadSchema = z.strictObject({ result: jsonSchema })
