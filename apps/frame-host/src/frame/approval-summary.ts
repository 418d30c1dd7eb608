/**
 * What the approval card shows for a not-safe request (spec §2 ApproveTransaction): the
 * method in words and the parts a person can check — the message text, or the recipient,
 * amount and data of a transaction. Pure, so each method's summary is table-tested.
 */
import { formatEther, hexToBigInt, hexToString, isHex } from 'viem'
import type { SummaryContext } from './approval-context.js'
import { chainInfo } from './chain-names.js'

export type ApprovalRow = { label: string; value: string }
/** `warnings` are shown above the rows, prominently; empty when nothing looks wrong. */
export type ApprovalSummary = { title: string; rows: ApprovalRow[]; warnings: string[] }

/** Long values are cut so the card stays readable; the full value is what gets signed. */
const MAX_SHOWN = 600

const cut = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text)

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

function messageRow(message: unknown): ApprovalRow {
  if (typeof message === 'string' && isHex(message)) {
    return { label: 'Message', value: cut(readableText(message) ?? message) }
  }
  return {
    label: 'Message',
    value: cut(typeof message === 'string' ? message : JSON.stringify(message)),
  }
}

function etherAmount(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isHex(value)) return undefined
  try {
    return `${formatEther(hexToBigInt(value))} (native token)`
  } catch {
    return undefined
  }
}

function dataRow(data: unknown): ApprovalRow | undefined {
  if (typeof data !== 'string' || !isHex(data) || data.length <= 2) return undefined
  const bytes = (data.length - 2) / 2
  return { label: 'Data', value: `${data.slice(0, 10)}… (${Math.floor(bytes)} bytes)` }
}

function callRows(call: Record<string, unknown>): ApprovalRow[] {
  const rows: ApprovalRow[] = []
  if (typeof call.to === 'string') rows.push({ label: 'To', value: call.to })
  else rows.push({ label: 'To', value: 'a new contract' })
  const amount = etherAmount(call.value)
  if (amount) rows.push({ label: 'Value', value: amount })
  const data = dataRow(call.data)
  if (data) rows.push(data)
  return rows
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
  const summary = summarizeParams(method, params)
  const rows = context
    ? [{ label: 'Chain', value: chainInfo(context.chainId).name }, ...summary.rows]
    : summary.rows
  return { title: summary.title, rows, warnings: [] }
}

function summarizeParams(method: string, params: unknown): Omit<ApprovalSummary, 'warnings'> {
  const list = Array.isArray(params) ? params : []
  const named = isRecord(params) ? params : {}
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign a message', rows: [messageRow(list[0])] }
    case 'eth_sign':
      return { title: 'Sign a message', rows: [messageRow(list[1])] }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      let typed: unknown = raw
      if (typeof raw === 'string') {
        try {
          typed = JSON.parse(raw)
        } catch {
          typed = raw
        }
      }
      const rows: ApprovalRow[] = []
      if (isRecord(typed)) {
        const domain = isRecord(typed.domain) ? typed.domain : {}
        if (typeof domain.name === 'string') rows.push({ label: 'Domain', value: domain.name })
        if (typeof typed.primaryType === 'string') {
          rows.push({ label: 'Type', value: typed.primaryType })
        }
        rows.push({ label: 'Data', value: cut(JSON.stringify(typed.message ?? {})) })
      } else {
        rows.push({ label: 'Data', value: cut(String(raw)) })
      }
      return { title: 'Sign typed data', rows }
    }
    case 'eth_sendTransaction':
    case 'eth_signTransaction': {
      const tx = isRecord(list[0]) ? list[0] : {}
      const title = method === 'eth_sendTransaction' ? 'Send a transaction' : 'Sign a transaction'
      return { title, rows: callRows(tx) }
    }
    case 'wallet_sendCalls': {
      const batch = isRecord(list[0]) ? list[0] : {}
      const calls = Array.isArray(batch.calls) ? batch.calls.filter(isRecord) : []
      const rows = calls.flatMap((call, index) =>
        callRows(call).map((row) => ({ ...row, label: `Call ${index + 1}: ${row.label}` })),
      )
      return { title: `Send ${calls.length} call${calls.length === 1 ? '' : 's'}`, rows }
    }
    case 'solana_signMessage': {
      const text = base64Text(named.message)
      return {
        title: 'Sign a message',
        rows: [
          {
            label: 'Message',
            value: cut(text ?? `${base64Length(named.message)} bytes of binary data`),
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
        rows: [{ label: 'Transaction', value: `${base64Length(named.transaction)} bytes` }],
      }
    case 'solana_signAllTransactions': {
      const count = Array.isArray(named.transactions) ? named.transactions.length : 0
      return {
        title: `Sign ${count} transaction${count === 1 ? '' : 's'}`,
        rows: [],
      }
    }
    default:
      return {
        title: `Approve ${method}`,
        rows:
          params === undefined ? [] : [{ label: 'Parameters', value: cut(JSON.stringify(params)) }],
      }
  }
}
