/**
 * The swap feature (spec §4 Swap) of one client, made on its first use: the controller's
 * module and its wiring (swap-feature.ts) are fetched only when a dapp or the Swap view asks
 * for a swap, so a page that never swaps never downloads them.
 */
import { proxy } from 'valtio/vanilla'
import type { BlockchainApiClient } from '../api/blockchain-api.js'
import type { BuiltTransaction } from '../api/types.js'
import type { CaipNetworkId } from '../chains/types.js'
import type { SwapController, SwapState } from '../controllers/swap.js'
import { BaseError, type BaseErrorParameters } from '../errors/base.js'

/** spec §4 Swap: the quote follows the typed amount once typing pauses this long. */
export const SWAP_QUOTE_DEBOUNCE_MS = 400

export type SwapLoaderDeps = {
  /** Absent without a blockchain API endpoint: swaps then are not offered. */
  blockchainApi: BlockchainApiClient | undefined
  getActiveNetwork: () => { caipNetworkId: CaipNetworkId } | undefined
  getAddress: () => string | undefined
  /** The networks swaps are offered on (the app's eip155 networks). */
  supportedNetworks: () => readonly CaipNetworkId[]
  sendTransaction: (
    tx: BuiltTransaction,
    options: { signal?: AbortSignal | undefined },
  ) => Promise<string>
  refreshBalances: () => Promise<unknown>
}

export type SwapLoader = {
  /** `swap` is the controller's state once it is loaded (watchers subscribe here). */
  readonly state: { swap: SwapState | undefined }
  readonly current: SwapController | undefined
  load(): Promise<SwapController>
  /** Asks for a quote after the debounce; a newer request cancels the older one. */
  scheduleQuote(): Promise<void>
  /** Cancels a pending or running quote. */
  cancelQuote(): void
  /** Forgets the form, its quote and steps (disconnect): the next account starts afresh. */
  reset(): void
}

export function createSwapLoader(deps: SwapLoaderDeps): SwapLoader {
  const state = proxy<{ swap: SwapState | undefined }>({ swap: undefined })
  let current: SwapController | undefined
  let loading: Promise<SwapController> | undefined
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined

  async function create(): Promise<SwapController> {
    const { createSwapFeature } = await import('./swap-feature.js')
    const controller = createSwapFeature(deps)
    current = controller
    state.swap = controller.state
    return controller
  }

  function cancelQuote() {
    if (quoteTimer !== undefined) clearTimeout(quoteTimer)
    quoteTimer = undefined
    quoteAbort?.abort()
    quoteAbort = undefined
  }

  return {
    state,
    get current() {
      return current
    },
    load() {
      loading ??= create().catch((error: unknown) => {
        // A failed chunk load is tried again by the next call.
        loading = undefined
        throw error
      })
      return loading
    },
    cancelQuote,
    reset() {
      cancelQuote()
      current?.resetState()
    },
    scheduleQuote() {
      cancelQuote()
      const abort = new AbortController()
      quoteAbort = abort
      return new Promise<void>((resolve) => {
        quoteTimer = setTimeout(() => {
          quoteTimer = undefined
          const controller = current
          if (!controller) return resolve()
          // A failed quote is kept in the state (its message); the caller need not catch.
          controller
            .fetchQuote({ signal: abort.signal })
            .catch(() => undefined)
            .finally(() => resolve())
        }, SWAP_QUOTE_DEBOUNCE_MS)
        abort.signal.addEventListener('abort', () => resolve(), { once: true })
      })
    },
  }
}

/** spec §1: the swaps feature flag is off (or its service has no endpoint). */
export class SwapsDisabledError extends BaseError {
  override name = 'SwapsDisabledError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Swaps are not enabled', parameters)
  }
}
