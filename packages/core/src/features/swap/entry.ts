/**
 * The swap feature (docs/account-features.md#swap) of one client, made on its first use: this small entry is
 * in the first download; the controller, its rules and wiring (wiring.ts) are fetched only
 * when a dapp or the Swap view asks for a swap, so a page that never swaps never downloads
 * them.
 */
import { proxy } from 'valtio/vanilla'
import { tryParseCaipAddress } from '../../caip/caip.js'
import type { ChainDefinition } from '../../chains/types.js'
import { SWAP_QUOTE_DEBOUNCE_MS } from '../../constants/service-timing.js'
import { NetworkNotFoundError } from '../../errors/chain.js'
import { defineLazyFeature } from '../../lazy/define-lazy-feature.js'
import type { FeatureContext } from '../context.js'
import type { SwapController } from './controller.js'
import type { SwapFeatureDeps } from './deps.js'
import type { SwapState } from './state.js'

export type { SwapFeatureDeps } from './deps.js'

export type SwapFeature = {
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

/** What a swap feature's watchers subscribe to: the controller's state once it is loaded. */
export type SwapFeatureState = { swap: SwapState | undefined }

export function createSwapFeature(
  deps: SwapFeatureDeps,
  /** The state when the client made it before this feature (client/feature-shell.ts). */
  state: SwapFeatureState = proxy<SwapFeatureState>({ swap: undefined }),
): SwapFeature {
  const lazy = defineLazyFeature(async () => (await import('./wiring.js')).createSwapWiring(deps), {
    onLoad: (controller) => {
      state.swap = controller.state
    },
  })
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined

  function cancelQuote() {
    if (quoteTimer !== undefined) clearTimeout(quoteTimer)
    quoteTimer = undefined
    quoteAbort?.abort()
    quoteAbort = undefined
  }

  return {
    state,
    get current() {
      return lazy.current
    },
    load: lazy.load,
    cancelQuote,
    reset() {
      cancelQuote()
      lazy.current?.resetState()
    },
    scheduleQuote() {
      cancelQuote()
      const abort = new AbortController()
      quoteAbort = abort
      return new Promise<void>((resolve) => {
        quoteTimer = setTimeout(() => {
          quoteTimer = undefined
          const controller = lazy.current
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

/** docs/account-features.md#swap (eip155): the feature over the client's eip155 account and wallet. */
export function createSwapFeatureFor(
  ctx: FeatureContext,
  options: Pick<SwapFeatureDeps, 'refreshBalances' | 'track'>,
  state?: SwapFeatureState,
): SwapFeature {
  const eip155Account = () => {
    const active = ctx.activeAccount()
    return active?.namespace === 'eip155' ? active : undefined
  }
  return createSwapFeature(
    {
      blockchainApi: ctx.blockchainApi,
      getActiveNetwork: () => eip155Account()?.network,
      getAddress: () => ctx.activeAccount()?.address,
      supportedNetworks: () =>
        (ctx.chain.state.chains.eip155?.networks ?? []).map((network) => network.caipNetworkId),
      sendTransaction: async (tx, { signal }) => {
        const active = eip155Account()
        if (!active) throw new NetworkNotFoundError({ details: 'No active eip155 account' })
        // The built transaction names CAIP-10 or plain addresses; the wallet wants the plain one.
        const to = tryParseCaipAddress(tx.to)?.address ?? tx.to
        const gas = tx.eip155?.gas ?? (tx as { gas?: string }).gas
        return ctx.adapterFor('eip155').sendTransaction({
          address: active.address,
          to,
          // `amount` is the quoted output of a swap, never what the wallet pays.
          value: BigInt(tx.value ?? '0'),
          data: tx.data,
          gas: gas ? BigInt(gas) : undefined,
          network: active.network,
          connectorId: ctx.connector.getActiveConnectorId('eip155'),
          signal,
        })
      },
      // A wallet that runs batches atomically gets the approval and the swap in one
      // confirmation; the code for it loads with the first swap that needs an approval.
      atomicBatch: {
        supported: async ({ signal }) => {
          const active = eip155Account()
          if (!active) return false
          const { supportsAtomicBatch } = await import('./batch.js')
          return supportsAtomicBatch(callsTargetOf(active), { signal })
        },
        send: async (txs, { signal }) => {
          const active = eip155Account()
          if (!active) throw new NetworkNotFoundError({ details: 'No active eip155 account' })
          const { sendAtomicBatch } = await import('./batch.js')
          return sendAtomicBatch(callsTargetOf(active), txs, { signal })
        },
      },
      refreshBalances: options.refreshBalances,
      track: options.track,
    },
    state,
  )

  function callsTargetOf(active: { address: string; network: ChainDefinition }) {
    return {
      adapter: ctx.adapterFor('eip155'),
      address: active.address,
      network: active.network,
      connectorId: ctx.connector.getActiveConnectorId('eip155'),
    }
  }
}
