/**
 * What a Solana transaction does, for the approval card: the transaction's message (legacy
 * or v0) read by solana-message.ts, then each instruction in words — System transfers in
 * SOL, SPL Token Transfer and TransferChecked with their amount (decimals from the
 * instruction or the context's tokens), mint and recipient — and any other instruction by
 * its program id, so nothing is left out.
 */
import { formatUnits } from 'viem'
import type { SummaryContext } from './approval-context.js'
import { type MessageInstruction, readTransaction, type SolanaMessage } from './solana-message.js'
import { type ApprovalRow, tokenAmount, tokenOf } from './summary-format.js'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PQnG2P9shdE'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

export type TransactionSummary = { rows: ApprovalRow[]; warnings: string[] }

type Instruction = MessageInstruction

const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)
const u32 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true)

function describe(instruction: Instruction, context?: SummaryContext): ApprovalRow[] {
  const { program, accounts, data } = instruction
  if (program === SYSTEM_PROGRAM && data.length >= 12 && u32(data, 0) === 2) {
    return [
      { label: 'Send SOL', value: `${formatUnits(u64(data, 4), 9)} SOL` },
      { label: 'From', value: accounts[0] ?? 'unknown' },
      { label: 'To', value: accounts[1] ?? 'unknown' },
    ]
  }
  if (program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM) {
    if (data[0] === 12 && data.length >= 10) {
      // TransferChecked: source, mint, destination, owner; amount u64, decimals u8.
      const mint = accounts[1] ?? 'unknown'
      const known = tokenOf(context, mint)
      const decimals = data[9] as number
      const symbol = known?.symbol ?? `of mint ${mint}`
      return [
        { label: 'Send tokens', value: `${formatUnits(u64(data, 1), decimals)} ${symbol}` },
        { label: 'Mint', value: mint },
        { label: 'To (token account)', value: accounts[2] ?? 'unknown' },
        { label: 'From (token account)', value: accounts[0] ?? 'unknown' },
      ]
    }
    if (data[0] === 3 && data.length >= 9) {
      // Transfer: source, destination, owner; amount u64. The mint is not named here, so
      // the decimals come from the context, looked up by either token account.
      const source = accounts[0] ?? 'unknown'
      const destination = accounts[1] ?? 'unknown'
      const known = tokenOf(context, destination) ?? tokenOf(context, source)
      return [
        {
          label: 'Send tokens',
          value: tokenAmount(u64(data, 1), known, `the token of account ${source}`),
        },
        { label: 'To (token account)', value: destination },
        { label: 'From (token account)', value: source },
      ]
    }
  }
  if (program === COMPUTE_BUDGET_PROGRAM)
    return [{ label: 'Compute budget', value: 'fee and limit settings' }]
  if (program === ASSOCIATED_TOKEN_PROGRAM) {
    return [
      {
        label: 'Create token account',
        value: `${accounts[1] ?? 'unknown'} for ${accounts[2] ?? 'unknown'}`,
      },
    ]
  }
  if (program === MEMO_PROGRAM) {
    return [{ label: 'Memo', value: new TextDecoder().decode(data) }]
  }
  return [
    {
      label: 'Other instruction',
      value: `program ${program}, ${accounts.length} accounts, ${data.length} bytes of data`,
    },
  ]
}

/** The rows of a base64 wire transaction, or a row saying it could not be read. */
export function summarizeSolanaTransaction(
  base64: unknown,
  context?: SummaryContext,
): TransactionSummary {
  if (typeof base64 !== 'string' || base64.length === 0) {
    return { rows: [{ label: 'Transaction', value: 'missing' }], warnings: [] }
  }
  let message: SolanaMessage
  try {
    const binary = atob(base64)
    message = readTransaction(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return {
      rows: [{ label: 'Transaction', value: `${base64} (could not be read)` }],
      warnings: ['This transaction could not be read: approve it only if you trust the app.'],
    }
  }
  const rows: ApprovalRow[] = [
    { label: 'Fee payer', value: String(message.staticAccounts[0] ?? 'unknown') },
  ]
  const instructions = message.instructions
  instructions.forEach((instruction, index) => {
    const prefix = instructions.length > 1 ? `${index + 1}. ` : ''
    for (const row of describe(instruction, context))
      rows.push({ label: `${prefix}${row.label}`, value: row.value })
  })
  const warnings: string[] = []
  if (message.lookedUp > 0) {
    warnings.push('Some accounts come from address lookup tables and are shown by number only.')
  }
  return { rows, warnings }
}
