/**
 * A client whose blockchain API answers the convert calls (swap-tokens.test.ts,
 * watch-events.test.ts): 100 USDC, 50 DAI and 2 ETH on eip155:1, a 1 USDC = 0.99 DAI pool.
 */
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

const API = 'http://api.test'
export const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
export const ROUTER = '0x3333333333333333333333333333333333333333'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The account holds 100 USDC, 50 DAI and 2 ETH on eip155:1 (docs/state.md#token-balance). */
export const BALANCES = [
  { symbol: 'ETH', name: 'Ether', numeric: '2', address: undefined, decimals: '18' },
  { symbol: 'USDC', name: 'USD Coin', numeric: '100', address: USDC, decimals: '6' },
  { symbol: 'DAI', name: 'Dai', numeric: '50', address: DAI, decimals: '18' },
].map((b) => ({
  name: b.name,
  symbol: b.symbol,
  chainId: 'eip155:1',
  ...(b.address ? { address: `eip155:1:${b.address}` } : {}),
  value: Number(b.numeric),
  price: 1,
  quantity: { decimals: b.decimals, numeric: b.numeric },
  iconUrl: '',
}))

/** A blockchain API answering the convert calls of docs/services.md#calls over a 1 USDC = 0.99 DAI pool. */
function createConvertApi(
  options: { allowance?: () => string; balancesFail?: boolean; balances?: () => unknown[] } = {},
) {
  const requests: URL[] = []
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push(url)
    const chainId = url.searchParams.get('chainId') ?? 'eip155:1'
    switch (url.pathname) {
      case '/v1/convert/tokens':
        return json({
          tokens: [
            {
              name: 'USD Coin',
              symbol: 'USDC',
              address: `${chainId}:${USDC}`,
              decimals: 6,
              logoUri: '',
            },
            { name: 'Dai', symbol: 'DAI', address: `${chainId}:${DAI}`, decimals: 18, logoUri: '' },
            {
              name: 'Ether',
              symbol: 'ETH',
              address: `${chainId}:${NATIVE}`,
              decimals: 18,
              logoUri: '',
            },
          ],
        })
      case '/v1/fungible/price':
        return json({
          fungibles: [
            { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 },
            { name: 'Dai', symbol: 'DAI', iconUrl: '', price: 0.999 },
          ],
        })
      case '/v1/convert/gas-price':
        return json({ standard: '1000', fast: '1200', instant: '1500' })
      case '/v1/convert/quotes': {
        const amount = BigInt(url.searchParams.get('amount') ?? '0')
        const toAmount = (amount * 99n * 10n ** 12n) / 100n
        return json({
          quotes: [
            { fromAddress: '', toAddress: '', fromAmount: `${amount}`, toAmount: `${toAmount}` },
          ],
        })
      }
      case '/v1/convert/allowance':
        return json({ allowance: options.allowance?.() ?? '0' })
      case '/v1/convert/build-approve':
        return json({
          tx: {
            from: `eip155:1:${EVM_ADDRESS}`,
            to: `eip155:1:${USDC}`,
            data: '0x095ea7b3',
            value: '0',
          },
        })
      case '/v1/convert/build-transaction': {
        const body = JSON.parse(String(init?.body)) as { from: string; amount: string }
        return json({
          tx: {
            from: `eip155:1:${EVM_ADDRESS}`,
            to: `eip155:1:${ROUTER}`,
            data: '0x12345678',
            // A native input is paid as the transaction's value.
            value: body.from.endsWith(NATIVE) ? body.amount : '0',
          },
        })
      }
      case `/v1/account/${EVM_ADDRESS}/balance`:
        return options.balancesFail
          ? json({}, 500)
          : json({ balances: options.balances?.() ?? BALANCES })
      default:
        return json({}, 404)
    }
  }
  return { fetch, requests }
}

export function setupSwapClient(
  options: {
    allowance?: () => string
    features?: object
    balancesFail?: boolean
    /** The account's balances the API answers (default: 2 ETH, 100 USDC, 50 DAI). */
    balances?: () => unknown[]
  } = {},
) {
  const api = createConvertApi(options)
  const test = createActionTestClient({
    projectId: 'project',
    endpoints: { blockchainApi: API },
    fetch: api.fetch,
    ...(options.features ? { features: options.features } : {}),
  })
  return { ...test, api }
}
