/**
 * A wallet's `accountChanged` event on the namespace's active, connected connector: the
 * new address recorded as the namespace's connection. One of the connection's rules
 * (commands.ts): the event only counts once a connection was recorded, which loaded them.
 */
import type { AdapterEventMap, ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import type { Account } from '../../types/account.js'
import { hasAddressPurposes } from './active-address.js'
import { applyConnection } from './apply-connection.js'
import type { ConnectionContext } from './context.js'

export type AccountChangeParameters = AdapterEventMap['accountChanged'] & {
  namespace: ChainNamespace
  adapter: Pick<ChainAdapter, 'getAccounts'>
  /** Whether the connector is still the namespace's active, connected one. */
  isActive: (connectorId: string) => boolean
}

export function applyAccountChange(ctx: ConnectionContext, parameters: AccountChangeParameters) {
  const { namespace, adapter, connectorId, address, chainId, isActive } = parameters
  const known = ctx.state.connections[namespace]?.find((c) => c.connectorId === connectorId)
  const currentChainId =
    chainId ?? ctx.deps.chain.state.chains[namespace]?.networkState.caipNetwork?.id
  if (currentChainId === undefined) return
  const apply = (accounts: readonly Account[]) => {
    applyConnection(ctx, {
      namespace,
      result: { connectorId, address, chainId: currentChainId, accounts: [...accounts] },
    })
  }
  if (known?.accounts.some((a) => a.address === address)) {
    apply(known.accounts)
    return
  }
  // A wallet with an address per purpose (a Bitcoin wallet's payment and ordinals)
  // reports its new (payment) address: it is asked for all of them, so the other one
  // and their types stay known. Failing that, the reported address stands alone.
  if (known && hasAddressPurposes(known.accounts)) {
    const reported: Account = { address, type: 'payment' }
    adapter.getAccounts({ connectorId }).then(
      (accounts) => {
        if (!isActive(connectorId)) return
        apply(accounts.some((a) => a.address === address) ? accounts : [reported])
      },
      () => {
        if (isActive(connectorId)) apply([reported])
      },
    )
    return
  }
  apply([{ address, type: 'eoa' }])
}
