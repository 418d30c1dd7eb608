/**
 * Swap controller: token swaps on eip155 (spec §1 Swaps, §7 convert calls, §8 errors,
 * §9 Swaps). It keeps the swap's state and calls the rules of ./rules (amounts, allowance,
 * the service's answers, where swaps run); every remote call is injected.
 */
import { proxy } from 'valtio/vanilla'
import type {
  ChainIdParameters,
  FetchSwapAllowanceParameters,
  FetchSwapQuoteParameters,
  GenerateApproveCalldataParameters,
  GenerateSwapCalldataParameters,
} from '../../api/blockchain-api.js'
import type {
  BuildTransactionResponse,
  BuiltTransaction,
  GasPriceResponse,
  SwapAllowanceResponse,
  SwapQuote,
  SwapQuotesResponse,
  SwapToken,
  SwapTokensResponse,
} from '../../api/types.js'
import type { CaipNetworkId } from '../../chains/types.js'
import type { EventsController } from '../../controllers/events.js'
import { GasPriceNetworkNotSupportedError } from '../../errors/chain.js'
import { SwapFormIncompleteError } from '../../errors/swap.js'
import { type Sleep, sleep } from '../../utils/sleep.js'
import { formatUnits } from '../../utils/units.js'
import { amountInBaseUnits, checkSwapAmount } from './rules/amount.js'
import { needsApproval as allowanceIsShort, waitForAllowance } from './rules/approval.js'
import {
  requireSwapNetwork,
  type SwapNetwork,
  swapNetwork,
  swapUserAddress,
} from './rules/network.js'
import {
  checkedAllowance,
  checkedGasPrice,
  checkedQuote,
  checkedTokens,
  checkedTransaction,
} from './rules/responses.js'
import { isNativeSwapToken, pricesByToken } from './rules/tokens.js'
import { initialSwapState, type SwapState, type SwapStep, type SwapStepKind } from './state.js'

export type { SwapNetwork } from './rules/network.js'

type WithoutSignal<parameters> = Omit<parameters, 'signal'> & {
  signal?: AbortSignal | undefined
}

export type SwapDeps = {
  getActiveNetwork: () => SwapNetwork | undefined
  getAddress: () => string | undefined
  /** spec §9: the networks swaps are supported on (12 listed networks). */
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
  /** USD prices of the given CAIP-10 tokens (spec §7 fungible price), matched by symbol. */
  fetchPrices?:
    | ((parameters: {
        addresses: string[]
        signal?: AbortSignal | undefined
      }) => Promise<{ symbol: string; price: number }[]>)
    | undefined
  /** Sends a built transaction through the connected wallet; returns its hash. */
  sendTransaction: (tx: BuiltTransaction, options: Signal) => Promise<string>
  /** spec §4 Swap: the balances are read again after a swap. */
  refreshBalances: () => Promise<unknown>
  /** Waits between allowance reads after an approval (default: the shared abortable sleep). */
  wait?: Sleep | undefined
  /** Tracks SWAP_INITIATED, SWAP_SUCCESS and SWAP_ERROR (docs/events.md). */
  track?: EventsController['track'] | undefined
}

function messageOf(error: unknown): string {
  return error instanceof Error
    ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
    : String(error)
}

type Signal = { signal?: AbortSignal | undefined }

export function createSwapController(deps: SwapDeps) {
  const state = proxy<SwapState>(initialSwapState())

  const userAddress = (network: SwapNetwork) => swapUserAddress(network, deps.getAddress())
  const typedAmount = (token: SwapToken) =>
    amountInBaseUnits(state.sourceTokenAmount, token.decimals)

  async function fetchTokens(options: Signal = {}): Promise<SwapToken[]> {
    const network = requireSwapNetwork(deps)
    state.loadingTokens = true
    try {
      const tokens = checkedTokens(
        await deps.fetchTokens({ chainId: network.caipNetworkId, signal: options.signal }),
      )
      state.tokens = tokens
      await fetchPrices(tokens, options)
      return tokens
    } finally {
      state.loadingTokens = false
    }
  }

  /** Prices are a nicety: a failed lookup leaves the list without USD values. */
  async function fetchPrices(tokens: SwapToken[], options: Signal): Promise<void> {
    if (!deps.fetchPrices || tokens.length === 0) return
    try {
      const prices = await deps.fetchPrices({
        addresses: tokens.map((token) => token.address),
        signal: options.signal,
      })
      state.tokenPrices = pricesByToken(tokens, prices)
    } catch {
      state.tokenPrices = {}
    }
  }

  /** spec §8: 'Network not supported for Gas Price' off the supported networks. */
  async function fetchGasPrice(options: Signal = {}): Promise<string> {
    const network = swapNetwork(deps)
    if (!network) throw new GasPriceNetworkNotSupportedError()
    const standard = checkedGasPrice(
      await deps.fetchGasPrice({ chainId: network.caipNetworkId, signal: options.signal }),
    )
    state.gasPrice = standard
    return standard
  }

  function clearQuote() {
    state.quote = undefined
    state.targetTokenAmount = ''
    state.swapTransaction = undefined
    state.approvalTransaction = undefined
  }

  /** Checks the amount and keeps what the view says under the field (`amountProblem`). */
  function checkAmount(token: SwapToken, amount: bigint) {
    const { error, problem } = checkSwapAmount(state, { token, amount })
    state.amountProblem = problem
    return error
  }

  /**
   * Fetches a quote for the current tokens and amount; undefined while the form is
   * incomplete or the amount is not a number yet. An amount of 0 or above the balance is
   * refused with its typed error (spec §5) and asks the service nothing.
   */
  async function fetchQuote(options: Signal = {}): Promise<SwapQuote | undefined> {
    const { sourceToken, targetToken } = state
    const amount = sourceToken ? typedAmount(sourceToken) : undefined
    if (!sourceToken || amount === undefined) state.amountProblem = undefined
    if (!sourceToken || !targetToken || amount === undefined) {
      clearQuote()
      return undefined
    }
    const refused = checkAmount(sourceToken, amount)
    if (refused) {
      clearQuote()
      state.error = undefined
      throw refused
    }
    const network = requireSwapNetwork(deps)
    state.loadingQuote = true
    state.error = undefined
    try {
      const gasPrice = state.gasPrice ?? (await fetchGasPrice(options))
      const quote = checkedQuote(
        await deps.fetchQuote({
          amount: amount.toString(),
          userAddress: userAddress(network),
          from: sourceToken.address,
          to: targetToken.address,
          gasPrice,
          signal: options.signal,
        }),
      )
      state.quote = quote
      state.targetTokenAmount = quote
        ? formatUnits(BigInt(quote.toAmount), targetToken.decimals)
        : ''
      return quote
    } catch (error) {
      if (!options.signal?.aborted) state.error = messageOf(error)
      throw error
    } finally {
      state.loadingQuote = false
    }
  }

  /** Reads the allowance of the source token; a native coin needs none. */
  async function fetchAllowance(options: Signal = {}): Promise<string | undefined> {
    const { sourceToken } = state
    if (!sourceToken || isNativeSwapToken(sourceToken)) return undefined
    const network = requireSwapNetwork(deps)
    const allowance = checkedAllowance(
      await deps.fetchAllowance({
        tokenAddress: sourceToken.address,
        userAddress: userAddress(network),
        signal: options.signal,
      }),
    )
    state.allowance = allowance
    return allowance
  }

  const needsApproval = () => allowanceIsShort(state)

  /** Builds the approval of the source token; undefined until both tokens are chosen. */
  async function buildApproveTransaction(
    options: Signal = {},
  ): Promise<BuiltTransaction | undefined> {
    const { sourceToken, targetToken } = state
    if (!sourceToken || !targetToken) return undefined
    const network = requireSwapNetwork(deps)
    state.loadingTransaction = true
    try {
      const tx = checkedTransaction(
        await deps.buildApprove({
          userAddress: userAddress(network),
          from: sourceToken.address,
          to: targetToken.address,
          signal: options.signal,
        }),
      )
      state.approvalTransaction = tx
      return tx
    } finally {
      state.loadingTransaction = false
    }
  }

  /** Builds the swap itself (spec §7 build-transaction); undefined until both tokens are chosen. */
  async function buildSwapTransaction(options: Signal = {}): Promise<BuiltTransaction | undefined> {
    const { sourceToken, targetToken } = state
    if (!sourceToken || !targetToken) return undefined
    const network = requireSwapNetwork(deps)
    state.loadingTransaction = true
    try {
      const tx = checkedTransaction(
        await deps.buildTransaction({
          amount: (typedAmount(sourceToken) ?? 0n).toString(),
          from: sourceToken.address,
          to: targetToken.address,
          userAddress: userAddress(network),
          slippage: state.slippage,
          // The wallet estimates gas itself when an approval is still pending.
          disableEstimate: needsApproval(),
          signal: options.signal,
        }),
      )
      state.swapTransaction = tx
      return tx
    } finally {
      state.loadingTransaction = false
    }
  }

  function setStep(kind: SwapStepKind, patch: Partial<SwapStep>) {
    state.steps = state.steps.map((step) => (step.kind === kind ? { ...step, ...patch } : step))
  }

  async function runStep(kind: SwapStepKind, run: () => Promise<string>): Promise<string> {
    setStep(kind, { status: 'active', error: undefined })
    try {
      const hash = await run()
      setStep(kind, { status: 'done', hash })
      return hash
    } catch (error) {
      setStep(kind, { status: 'failed', error: messageOf(error) })
      throw error
    }
  }

  /**
   * spec §4 Swap: reads the allowance; when it is short, the approval (build-approve) is sent
   * and awaited; then the swap (build-transaction) is sent and the balances read again. Each
   * is a step of `state.steps` with its own status. Returns the swap's transaction hash.
   */
  async function swap(options: Signal = {}): Promise<string> {
    const { sourceToken, targetToken } = state
    const amount = sourceToken ? typedAmount(sourceToken) : undefined
    if (!sourceToken || !targetToken || amount === undefined) {
      throw new SwapFormIncompleteError()
    }
    const refused = checkAmount(sourceToken, amount)
    if (refused) throw refused
    requireSwapNetwork(deps)
    state.error = undefined
    state.swapping = true
    const properties = {
      network: deps.getActiveNetwork()?.caipNetworkId,
      swapFromToken: sourceToken.symbol,
      swapToToken: targetToken.symbol,
      swapFromAmount: state.sourceTokenAmount,
      swapToAmount: state.targetTokenAmount,
    }
    deps.track?.('SWAP_INITIATED', properties)
    try {
      await fetchAllowance(options)
      const approve = needsApproval()
      state.steps = [
        ...(approve ? [{ kind: 'approve' as const, status: 'pending' as const }] : []),
        { kind: 'swap', status: 'pending' },
      ]
      if (approve) {
        await runStep('approve', async () => {
          const tx = await buildApproveTransaction(options)
          if (!tx) throw new SwapFormIncompleteError()
          const hash = await deps.sendTransaction(tx, options)
          await waitForAllowance(
            { readAllowance: fetchAllowance, needsApproval, sleep: deps.wait ?? sleep },
            options,
          )
          return hash
        })
      }
      const hash = await runStep('swap', async () => {
        const tx = await buildSwapTransaction(options)
        if (!tx) throw new SwapFormIncompleteError()
        return deps.sendTransaction(tx, options)
      })
      deps.track?.('SWAP_SUCCESS', properties)
      await deps.refreshBalances().catch(() => undefined)
      return hash
    } catch (error) {
      state.error = messageOf(error)
      deps.track?.('SWAP_ERROR', { ...properties, message: state.error })
      throw error
    } finally {
      state.swapping = false
    }
  }

  return {
    state,
    swap,
    isNetworkSupported: () => swapNetwork(deps) !== undefined,
    fetchTokens,
    fetchGasPrice,
    fetchQuote,
    fetchAllowance,
    needsApproval,
    buildApproveTransaction,
    buildSwapTransaction,
    setSourceToken: (token: SwapToken | undefined) => {
      state.sourceToken = token
      state.allowance = undefined
      state.sourceBalance = undefined
      state.amountProblem = undefined
      clearQuote()
    },
    /** The account's balance of the source token (e.g. '12.5'), or undefined when unknown. */
    setSourceBalance: (balance: string | undefined) => {
      state.sourceBalance = balance
    },
    setTargetToken: (token: SwapToken | undefined) => {
      state.targetToken = token
      clearQuote()
    },
    setSourceTokenAmount: (amount: string) => {
      state.sourceTokenAmount = amount
      state.amountProblem = undefined
      clearQuote()
    },
    /** Swaps source and target; the quoted amount becomes the new input. */
    switchTokens: () => {
      const { sourceToken, targetToken, targetTokenAmount } = state
      state.sourceToken = targetToken
      state.targetToken = sourceToken
      state.sourceTokenAmount = targetTokenAmount
      state.allowance = undefined
      state.sourceBalance = undefined
      state.amountProblem = undefined
      clearQuote()
    },
    /** Forgets a finished run's steps (a new review starts without them); not while running. */
    clearSteps: () => {
      if (!state.swapping) state.steps = []
    },
    resetState: () => {
      Object.assign(state, initialSwapState())
    },
  }
}

export type SwapController = ReturnType<typeof createSwapController>
