import type { ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { resolveNamespace } from '../client/resolve-namespace.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectorAccountNotFoundErrorType } from '../errors/connection.js'
import {
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
} from '../errors/connector.js'
import type { RpcError } from '../errors/rpc-base.js'

export type SwitchAccountParameters = {
  /** The account to use: one of `getAccount(client).allAccounts`. */
  address: string
  /** The namespace of the account; the active one when absent. */
  namespace?: ChainNamespace | undefined
  /**
   * The connector that holds the account; the namespace's active one when absent. Another
   * connector is connected first.
   */
  connectorId?: string | undefined
  signal?: AbortSignal | undefined
}

export type SwitchAccountReturnType = {
  namespace: ChainNamespace
  /** The address now in use (as the wallet writes it). */
  address: string
}

/**
 * 'Account not found for connector' for an address the active wallet does not share;
 * 'Connector not connected' without a connector to use; a connect's errors otherwise.
 */
export type SwitchAccountErrorType =
  | ConnectorAccountNotFoundErrorType
  | ConnectorNotConnectedErrorType
  | RpcError
  | BaseError

/**
 * Switches to another account of a namespace (e.g. the second account a wallet shares).
 * With the active connector only the address changes: balances, activity and sends follow
 * it, and a reload keeps it. Another connector is connected, then the address is selected
 * when that wallet shares it.
 */
export async function switchAccount(
  client: KeywayClient,
  parameters: SwitchAccountParameters,
): Promise<SwitchAccountReturnType> {
  const namespace = resolveNamespace(client, parameters.namespace)
  const { connection, connector } = client._internal
  const connectorId = parameters.connectorId ?? connector.getActiveConnectorId(namespace)
  if (!connectorId) throw new ConnectorNotConnectedError({ details: namespace })
  const { address } = await connection.switchAccount({
    namespace,
    connectorId,
    address: parameters.address,
    signal: parameters.signal,
  })
  return { namespace, address }
}
