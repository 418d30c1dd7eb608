/**
 * The swap's wiring, loaded with its controller on first use (entry.ts): the controller
 * over the blockchain API's convert calls (docs/services.md#calls), the connected wallet for the approve
 * and swap transactions, and the balances.
 */
import type { BlockchainApiClient } from '../../api/blockchain-api.js'
import { SwapsNetworkNotSupportedError } from '../../errors/chain-support.js'
import { createSwapController, type SwapController } from './controller.js'
import type { SwapFeatureDeps } from './deps.js'

export function createSwapWiring(deps: SwapFeatureDeps): SwapController {
  function api(): BlockchainApiClient {
    // Swaps need the convert calls; without the endpoint no network supports them.
    if (!deps.blockchainApi) throw new SwapsNetworkNotSupportedError()
    return deps.blockchainApi
  }

  return createSwapController({
    getActiveNetwork: deps.getActiveNetwork,
    getAddress: deps.getAddress,
    get supportedNetworks() {
      return deps.blockchainApi ? deps.supportedNetworks() : []
    },
    fetchTokens: (parameters) => api().fetchSwapTokens(parameters),
    fetchQuote: (parameters) => api().fetchSwapQuote(parameters),
    fetchAllowance: (parameters) => api().fetchSwapAllowance(parameters),
    fetchGasPrice: (parameters) => api().fetchGasPrice(parameters),
    buildApprove: (parameters) => api().generateApproveCalldata(parameters),
    buildTransaction: (parameters) => api().generateSwapCalldata(parameters),
    fetchPrices: async ({ addresses, signal }) =>
      (await api().fetchTokenPrice({ addresses, signal })).fungibles,
    sendTransaction: deps.sendTransaction,
    atomicBatch: deps.atomicBatch,
    refreshBalances: deps.refreshBalances,
    track: deps.track,
  })
}
