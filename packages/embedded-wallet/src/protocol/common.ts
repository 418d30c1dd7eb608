/** Value shapes used by several frame events. */
import { isEmail } from '@keyway/core'
import { SOCIAL_LOGIN_PROVIDERS } from '@keyway/core/embedded-wallet'
import { z } from 'zod'

/** Upper bound on any free-form string field, so neither side buffers a huge message. */
export const MAX_STRING_LENGTH = 4096

/** CAIP-2 network id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id')

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address')
const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a Solana address')
/** An account address of either namespace the embedded wallet serves. */
export const addressSchema = z.union([evmAddress, solanaAddress])

/** docs/validation.md#email-and-social-login: email login payloads need a valid email string. */
export const emailSchema = z.string().max(254).refine(isEmail, 'Invalid email')

/** docs/validation.md#email-and-social-login: the OTP is a string; its format is frame-host's business (bounded here). */
export const otpSchema = z.string().min(1).max(32)

/** docs/validation.md#embedded-wallet-requests: one of google, github, apple, facebook, x, discord. */
export const socialProviderSchema = z.enum(SOCIAL_LOGIN_PROVIDERS)

/** Account types the embedded wallet can hold (docs/state.md#account-state). */
export const embeddedAccountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** Bytes on the wire (Solana messages, transactions, signatures): standard base64. */
export const base64Schema = z.base64().max(1_500_000)

/** docs/state.md#embedded-wallet-user. */
export const embeddedWalletUserSchema = z.strictObject({
  email: z.string().max(254).nullable().optional(),
  address: addressSchema,
  chainId: caipNetworkIdSchema,
  accounts: z
    .array(z.strictObject({ address: addressSchema, type: embeddedAccountTypeSchema }))
    .max(16)
    .optional(),
  userName: z.string().max(256).optional(),
  preferredAccountType: embeddedAccountTypeSchema.optional(),
  smartAccountDeployed: z.boolean().optional(),
})

/** No payload: the event itself is the request (or the answer). */
export const emptySchema = z.strictObject({})

/** JSON values (RPC params and results): nothing a structured clone adds beyond JSON. */
export const jsonSchema = z.json()
