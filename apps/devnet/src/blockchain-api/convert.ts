import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { swapPoolArtifact, swapRouterArtifact } from '../evm/artifacts.gen.js'
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
import { NATIVE_EVM_ADDRESS, type PriceTable } from './prices.js'

/**
 * Swap endpoints (docs/services.md#calls /v1/convert/*) answered from the local constant-product pools:
 * USDC/DAI, and USDC/ETH for swaps to and from the native coin (named by the 0xeeee…
 * address). Every swap goes through the local router, the one spender a token approves.
 * Built transactions are real: sending them as returned executes the swap on anvil.
 */
/** Slippage (percent) when build-transaction's body names none. */
export const DEFAULT_SLIPPAGE_PERCENT = 1

// Both pools answer getAmountOut(tokenIn, amountIn) with the same signature.
const poolAbi = swapPoolArtifact.abi
const routerAbi = swapRouterArtifact.abi

export type BuiltTransaction = {
  from: Address
  to: Address
  data: Hex
  value: string
  gas?: string
  eip155: { gasPrice: string; gas?: string }
}

const NATIVE = NATIVE_EVM_ADDRESS as Address

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const isNative = (token: Address) => same(token, NATIVE)

/** The swappable tokens of a chain, in the order the token list gives them. */
function swapTokens(chain: ApiChain): Address[] {
  return [chain.contracts.usdc, chain.contracts.dai, NATIVE]
}

/** The pool that holds both tokens of a pair, or a 400 naming the pairs devnet has. */
function poolFor(chain: ApiChain, tokenIn: Address, tokenOut: Address): Address {
  const pools: [Address, Address, Address][] = [
    [chain.contracts.pool, chain.contracts.usdc, chain.contracts.dai],
    [chain.contracts.nativePool, chain.contracts.usdc, NATIVE],
  ]
  for (const [pool, a, b] of pools) {
    if ((same(tokenIn, a) && same(tokenOut, b)) || (same(tokenIn, b) && same(tokenOut, a))) {
      return pool
    }
  }
  throw new HttpError(
    400,
    `no local pool for ${tokenIn} -> ${tokenOut} (devnet swaps USDC <-> DAI and USDC <-> ETH)`,
  )
}

/** Resolves a CAIP-10 token of a swap and checks it is one the local pools hold. */
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
  const token = swapTokens(resolved).find((t) => same(t, parsed.address))
  if (!token) {
    throw new HttpError(400, `no local liquidity for ${value} (devnet swaps USDC, DAI and ETH)`)
  }
  return { chain: resolved, token }
}

/** The pair of a request: both tokens on one chain, different, held by one pool. */
function swapPair(api: ApiContext, fromValue: string | null, toValue: string | null) {
  const from = swapToken(api, fromValue, 'from')
  const to = swapToken(api, toValue, 'to', from.chain)
  if (same(from.token, to.token)) throw new HttpError(400, 'from and to are the same token')
  return {
    chain: from.chain,
    from: from.token,
    to: to.token,
    pool: poolFor(from.chain, from.token, to.token),
  }
}

function parseAmount(value: unknown): bigint {
  if ((typeof value !== 'string' && typeof value !== 'number') || !/^\d+$/.test(String(value))) {
    throw new HttpError(400, 'amount must be an integer in base units')
  }
  const amount = BigInt(value)
  if (amount === 0n) throw new HttpError(400, 'amount must be positive')
  return amount
}

async function quote(
  chain: ApiChain,
  pool: Address,
  tokenIn: Address,
  amount: bigint,
): Promise<bigint> {
  return chain.client.readContract({
    address: pool,
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
    const gas = await chain.client.estimateGas({
      account: tx.from,
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
    })
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
      // docs/services.md#calls: GET /v1/convert/tokens (chainId) → tokens.
      method: 'GET',
      path: '/v1/convert/tokens',
      handler: (ctx) => {
        requireSdkParams(ctx, api)
        const chain = requireEvmChain(api, ctx.query.get('chainId'))
        const tokens = swapTokens(chain).map((address) => {
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
      // docs/services.md#calls: GET /v1/convert/quotes (amount, userAddress, from, to, gasPrice) → quotes.
      method: 'GET',
      path: '/v1/convert/quotes',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const pair = swapPair(api, ctx.query.get('from'), ctx.query.get('to'))
        const amount = parseAmount(ctx.query.get('amount'))
        const toAmount = await quote(pair.chain, pair.pool, pair.from, amount)
        return {
          json: {
            quotes: [
              {
                id: null,
                fromAmount: amount.toString(),
                fromAccount: `${pair.chain.caip2}:${pair.from}`,
                toAmount: toAmount.toString(),
                toAccount: `${pair.chain.caip2}:${pair.to}`,
              },
            ],
          },
        }
      },
    },
    {
      // docs/services.md#calls: GET /v1/convert/allowance (tokenAddress, userAddress) → allowance to the
      // router. The native coin is sent as value and needs none: it answers the maximum.
      method: 'GET',
      path: '/v1/convert/allowance',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const token = swapToken(api, ctx.query.get('tokenAddress'), 'tokenAddress')
        const user = parseCaip10(api, ctx.query.get('userAddress'), 'userAddress')
        if (isNative(token.token)) return { json: { allowance: maxUint256.toString() } }
        const allowance = await token.chain.client.readContract({
          address: token.token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user.address, token.chain.contracts.router],
        })
        return { json: { allowance: allowance.toString() } }
      },
    },
    {
      // docs/services.md#calls: GET /v1/convert/gas-price (chainId).
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
      // docs/services.md#calls: GET /v1/convert/build-approve (userAddress, from, to[, amount]) → approve
      // of `from` to the router; unlimited when no amount is given. The native coin has none.
      method: 'GET',
      path: '/v1/convert/build-approve',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const pair = swapPair(api, ctx.query.get('from'), ctx.query.get('to'))
        if (isNative(pair.from)) {
          throw new HttpError(400, 'the native coin is sent as value and needs no approval')
        }
        const user = parseCaip10(api, ctx.query.get('userAddress'), 'userAddress')
        const amountParam = ctx.query.get('amount')
        const amount = amountParam ? parseAmount(amountParam) : maxUint256
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [pair.chain.contracts.router, amount],
        })
        const tx = await withGas(
          pair.chain,
          { from: user.address, to: pair.from, data, value: '0' },
          true,
        )
        return { json: { tx } }
      },
    },
    {
      // docs/services.md#calls: POST /v1/convert/build-transaction {amount, eip155.slippage, projectId, from,
      // to, userAddress, disableEstimate} → the router's swapExactIn on the pair's pool with a
      // minimum output; a native input goes as the transaction's value.
      method: 'POST',
      path: '/v1/convert/build-transaction',
      handler: async (ctx) => {
        requireProjectForPost(ctx, api)
        const body = ctx.body
        if (!isRecord(body)) throw new HttpError(400, 'expected a JSON object body')
        const str = (v: unknown) => (typeof v === 'string' ? v : null)
        const pair = swapPair(api, str(body.from), str(body.to))
        const user = parseCaip10(api, str(body.userAddress), 'userAddress')
        const amount = parseAmount(body.amount)
        const slippageRaw = isRecord(body.eip155) ? body.eip155.slippage : undefined
        const slippage = slippageRaw === undefined ? DEFAULT_SLIPPAGE_PERCENT : Number(slippageRaw)
        if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 100) {
          throw new HttpError(400, 'eip155.slippage must be a percentage in [0, 100)')
        }
        const out = await quote(pair.chain, pair.pool, pair.from, amount)
        // Percent in basis points so fractional slippage (0.5) stays exact in bigint.
        const minOut = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
        const data = encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactIn',
          args: [pair.pool, pair.from, amount, minOut, user.address],
        })
        const value = isNative(pair.from) ? amount.toString() : '0'
        const tx = await withGas(
          pair.chain,
          { from: user.address, to: pair.chain.contracts.router, data, value },
          body.disableEstimate !== true,
        )
        return { json: { tx: { ...tx, amount: out.toString() } } }
      },
    },
  ]
}
