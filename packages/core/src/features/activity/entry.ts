/**
 * The activity feature (docs/account-features.md#activity) of one client: the transaction history of the
 * connected account on the active network, from the blockchain API; empty without it. The
 * state is made with the client; the controller (fetching, filters, grouping) loads with the
 * first fetch, through the lazy-feature primitive.
 */
import type { CaipNetworkId } from '../../chains/types.js'
import { defineLazyFeature } from '../../lazy/define-lazy-feature.js'
import type { FeatureContext } from '../context.js'
import type {
  FetchTransactionsOptions,
  TransactionsController,
  TransactionsDeps,
} from './controller.js'
import {
  createTransactionsState,
  initialTransactionsState,
  setNetworkInView as setStateNetworkInView,
} from './state.js'

export type ActivityFeatureOptions = Pick<TransactionsDeps, 'showError' | 'trackError'>

export function createActivityFeature(
  ctx: FeatureContext,
  options: ActivityFeatureOptions,
  /** The history's state when the client made it before this feature (client/feature-shell.ts). */
  state = createTransactionsState(),
): TransactionsController {
  let pinned: { network: CaipNetworkId | undefined } | undefined
  const controller = defineLazyFeature(async () => {
    const { createTransactionsController } = await import('./controller.js')
    return createTransactionsController(
      {
        fetchHistory: async (parameters) => {
          if (!ctx.blockchainApi) return { data: [], next: null }
          return ctx.blockchainApi.fetchTransactions(parameters)
        },
        getActiveCaipNetworkId: () =>
          pinned ? pinned.network : ctx.chain.state.activeCaipNetwork?.caipNetworkId,
        ...options,
      },
      state,
    )
  })

  return {
    state,
    fetchTransactions: (accountAddress: string | undefined, fetch?: FetchTransactionsOptions) => {
      const loaded = controller.current
      if (loaded) return loaded.fetchTransactions(accountAddress, fetch)
      // The first fetch runs once the code has loaded, for the network active when it was
      // asked (the controller reads it as it starts, before its first await).
      const network = ctx.networkInView
        ? ctx.networkInView()
        : ctx.chain.state.activeCaipNetwork?.caipNetworkId
      return controller.load().then((created) => {
        pinned = { network }
        try {
          return created.fetchTransactions(accountAddress, fetch)
        } finally {
          pinned = undefined
        }
      })
    },
    // Before the first fetch there is nothing but the state to forget.
    resetTransactions: () => {
      const loaded = controller.current
      if (loaded) loaded.resetTransactions()
      else Object.assign(state, initialTransactionsState(state.lastNetworkInView))
    },
    setNetworkInView: (caipNetworkId) => setStateNetworkInView(state, caipNetworkId),
  }
}
