/** The dapp's token list (createKeyway's `tokens` option): which balances to show per network. */
import type { CaipNetworkId } from '../chains/types.js'

/** One token the dapp wants listed with its balance. */
export type ConfiguredToken = {
  /** ERC-20 contract (eip155, `0x` + 40 hex) or SPL mint (solana, base58). */
  address: string
  /** Shown in the list; read from the contract (eip155) when absent. */
  symbol?: string | undefined
  /** Shown in the list; the symbol stands in when absent. */
  name?: string | undefined
  /**
   * Decimals of the smallest unit. Read from the chain when absent; given, it saves that
   * read. Must be 1–255: docs/validation.md#balances-and-activity hides balances with zero decimals.
   */
  decimals?: number | undefined
  /** Icon URL. */
  image?: string | undefined
}

/** Tokens per network, keyed by CAIP-2 network id (`eip155:1`, `solana:5eykt4Us…`). */
export type TokensOption = Readonly<Partial<Record<CaipNetworkId, readonly ConfiguredToken[]>>>
