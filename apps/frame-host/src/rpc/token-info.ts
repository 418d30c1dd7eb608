import { type Address, erc20Abi, isAddress } from 'viem'
import type { TokenInfo } from '../page/approval-context.js'
import { ChainRequestRejectedError } from './errors.js'
import type { EvmRequestContext } from './evm-params.js'

/** The ERC-20 tokens a request names, as the approval card shows them. */

/** At most this many tokens are read for one request (a permit batch can name many). */
const MAX_TOKENS = 8

/**
 * symbol() and decimals() of one token. `undefined` when the node refused the calls (the
 * contract reverted or has no such functions: not an ERC-20); a node that could not be
 * reached or did not answer in time throws its own error (ChainUnavailableError,
 * ChainTimeoutError), so a caller that needs the token does not blame the contract.
 */
export async function readToken(
  ctx: EvmRequestContext,
  token: Address,
): Promise<TokenInfo | undefined> {
  try {
    const [symbol, decimals] = await ctx.chain.run((c) =>
      Promise.all([
        c.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        c.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ]),
    )
    return { symbol: symbol.slice(0, 32), decimals }
  } catch (error) {
    if (error instanceof ChainRequestRejectedError) return undefined
    throw error
  }
}

/**
 * symbol() and decimals() of each token, by lowercase address. A contract that does not
 * answer both (not an ERC-20, or the node failed) is left out: the card then shows the raw
 * amount, which is still what is signed.
 */
export async function readTokens(
  ctx: EvmRequestContext,
  addresses: readonly string[],
): Promise<Record<string, TokenInfo> | undefined> {
  const unique = [
    ...new Set(
      addresses.filter((a) => isAddress(a, { strict: false })).map((a) => a.toLowerCase()),
    ),
  ].slice(0, MAX_TOKENS)
  if (unique.length === 0) return undefined
  const read = await Promise.all(
    unique.map(async (token) => {
      const info = await readToken(ctx, token as Address).catch(() => undefined)
      return info ? ([token, info] as const) : undefined
    }),
  )
  const found = read.filter((entry) => entry !== undefined)
  return found.length ? Object.fromEntries(found) : undefined
}
