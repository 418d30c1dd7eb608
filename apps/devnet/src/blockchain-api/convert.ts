import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { swapPoolArtifact } from '../evm/artifacts.gen.js'
import { HttpError, type Route } from '../http/server.js'
import {
  type ApiChain,
  type ApiContext,
  isRecord,
  parseCaip10,
  requireEvmChain,
  requireProjectForPost,
  requireSdkParams,
} from './context.js'
import type { PriceTable } from './prices.js'

/**
 * Swap endpoints (spec §7 /v1/convert/*) answered from the local USDC/DAI constant-product
 * pool. Built transactions are real: sending them as returned executes the swap on anvil.
 */
/** Slippage (percent) when build-transaction's body names none. */
export const DEFAULT_SLIPPAGE_PERCENT = 1

const poolAbi = swapPoolArtifact.abi

export type BuiltTransaction = {
  from: Address
  to: Address
  data: Hex
  value: string
  gas?: string
  eip155: { gasPrice: string; gas?: string }
}

function poolTokens(chain: ApiChain): Address[] {
  return [chain.contracts.usdc, chain.contracts.dai]
}

/** Resolves a CAIP-10 token of a swap and checks it is one side of the local pool. */
function swapToken(
  api: ApiContext,
  value: string | null | undefined,
  what: string,
  chain?: ApiChain,
) {
  const parsed = parseCaip10(api, value, what)
  const resolved = parsed.chain ?? chain
  if (!resolved) throw new HttpError(400, `${what} must be CAIP-10 (eip155:<chainId>:<address>)`)
  if (chain && resolved !== chain) throw new HttpError(400, `${what} is on another chain`)
  const lower = parsed.address.toLowerCase()
  if (!poolTokens(resolved).some((t) => t.toLowerCase() === lower)) {
    throw new HttpError(400, `no local liquidity for ${value} (devnet swaps USDC <-> DAI)`)
  }
  return { chain: resolved, token: parsed.address }
}

function parseAmount(value: unknown): bigint {
  if ((typeof value !== 'string' && typeof value !== 'number') || !/^\d+$/.test(String(value))) {
    throw new HttpError(400, 'amount must be an integer in base units')
  }
  const amount = BigInt(value)
  if (amount === 0n) throw new HttpError(400, 'amount must be positive')
  return amount
}

async function quote(chain: ApiChain, tokenIn: Address, amount: bigint): Promise<bigint> {
  return chain.client.readContract({
    address: chain.contracts.pool,
    abi: poolAbi,
    functionName: 'getAmountOut',
    args: [tokenIn, amount],
  })
}

async function withGas(
  chain: ApiChain,
  tx: Omit<BuiltTransaction, 'eip155'>,
  estimate: boolean,
): Promise<BuiltTransaction> {
  const gasPrice = await chain.client.getGasPrice()
  const built: BuiltTransaction = { ...tx, eip155: { gasPrice: gasPrice.toString() } }
  if (!estimate) return built
  try {
    const gas = await chain.client.estimateGas({ account: tx.from, to: tx.to, data: tx.data })
    built.gas = gas.toString()
    built.eip155.gas = gas.toString()
  } catch {
    // Not executable yet (e.g. approval missing): the transaction is returned without gas.
  }
  return built
}

export function convertRoutes(api: ApiContext, prices: PriceTable): Route[] {
  return [
    {
      // spec §7: GET /v1/convert/tokens (chainId) → tokens.
      method: 'GET',
      path: '/v1/convert/tokens',
      handler: (ctx) => {
        requireSdkParams(ctx, api)
        const chain = requireEvmChain(api, ctx.query.get('chainId'))
        const tokens = poolTokens(chain).map((address) => {
          const asset = prices.evm(chain, address)
          return {
            name: asset?.name,
            symbol: asset?.symbol,
            address: `${chain.caip2}:${address}`,
            decimals: asset?.decimals,
            logoUri: asset?.iconUrl,
            eip2612: false,
          }
        })
        return { json: { tokens } }
      },
    },
    {
      // spec §7: GET /v1/convert/quotes (amount, userAddress, from, to, gasPrice) → quotes.
      method: 'GET',
      path: '/v1/convert/quotes',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const from = swapToken(api, ctx.query.get('from'), 'from')
        const to = swapToken(api, ctx.query.get('to'), 'to', from.chain)
        if (from.token === to.token) throw new HttpError(400, 'from and to are the same token')
        const amount = parseAmount(ctx.query.get('amount'))
        const toAmount = await quote(from.chain, from.token, amount)
        return {
          json: {
            quotes: [
              {
                id: null,
                fromAmount: amount.toString(),
                fromAccount: `${from.chain.caip2}:${from.token}`,
                toAmount: toAmount.toString(),
                toAccount: `${to.chain.caip2}:${to.token}`,
              },
            ],
          },
        }
      },
    },
    {
      // spec §7: GET /v1/convert/allowance (tokenAddress, userAddress) → allowance to the pool.
      method: 'GET',
      path: '/v1/convert/allowance',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const token = swapToken(api, ctx.query.get('tokenAddress'), 'tokenAddress')
        const user = parseCaip10(api, ctx.query.get('userAddress'), 'userAddress')
        const allowance = await token.chain.client.readContract({
          address: token.token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user.address, token.chain.contracts.pool],
        })
        return { json: { allowance: allowance.toString() } }
      },
    },
    {
      // spec §7: GET /v1/convert/gas-price (chainId).
      method: 'GET',
      path: '/v1/convert/gas-price',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const chain = requireEvmChain(api, ctx.query.get('chainId'))
        const gasPrice = await chain.client.getGasPrice()
        return {
          json: {
            standard: gasPrice.toString(),
            fast: ((gasPrice * 12n) / 10n).toString(),
            instant: ((gasPrice * 15n) / 10n).toString(),
          },
        }
      },
    },
    {
      // spec §7: GET /v1/convert/build-approve (userAddress, from, to[, amount]) → approve
      // of `from` to the pool; unlimited when no amount is given.
      method: 'GET',
      path: '/v1/convert/build-approve',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const from = swapToken(api, ctx.query.get('from'), 'from')
        swapToken(api, ctx.query.get('to'), 'to', from.chain)
        const user = parseCaip10(api, ctx.query.get('userAddress'), 'userAddress')
        const amountParam = ctx.query.get('amount')
        const amount = amountParam ? parseAmount(amountParam) : maxUint256
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [from.chain.contracts.pool, amount],
        })
        const tx = await withGas(
          from.chain,
          { from: user.address, to: from.token, data, value: '0' },
          true,
        )
        return { json: { tx } }
      },
    },
    {
      // spec §7: POST /v1/convert/build-transaction {amount, eip155.slippage, projectId, from,
      // to, userAddress, disableEstimate} → a swapExactIn on the pool with a minimum output.
      method: 'POST',
      path: '/v1/convert/build-transaction',
      handler: async (ctx) => {
        requireProjectForPost(ctx, api)
        const body = ctx.body
        if (!isRecord(body)) throw new HttpError(400, 'expected a JSON object body')
        const str = (v: unknown) => (typeof v === 'string' ? v : null)
        const from = swapToken(api, str(body.from), 'from')
        const to = swapToken(api, str(body.to), 'to', from.chain)
        if (from.token === to.token) throw new HttpError(400, 'from and to are the same token')
        const user = parseCaip10(api, str(body.userAddress), 'userAddress')
        const amount = parseAmount(body.amount)
        const slippageRaw = isRecord(body.eip155) ? body.eip155.slippage : undefined
        const slippage = slippageRaw === undefined ? DEFAULT_SLIPPAGE_PERCENT : Number(slippageRaw)
        if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 100) {
          throw new HttpError(400, 'eip155.slippage must be a percentage in [0, 100)')
        }
        const out = await quote(from.chain, from.token, amount)
        // Percent in basis points so fractional slippage (0.5) stays exact in bigint.
        const minOut = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
        const data = encodeFunctionData({
          abi: poolAbi,
          functionName: 'swapExactIn',
          args: [from.token, amount, minOut, user.address],
        })
        const tx = await withGas(
          from.chain,
          { from: user.address, to: from.chain.contracts.pool, data, value: '0' },
          body.disableEstimate !== true,
        )
        return { json: { tx: { ...tx, amount: out.toString() } } }
      },
    },
  ]
}
