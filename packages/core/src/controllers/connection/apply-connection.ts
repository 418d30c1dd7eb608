/**
 * Recording a connection: what a connect, a reconnect or a wallet event leaves in
 * connection, account, network, connector and storage state.
 */
import type { AdapterConnection } from '../../adapter/types.js'
import { toCaipAddress, toCaipNetworkId, tryParseCaipAddress } from '../../caip/caip.js'
import type { ChainNamespace } from '../../chains/types.js'
import { activeAddress } from './active-address.js'
import type { ConnectionContext } from './context.js'
import { syncWalletNetwork } from './network-rules.js'
import { setStatus } from './status.js'

export type ApplyConnectionParameters = {
  namespace: ChainNamespace
  result: AdapterConnection
  /**
   * A connection the visitor just made makes its namespace the active one; a restored
   * connection or a wallet event leaves the active namespace as it is.
   */
  activate?: boolean | undefined
}

/** Records the connection; returns the address made active (active-address.ts). */
export function applyConnection(
  ctx: ConnectionContext,
  parameters: ApplyConnectionParameters,
): string {
  const { state, deps } = ctx
  const { namespace, result } = parameters
  const current = state.connections[namespace] ?? []
  const others = current.filter((c) => c.connectorId !== result.connectorId)
  const wasConnected = others.length < current.length
  state.connections[namespace] = [
    { connectorId: result.connectorId, accounts: result.accounts },
    ...others,
  ]
  syncWalletNetwork(deps.chain, deps.storage, {
    namespace,
    chainId: result.chainId,
    activate: parameters.activate,
  })
  const address = activeAddress({
    namespace,
    result,
    lastAddress: tryParseCaipAddress(deps.storage.getLastAccount(namespace)?.caipAddress)?.address,
    preferredType: deps.account.getPreferredAccountType(namespace),
  })
  const caipAddress = toCaipAddress(toCaipNetworkId(namespace, result.chainId), address)
  deps.account.setCaipAddress(namespace, caipAddress)
  deps.account.setAllAccounts(namespace, result.accounts)
  // A wallet that names its accounts (e.g. "Payments", "Savings"): the account list shows it.
  for (const { address, label } of result.accounts) {
    if (label) deps.account.setAddressLabel(namespace, address, label)
  }
  const connector = deps.connector.getConnector(namespace, result.connectorId)
  if (connector) {
    deps.connector.setActiveConnector({ ...connector, provider: result.provider })
    // An embedded wallet's social provider stays while the same connector's account changes
    // (a wallet event re-applies the connection); an AUTH connection made again (a reload,
    // another namespace) names the provider its login stored.
    const previous = deps.account.getAccountState(namespace).connectedWalletInfo
    const social =
      (wasConnected && previous?.type === connector.type ? previous.social : undefined) ??
      (connector.type === 'AUTH' ? deps.storage.get('socialProvider') : undefined)
    deps.account.setConnectedWalletInfo(namespace, {
      name: connector.name,
      icon: connector.imageUrl,
      identifier: connector.info?.rdns ?? connector.explorerId,
      type: connector.type,
      ...(social ? { social } : {}),
    })
  }
  deps.storage.setLastAccount(namespace, {
    caipAddress,
    walletName: connector?.name,
    walletType: connector?.type,
  })
  deps.connector.setActiveConnectorId(namespace, result.connectorId)
  setStatus(ctx, { namespace, status: 'connected' })
  return address
}
