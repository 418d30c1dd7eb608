/**
 * Send controller: the send form (docs/state.md#send-state) and `send()` (docs/account-features.md#send, docs/validation.md#send):
 * validation, loading, routing by namespace to the injected eip155 or solana sender, a
 * transaction step pushed per send (docs/views.md#the-send-flow), and the reset + balance refresh on success.
 */
import type { ChainNamespace } from '../../chains/types.js'
import type { EventsController } from '../../controllers/events.js'
import type { RouterController } from '../../controllers/router.js'
import type { RouterRequests } from '../../controllers/router-requests.js'
import { UnsupportedChainError } from '../../errors/chain-support.js'
import { UserRejectedRequestError } from '../../errors/provider-rpc.js'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../../errors/send.js'
import type { TokenBalance } from '../../types/account.js'
import { createSendForm, createSendState, type SendState } from './state.js'

export type { SendState } from './state.js'

export type SendTokenParameters = {
  token: TokenBalance
  amount: string
  receiverAddress: string
  signal?: AbortSignal | undefined
}

/** Sends on one namespace and resolves with the transaction hash/signature, if known. */
export type NamespaceSender = (parameters: SendTokenParameters) => Promise<string | undefined>

/** docs/overview.md#chain-namespaces-per-feature: sending is supported on eip155 and solana only. */
export type SendNamespace = Extract<ChainNamespace, 'eip155' | 'solana'>

export type SendDeps = {
  getActiveNamespace: () => ChainNamespace | undefined
  senders: Partial<Record<SendNamespace, NamespaceSender>>
  /** Refreshes the balances after a send (docs/account-features.md#send "the balance updated"). */
  refreshBalance: () => Promise<unknown>
  router: Pick<RouterController, 'goBackToIndex' | 'reset'> &
    Pick<
      RouterRequests,
      'pushTransactionStack' | 'popTransactionStack' | 'discardTransactionStep'
    > & {
      state: { transactionStack: readonly unknown[]; history: readonly string[] }
    }
  track?: EventsController['track'] | undefined
  /** Tells the user why a send failed once its view is gone (docs/views.md#the-send-flow 'error' pop). */
  showError?: ((failure: unknown) => void) | undefined
}

/** A decimal amount above zero ('1.5', '.5'): zero or anything else is no amount. */
function isAmount(value: string | undefined): value is string {
  return value !== undefined && /^(\d+\.?\d*|\.\d+)$/.test(value.trim()) && /[1-9]/.test(value)
}

function isSendNamespace(namespace: ChainNamespace | undefined): namespace is SendNamespace {
  return namespace === 'eip155' || namespace === 'solana'
}

/**
 * The form's `send()` over `state`, with the form's setters (state.ts). The client makes the
 * state with itself and this controller on the first send (entry.ts); a test may let it
 * make its own state.
 */
export function createSendController(deps: SendDeps, state: SendState = createSendState()) {
  const form = createSendForm(state)
  const { resetSend } = form

  /** Back to the Account view in the history, or Account alone when it is not there. */
  function returnToAccount() {
    const index = deps.router.state.history.lastIndexOf('Account')
    if (index < 0 || !deps.router.goBackToIndex(index)) deps.router.reset('Account')
  }

  /**
   * docs/account-features.md#send. Throws the docs/validation.md#send validation errors and 'Unsupported chain'; a sender
   * error is rethrown after the transaction step is settled.
   */
  async function send(options: { signal?: AbortSignal | undefined } = {}) {
    const { token, sendTokenAmount, receiverAddress } = state
    if (!isAmount(sendTokenAmount) || !receiverAddress?.trim()) {
      throw new SendAmountAndReceiverRequiredError()
    }
    if (!token) throw new SendTokenRequiredError()
    state.loading = true
    try {
      const namespace = deps.getActiveNamespace()
      const sender = isSendNamespace(namespace) ? deps.senders[namespace] : undefined
      if (!sender) throw new UnsupportedChainError({ details: `namespace ${namespace}` })
      const properties = { namespace, token: token.symbol, amount: sendTokenAmount }
      deps.track?.('SEND_INITIATED', properties)
      const depth = deps.router.state.transactionStack.length
      // docs/views.md#the-send-flow: one transaction step per send; on success the modal returns to Account.
      deps.router.pushTransactionStack({ view: null, goBack: false, onSuccess: returnToAccount })
      // The step may be settled by the approval view (embedded wallet) before we are back.
      const stepPending = () => deps.router.state.transactionStack.length > depth
      let hash: string | undefined
      try {
        hash = await sender({
          token,
          amount: sendTokenAmount,
          receiverAddress,
          signal: options.signal,
        })
      } catch (error) {
        // docs/views.md#the-send-flow: a refusal in the wallet leaves the form as it was, to send again or
        // change; any other failure (an RPC error) pops the step with 'error'.
        if (stepPending()) {
          if (error instanceof UserRejectedRequestError) deps.router.discardTransactionStep()
          else {
            deps.router.popTransactionStack('error')
            deps.showError?.(error)
          }
        }
        deps.track?.('SEND_ERROR', properties)
        throw error
      }
      if (stepPending()) deps.router.popTransactionStack('success')
      deps.track?.('SEND_SUCCESS', properties)
      resetSend()
      // A failed refresh must not turn a sent transaction into an error.
      await deps.refreshBalance().catch(() => undefined)
      return hash
    } finally {
      state.loading = false
    }
  }

  return { state, send, ...form }
}

export type SendController = ReturnType<typeof createSendController>
