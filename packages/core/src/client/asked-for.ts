/**
 * What a feature call is about, read when it is asked: the connected account on the active
 * network and the account whose balances are shown. The feature registry loads after its
 * first call (feature-shell.ts), so the shell reads these as the call is made and the
 * registry answers for them, not for whatever is active once its code has arrived.
 */
import type { AccountController } from '../controllers/account.js'
import type { BalanceAccount } from '../controllers/balance-types.js'
import type { ChainController } from '../controllers/chain.js'
import type { ActiveAccount } from '../features/context.js'

export type AccountSources = {
  account: Pick<AccountController, 'getAccountState'>
  chain: Pick<ChainController, 'state' | 'isUnsupportedNetwork'>
}

/** A call's subject as it was asked: the balances' account and the activity's network. */
export type AskedFor = {
  balance: BalanceAccount | undefined
  network: ActiveAccount['network']['caipNetworkId'] | undefined
}

/** The connected address on the active, supported network, if any. */
export function activeAccountOf({ account, chain }: AccountSources): ActiveAccount | undefined {
  const namespace = chain.state.activeNamespace
  const network = chain.state.activeCaipNetwork
  if (!namespace || !network || chain.isUnsupportedNetwork()) return undefined
  const address = account.getAccountState(namespace).address
  return address ? { namespace, network, address } : undefined
}

/** The account and network whose balances are shown, as the balance rules need them. */
export function balanceAccountOf(sources: AccountSources): BalanceAccount | undefined {
  const active = activeAccountOf(sources)
  if (active) {
    return {
      address: active.address,
      caipNetworkId: active.network.caipNetworkId,
      chainNamespace: active.namespace,
      nativeSymbol: active.network.nativeCurrency.symbol,
      nativeCurrency: active.network.nativeCurrency,
    }
  }
  // docs/errors.md#texts-that-are-not-errors: on a network that is not configured the balances are unavailable (banner),
  // so the controller is told which one it is.
  const { chain } = sources
  const namespace = chain.state.activeNamespace
  const address = namespace ? sources.account.getAccountState(namespace).address : undefined
  const unsupported = namespace
    ? chain.state.chains[namespace]?.networkState.unsupportedCaipNetworkId
    : undefined
  return namespace && address && unsupported
    ? { address, caipNetworkId: unsupported, chainNamespace: namespace }
    : undefined
}

/** The subject of a call asked now. */
export function askedNow(sources: AccountSources): AskedFor {
  return {
    balance: balanceAccountOf(sources),
    network: sources.chain.state.activeCaipNetwork?.caipNetworkId,
  }
}
