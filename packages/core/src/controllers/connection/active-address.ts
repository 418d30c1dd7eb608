/**
 * Which of a connection's accounts becomes the active one. A wallet whose accounts are
 * typed by purpose (a Bitcoin wallet's payment and ordinals addresses) gets the address
 * the visitor chose last, while the wallet still shares it (a reload, a wallet event); else
 * the one of the preferred account type (payment by default). Any other wallet's active
 * account is the one it reports.
 */
import type { AdapterConnection } from '../../adapter/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import { type AccountType, ADDRESS_PURPOSES } from '../../constants/features.js'
import type { Account } from '../../types/account.js'

export type ActiveAddressParameters = {
  namespace: ChainNamespace
  result: Pick<AdapterConnection, 'address' | 'accounts'>
  /** The address last in use on the namespace (the stored account), if any. */
  lastAddress: string | undefined
  /** The namespace's preferred account type (the app's default or the visitor's choice). */
  preferredType: AccountType | undefined
}

/** EVM addresses differ only by checksum case; other namespaces compare exactly. */
export function findAccount(
  accounts: readonly Account[],
  namespace: ChainNamespace,
  address: string,
): Account | undefined {
  const same =
    namespace === 'eip155'
      ? (a: string) => a.toLowerCase() === address.toLowerCase()
      : (a: string) => a === address
  return accounts.find((account) => same(account.address))
}

/** Whether the accounts are addresses of one wallet told apart by purpose (payment, ordinal). */
export function hasAddressPurposes(accounts: readonly Account[]): boolean {
  const purposes: readonly AccountType[] = ADDRESS_PURPOSES
  return accounts.some((account) => purposes.includes(account.type))
}

export function activeAddress(parameters: ActiveAddressParameters): string {
  const { namespace, result, lastAddress, preferredType } = parameters
  if (!hasAddressPurposes(result.accounts)) return result.address
  const kept = lastAddress ? findAccount(result.accounts, namespace, lastAddress) : undefined
  if (kept) return kept.address
  const preferred = result.accounts.find((account) => account.type === preferredType)
  return preferred?.address ?? result.address
}
