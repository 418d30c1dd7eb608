import type { KeywayClient } from '../client/create-keyway.js'
import { SEND_FEE_DEBOUNCE_MS } from '../constants/service-timing.js'
import type { BaseError } from '../errors/base.js'
import { type EstimateSendFeeReturnType, estimateSendFee } from './estimate-send-fee.js'

export type SendFeeState = {
  /** The estimate for the form as it is now; undefined while none is known. */
  fee: EstimateSendFeeReturnType
  /**
   * 'loading' while an estimate runs; 'failed' when the chain gave none (the send itself
   * does not need it); 'idle' otherwise, also while no token is chosen or the active chain
   * does not send.
   */
  status: 'idle' | 'loading' | 'failed'
}

export type WatchSendFeeParameters = {
  onChange: (state: SendFeeState) => void
  /** Waits this long after the last change of the form before estimating (default 350 ms). */
  debounceMs?: number | undefined
}

/** Stops the watch and aborts a running estimate. */
export type WatchSendFeeReturnType = () => void

export type WatchSendFeeErrorType = BaseError

const SENDING_NAMESPACES: readonly string[] = ['eip155', 'solana']

/**
 * Keeps the network fee of the send form estimated (docs/account-features.md#send): once at the start, then
 * after each change of the token, amount, receiver, account or network, once the changes
 * pause (`debounceMs`). A newer estimate aborts the one still running, so only the answer
 * for the form as it is now is reported.
 */
export function watchSendFee(
  client: KeywayClient,
  parameters: WatchSendFeeParameters,
): WatchSendFeeReturnType {
  const debounceMs = parameters.debounceMs ?? SEND_FEE_DEBOUNCE_MS
  const { send, chain, account } = client._internal
  let state: SendFeeState = { fee: undefined, status: 'idle' }
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: AbortController | undefined
  let stopped = false

  function report(next: SendFeeState) {
    if (next.fee === state.fee && next.status === state.status) return
    state = next
    parameters.onChange(state)
  }

  /** What the estimate depends on; a change of it asks for a new one. */
  function inputs(): string {
    const form = send.state
    const namespace = chain.state.activeNamespace
    return JSON.stringify([
      form.token?.chainId,
      form.token?.address,
      form.token?.symbol,
      form.sendTokenAmount,
      form.receiverAddress,
      chain.state.activeCaipNetwork?.caipNetworkId,
      namespace && account.getAccountState(namespace).address,
    ])
  }

  async function estimate(): Promise<void> {
    timer = undefined
    running?.abort()
    running = undefined
    const token = send.state.token
    const namespace = chain.state.activeNamespace
    if (!token || !namespace || !SENDING_NAMESPACES.includes(namespace)) {
      report({ fee: undefined, status: 'idle' })
      return
    }
    const run = new AbortController()
    running = run
    report({ fee: state.fee, status: 'loading' })
    try {
      const fee = await estimateSendFee(client, {
        token,
        amount: send.state.sendTokenAmount,
        receiverAddress: send.state.receiverAddress,
        signal: run.signal,
      })
      if (!run.signal.aborted) report({ fee, status: fee ? 'idle' : 'failed' })
    } catch {
      // The fee is an estimate: the send itself does not need it.
      if (!run.signal.aborted) report({ fee: state.fee, status: 'failed' })
    } finally {
      if (running === run) running = undefined
    }
  }

  function schedule(delay: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void estimate(), delay)
  }

  let last = inputs()
  const unsubscribe = client.subscribe(() => {
    const next = inputs()
    if (next === last) return
    last = next
    schedule(debounceMs)
  })
  schedule(0)

  return () => {
    stopped = true
    unsubscribe()
    clearTimeout(timer)
    running?.abort()
  }
}
