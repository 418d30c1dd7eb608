import { z } from 'zod'

/**
 * The US-dollar value of a prepared request's max fee, for the approval card (README "RPC"):
 * the price of the chain's native coin from the blockchain API's `POST /v1/fungible/price`
 * (BLOCKCHAIN_API_URL; devnet's serves a fixed price table). Best effort: no setting, an
 * unknown coin, a failure or a late answer only leave the dollar value out.
 */
export type NativePrices = {
  /** USD per whole native coin of `caip2`, or undefined when not known. */
  usdPerCoin(caip2: string, projectId: string, signal: AbortSignal): Promise<number | undefined>
}

/** The blockchain API's marker addresses of the native coins. */
const NATIVE_ADDRESS = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
} as const

/** Decimals of the fee's unit: wei and lamports. */
export const NATIVE_DECIMALS = { eip155: 18, solana: 9 } as const

const priceAnswer = z.object({
  fungibles: z.array(z.object({ price: z.number().finite().nonnegative() })).max(1),
})

export function createBlockchainApiPrices(options: {
  url: string
  timeoutMs: number
  fetch?: typeof fetch | undefined
}): NativePrices {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  return {
    async usdPerCoin(caip2, projectId, signal) {
      const namespace = caip2.startsWith('solana:') ? 'solana' : 'eip155'
      try {
        const response = await doFetch(new URL('/v1/fungible/price', options.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            currency: 'usd',
            projectId,
            addresses: [`${caip2}:${NATIVE_ADDRESS[namespace]}`],
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
        })
        if (!response.ok) return undefined
        const answer = priceAnswer.safeParse(await response.json())
        return answer.success ? answer.data.fungibles[0]?.price : undefined
      } catch (error) {
        // The client is gone: its abort goes up; anything else only costs the dollar value.
        if (signal.aborted) throw error
        return undefined
      }
    },
  }
}

/** `fee` in the chain's smallest unit, in dollars rounded to the cent. */
export function feeInUsd(fee: bigint, decimals: number, usdPerCoin: number): number {
  // Cents of the fee, computed in integers as far as the price allows.
  const microUsdPerCoin = BigInt(Math.round(usdPerCoin * 1_000_000))
  const cents = (fee * microUsdPerCoin) / 10n ** BigInt(decimals) / 10_000n
  return Number(cents) / 100
}
