/**
 * Connecting a wallet the visitor picked: connecting, then connected (the namespace
 * becomes active) or back to what it was; CONNECT_SUCCESS or CONNECT_ERROR is tracked.
 */
import type { AdapterConnection } from '../../adapter/types.js'
import type { ChainId, ChainNamespace } from '../../chains/types.js'
import { BaseError } from '../../errors/base.js'
import type { Connector } from '../../types/connector.js'
import { untilAborted } from '../../utils/until-aborted.js'
import { applyConnection } from './apply-connection.js'
import { type ConnectStart, endConnectingWithout, startConnecting } from './connect-start.js'
import type { ConnectionContext } from './context.js'
import { finalizeWalletConnect } from './walletconnect-finish.js'

export type ConnectParameters = {
  namespace: ChainNamespace
  connectorId: string
  chainId?: ChainId | undefined
  signal?: AbortSignal | undefined
}

/** How a connection was made, as CONNECT_SUCCESS reports it. */
export type ConnectMethod = 'browser' | 'mobile' | 'qrcode' | 'email' | 'social'

/**
 * The CONNECT_SUCCESS method of a connection through `connector`: 'mobile' or 'qrcode'
 * for WalletConnect (a deep link was followed, or the QR code scanned), 'social' or
 * 'email' for the embedded wallet (a social provider was chosen for this login, or not),
 * 'browser' for a wallet in the page (injected, announced, multi-chain).
 */
export function connectMethod(
  ctx: ConnectionContext,
  parameters: { namespace: ChainNamespace; connector: Pick<Connector, 'type'> | undefined },
): ConnectMethod {
  switch (parameters.connector?.type) {
    case 'WALLET_CONNECT':
      return ctx.state.wcLinking ? 'mobile' : 'qrcode'
    case 'AUTH':
      return ctx.deps.account.getAccountState(parameters.namespace).socialProvider
        ? 'social'
        : 'email'
    default:
      return 'browser'
  }
}

/**
 * Typed errors pass through; anything a wallet threw becomes its RPC error. The RPC error
 * classes load with the first such failure (an adapter of the kit has typed it already);
 * should they not arrive, the failure is a plain BaseError with the unknown error's words.
 */
async function toConnectError(error: unknown): Promise<BaseError> {
  if (error instanceof BaseError) return error
  const mapping = await import('../../errors/rpc.js').catch(() => undefined)
  return mapping
    ? mapping.toRpcError(error)
    : new BaseError('An unknown RPC error occurred.', { cause: error })
}

/**
 * `start` is what `startConnecting` returned when the caller ran it already (the
 * controller does, before this module has loaded); otherwise connecting starts here.
 */
export async function connect(
  ctx: ConnectionContext,
  parameters: ConnectParameters,
  start: ConnectStart = startConnecting(ctx, parameters),
): Promise<AdapterConnection> {
  const { deps } = ctx
  const { namespace, signal } = parameters
  let result: AdapterConnection
  try {
    result = await untilAborted(
      start.adapter.connect({
        connectorId: parameters.connectorId,
        chainId: parameters.chainId,
        signal,
      }),
      signal,
    )
  } catch (error) {
    // A rejected or failed attempt leaves an existing connection as it was.
    endConnectingWithout(ctx, { namespace, start })
    const failure = await toConnectError(error)
    // An attempt the caller gave up on (a new pairing, the view closed) is no failure.
    if (!signal?.aborted) {
      deps.track('CONNECT_ERROR', {
        message: failure.shortMessage,
        connectorId: parameters.connectorId,
        namespace,
      })
    }
    throw failure
  }
  const address = applyConnection(ctx, { namespace, result, activate: true })
  const connector = deps.connector.getConnector(namespace, result.connectorId)
  if (connector?.type === 'WALLET_CONNECT') {
    finalizeWalletConnect(ctx, { namespace })
  } else {
    deps.track('CONNECT_SUCCESS', {
      method: connectMethod(ctx, { namespace, connector }),
      name: connector?.name ?? result.connectorId,
      namespace,
    })
  }
  return { ...result, address }
}
