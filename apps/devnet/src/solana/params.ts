import { getBase58Encoder } from '@solana/kit'
import { z } from 'zod'
import { INVALID_PARAMS, JsonRpcError } from './json-rpc.js'

/**
 * Schemas of the Solana JSON-RPC parameters devnet understands. Unknown config fields are
 * accepted (clients send minContextSlot, maxRetries, …), wrong types are -32602.
 */

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

function base58Length(text: string): number {
  return BASE58.test(text) ? getBase58Encoder().encode(text).length : -1
}

export const pubkey = z.string().refine((s) => s.length <= 44 && base58Length(s) === 32, {
  message: 'Invalid param: Invalid',
})

export const signature = z.string().refine((s) => s.length <= 88 && base58Length(s) === 64, {
  message: 'Invalid param: Invalid',
})

export const commitment = z.enum(['processed', 'confirmed', 'finalized'])

export type Commitment = z.infer<typeof commitment>

const baseConfig = z
  .object({ commitment: commitment.optional(), minContextSlot: z.number().optional() })
  .loose()

export const accountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed'])

export type AccountEncoding = z.infer<typeof accountEncoding>

export const dataSlice = z.object({ offset: z.number().int(), length: z.number().int() })

export const accountConfig = baseConfig.extend({
  encoding: accountEncoding.optional(),
  dataSlice: dataSlice.optional(),
})

export const txEncoding = z.enum(['base58', 'base64'])

export const sendConfig = baseConfig.extend({
  encoding: txEncoding.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitment.optional(),
  maxRetries: z.number().optional(),
})

export const simulateConfig = baseConfig.extend({
  encoding: txEncoding.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z
    .object({ addresses: z.array(pubkey), encoding: accountEncoding.optional() })
    .optional(),
})

export const getTransactionConfig = baseConfig.extend({
  encoding: z.enum(['json', 'jsonParsed', 'base58', 'base64']).optional(),
  maxSupportedTransactionVersion: z.number().int().optional(),
})

export const tokenFilter = z.union([
  z.object({ mint: pubkey }).strict(),
  z.object({ programId: pubkey }).strict(),
])

/** Config objects may be sent as null by some clients; treat null like absent. */
export function optionalConfig<T extends z.ZodType>(schema: T) {
  return schema.nullish()
}

/** Validates `params` (absent = []) against a tuple schema, -32602 on mismatch. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params ?? [])
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` at params.${issue.path.join('.')}` : ''
  throw new JsonRpcError(INVALID_PARAMS, `Invalid params: ${issue?.message ?? 'invalid'}${where}`)
}
