/**
 * A WalletConnect session's eip155 accounts and chains, read from the session itself. Apart
 * from the connector (walletconnect.ts, loaded on first use) so the package's main entry can
 * export them without reaching the connector's code.
 */
import { sessionAddresses, sessionChainReferences } from '@keyway/core/adapter'
import { type Address, getAddress } from 'viem'
import type { UniversalProvider } from './walletconnect-provider.js'

type Session = NonNullable<UniversalProvider['session']>

/** The unique addresses of the session's eip155 accounts (`eip155:<chain>:<address>`). */
export function sessionAccounts(session: Session | undefined): Address[] {
  return [...new Set(sessionAddresses(session, 'eip155').map((a) => getAddress(a)))]
}

/** The chain ids the session approved, in the wallet's order. */
export function sessionChainIds(session: Session | undefined): number[] {
  const ids = sessionChainReferences(session, 'eip155').map(Number)
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]
}
