import { HttpError, type Route } from '../http/server.js'
import {
  type ApiContext,
  isRecord,
  parseChainId,
  requireEvmChain,
  requireProjectForPost,
} from './context.js'
import { NATIVE_SOLANA_ADDRESS, type PriceTable, tokenIconSvg } from './prices.js'

/** docs/services.md#calls POST /v1/fungible/price and the generated token icons the answers link to. */
export function fungibleRoutes(api: ApiContext, prices: PriceTable): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/fungible/price',
      handler: (ctx) => {
        requireProjectForPost(ctx, api)
        const body = ctx.body
        if (!isRecord(body) || !Array.isArray(body.addresses)) {
          throw new HttpError(400, 'expected {currency, addresses: string[], projectId}')
        }
        const currency = typeof body.currency === 'string' ? body.currency : 'usd'
        if (currency.toLowerCase() !== 'usd') {
          throw new HttpError(400, `unsupported currency: ${currency}`)
        }
        const fungibles = []
        for (const entry of body.addresses) {
          if (typeof entry !== 'string') throw new HttpError(400, 'addresses must be strings')
          const parts = entry.split(':')
          if (parts.length !== 3) throw new HttpError(400, `not a CAIP-10 address: ${entry}`)
          const [namespace, reference, address] = parts as [string, string, string]
          const parsed = parseChainId(`${namespace}:${reference}`)
          const asset =
            parsed.namespace === 'solana'
              ? address === NATIVE_SOLANA_ADDRESS
                ? prices.solanaNative()
                : prices.splToken(address, 6)
              : prices.evm(
                  requireEvmChain(api, `${namespace}:${reference}`),
                  address as `0x${string}`,
                )
          // Unknown tokens are left out, as the hosted service does.
          if (asset) {
            fungibles.push({
              name: asset.name,
              symbol: asset.symbol,
              iconUrl: asset.iconUrl,
              price: asset.price,
              address: entry,
            })
          }
        }
        return { json: { fungibles } }
      },
    },
    {
      method: 'GET',
      path: '/public/token-icons/:file',
      handler: (ctx) => ({
        body: tokenIconSvg((ctx.params.file ?? '').replace(/\.svg$/, '')),
        contentType: 'image/svg+xml',
        headers: { 'cache-control': 'public, max-age=86400' },
      }),
    },
    {
      method: 'GET',
      path: '/public/nft/:file',
      handler: (ctx) => ({
        body: tokenIconSvg(`#${(ctx.params.file ?? '').replace(/\.svg$/, '')}`),
        contentType: 'image/svg+xml',
      }),
    },
  ]
}
