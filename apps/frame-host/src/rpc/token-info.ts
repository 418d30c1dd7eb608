import { type Address, erc20Abi, isAddress } from 'viem'
import type { TokenInfo } from '../page/approval-context.js'
import type { EvmRequestContext } from './evm-params.js'

/** The ERC-20 tokens a request names, as the approval card shows them. */

/** At most this many tokens are read for one request (a permit batch can name many). */
const MAX_TOKENS = 8

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
      try {
        const [symbol, decimals] = await ctx.chain.run((c) =>
          Promise.all([
            c.readContract({ address: token as Address, abi: erc20Abi, functionName: 'symbol' }),
            c.readContract({ address: token as Address, abi: erc20Abi, functionName: 'decimals' }),
          ]),
        )
        return [token, { symbol: symbol.slice(0, 32), decimals }] as const
      } catch {
        return undefined
      }
    }),
  )
  const found = read.filter((entry) => entry !== undefined)
  return found.length ? Object.fromEntries(found) : undefined
}
