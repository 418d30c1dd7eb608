/** The connected account of the active namespace, or of a given one (docs/state.md#identity-and-names, docs/connection.md#connecting). */
import type {
  Account,
  AccountStatus,
  AccountType,
  CaipAddress,
  ChainNamespace,
  EmbeddedWalletUser,
  SocialProvider,
} from '@keyway/core'
import { useSnapshot } from 'valtio/react'
import type { Snapshot } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseAccountParameters = {
  /** The namespace to read; the active one when absent. */
  namespace?: ChainNamespace | undefined
}

/** Present when the account belongs to the embedded (email / social) wallet. */
export type EmbeddedWalletInfo = {
  user: Snapshot<EmbeddedWalletUser> | undefined
  /** The social provider used to log in, or 'email'. */
  authProvider: SocialProvider | 'email'
  accountType: AccountType | undefined
  isSmartAccountDeployed: boolean
}

export type UseAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountStatus
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
  allAccounts: Snapshot<Account[]>
}

/** The connector type core records for the embedded wallet (docs/state.md#connector-state connector types). */
const AUTH_CONNECTOR_TYPE = 'AUTH'

export function useAccount(parameters: UseAccountParameters = {}): UseAccountReturnType {
  const client = useKeywayClient()
  const chain = useSnapshot(client.state.chain)
  const accounts = useSnapshot(client.state.account)
  const namespace = parameters.namespace ?? chain.activeNamespace
  const account = namespace ? accounts.byNamespace[namespace] : undefined
  if (!namespace || !account) {
    return {
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
      allAccounts: [],
    }
  }
  const isEmbedded = account.connectedWalletInfo?.type === AUTH_CONNECTOR_TYPE
  return {
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.status === 'connected',
    status: account.status,
    embeddedWalletInfo: isEmbedded
      ? {
          user: account.user,
          authProvider: account.socialProvider ?? 'email',
          accountType: account.preferredAccountTypes[namespace],
          isSmartAccountDeployed: account.smartAccountDeployed,
        }
      : undefined,
    allAccounts: account.allAccounts,
  }
}
