/**
 * Where the token balances come from, first that applies: the blockchain API when its
 * endpoint is set; else wallet asset discovery when the wallet's capabilities allow it on
 * this network (a wallet that fails to answer falls through: chain RPC still can); else
 * chain RPC, the native balance first and then the dapp's configured tokens. Balances whose
 * quantity has zero decimals are left out of every list.
 */
import type { CaipNetworkId, NativeCurrency } from '../../chains/types.js'
import type { TokenBalance } from '../../types/account.js'
import { nativeTokenBalance } from '../token-balance-sources.js'

export type FetchBalancesParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  signal?: AbortSignal | undefined
  /** Past every cache, the service's too (a forced read: right after a send, a swap's start). */
  forceUpdate?: boolean | undefined
}

export type NativeBalance = { balance: string; symbol: string }

/** Where the token balances shown came from. */
export type TokenBalanceSource = 'blockchainApi' | 'walletAssets' | 'chainRpc'

export type TokenSourcesContext = {
  /** The blockchain API's balance lookup; absent without a blockchain API endpoint. */
  fetchBalances?: ((parameters: FetchBalancesParameters) => Promise<TokenBalance[]>) | undefined
  /** Wallet asset discovery; undefined when the wallet's capabilities do not allow it. */
  fetchWalletAssets?:
    | ((parameters: FetchBalancesParameters) => Promise<TokenBalance[] | undefined>)
    | undefined
  /** The dapp's configured tokens of the network over chain RPC (native excluded). */
  fetchChainTokenBalances: (parameters: FetchBalancesParameters) => Promise<TokenBalance[]>
  /** The native balance over chain RPC; undefined when there is none to read. */
  fetchNativeBalance: (parameters: { signal: AbortSignal }) => Promise<NativeBalance | undefined>
}

export type LoadTokenBalancesParameters = {
  account: {
    address: string
    caipNetworkId: CaipNetworkId
    /** The network's native currency, for the native entry of a list read over RPC. */
    nativeCurrency?: NativeCurrency | undefined
  }
  signal: AbortSignal
  /** Ask the service past its cache. */
  force?: boolean | undefined
}

export type LoadedTokenBalances = { balances: TokenBalance[]; source: TokenBalanceSource }

/** Balances whose quantity has zero decimals are filtered out. */
export function filterZeroDecimalBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

async function fromSources(
  ctx: TokenSourcesContext,
  { account, signal, force }: LoadTokenBalancesParameters,
): Promise<LoadedTokenBalances> {
  const parameters = { address: account.address, caipNetworkId: account.caipNetworkId, signal }
  if (ctx.fetchBalances) {
    const balances = await ctx.fetchBalances({
      ...parameters,
      ...(force ? { forceUpdate: true } : {}),
    })
    return { balances, source: 'blockchainApi' }
  }
  if (ctx.fetchWalletAssets) {
    const assets = await ctx.fetchWalletAssets(parameters).catch((error: unknown) => {
      if (signal.aborted) throw error
      return undefined
    })
    if (assets) return { balances: assets, source: 'walletAssets' }
  }
  const [native, tokens] = await Promise.all([
    ctx.fetchNativeBalance({ signal }),
    ctx.fetchChainTokenBalances(parameters),
  ])
  const currency = account.nativeCurrency
  const nativeEntry =
    native && currency
      ? [
          nativeTokenBalance(
            native.balance,
            { ...currency, symbol: native.symbol || currency.symbol },
            account.caipNetworkId,
          ),
        ]
      : []
  return { balances: [...nativeEntry, ...tokens], source: 'chainRpc' }
}

/** The account's token balances from the first source that applies; rejects as it does. */
export async function loadTokenBalances(
  ctx: TokenSourcesContext,
  parameters: LoadTokenBalancesParameters,
): Promise<LoadedTokenBalances> {
  const { balances, source } = await fromSources(ctx, parameters)
  return { balances: filterZeroDecimalBalances(balances), source }
}
