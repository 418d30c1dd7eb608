/**
 * Turns what each balance source answers into docs/state.md#token-balance: wallet asset
 * discovery items (hex balances, docs/account-features.md#balances wallet_getAssets), the adapter's chain reads of the
 * dapp's configured tokens, and the native balance. The blockchain API already answers in
 * that shape. Pure functions: the balance controller decides which source to ask.
 */
import type { AdapterTokenBalance, AdapterWalletAsset } from '../adapter/types.js'
import type { CaipNetworkId, NativeCurrency } from '../chains/types.js'
import type { TokenBalance } from '../types/account.js'
import type { ConfiguredToken } from '../types/tokens.js'
import { formatUnits } from '../utils/units.js'

/** EVM addresses compare without their checksum case; base58 mints are case-sensitive. */
function sameAddress(a: string, b: string | undefined): boolean {
  if (b === undefined) return false
  return a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** The USD value of `numeric` tokens at `price`, when the price is known. */
function usdValue(numeric: string, price: number | undefined): number | undefined {
  return price === undefined ? undefined : Number(numeric) * price
}

/**
 * Whether the wallet's EIP-5792 capabilities allow asset discovery on the chain: an
 * `assetDiscovery: { supported: true }` entry under the chain's hex id, or under `0x0`
 * (EIP-5792: capabilities that hold on every chain).
 */
export function supportsAssetDiscovery(
  capabilities: Readonly<Record<string, unknown>>,
  chainId: number,
): boolean {
  const supported = (key: string) => {
    const entry = capabilities[key] as { assetDiscovery?: { supported?: unknown } } | undefined
    return entry?.assetDiscovery?.supported === true
  }
  return supported(`0x${chainId.toString(16)}`) || supported('0x0')
}

/** docs/state.md#wallet-assets-item → token balances (native first, as listed). */
export function walletAssetsToTokenBalances(
  assets: readonly AdapterWalletAsset[],
  chainId: CaipNetworkId,
): TokenBalance[] {
  return assets.map((asset) => {
    const { name, symbol, decimals, price, iconUrl } = asset.metadata
    const numeric = formatUnits(BigInt(asset.balance), decimals)
    return {
      name,
      symbol,
      chainId,
      ...(asset.type === 'NATIVE' ? {} : { address: `${chainId}:${asset.address}` as const }),
      value: usdValue(numeric, price),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: iconUrl ?? '',
    }
  })
}

/** The native balance read over RPC as the list's first entry (no address: docs/state.md#token-balance). */
export function nativeTokenBalance(
  balance: string,
  currency: NativeCurrency,
  chainId: CaipNetworkId,
): TokenBalance {
  return {
    name: currency.name,
    symbol: currency.symbol,
    chainId,
    quantity: { decimals: String(currency.decimals), numeric: balance },
    iconUrl: '',
  }
}

/**
 * The adapter's reads of the configured tokens → token balances. The dapp's own name,
 * symbol and image win over what the chain says; prices are not known over RPC.
 */
export function chainTokensToTokenBalances(
  read: readonly AdapterTokenBalance[],
  configured: readonly ConfiguredToken[],
  chainId: CaipNetworkId,
): TokenBalance[] {
  return read.map((token) => {
    const config = configured.find((c) => sameAddress(c.address, token.address))
    const symbol = config?.symbol ?? token.symbol
    return {
      name: config?.name ?? (token.name || symbol),
      symbol,
      chainId,
      address: `${chainId}:${token.address ?? config?.address ?? ''}`,
      quantity: {
        decimals: String(token.decimals),
        numeric: formatUnits(BigInt(token.amount), token.decimals),
      },
      iconUrl: config?.image ?? '',
    }
  })
}

/** The USD total of the list, only when every entry's value is known (else undefined). */
export function totalTokenValue(balances: readonly TokenBalance[]): number | undefined {
  let total = 0
  for (const balance of balances) {
    if (balance.value === undefined) return undefined
    total += balance.value
  }
  return total
}
