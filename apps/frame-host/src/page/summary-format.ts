/**
 * Formatting shared by the approval card's summaries: token amounts by decimals, the fee
 * cap, and what counts as an unlimited allowance.
 */
import { formatUnits } from 'viem'
import type { SummaryContext, TokenInfo } from './approval-context.js'
import { chainInfo } from './chain-names.js'

export type ApprovalRow = { label: string; value: string }

/** An allowance this large is as good as unlimited (max uint256 is the usual way to ask). */
export const UNLIMITED_ALLOWANCE = 2n ** 128n

/** `1.5 USDC` with metadata; otherwise the raw integer and where it belongs. */
export function tokenAmount(amount: bigint, token: TokenInfo | undefined, unit: string): string {
  if (token) return `${formatUnits(amount, token.decimals)} ${token.symbol}`
  return `${amount.toString()} (base units of ${unit})`
}

/** Token metadata of an address or mint, by its lowercase form, from the context. */
export function tokenOf(context: SummaryContext | undefined, key: string): TokenInfo | undefined {
  const tokens = context?.tokens
  if (!tokens) return undefined
  return tokens[key.toLowerCase()] ?? tokens[key]
}

/** The context's fee cap in the chain's native token, with US dollars where known. */
export function feeRow(context: SummaryContext | undefined): ApprovalRow | undefined {
  const fee = context?.fee
  if (!context || !fee || !/^[0-9]{1,78}$/.test(fee.maxFee)) return undefined
  const native = chainInfo(context.chainId)
  const amount = `${formatUnits(BigInt(fee.maxFee), native.decimals)} ${native.symbol}`
  const usd =
    typeof fee.usd === 'number' && Number.isFinite(fee.usd) && fee.usd >= 0
      ? ` (about $${fee.usd < 0.01 && fee.usd > 0 ? '<0.01' : fee.usd.toFixed(2)})`
      : ''
  return { label: 'Max fee', value: `${amount}${usd}` }
}

export function unlimitedWarning(spender: string, what: string): string {
  return `Unlimited approval: ${spender} may spend all of your ${what}, now and later.`
}
