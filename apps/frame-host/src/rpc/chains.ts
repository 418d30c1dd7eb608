import { z } from 'zod'
import { UnknownChainError } from './errors.js'

/**
 * Where frame-host reaches each chain it signs for: CAIP-2 network id → JSON-RPC URL
 * (README "Environment", CHAIN_RPC_URLS). Only chains listed here can be used; the keys
 * follow docs/validation.md#addresses-and-network-ids (CAIP-2 ids have exactly 2 parts).
 */
export type ChainRpcUrls = Readonly<Record<string, string>>

/**
 * devnet's chains on their fixed ports (apps/devnet README): the two anvil chains and the
 * litesvm Solana RPC. The Solana id is `solana:` + the first 32 characters of devnet's fixed
 * genesis hash; a test checks it against devnet's own value.
 */
export const DEFAULT_CHAIN_RPC_URLS: ChainRpcUrls = {
  'eip155:31337': 'http://127.0.0.1:8545',
  'eip155:31338': 'http://127.0.0.1:8546',
  'solana:7KYHUcy2LQ5fY3vHj4s2xJtNGiotsX4w': 'http://127.0.0.1:8899',
}

/** How long one call to a chain's node may take (each call of a request, not the sum). */
export const DEFAULT_CHAIN_TIMEOUT_MS = 10_000

const EIP155 = /^eip155:([1-9][0-9]{0,15})$/
const SOLANA = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

const isChainId = (id: string) =>
  (EIP155.test(id) && Number.isSafeInteger(Number(id.slice(7)))) || SOLANA.test(id)

export const chainRpcUrlsSchema = z
  .record(
    z.string(),
    z
      .url({ protocol: /^https?$/, error: 'RPC URLs must be http(s) URLs' })
      .refine((value) => !/\s/.test(value), 'RPC URLs must be http(s) URLs'),
  )
  .superRefine((urls, ctx) => {
    // Checked here rather than as the record's key schema, whose own message is only
    // "Invalid key in record".
    for (const id of Object.keys(urls)) {
      if (isChainId(id)) continue
      ctx.addIssue({
        code: 'custom',
        path: [id],
        message:
          'chain ids are eip155:<number> or solana:<32 base58 characters of the genesis hash>',
      })
    }
  })

export type ResolvedChain =
  | { namespace: 'eip155'; caip2: string; chainId: number; rpcUrl: string }
  | { namespace: 'solana'; caip2: string; rpcUrl: string }

/** The chain behind a request's CAIP-2 id, or UnknownChainError naming the ones served. */
export function resolveChain(urls: ChainRpcUrls, caip2: string): ResolvedChain {
  const rpcUrl = Object.hasOwn(urls, caip2) ? urls[caip2] : undefined
  if (rpcUrl === undefined) throw new UnknownChainError(caip2, Object.keys(urls))
  const evm = EIP155.exec(caip2)
  if (evm?.[1]) return { namespace: 'eip155', caip2, chainId: Number(evm[1]), rpcUrl }
  if (SOLANA.test(caip2)) return { namespace: 'solana', caip2, rpcUrl }
  throw new UnknownChainError(caip2, Object.keys(urls))
}
