/**
 * Swap controller: token swaps on eip155 (spec §1 Swaps, §7 convert calls, §8 errors,
 * §9 Swaps). Every remote call is injected, so this file only holds the rules: which
 * networks swap, the amounts in base units, allowance, and the transactions to send.
 */
import { proxy } from 'valtio/vanilla'
import type {
  ChainIdParameters,
  FetchSwapAllowanceParameters,
  FetchSwapQuoteParameters,
  GenerateApproveCalldataParameters,
  GenerateSwapCalldataParameters,
} from '../api/blockchain-api.js'
import type {
  BuildTransactionResponse,
  BuiltTransaction,
  GasPriceResponse,
  SwapAllowanceResponse,
  SwapQuote,
  SwapQuotesResponse,
  SwapToken,
  SwapTokensResponse,
} from '../api/types.js'
import type { CaipAddress, CaipNetworkId } from '../chains/types.js'
import { NATIVE_TOKEN_ADDRESSES } from '../constants/chains.js'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/swaps.js'
import { NoActiveCaipAddressError } from '../errors/account.js'
import { BaseError, type BaseErrorParameters } from '../errors/base.js'
import { GasPriceNetworkNotSupportedError, SwapsNetworkNotSupportedError } from '../errors/chain.js'
import { formatUnits, parseUnits } from '../utils/units.js'

/**
 * spec §9: USDT contracts use a transfer variant with no return value (their `transfer`
 * and `approve` return nothing, so a standard ERC-20 ABI decode would fail). Lower-case
 * CAIP-10 ids; Tether USD on Ethereum mainnet.
 */
export const NO_RETURN_VALUE_TRANSFER_TOKENS: readonly CaipAddress[] = [
  'eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7',
]

export type SwapNetwork = { caipNetworkId: CaipNetworkId }

/** A swap asked for before both tokens and a positive amount are chosen. */
export class SwapFormIncompleteError extends BaseError {
  override name = 'SwapFormIncompleteError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Choose two tokens and an amount to swap', parameters)
  }
}

/**
 * A quote or a swap for an amount of 0 (spec §5: an amount is required, as for Send). The
 * empty field is not this error: nothing is asked for until something is typed.
 */
export class SwapAmountRequiredError extends BaseError {
  override name = 'SwapAmountRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('An amount greater than 0 is required', parameters)
  }
}

/** A quote or a swap for more than the account holds of the source token (spec §8 insufficient funds). */
export class SwapInsufficientBalanceError extends BaseError {
  override name = 'SwapInsufficientBalanceError' as const
  readonly symbol: string
  constructor(symbol: string, parameters: BaseErrorParameters = {}) {
    super(`Insufficient ${symbol} balance`, parameters)
    this.symbol = symbol
  }
}

/** Why the typed amount cannot be quoted or swapped, for the view to say under the field. */
export type SwapAmountProblem =
  | { kind: 'zero'; message: string }
  | { kind: 'over-balance'; message: string; symbol: string }

/** The swap service answered without a field the swap needs (a malformed answer). */
export class SwapResponseError extends BaseError {
  override name = 'SwapResponseError' as const
  constructor(what: string, parameters: BaseErrorParameters = {}) {
    super(`The swap service answered without ${what}`, parameters)
  }
}

const isDigits = (value: unknown): value is string =>
  typeof value === 'string' && /^\d+$/.test(value)

/** Keeps the well-formed tokens of a token list; a list that is not one is refused. */
function checkedTokens(answer: SwapTokensResponse | undefined): SwapToken[] {
  if (!Array.isArray(answer?.tokens)) throw new SwapResponseError('a token list')
  return answer.tokens.filter(
    (token) =>
      typeof token?.address === 'string' &&
      typeof token.symbol === 'string' &&
      typeof token.name === 'string' &&
      Number.isInteger(token.decimals),
  )
}

function checkedTransaction(answer: BuildTransactionResponse | undefined): BuiltTransaction {
  const tx = answer?.tx
  if (typeof tx?.to !== 'string' || typeof tx.data !== 'string' || !tx.data.startsWith('0x')) {
    throw new SwapResponseError('a transaction')
  }
  return tx
}

/** spec §4 Swap steps: the approval (only when the allowance is short), then the swap. */
export type SwapStepKind = 'approve' | 'swap'
export type SwapStepStatus = 'pending' | 'active' | 'done' | 'failed'
export type SwapStep = {
  kind: SwapStepKind
  status: SwapStepStatus
  /** The transaction hash once the wallet sent it. */
  hash?: string | undefined
  /** Why the step failed (the wallet's refusal, a failed build). */
  error?: string | undefined
}

export type SwapState = {
  sourceToken: SwapToken | undefined
  targetToken: SwapToken | undefined
  /** Human-readable amounts (e.g. '1.5'), as typed and as quoted. */
  sourceTokenAmount: string
  targetTokenAmount: string
  tokens: SwapToken[]
  quote: SwapQuote | undefined
  /** Allowance of the source token for the swap router, base units. */
  allowance: string | undefined
  gasPrice: string | undefined
  /** spec §9: slippage tolerance 1 (percent) in the embedded toolkit. */
  slippage: number
  loadingTokens: boolean
  loadingQuote: boolean
  loadingTransaction: boolean
  approvalTransaction: BuiltTransaction | undefined
  swapTransaction: BuiltTransaction | undefined
  /** USD price per token, keyed by the token's lower-case CAIP-10 address. */
  tokenPrices: Record<string, number>
  /** A swap (its approval and itself) is running. */
  swapping: boolean
  /** The steps of the running or last swap (empty before the first). */
  steps: SwapStep[]
  /** The last failure of a quote or a swap, as a message for the view. */
  error: string | undefined
  /**
   * The account's balance of the source token (e.g. '12.5') the amount is checked against;
   * undefined while it is not known (the amount is then not checked against it).
   */
  sourceBalance: string | undefined
  /** The typed amount is 0 or more than `sourceBalance`: no quote is asked for. */
  amountProblem: SwapAmountProblem | undefined
}

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
  /** Waits between allowance reads after an approval (default: a timer). */
  wait?: ((ms: number, signal?: AbortSignal | undefined) => Promise<void>) | undefined
}

/** How long the swap waits for an approval to show in the allowance. */
const APPROVAL_POLL_MS = 1_500
const APPROVAL_POLL_ATTEMPTS = 40

function defaultWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    function onAbort() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function messageOf(error: unknown): string {
  return error instanceof Error
    ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
    : String(error)
}

type Signal = { signal?: AbortSignal | undefined }

/** spec §9: true for tokens whose transfer returns no value (USDT-style). */
export function requiresNoReturnValueTransfer(token: Pick<SwapToken, 'address'>): boolean {
  return NO_RETURN_VALUE_TRANSFER_TOKENS.includes(token.address.toLowerCase() as CaipAddress)
}

/** Whether a token is the chain's native coin (it needs no allowance). */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESSES.eip155}`)
}

/** The typed amount in base units; undefined while it is empty or not a number yet. */
function amountInBaseUnits(amount: string, decimals: number): bigint | undefined {
  if (amount.trim() === '') return undefined
  try {
    return parseUnits(amount, decimals)
  } catch {
    return undefined
  }
}

function initialState(): SwapState {
  return {
    sourceToken: undefined,
    targetToken: undefined,
    sourceTokenAmount: '',
    targetTokenAmount: '',
    tokens: [],
    quote: undefined,
    allowance: undefined,
    gasPrice: undefined,
    slippage: SWAP_SLIPPAGE_TOLERANCE,
    loadingTokens: false,
    loadingQuote: false,
    loadingTransaction: false,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    tokenPrices: {},
    swapping: false,
    steps: [],
    error: undefined,
    sourceBalance: undefined,
    amountProblem: undefined,
  }
}

export function createSwapController(deps: SwapDeps) {
  const state = proxy<SwapState>(initialState())

  function supportedNetwork(): SwapNetwork | undefined {
    const network = deps.getActiveNetwork()
    return network && deps.supportedNetworks.includes(network.caipNetworkId) ? network : undefined
  }

  /** spec §8: 'Network not supported for Swaps' off the supported networks. */
  function requireSwapNetwork(): SwapNetwork {
    const network = supportedNetwork()
    if (!network) throw new SwapsNetworkNotSupportedError()
    return network
  }

  /** The active account as CAIP-10, as the convert calls want it. */
  function userAddress(network: SwapNetwork): CaipAddress {
    const address = deps.getAddress()
    if (!address) throw new NoActiveCaipAddressError()
    return `${network.caipNetworkId}:${address}` as CaipAddress
  }

  async function fetchTokens(options: Signal = {}): Promise<SwapToken[]> {
    const network = requireSwapNetwork()
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
      const bySymbol = new Map(prices.map((entry) => [entry.symbol.toUpperCase(), entry.price]))
      const next: Record<string, number> = {}
      for (const token of tokens) {
        const price = bySymbol.get(token.symbol.toUpperCase())
        if (price !== undefined) next[token.address.toLowerCase()] = price
      }
      state.tokenPrices = next
    } catch {
      state.tokenPrices = {}
    }
  }

  /** spec §8: 'Network not supported for Gas Price' off the supported networks. */
  async function fetchGasPrice(options: Signal = {}): Promise<string> {
    const network = supportedNetwork()
    if (!network) throw new GasPriceNetworkNotSupportedError()
    const prices = await deps.fetchGasPrice({
      chainId: network.caipNetworkId,
      signal: options.signal,
    })
    if (!isDigits(prices?.standard)) throw new SwapResponseError('a gas price')
    state.gasPrice = prices.standard
    return prices.standard
  }

  function clearQuote() {
    state.quote = undefined
    state.targetTokenAmount = ''
    state.swapTransaction = undefined
    state.approvalTransaction = undefined
  }

  /**
   * The typed error for an amount of 0 or above the known balance (kept in `amountProblem`
   * for the view); undefined when the amount can be quoted.
   */
  function checkAmount(
    token: SwapToken,
    amount: bigint,
  ): SwapAmountRequiredError | SwapInsufficientBalanceError | undefined {
    let error: SwapAmountRequiredError | SwapInsufficientBalanceError | undefined
    if (amount <= 0n) error = new SwapAmountRequiredError()
    else {
      const held =
        state.sourceBalance === undefined
          ? undefined
          : amountInBaseUnits(state.sourceBalance, token.decimals)
      if (held !== undefined && amount > held)
        error = new SwapInsufficientBalanceError(token.symbol)
    }
    state.amountProblem =
      error instanceof SwapInsufficientBalanceError
        ? { kind: 'over-balance', message: error.shortMessage, symbol: error.symbol }
        : error
          ? { kind: 'zero', message: error.shortMessage }
          : undefined
    return error
  }

  /**
   * Fetches a quote for the current tokens and amount; undefined while the form is
   * incomplete or the amount is not a number yet. An amount of 0 or above the balance is
   * refused with its typed error (spec §5) and asks the service nothing.
   */
  async function fetchQuote(options: Signal = {}): Promise<SwapQuote | undefined> {
    const { sourceToken, targetToken } = state
    const amount = sourceToken
      ? amountInBaseUnits(state.sourceTokenAmount, sourceToken.decimals)
      : undefined
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
    const network = requireSwapNetwork()
    state.loadingQuote = true
    state.error = undefined
    try {
      const gasPrice = state.gasPrice ?? (await fetchGasPrice(options))
      const answer = await deps.fetchQuote({
        amount: amount.toString(),
        userAddress: userAddress(network),
        from: sourceToken.address,
        to: targetToken.address,
        gasPrice,
        signal: options.signal,
      })
      if (!Array.isArray(answer?.quotes)) throw new SwapResponseError('a quote')
      const quote = answer.quotes[0]
      if (quote && !isDigits(quote.toAmount)) throw new SwapResponseError('a quoted amount')
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
    const network = requireSwapNetwork()
    const answer = await deps.fetchAllowance({
      tokenAddress: sourceToken.address,
      userAddress: userAddress(network),
      signal: options.signal,
    })
    if (!isDigits(answer?.allowance)) throw new SwapResponseError('an allowance')
    const { allowance } = answer
    state.allowance = allowance
    return allowance
  }

  /** An approval is needed when a token (not the native coin) allows less than the amount. */
  function needsApproval(): boolean {
    const { sourceToken, allowance } = state
    if (!sourceToken || isNativeSwapToken(sourceToken)) return false
    const amount = amountInBaseUnits(state.sourceTokenAmount, sourceToken.decimals) ?? 0n
    return allowance === undefined || BigInt(allowance) < amount
  }

  /** Builds the approval of the source token; undefined until both tokens are chosen. */
  async function buildApproveTransaction(
    options: Signal = {},
  ): Promise<BuiltTransaction | undefined> {
    const { sourceToken, targetToken } = state
    if (!sourceToken || !targetToken) return undefined
    const network = requireSwapNetwork()
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
    const network = requireSwapNetwork()
    state.loadingTransaction = true
    try {
      const tx = checkedTransaction(
        await deps.buildTransaction({
          amount: (
            amountInBaseUnits(state.sourceTokenAmount, sourceToken.decimals) ?? 0n
          ).toString(),
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

  /** Waits until the allowance covers the amount (the approval has landed). */
  async function waitForAllowance(options: Signal): Promise<void> {
    const wait = deps.wait ?? defaultWait
    for (let attempt = 0; attempt < APPROVAL_POLL_ATTEMPTS; attempt++) {
      await fetchAllowance(options)
      if (!needsApproval()) return
      await wait(APPROVAL_POLL_MS, options.signal)
    }
    throw new BaseError('The approval did not reach the chain in time')
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
    const amount = sourceToken
      ? amountInBaseUnits(state.sourceTokenAmount, sourceToken.decimals)
      : undefined
    if (!sourceToken || !targetToken || amount === undefined) {
      throw new SwapFormIncompleteError()
    }
    const refused = checkAmount(sourceToken, amount)
    if (refused) throw refused
    requireSwapNetwork()
    state.error = undefined
    state.swapping = true
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
          await waitForAllowance(options)
          return hash
        })
      }
      const hash = await runStep('swap', async () => {
        const tx = await buildSwapTransaction(options)
        if (!tx) throw new SwapFormIncompleteError()
        return deps.sendTransaction(tx, options)
      })
      await deps.refreshBalances().catch(() => undefined)
      return hash
    } catch (error) {
      state.error = messageOf(error)
      throw error
    } finally {
      state.swapping = false
    }
  }

  return {
    state,
    swap,
    isNetworkSupported: () => supportedNetwork() !== undefined,
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
      Object.assign(state, initialState())
    },
  }
}

export type SwapController = ReturnType<typeof createSwapController>
