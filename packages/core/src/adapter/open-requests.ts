/**
 * The requests an adapter has open with the wallet, and the rule for ending them when the
 * wallet goes away (a disconnect, a WalletConnect session that ends): signing and sending
 * requests are aborted with 'Request was aborted', since nobody is left to approve them,
 * while reads (a balance, the wallet's capabilities) are left to complete. Which is which
 * is the RPC method's safe / not-safe class (validate/rpc-methods.ts).
 */
import type { ChainNamespace } from '../chains/types.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { isSafeRequest } from '../validate/rpc-methods.js'
import type { ChainAdapter } from './types.js'

/** The adapter operations that are requests with a known RPC method. */
export type TrackedOperationName = Extract<
  keyof ChainAdapter,
  | 'getAccounts'
  | 'getBalance'
  | 'signMessage'
  | 'sendTransaction'
  | 'estimateGas'
  | 'estimateTransferFee'
  | 'getCapabilities'
  | 'getWalletAssets'
  | 'sendCalls'
  | 'getCallsStatus'
  | 'showCallsStatus'
  | 'grantPermissions'
  | 'revokePermissions'
  | 'writeContract'
  | 'getTokenBalances'
  | 'getEnsName'
  | 'resolveName'
>

/**
 * The RPC method each operation asks. Solana's reads go to the dapp's RPC, not the wallet,
 * so only its signing and sending are listed there.
 */
const OPERATION_METHODS: Readonly<
  Partial<Record<ChainNamespace, Partial<Record<TrackedOperationName, string>>>>
> = {
  eip155: {
    getAccounts: 'eth_accounts',
    getBalance: 'eth_getBalance',
    signMessage: 'personal_sign',
    sendTransaction: 'eth_sendTransaction',
    writeContract: 'eth_sendTransaction',
    sendCalls: 'wallet_sendCalls',
    getCallsStatus: 'wallet_getCallsStatus',
    showCallsStatus: 'wallet_showCallsStatus',
    grantPermissions: 'wallet_grantPermissions',
    revokePermissions: 'wallet_revokePermissions',
    estimateGas: 'eth_estimateGas',
    estimateTransferFee: 'eth_estimateGas',
    getCapabilities: 'wallet_getCapabilities',
    getWalletAssets: 'wallet_getAssets',
    getTokenBalances: 'eth_call',
    getEnsName: 'eth_call',
    resolveName: 'eth_call',
  },
  solana: {
    signMessage: 'solana_signMessage',
    sendTransaction: 'solana_signAndSendTransaction',
  },
}

/** The RPC method an operation asks on `namespace`, if it has one. */
export function operationMethod(
  namespace: ChainNamespace,
  operation: TrackedOperationName,
): string | undefined {
  return OPERATION_METHODS[namespace]?.[operation]
}

/** The error a request under `method` ends with when the wallet goes away; none for a safe one. */
export function refusalOf(method: string): RequestAbortedError | undefined {
  return isSafeRequest(method) ? undefined : new RequestAbortedError({ details: method })
}

type OpenRequest = { readonly method: string; readonly controller: AbortController }

export function createOpenRequests() {
  const open = new Set<OpenRequest>()

  /**
   * Runs one request as open under `method`: `run` gets a signal that aborts with the
   * caller's or when the request is rejected, and the caller's promise then rejects with
   * RequestAbortedError at once, whether or not the wallet ever answers.
   */
  function track<T>(
    method: string,
    callerSignal: AbortSignal | undefined,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController()
    const request: OpenRequest = { method, controller }
    const signal = callerSignal
      ? AbortSignal.any([callerSignal, controller.signal])
      : controller.signal
    open.add(request)
    return new Promise<T>((resolve, reject) => {
      const onReject = () => reject(new RequestAbortedError({ details: method }))
      controller.signal.addEventListener('abort', onReject, { once: true })
      // A run that throws at once settles like one that rejects.
      Promise.resolve()
        .then(() => run(signal))
        .then(resolve, reject)
        .finally(() => {
          open.delete(request)
          controller.signal.removeEventListener('abort', onReject)
        })
    })
  }

  /** Aborts every open request that is not safe; safe ones go on. Answers how many ended. */
  function rejectNotSafe(): number {
    let aborted = 0
    for (const request of [...open]) {
      const refusal = refusalOf(request.method)
      if (!refusal) continue
      open.delete(request)
      request.controller.abort(refusal)
      aborted += 1
    }
    return aborted
  }

  return {
    track,
    rejectNotSafe,
    /** The methods of the requests open now, oldest first. */
    methods: () => [...open].map((request) => request.method),
  }
}

export type OpenRequests = ReturnType<typeof createOpenRequests>
