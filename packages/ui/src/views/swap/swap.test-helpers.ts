/** A blockchain API answering the convert calls (docs/services.md#calls) for the swap views' browser tests. */
import { connect, type KeywayClient, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { mountModal, waitForView } from '../../testing/modal.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'

export const OWNER = '0x1111111111111111111111111111111111111111'
export const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
export const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
export const POOL = '0x3333333333333333333333333333333333333333'
export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The fake API's state: the allowance it reports, and the requests it saw. */
export type SwapApi = { allowance: bigint; requests: URL[]; handle: (url: URL) => Response }

export type SwapApiOptions = {
  /** The account's USDC (default '25'). */
  usdcBalance?: string
  /** Also lists ETH (the 0xeeee… native coin) to swap, and the account holds 0.5 ETH. */
  native?: boolean
}

export function createSwapApi(options: SwapApiOptions = {}): SwapApi {
  const usdcBalance = options.usdcBalance ?? '25'
  const api: SwapApi = {
    allowance: 0n,
    requests: [],
    handle: (url) => {
      api.requests.push(url)
      switch (url.pathname) {
        case `/v1/account/${OWNER}/balance`:
          return Response.json({
            balances: [
              {
                name: 'USD Coin',
                symbol: 'USDC',
                chainId: 'eip155:1',
                address: `eip155:1:${USDC}`,
                price: 1,
                value: Number(usdcBalance),
                quantity: { decimals: '6', numeric: usdcBalance },
                iconUrl: '',
              },
              ...(options.native
                ? [
                    {
                      name: 'Ether',
                      symbol: 'ETH',
                      chainId: 'eip155:1',
                      price: 3000,
                      value: 1500,
                      quantity: { decimals: '18', numeric: '0.5' },
                      iconUrl: '',
                    },
                  ]
                : []),
            ],
          })
        case '/v1/convert/tokens':
          return Response.json({
            tokens: [
              {
                name: 'USD Coin',
                symbol: 'USDC',
                address: `eip155:1:${USDC}`,
                decimals: 6,
                logoUri: '',
              },
              {
                name: 'Dai Stablecoin',
                symbol: 'DAI',
                address: `eip155:1:${DAI}`,
                decimals: 18,
                logoUri: '',
              },
              ...(options.native
                ? [
                    {
                      name: 'Ether',
                      symbol: 'ETH',
                      address: `eip155:1:${NATIVE}`,
                      decimals: 18,
                      logoUri: '',
                    },
                  ]
                : []),
            ],
          })
        case '/v1/fungible/price':
          return Response.json({
            fungibles: [
              { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 },
              { name: 'Dai Stablecoin', symbol: 'DAI', iconUrl: '', price: 1 },
              { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
            ],
          })
        case '/v1/convert/gas-price':
          return Response.json({ standard: '2000000000', fast: '1', instant: '1' })
        case '/v1/convert/quotes': {
          // 1 USDC buys 0.98 DAI.
          const amount = BigInt(url.searchParams.get('amount') ?? '0')
          const out = (amount * 98n * 10n ** 12n) / 100n
          return Response.json({
            quotes: [
              { fromAddress: '', toAddress: '', fromAmount: `${amount}`, toAmount: `${out}` },
            ],
          })
        }
        case '/v1/convert/allowance':
          return Response.json({ allowance: api.allowance.toString() })
        case '/v1/convert/build-approve':
          return Response.json({
            tx: {
              from: `eip155:1:${OWNER}`,
              to: `eip155:1:${USDC}`,
              data: '0x095ea7b3',
              value: '0',
              eip155: { gas: '50000', gasPrice: '2000000000' },
            },
          })
        case '/v1/convert/build-transaction':
          return Response.json({
            tx: {
              from: `eip155:1:${OWNER}`,
              to: `eip155:1:${POOL}`,
              data: '0x12345678',
              value: '0',
              eip155: { gas: '120000', gasPrice: '2000000000' },
            },
          })
        default:
          return Response.json({ error: 'not found' }, { status: 404 })
      }
    },
  }
  return api
}

/** A connected client with the modal on Account, then Swap opened from it. */
export async function openSwap(
  mode: 'light' | 'dark' = 'light',
  api = createSwapApi(),
  options: { withSolana?: boolean; beforeSwap?: (client: KeywayClient) => Promise<unknown> } = {},
) {
  const setup = createTestClient({
    blockchainApi: (url) => api.handle(url),
    ...(options.withSolana ? { withSolana: true } : {}),
  })
  await connect(setup.client, { connectorId: 'io.metamask' })
  // The approval lands as soon as the wallet sends it (an instant chain).
  const send = setup.evm.sendTransaction.bind(setup.evm)
  setup.evm.sendTransaction = async (parameters) => {
    if (parameters.to === USDC) api.allowance = 2n ** 255n
    return send(parameters)
  }
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  await waitForView(modal.modal, 'kw-account-view')
  await options.beforeSwap?.(setup.client)
  keywayHost(setup.client).navigate('Swap')
  const view = await waitForView(modal.modal, 'kw-swap-view')
  return { ...setup, ...modal, view, api }
}

export const $ = <T extends Element = HTMLElement>(view: Element, selector: string) =>
  view.shadowRoot?.querySelector<T>(selector) ?? null
