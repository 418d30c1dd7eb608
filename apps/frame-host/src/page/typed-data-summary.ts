/**
 * EIP-712 typed data for the approval card: who it is for (the domain's name, chain and
 * verifying contract), its type, and the WHOLE message, indented, never cut — the card
 * scrolls. An EIP-2612 permit also gets its token, spender, amount and deadline in words,
 * and a warning when the allowance is unlimited or the domain's chain is another one.
 */
import type { SummaryContext } from './approval-context.js'
import { chainInfo, evmChainNumber } from './chain-names.js'
import {
  type ApprovalRow,
  tokenAmount,
  tokenOf,
  UNLIMITED_ALLOWANCE,
  unlimitedWarning,
} from './summary-format.js'

export type TypedDataSummary = { rows: ApprovalRow[]; warnings: string[] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A uint from typed data (number, decimal or hex string), or undefined. */
function uint(value: unknown): bigint | undefined {
  try {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
    if (typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) return BigInt(value)
  } catch {
    return undefined
  }
  return undefined
}

function deadline(value: unknown): string | undefined {
  const seconds = uint(value)
  if (seconds === undefined) return undefined
  if (seconds >= 2n ** 40n) return `${seconds.toString()} (never expires)`
  return `${new Date(Number(seconds) * 1000).toISOString()} (${seconds.toString()})`
}

/** The whole message as indented JSON; bigints and other values as text. */
export function wholeMessage(message: unknown): string {
  try {
    return JSON.stringify(
      message ?? {},
      (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
      2,
    )
  } catch {
    return String(message)
  }
}

function permitRows(
  domain: Record<string, unknown>,
  message: Record<string, unknown>,
  context: SummaryContext | undefined,
): TypedDataSummary {
  const contract = typeof domain.verifyingContract === 'string' ? domain.verifyingContract : ''
  const token = contract ? tokenOf(context, contract) : undefined
  const spender = typeof message.spender === 'string' ? message.spender : 'unknown'
  const value = uint(message.value)
  const rows: ApprovalRow[] = [
    { label: 'Action', value: 'Allow spending of your tokens (permit)' },
    { label: 'Token', value: token ? `${token.symbol} (${contract})` : contract || 'unknown' },
    { label: 'Spender', value: spender },
  ]
  const warnings: string[] = []
  if (value !== undefined) {
    const unlimited = value >= UNLIMITED_ALLOWANCE
    rows.push({
      label: 'Allowance',
      value: unlimited
        ? `Unlimited (${value.toString()})`
        : tokenAmount(value, token, `token ${contract || 'unknown'}`),
    })
    if (unlimited)
      warnings.push(unlimitedWarning(spender, token?.symbol ?? `tokens of ${contract}`))
  }
  const until = deadline(message.deadline)
  if (until) rows.push({ label: 'Valid until', value: until })
  return { rows, warnings }
}

export function summarizeTypedData(typed: unknown, context?: SummaryContext): TypedDataSummary {
  if (!isRecord(typed)) return { rows: [{ label: 'Data', value: String(typed) }], warnings: [] }
  const domain = isRecord(typed.domain) ? typed.domain : {}
  const message = isRecord(typed.message) ? typed.message : {}
  const primaryType = typeof typed.primaryType === 'string' ? typed.primaryType : undefined
  const rows: ApprovalRow[] = []
  const warnings: string[] = []
  if (typeof domain.name === 'string') rows.push({ label: 'Domain', value: domain.name })
  if (typeof domain.version === 'string') rows.push({ label: 'Version', value: domain.version })
  const domainChain = uint(domain.chainId)
  if (domainChain !== undefined) {
    const caip = `eip155:${domainChain.toString()}`
    rows.push({ label: 'For chain', value: chainInfo(caip).name })
    const current = context ? evmChainNumber(context.chainId) : undefined
    if (current !== undefined && BigInt(current) !== domainChain) {
      warnings.push(
        `This signature is for ${chainInfo(caip).name}, not ${chainInfo(context?.chainId ?? '').name}, the chain you are on.`,
      )
    }
  }
  rows.push({
    label: 'Verifying contract',
    value: typeof domain.verifyingContract === 'string' ? domain.verifyingContract : 'none given',
  })
  if (primaryType) rows.push({ label: 'Type', value: primaryType })
  if (primaryType === 'Permit' && 'spender' in message && 'value' in message) {
    const permit = permitRows(domain, message, context)
    rows.push(...permit.rows)
    warnings.push(...permit.warnings)
  }
  rows.push({ label: 'Message', value: wholeMessage(typed.message) })
  return { rows, warnings }
}
