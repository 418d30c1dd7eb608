/**
 * The router's steps of a request or a send (docs/views.md#the-send-flow): the transaction
 * stack's rules, the modal closing once a request settles, and ApproveTransaction for an
 * unsafe request. They act on the router's state and navigation, and live apart from the
 * router so that a page loads them with the flows that use them (a send), not at load.
 */
import { UNSAFE_RPC_METHODS } from '../constants/rpc.js'
import type { RouterController, TransactionAction, TransactionResult } from './router.js'

export type RouterRequestsDeps = {
  /** Closes the modal (a step with `close`, or a request settled with no step waiting). */
  closeModal: () => void
  /** docs/roles.md#safe-and-unsafe-methods: whether an RPC method is not safe; defaults to the UNSAFE_RPC_METHODS list. */
  isUnsafeMethod?: ((method: string) => boolean) | undefined
}

export type RouterRequests = ReturnType<typeof createRouterRequests>

export function createRouterRequests(
  router: Pick<RouterController, 'state' | 'push' | 'replace' | 'goBack'>,
  deps: RouterRequestsDeps,
) {
  const { state } = router

  function pushTransactionStack(action: TransactionAction) {
    state.transactionStack.push(action)
  }

  /** Settles the newest transaction step; returns false when the stack is empty. */
  function popTransactionStack(result: TransactionResult): boolean {
    const action = state.transactionStack.pop()
    if (!action) return false
    if (result === 'success') {
      action.onSuccess?.()
      if (action.close) deps.closeModal()
      else if (action.goBack) router.goBack()
      else if (action.view) (action.replace ? router.replace : router.push)(action.view)
      return true
    }
    if (result === 'error') action.onError?.()
    else action.onCancel?.()
    router.goBack()
    return true
  }

  /** Removes the newest step without running it (its flow ended before anything settled it). */
  function discardTransactionStep() {
    state.transactionStack.pop()
  }

  /**
   * docs/sign-in.md#cancelling: after an RPC request settles the modal closes when no transaction flow is
   * waiting, otherwise the newest step is popped with the result.
   */
  function settleRequest(result: Exclude<TransactionResult, 'cancel'>) {
    if (state.transactionStack.length === 0) deps.closeModal()
    else popTransactionStack(result)
  }

  /** docs/views.md#approvetransaction: an unsafe request opens ApproveTransaction; safe ones need no view. */
  function onRpcRequest(method: string): boolean {
    const isUnsafe = deps.isUnsafeMethod ?? isListedUnsafeMethod
    if (!isUnsafe(method)) return false
    router.push('ApproveTransaction', { method })
    return true
  }

  return {
    pushTransactionStack,
    popTransactionStack,
    discardTransactionStep,
    settleRequest,
    onRpcRequest,
  }
}

function isListedUnsafeMethod(method: string): boolean {
  return (UNSAFE_RPC_METHODS as readonly string[]).includes(method)
}
