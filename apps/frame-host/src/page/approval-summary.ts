/**
 * What the approval card shows for a not-safe request (docs/views.md#approvetransaction): the
 * method in words, the chain, the fee cap, and the parts a person can check — the WHOLE
 * message text (never cut: the card scrolls), or what a transaction does, decoded
 * (evm-call-summary.ts, typed-data-summary.ts, solana-summary.ts) — plus warnings for what
 * looks wrong: an unlimited allowance, a sign-in message for another site. Pure, so each
 * method's summary is table-tested.
 */
import { hexToString, isHex } from 'viem'
import type { SummaryContext } from './approval-context.js'
import { chainInfo } from './chain-names.js'
import { summarizeCall } from './evm-call-summary.js'
import { summarizeGrant, summarizeRevoke } from './permission-summary.js'
import { signInWarning } from './sign-in-message.js'
import { summarizeSolanaTransaction } from './solana-summary.js'
import { type ApprovalRow, feeRow } from './summary-format.js'
import { summarizeTypedData } from './typed-data-summary.js'

export type { ApprovalRow }
/** `warnings` are shown above the rows, prominently; empty when nothing looks wrong. */
export type ApprovalSummary = { title: string; rows: ApprovalRow[]; warnings: string[] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Control characters other than tab and newlines (and U+FFFD) mean binary data. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd) {
      return true
    }
  }
  return false
}

/** Readable UTF-8 text, or undefined for bytes that are not (shown as hex instead). */
function readableText(hex: `0x${string}`): string | undefined {
  try {
    const text = hexToString(hex)
    return looksBinary(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** A message to sign as text: readable UTF-8 as text, anything else as its hex. */
function messageText(message: unknown): string {
  if (typeof message === 'string' && isHex(message)) return readableText(message) ?? message
  return typeof message === 'string' ? message : JSON.stringify(message)
}

function base64Length(value: unknown): number {
  if (typeof value !== 'string') return 0
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0
  return Math.floor((value.length * 3) / 4) - padding
}

function base64Text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const binary = atob(value)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return looksBinary(text) ? undefined : text
  } catch {
    return undefined
  }
}

type Part = { title: string; rows: ApprovalRow[]; warnings?: string[] }

/** A message to sign: the whole text, and a warning if it signs in to another site. */
function messagePart(text: string, context: SummaryContext | undefined): Part {
  const warning = signInWarning(text, context?.parentOrigin)
  return {
    title: 'Sign a message',
    rows: [{ label: 'Message', value: text }],
    warnings: warning ? [warning] : [],
  }
}

function parseTyped(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

function summarizeParams(method: string, params: unknown, context?: SummaryContext): Part {
  const list = Array.isArray(params) ? params : []
  const named = isRecord(params) ? params : {}
  switch (method) {
    case 'personal_sign':
      return messagePart(messageText(list[0]), context)
    case 'eth_sign':
      return messagePart(messageText(list[1]), context)
    case 'eth_signTypedData':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      return { title: 'Sign typed data', ...summarizeTypedData(parseTyped(list[1]), context) }
    case 'eth_sendTransaction':
    case 'eth_signTransaction': {
      const tx = isRecord(list[0]) ? list[0] : {}
      const title = method === 'eth_sendTransaction' ? 'Send a transaction' : 'Sign a transaction'
      return { title, ...summarizeCall(tx, context) }
    }
    case 'wallet_sendCalls': {
      const batch = isRecord(list[0]) ? list[0] : {}
      const calls = Array.isArray(batch.calls) ? batch.calls.filter(isRecord) : []
      const parts = calls.map((call) => summarizeCall(call, context))
      return {
        title: `Send ${calls.length} call${calls.length === 1 ? '' : 's'}`,
        rows: parts.flatMap((part, index) =>
          part.rows.map((row) => ({ ...row, label: `Call ${index + 1}: ${row.label}` })),
        ),
        warnings: parts.flatMap((part) => part.warnings),
      }
    }
    case 'wallet_grantPermissions':
      return summarizeGrant(params, context)
    case 'wallet_revokePermissions':
      return summarizeRevoke(params, context)
    case 'solana_signMessage': {
      const text = base64Text(named.message)
      if (text !== undefined) return messagePart(text, context)
      return {
        title: 'Sign a message',
        rows: [
          {
            label: 'Message',
            value: `${base64Length(named.message)} bytes of binary data: ${String(named.message ?? '')}`,
          },
        ],
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return {
        title:
          method === 'solana_signTransaction'
            ? 'Sign a transaction'
            : 'Sign and send a transaction',
        ...summarizeSolanaTransaction(named.transaction, context),
      }
    case 'solana_signAllTransactions': {
      const transactions = Array.isArray(named.transactions) ? named.transactions : []
      const parts = transactions.map((tx) => summarizeSolanaTransaction(tx, context))
      return {
        title: `Sign ${transactions.length} transaction${transactions.length === 1 ? '' : 's'}`,
        rows: parts.flatMap((part, index) =>
          part.rows.map((row) => ({ ...row, label: `Transaction ${index + 1}: ${row.label}` })),
        ),
        warnings: parts.flatMap((part) => part.warnings),
      }
    }
    default:
      return {
        title: `Approve ${method}`,
        rows:
          params === undefined
            ? []
            : [{ label: 'Parameters', value: JSON.stringify(params, null, 2) }],
      }
  }
}

/**
 * The card's summary of `method` with `params`. `context` (chain, fee cap, token metadata,
 * the asking origin) comes from the server's prepare step; without it the summary shows only
 * what the parameters say.
 */
export function summarizeRequest(
  method: string,
  params: unknown,
  context?: SummaryContext,
): ApprovalSummary {
  const part = summarizeParams(method, params, context)
  const rows: ApprovalRow[] = []
  if (context) rows.push({ label: 'Chain', value: chainInfo(context.chainId).name })
  rows.push(...part.rows)
  if (context?.gasPaidBy === 'sponsor') rows.push({ label: 'Gas paid by', value: 'sponsor' })
  if (context?.gasPaidBy === 'account') rows.push({ label: 'Gas paid by', value: 'your account' })
  const fee = feeRow(context)
  if (fee) rows.push(fee)
  return { title: part.title, rows, warnings: [...new Set(part.warnings ?? [])] }
}
