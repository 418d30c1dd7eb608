/**
 * Switching account within a namespace: with the active connector only the address
 * changes (the wallet already shares that account); another connector is connected first.
 */
import { toCaipAddress, toCaipNetworkId, tryParseCaipAddress } from '../../caip/caip.js'
import type { ChainNamespace } from '../../chains/types.js'
import { ConnectorAccountNotFoundError } from '../../errors/connection.js'
import { findAccount } from './active-address.js'
import { connect } from './connect.js'
import type { ConnectionContext } from './context.js'
import { isConnected } from './status.js'

export { findAccount }

export type SwitchAccountParameters = {
  namespace: ChainNamespace
  connectorId: string
  address: string
  signal?: AbortSignal | undefined
}

/**
 * Makes `address` the namespace's account. When `connectorId` is not the active, connected
 * connector it is connected first (the wallet's own account, then `address` if that wallet
 * shares it too). 'Account not found for connector' when the active connector does not
 * share `address`. Resolves with the address now in use.
 */
export async function switchAccount(
  ctx: ConnectionContext,
  parameters: SwitchAccountParameters,
): Promise<{ address: string }> {
  const { deps } = ctx
  const { namespace, connectorId, address } = parameters
  const active =
    deps.connector.getActiveConnectorId(namespace) === connectorId && isConnected(ctx, namespace)
  if (!active) {
    const result = await connect(ctx, { namespace, connectorId, signal: parameters.signal })
    const shared = findAccount(result.accounts, namespace, address)
    if (!shared || shared.address === result.address) return { address: result.address }
    selectAddress(ctx, { namespace, address: shared.address })
    return { address: shared.address }
  }
  const accounts = ctx.state.connections[namespace]?.find((c) => c.connectorId === connectorId)
  const shared = findAccount(accounts?.accounts ?? [], namespace, address)
  if (!shared) {
    throw new ConnectorAccountNotFoundError({
      address,
      connectorName: deps.connector.getConnector(namespace, connectorId)?.name ?? connectorId,
    })
  }
  selectAddress(ctx, { namespace, address: shared.address })
  return { address: shared.address }
}

/** The address on the namespace's current network, in account state and the stored account. */
function selectAddress(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; address: string },
): void {
  const { deps } = ctx
  const { namespace, address } = parameters
  // The network the wallet is on now (possibly one the dapp does not configure).
  const current = tryParseCaipAddress(deps.account.getAccountState(namespace).caipAddress)
  if (!current) return
  const caipAddress = toCaipAddress(toCaipNetworkId(namespace, current.chainId), address)
  deps.account.setCaipAddress(namespace, caipAddress)
  const info = deps.account.getAccountState(namespace).connectedWalletInfo
  deps.storage.setLastAccount(namespace, {
    caipAddress,
    walletName: info?.name,
    walletType: info?.type,
  })
}
