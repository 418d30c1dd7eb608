/**
 * The answers of the wallet and of the sessions list, checked against the contract
 * (docs/smart-sessions.md) before anyone reads them: an answer of another shape is a
 * PermissionsResponseError naming where it was wrong, never passed on half-read.
 */
import { z } from 'zod'
import { PermissionsResponseError } from '../../errors/permissions.js'
import type {
  ActivePermission,
  WalletGrantPermissionsResult,
  WalletRevokePermissionsResult,
} from '../../types/permissions.js'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<`0x${string}`>
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as unknown as z.ZodType<`0x${string}`>
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/) as unknown as z.ZodType<`0x${string}`>
const seconds = z.number().int().nonnegative()
const baseUnits = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => BigInt(value))

const signer = z.object({ type: z.literal('account'), data: z.object({ address }) })

const grantedPermission = z.object({
  type: z.literal('erc20-token-periodic'),
  data: z.object({
    tokenAddress: address,
    periodAmount: hex,
    periodDuration: z.number().int().positive(),
    startTime: seconds.optional(),
    justification: z.string().optional(),
  }),
})

const grantAnswer = z.object({
  chainId: hex,
  address,
  expiry: seconds,
  signer,
  permissions: z.tuple([grantedPermission]),
  pci: hash,
  context: hex,
  signerMeta: z.object({ delegationManager: address }),
})

const revokeAnswer = z.object({ pci: hash, userOpHash: hash, transactionHash: hash })

const activePermission = z.object({
  pci: hash,
  chainId: z.string().regex(/^eip155:\d+$/),
  createdAt: seconds,
  expiry: seconds,
  signer,
  permissions: z.tuple([
    z.object({
      type: z.literal('erc20-token-periodic'),
      data: z.object({
        tokenAddress: address,
        periodAmount: hex,
        periodDuration: z.number().int().positive(),
        startTime: seconds,
        symbol: z.string().nullable(),
        decimals: z.number().int().min(0).max(255).nullable(),
      }),
    }),
  ]),
  spentInPeriod: baseUnits,
  availableInPeriod: baseUnits,
  context: hex,
})

const sessionsAnswer = z.object({ pcis: z.array(activePermission) })

/** "pcis.0.expiry: expected number" — where the answer was wrong. */
function describeIssues(error: z.ZodError): string {
  const [issue] = error.issues
  if (!issue) return 'unexpected shape'
  const path = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return `${path}${issue.message}`
}

function parse<T>(schema: z.ZodType<T>, answer: unknown, source: string): T {
  const result = schema.safeParse(answer)
  if (!result.success) {
    throw new PermissionsResponseError({
      details: `${source}: ${describeIssues(result.error)}`,
    })
  }
  return result.data
}

export function parseGrantAnswer(answer: unknown): WalletGrantPermissionsResult {
  return parse(grantAnswer, answer, 'wallet_grantPermissions') as WalletGrantPermissionsResult
}

export function parseRevokeAnswer(answer: unknown): WalletRevokePermissionsResult {
  return parse(revokeAnswer, answer, 'wallet_revokePermissions')
}

export function parseSessionsAnswer(answer: unknown): ActivePermission[] {
  return parse(sessionsAnswer, answer, 'GET /v1/sessions').pcis as ActivePermission[]
}
