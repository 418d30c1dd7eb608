import type { AccountType } from '@keyway/core'

/**
 * The label of a Bitcoin address's type (a wallet's payment and ordinals addresses); other
 * account types have none here (an embedded wallet's eoa / smart account has its own switch).
 */
export function addressTypeLabel(
  type: AccountType,
): 'account.typePayment' | 'account.typeOrdinal' | undefined {
  if (type === 'payment') return 'account.typePayment'
  if (type === 'ordinal') return 'account.typeOrdinal'
  return undefined
}
