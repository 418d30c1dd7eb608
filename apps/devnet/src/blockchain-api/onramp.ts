import { randomUUID } from 'node:crypto'
import { encodeFunctionData, parseEther, parseUnits } from 'viem'
import { testTokenArtifact } from '../evm/artifacts.gen.js'
import { HttpError, type Route } from '../http/server.js'
import { type CheckoutOption, checkoutDoneHtml, checkoutFormHtml } from './checkout-page.js'
import {
  type ApiChain,
  type ApiContext,
  defaultChain,
  isRecord,
  isSolanaAddress,
  parseChainId,
  parseEvmAddress,
  requireProjectForPost,
  requireSdkParams,
} from './context.js'
import type { OnrampLedger } from './onramp-ledger.js'
import { USD_PRICES } from './prices.js'
import { LAMPORTS_PER_SOL } from './solana-rpc.js'

/**
 * Onramp (docs/services.md#calls onramp rows): options, quotes at fixed rates, and generated URLs of a local
 * checkout page that credits test funds (USDC or ETH on EVM, SOL on Solana) on confirm.
 */
export const ONRAMP_PROVIDER = 'coinbase'
/** docs/validation.md#onramp-limits onramp limits (card), in the payment currency. */
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
/** Fixed payment-currency rates to USD. */
const FIAT_TO_USD: Record<string, number> = { USD: 1, EUR: 1.1 }
const PROVIDER_FEE_RATE = 0.01
const NETWORK_FEE = 0.1

type Order = { id: string; choices: CheckoutOption[]; amount: string; completed: boolean }

const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency })

function chainFor(api: ApiContext, network: string | undefined): ApiChain {
  if (network) {
    try {
      const parsed = parseChainId(network)
      if (parsed.namespace === 'eip155') {
        const chain = api.chains.get(parsed.chainId)
        if (chain) return chain
      }
    } catch {
      // A provider network name (e.g. "base"): fall back to the default local chain.
    }
  }
  return defaultChain(api)
}

function checkoutChoices(api: ApiContext, body: Record<string, unknown>): CheckoutOption[] {
  const wallets = body.destinationWallets
  if (!Array.isArray(wallets) || wallets.length === 0) {
    throw new HttpError(400, 'destinationWallets must be a non-empty array')
  }
  const defaultNetwork = typeof body.defaultNetwork === 'string' ? body.defaultNetwork : undefined
  const choices: CheckoutOption[] = []
  for (const w of wallets) {
    if (!isRecord(w) || typeof w.address !== 'string') {
      throw new HttpError(400, 'each destination wallet needs an address')
    }
    const assets = Array.isArray(w.assets) ? w.assets.filter((a) => typeof a === 'string') : []
    if (isSolanaAddress(w.address)) {
      choices.push({ address: w.address, asset: 'SOL', network: 'solana' })
      continue
    }
    const address = parseEvmAddress(w.address, 'destination wallet address')
    const blockchains = Array.isArray(w.blockchains) ? w.blockchains : []
    const network = typeof blockchains[0] === 'string' ? blockchains[0] : defaultNetwork
    const chain = chainFor(api, network)
    const wanted = assets.filter((a) => a === 'USDC' || a === 'ETH')
    for (const asset of wanted.length > 0 ? wanted : ['USDC']) {
      choices.push({ address, asset, network: chain.caip2 })
    }
  }
  return choices
}

async function credit(api: ApiContext, choice: CheckoutOption, amount: string): Promise<string> {
  if (choice.asset === 'SOL') {
    const lamports = BigInt(Math.round(Number(amount) * LAMPORTS_PER_SOL))
    return api.solana.requestAirdrop(choice.address, lamports)
  }
  const chain = chainFor(api, choice.network)
  const to = parseEvmAddress(choice.address)
  if (choice.asset === 'ETH')
    return chain.sendAsOperator({ to, data: '0x', value: parseEther(amount) })
  return chain.sendAsOperator({
    to: chain.contracts.usdc,
    data: encodeFunctionData({
      abi: testTokenArtifact.abi,
      functionName: 'mint',
      args: [to, parseUnits(amount, 6)],
    }),
  })
}

export function onrampRoutes(api: ApiContext, ledger: OnrampLedger): Route[] {
  const orders = new Map<string, Order>()
  return [
    {
      method: 'GET',
      path: '/v1/onramp/options',
      handler: (ctx) => {
        requireSdkParams(ctx, api)
        const evmNetworks = (key: 'usdc' | null) =>
          [...api.chains.values()].map((c) => ({
            name: c.caip2,
            display_name: `Keyway devnet ${c.chainId}`,
            chain_id: String(c.chainId),
            contract_address: key ? c.contracts[key] : '',
          }))
        return {
          json: {
            paymentCurrencies: Object.keys(FIAT_TO_USD).map((id) => ({
              id,
              payment_method_limits: LIMITS,
            })),
            purchaseCurrencies: [
              { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: evmNetworks('usdc') },
              { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: evmNetworks(null) },
              {
                id: 'SOL',
                name: 'Solana',
                symbol: 'SOL',
                networks: [
                  {
                    name: 'solana',
                    display_name: 'Solana devnet',
                    chain_id: '',
                    contract_address: '',
                  },
                ],
              },
            ],
          },
        }
      },
    },
    {
      // docs/services.md#calls: POST /v1/onramp/quote {purchaseCurrency, paymentCurrency, amount, network}.
      method: 'POST',
      path: '/v1/onramp/quote',
      handler: (ctx) => {
        requireProjectForPost(ctx, api)
        const body = ctx.body
        if (!isRecord(body)) throw new HttpError(400, 'expected a JSON object body')
        // The currencies come as the docs/state.md#onramp-state objects (what the options endpoint lists) or as
        // their bare symbol / id.
        const purchase =
          currencyCode(body.purchaseCurrency, 'symbol') ?? currencyCode(body.network, 'symbol')
        const payment = currencyCode(body.paymentCurrency, 'id')
        if (purchase === undefined) throw new HttpError(400, 'purchaseCurrency is required')
        if (payment === undefined) throw new HttpError(400, 'paymentCurrency is required')
        const amount = Number(body.amount)
        const price = USD_PRICES[purchase]
        const fiatRate = FIAT_TO_USD[payment]
        if (!price || !['USDC', 'ETH', 'SOL'].includes(purchase)) {
          throw new HttpError(400, `unsupported purchase currency: ${purchase}`)
        }
        if (!fiatRate) throw new HttpError(400, `unsupported payment currency: ${payment}`)
        if (!Number.isFinite(amount) || amount < 10 || amount > 7500) {
          throw new HttpError(400, `amount must be between 10.00 and 7500.00 ${payment}`)
        }
        const fee = amount * PROVIDER_FEE_RATE
        const subtotal = amount - fee - NETWORK_FEE
        const purchaseAmount = (subtotal * fiatRate) / price
        return {
          json: {
            coinbaseFee: money(fee, payment),
            networkFee: money(NETWORK_FEE, payment),
            paymentSubtotal: money(subtotal, payment),
            paymentTotal: money(amount, payment),
            purchaseAmount: { amount: purchaseAmount.toFixed(6), currency: purchase },
            quoteId: randomUUID(),
          },
        }
      },
    },
    {
      // docs/services.md#calls: POST /v1/generators/onrampurl → { url } of the local checkout page.
      method: 'POST',
      path: '/v1/generators/onrampurl',
      handler: (ctx) => {
        requireProjectForPost(ctx, api)
        const body = ctx.body
        if (!isRecord(body)) throw new HttpError(400, 'expected a JSON object body')
        const choices = checkoutChoices(api, body)
        const preset = body.presetCryptoAmount ?? body.presetFiatAmount
        const amount = preset === undefined ? '10' : String(preset)
        const id = randomUUID()
        orders.set(id, { id, choices, amount, completed: false })
        return { json: { url: `${api.baseUrl()}/onramp/checkout/${id}` } }
      },
    },
    {
      method: 'GET',
      path: '/onramp/checkout/:id',
      handler: (ctx) => {
        const order = orders.get(ctx.params.id ?? '')
        if (!order) throw new HttpError(404, 'no such checkout')
        return {
          body: checkoutFormHtml({
            orderId: order.id,
            choices: order.choices,
            amount: order.amount,
          }),
          contentType: 'text/html; charset=utf-8',
        }
      },
    },
    {
      // The page's form post: credits the chosen wallet, once per order.
      method: 'POST',
      path: '/onramp/checkout/:id',
      handler: async (ctx) => {
        const order = orders.get(ctx.params.id ?? '')
        if (!order) throw new HttpError(404, 'no such checkout')
        if (order.completed) throw new HttpError(409, 'this checkout is already completed')
        const form = isRecord(ctx.body) ? ctx.body : {}
        const choice = order.choices[Number(form.option ?? 0)]
        if (!choice) throw new HttpError(400, 'unknown option')
        const amount = String(form.amount ?? order.amount)
        if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0) {
          throw new HttpError(400, 'amount must be a positive number')
        }
        order.completed = true
        let txHash: string
        try {
          txHash = await credit(api, choice, amount)
        } catch (error) {
          order.completed = false
          throw error
        }
        const chain = choice.asset === 'SOL' ? await api.solana.caip2() : choice.network
        ledger.add({
          id: order.id,
          provider: ONRAMP_PROVIDER,
          chain,
          address: choice.address,
          symbol: choice.asset,
          amount,
          txHash,
          timestamp: Math.floor(api.now() / 1000),
        })
        return {
          body: checkoutDoneHtml({ amount, asset: choice.asset, address: choice.address, txHash }),
          contentType: 'text/html; charset=utf-8',
        }
      },
    },
  ]
}

/** A currency given as a code ('usdc') or as an object carrying it under `key`; upper case. */
function currencyCode(value: unknown, key: 'symbol' | 'id'): string | undefined {
  const code = isRecord(value) ? value[key] : value
  return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : undefined
}
