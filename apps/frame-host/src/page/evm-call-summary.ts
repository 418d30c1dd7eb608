/**
 * What an EVM call does, for the approval card: the native value, and the ERC-20 calls a
 * person most often approves — transfer, transferFrom, approve — decoded from the calldata
 * with the token's decimals and symbol where the context knows them. Any other call shows
 * its selector and its whole calldata.
 */
import { formatEther, hexToBigInt, isHex } from 'viem'
import type { SummaryContext } from './approval-context.js'
import { chainInfo } from './chain-names.js'
import {
  type ApprovalRow,
  tokenAmount,
  tokenOf,
  UNLIMITED_ALLOWANCE,
  unlimitedWarning,
} from './summary-format.js'

export type CallSummary = { rows: ApprovalRow[]; warnings: string[] }

const SELECTORS = {
  a9059cbb: 'transfer',
  '23b872dd': 'transferFrom',
  '095ea7b3': 'approve',
} as const

/** The 32-byte words after the selector, or undefined when the data is not whole words. */
function words(data: string, count: number): string[] | undefined {
  const body = data.slice(10)
  if (body.length < count * 64) return undefined
  return Array.from({ length: count }, (_, i) => body.slice(i * 64, i * 64 + 64))
}

function wordAddress(word: string): string | undefined {
  return /^0{24}[0-9a-f]{40}$/i.test(word) ? `0x${word.slice(24)}` : undefined
}

const wordNumber = (word: string) => hexToBigInt(`0x${word}`)

/** An ERC-20 call decoded, or undefined when `data` is not one of the three. */
export function decodeErc20(
  to: string,
  data: string,
  context?: SummaryContext,
): CallSummary | undefined {
  if (!isHex(data) || data.length < 10) return undefined
  const name = SELECTORS[data.slice(2, 10).toLowerCase() as keyof typeof SELECTORS]
  if (!name) return undefined
  const token = tokenOf(context, to)
  const unit = `token ${to}`
  const tokenName = token ? `${token.symbol} (${to})` : to
  if (name === 'transferFrom') {
    const parts = words(data, 3)
    const from = parts && wordAddress(parts[0] as string)
    const recipient = parts && wordAddress(parts[1] as string)
    if (!parts || !from || !recipient) return undefined
    return {
      rows: [
        { label: 'Action', value: 'Move tokens from another account (transferFrom)' },
        { label: 'Token', value: tokenName },
        { label: 'From', value: from },
        { label: 'To', value: recipient },
        { label: 'Amount', value: tokenAmount(wordNumber(parts[2] as string), token, unit) },
      ],
      warnings: [],
    }
  }
  const parts = words(data, 2)
  const who = parts && wordAddress(parts[0] as string)
  if (!parts || !who) return undefined
  const amount = wordNumber(parts[1] as string)
  if (name === 'transfer') {
    return {
      rows: [
        { label: 'Action', value: 'Send tokens' },
        { label: 'Token', value: tokenName },
        { label: 'To', value: who },
        { label: 'Amount', value: tokenAmount(amount, token, unit) },
      ],
      warnings: [],
    }
  }
  const unlimited = amount >= UNLIMITED_ALLOWANCE
  return {
    rows: [
      { label: 'Action', value: 'Allow spending of your tokens (approve)' },
      { label: 'Token', value: tokenName },
      { label: 'Spender', value: who },
      {
        label: 'Allowance',
        value: unlimited ? `Unlimited (${amount.toString()})` : tokenAmount(amount, token, unit),
      },
    ],
    warnings: unlimited ? [unlimitedWarning(who, token?.symbol ?? `tokens of ${to}`)] : [],
  }
}

function nativeValue(value: unknown, context?: SummaryContext): string | undefined {
  if (typeof value !== 'string' || !isHex(value)) return undefined
  try {
    const wei = hexToBigInt(value)
    if (wei === 0n) return undefined
    if (!context) return `${formatEther(wei)} (native token)`
    return `${formatEther(wei)} ${chainInfo(context.chainId).symbol}`
  } catch {
    return undefined
  }
}

/** The rows of one call (a transaction or a wallet_sendCalls entry). */
export function summarizeCall(
  call: Record<string, unknown>,
  context?: SummaryContext,
): CallSummary {
  const rows: ApprovalRow[] = []
  const warnings: string[] = []
  const to = typeof call.to === 'string' ? call.to : undefined
  const data =
    typeof call.data === 'string'
      ? call.data
      : typeof call.input === 'string'
        ? call.input
        : undefined
  const erc20 = to && data ? decodeErc20(to, data, context) : undefined
  if (erc20) {
    rows.push(...erc20.rows)
    warnings.push(...erc20.warnings)
  } else {
    rows.push({ label: 'To', value: to ?? 'a new contract' })
  }
  const value = nativeValue(call.value, context)
  if (value) rows.push({ label: 'Value', value })
  if (!erc20 && data && isHex(data) && data.length > 2) {
    const bytes = Math.floor((data.length - 2) / 2)
    if (data.length >= 10)
      rows.push({ label: 'Function', value: `unknown (selector ${data.slice(0, 10)})` })
    rows.push({ label: 'Data', value: `${data} (${bytes} bytes)` })
  }
  return { rows, warnings }
}
