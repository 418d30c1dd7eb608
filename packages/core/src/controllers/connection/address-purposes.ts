/**
 * Whether a wallet tells its addresses apart by purpose (a Bitcoin wallet's payment and
 * ordinals addresses). Its own module: the adapters' events read it at page load, while
 * the rest of active-address.ts loads with the connection's rules (commands.ts).
 */
import { type AccountType, ADDRESS_PURPOSES } from '../../constants/features.js'
import type { Account } from '../../types/account.js'

/** Whether the accounts are addresses of one wallet told apart by purpose (payment, ordinal). */
export function hasAddressPurposes(accounts: readonly Account[]): boolean {
  const purposes: readonly AccountType[] = ADDRESS_PURPOSES
  return accounts.some((account) => purposes.includes(account.type))
}
