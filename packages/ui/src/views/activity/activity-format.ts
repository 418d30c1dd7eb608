/**
 * How the Activity view words a transaction: the sign of each amount (docs/limits.md#display), the month
 * headings of the year/month groups (docs/state.md#transaction-history), and the image of a transfer.
 */
import type { Transaction, TransactionsByYear, TransactionTransfer } from '@keyway/core'
import { getOperationSign, type OperationSign } from '@keyway/core/host'

/**
 * docs/limits.md#display gives '+' to receive, deposit, borrow and claim and '-' to withdraw, repay and
 * burn. Other types (send, trade, mint…) carry no sign of their own, so each transfer's
 * direction gives it: out of the account '-', into it '+'.
 */
export function transferSign(operationType: string, transfer: TransactionTransfer): OperationSign {
  const sign = getOperationSign(operationType)
  if (sign !== '') return sign
  if (transfer.direction === 'out') return '-'
  if (transfer.direction === 'in') return '+'
  return ''
}

/** The picture of a transfer: an NFT's preview, else the token's icon; '' when neither. */
export function transferImage(transfer: TransactionTransfer): string {
  return transfer.nft_info?.content?.preview?.url ?? transfer.fungible_info?.icon?.url ?? ''
}

/** The name of what moved: the token's symbol or the NFT's name. */
export function transferAsset(transfer: TransactionTransfer): string {
  return transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
}

export type ActivityMonth = { year: number; month: number; transactions: Transaction[] }

/** The groups newest first: years descending, then months descending (docs/state.md#transaction-history). */
export function monthsNewestFirst(grouped: TransactionsByYear): ActivityMonth[] {
  const months: ActivityMonth[] = []
  const years = Object.keys(grouped)
    .map(Number)
    .sort((a, b) => b - a)
  for (const year of years) {
    const byMonth = grouped[year] ?? {}
    const indexes = Object.keys(byMonth)
      .map(Number)
      .sort((a, b) => b - a)
    for (const month of indexes) {
      const transactions = byMonth[month] ?? []
      if (transactions.length > 0) months.push({ year, month, transactions })
    }
  }
  return months
}

/** "June 2024" in the modal's locale. */
export function monthHeading(locale: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month, 1),
  )
}
