/**
 * The activity feature (spec §4 Activity) of one client: the transaction history of the
 * connected account on the active network, from the blockchain API; empty without it.
 */
import type { FeatureContext } from '../context.js'
import { createTransactionsController, type TransactionsDeps } from './controller.js'

export type ActivityFeatureOptions = Pick<TransactionsDeps, 'showError' | 'trackError'>

export function createActivityFeature(ctx: FeatureContext, options: ActivityFeatureOptions) {
  return createTransactionsController({
    fetchHistory: async (parameters) => {
      if (!ctx.blockchainApi) return { data: [], next: null }
      return ctx.blockchainApi.fetchTransactions(parameters)
    },
    getActiveCaipNetworkId: () => ctx.chain.state.activeCaipNetwork?.caipNetworkId,
    ...options,
  })
}
