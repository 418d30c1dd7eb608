/** Tokens, names and a blockchain API answering profile lookups, for the send action tests. */
import type { TokenBalance } from '../types/account.js'

export const SEND_API = 'http://api.test'
export const RECEIVER = '0x2222222222222222222222222222222222222222'

export const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
}

export const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

/** Answers GET /v1/profile/account/{name} from `names` (404 otherwise), counting lookups. */
export function createNamesApi(
  names: Record<string, { address: string; avatar?: string; coinType?: string }>,
) {
  const lookups: string[] = []
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input))
    const match = /^\/v1\/profile\/account\/([^/]+)$/.exec(url.pathname)
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    if (!match?.[1]) return json({}, 404)
    const name = decodeURIComponent(match[1])
    lookups.push(name)
    const entry = names[name]
    if (!entry) return json({ error: 'name not found' }, 404)
    return json({
      name,
      registered: 1,
      updated: 1,
      addresses: { [entry.coinType ?? '60']: { address: entry.address, created: 1 } },
      attributes: entry.avatar ? { avatar: entry.avatar } : {},
    })
  }
  return { fetch, lookups }
}
