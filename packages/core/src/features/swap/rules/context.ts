/**
 * What every swap rule is given: the swap's state (the rule reads and writes it) and the
 * injected remote calls of the controller. A test passes a plain `initialSwapState()` and
 * a small deps object of plain functions.
 */
import type {
  ChainIdParameters,
  FetchSwapAllowanceParameters,
  FetchSwapQuoteParameters,
  GenerateApproveCalldataParameters,
  GenerateSwapCalldataParameters,
} from '../../../api/blockchain-api.js'
import type {
  BuildTransactionResponse,
  BuiltTransaction,
  GasPriceResponse,
  SwapAllowanceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '../../../api/types.js'
import type { CaipNetworkId } from '../../../chains/types.js'
import type { EventsController } from '../../../controllers/events.js'
import type { Sleep } from '../../../utils/sleep.js'
import type { SwapState } from '../state.js'
import type { SwapNetwork } from './network.js'

type WithoutSignal<parameters> = Omit<parameters, 'signal'> & {
  signal?: AbortSignal | undefined
}

export type Signal = { signal?: AbortSignal | undefined }

export type SwapDeps = {
  getActiveNetwork: () => SwapNetwork | undefined
  getAddress: () => string | undefined
  /** docs/limits.md#swaps: the networks swaps are supported on (12 listed networks). */
  supportedNetworks: readonly CaipNetworkId[]
  fetchTokens: (parameters: WithoutSignal<ChainIdParameters>) => Promise<SwapTokensResponse>
  fetchQuote: (parameters: WithoutSignal<FetchSwapQuoteParameters>) => Promise<SwapQuotesResponse>
  fetchAllowance: (
    parameters: WithoutSignal<FetchSwapAllowanceParameters>,
  ) => Promise<SwapAllowanceResponse>
  fetchGasPrice: (parameters: WithoutSignal<ChainIdParameters>) => Promise<GasPriceResponse>
  buildApprove: (
    parameters: WithoutSignal<GenerateApproveCalldataParameters>,
  ) => Promise<BuildTransactionResponse>
  buildTransaction: (
    parameters: WithoutSignal<GenerateSwapCalldataParameters>,
  ) => Promise<BuildTransactionResponse>
  /** USD prices of the given CAIP-10 tokens (docs/services.md#calls fungible price), matched by symbol. */
  fetchPrices?:
    | ((parameters: {
        addresses: string[]
        signal?: AbortSignal | undefined
      }) => Promise<{ symbol: string; price: number }[]>)
    | undefined
  /** Sends a built transaction through the connected wallet; returns its hash. */
  sendTransaction: (tx: BuiltTransaction, options: Signal) => Promise<string>
  /**
   * The approval and the swap in one confirmation, for an account whose wallet runs a batch
   * atomically (docs/batched-calls.md). `supported` says whether it can; `send` runs both and
   * resolves the swap's transaction hash once the batch is confirmed. Absent: step by step.
   */
  atomicBatch?:
    | {
        supported: (options: Signal) => Promise<boolean>
        send: (txs: readonly BuiltTransaction[], options: Signal) => Promise<string>
      }
    | undefined
  /** docs/account-features.md#swap: the balances are read again after a swap. */
  refreshBalances: () => Promise<unknown>
  /** Waits between allowance reads after an approval (default: the shared abortable sleep). */
  wait?: Sleep | undefined
  /** Tracks SWAP_INITIATED, SWAP_SUCCESS and SWAP_ERROR (docs/events.md). */
  track?: EventsController['track'] | undefined
}

export type SwapRuleContext<deps extends keyof SwapDeps = keyof SwapDeps> = {
  state: SwapState
  deps: Pick<SwapDeps, deps>
}

/** The message a view shows for a failure (viem's short message when there is one). */
export function messageOf(error: unknown): string {
  return error instanceof Error
    ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
    : String(error)
}
