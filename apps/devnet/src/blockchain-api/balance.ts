import { type Address, erc20Abi, formatUnits, toHex } from 'viem'
import { DEVNET_TOKENS } from '../evm/tokens.js'
import { HttpError, type RequestContext, type Route } from '../http/server.js'
import {
  type ApiChain,
  type ApiContext,
  isSolanaAddress,
  parseChainId,
  parseEvmAddress,
  requireEvmChain,
  requireSdkParams,
} from './context.js'
import type { PricedAsset, PriceTable } from './prices.js'
import { NATIVE_EVM_ADDRESS } from './prices.js'

/** docs/state.md#token-balance. `address` is CAIP-10 and absent for the native coin. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** docs/state.md#wallet-assets-item (the wallet_getAssets form, hex balances). */
export type WalletAsset = {
  address: string
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

type Holding = { asset: PricedAsset; raw: bigint; address: Address | null }

async function evmHoldings(chain: ApiChain, owner: Address, prices: PriceTable) {
  const native = await chain.client.getBalance({ address: owner })
  const tokenBalances = await Promise.all(
    DEVNET_TOKENS.map((token) =>
      chain.client.readContract({
        address: chain.contracts[token.key],
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ),
  )
  const holdings: Holding[] = [
    { asset: prices.evm(chain, 'native') as PricedAsset, raw: native, address: null },
  ]
  DEVNET_TOKENS.forEach((token, i) => {
    const address = chain.contracts[token.key]
    const asset = prices.evm(chain, address)
    if (asset) holdings.push({ asset, raw: tokenBalances[i] ?? 0n, address })
  })
  return holdings
}

function toTokenBalance(chainId: string, h: Holding): TokenBalance {
  const numeric = formatUnits(h.raw, h.asset.decimals)
  const balance: TokenBalance = {
    name: h.asset.name,
    symbol: h.asset.symbol,
    chainId,
    value: Number(numeric) * h.asset.price,
    price: h.asset.price,
    quantity: { decimals: String(h.asset.decimals), numeric },
    iconUrl: h.asset.iconUrl,
  }
  if (h.address) balance.address = `${chainId}:${h.address}`
  return balance
}

async function solanaBalances(
  api: ApiContext,
  prices: PriceTable,
  owner: string,
): Promise<TokenBalance[]> {
  const [caip2, lamports, tokenAccounts] = await Promise.all([
    api.solana.caip2(),
    api.solana.getBalance(owner),
    api.solana.getTokenAccounts(owner),
  ])
  const balances = [
    toTokenBalance(caip2, { asset: prices.solanaNative(), raw: lamports, address: null }),
  ]
  for (const account of tokenAccounts) {
    const asset = prices.splToken(account.mint, account.decimals)
    const numeric = formatUnits(BigInt(account.amount), account.decimals)
    balances.push({
      name: asset.name,
      symbol: asset.symbol,
      chainId: caip2,
      address: `${caip2}:${account.mint}`,
      value: Number(numeric) * asset.price,
      price: asset.price,
      quantity: { decimals: String(account.decimals), numeric },
      iconUrl: asset.iconUrl,
    })
  }
  return balances
}

function evmChainsFor(api: ApiContext, ctx: RequestContext): ApiChain[] {
  const chainId = ctx.query.get('chainId')
  return chainId ? [requireEvmChain(api, chainId)] : [...api.chains.values()]
}

export function balanceRoutes(api: ApiContext, prices: PriceTable): Route[] {
  return [
    {
      // docs/services.md#calls: GET /v1/account/{address}/balance (currency, chainId, forceUpdate).
      method: 'GET',
      path: '/v1/account/:address/balance',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const currency = ctx.query.get('currency') ?? 'usd'
        if (currency.toLowerCase() !== 'usd') {
          throw new HttpError(400, `unsupported currency: ${currency} (devnet prices are in usd)`)
        }
        const address = ctx.params.address ?? ''
        const chainId = ctx.query.get('chainId')
        if (isSolanaAddress(address) || (chainId && parseChainId(chainId).namespace === 'solana')) {
          if (!isSolanaAddress(address))
            throw new HttpError(400, `invalid solana address: ${address}`)
          return { json: { balances: await solanaBalances(api, prices, address) } }
        }
        const owner = parseEvmAddress(address)
        const perChain = await Promise.all(
          evmChainsFor(api, ctx).map(async (chain) =>
            (await evmHoldings(chain, owner, prices)).map((h) => toTokenBalance(chain.caip2, h)),
          ),
        )
        return { json: { balances: perChain.flat() } }
      },
    },
    {
      // The wallet-assets form (wallet_getAssets): { [hexChainId]: WalletAsset[] }, balances
      // in hex, native coin at the 0xeeee… address. Devnet's own path; same query rules.
      method: 'GET',
      path: '/v1/account/:address/assets',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const owner = parseEvmAddress(ctx.params.address)
        const result: Record<string, WalletAsset[]> = {}
        for (const chain of evmChainsFor(api, ctx)) {
          result[toHex(chain.chainId)] = (await evmHoldings(chain, owner, prices)).map((h) => ({
            address: h.address ?? NATIVE_EVM_ADDRESS,
            balance: toHex(h.raw),
            type: h.address ? 'ERC20' : 'NATIVE',
            metadata: {
              name: h.asset.name,
              symbol: h.asset.symbol,
              decimals: h.asset.decimals,
              price: h.asset.price,
              iconUrl: h.asset.iconUrl,
            },
          }))
        }
        return { json: result }
      },
    },
  ]
}
