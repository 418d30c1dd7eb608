/**
 * The send form of the connected account (docs/state.md#send-state) and the send itself (docs/account-features.md#send
 * Send): core's form, shared with the modal's send view, with `update` to fill it and
 * `send` to send it through the wallet. A failure is kept in `error` (the docs/validation.md#send messages,
 * 'Unsupported chain', a refusal in the wallet) rather than thrown at a render. The network
 * fee is kept estimated by core's watchSendFee (as in the modal's view) while the hook is
 * mounted, and `setMax` fills in the balance less that fee.
 */
import {
  type EstimateSendFeeReturnType,
  getSendMaxAmount,
  type SendFeeState,
  type SendStateSnapshot,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
  type UpdateSendFormParameters,
  updateSendForm,
  watchSendFee,
} from '@keyway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseSendReturnType = SendStateSnapshot & {
  /** Why the last send failed; cleared by the next one. */
  error: Error | undefined
  /** The transaction hash (or Solana signature) of the last successful send. */
  hash: string | undefined
  /** The network fee of the form as it is now; undefined while none is known. */
  fee: EstimateSendFeeReturnType
  /** 'loading' while the fee is estimated, 'failed' when the chain gave none. */
  feeStatus: SendFeeState['status']
  /**
   * Fills in the whole balance of the chosen token; for the native token, less the network
   * fee when it is known. Nothing happens while no token is chosen.
   */
  setMax: () => void
  /** Fills in the form; a field given as undefined is cleared. */
  update: (fields: UpdateSendFormParameters) => void
  /**
   * Sends the form (with any fields given filled in first); resolves undefined when it
   * failed, the reason being in `error`. Unmounting cancels it.
   */
  send: (
    parameters?: Omit<SendTokenParameters, 'signal'>,
  ) => Promise<SendTokenReturnType | undefined>
}

export function useSend(): UseSendReturnType {
  const client = useKeywayClient()
  const form = useSnapshot(client.state.send)
  const [error, setError] = useState<Error | undefined>(undefined)
  const [hash, setHash] = useState<string | undefined>(undefined)
  const inFlight = useRef<AbortController | undefined>(undefined)
  const [fee, setFee] = useState<SendFeeState>({ fee: undefined, status: 'idle' })
  const feeRef = useRef(fee)

  useEffect(() => () => inFlight.current?.abort(), [])

  useEffect(
    () =>
      watchSendFee(client, {
        onChange: (next) => {
          feeRef.current = next
          setFee(next)
        },
      }),
    [client],
  )

  const setMax = useCallback(() => {
    const token = client.state.send.token
    if (!token) return
    updateSendForm(client, { amount: getSendMaxAmount(client, { token, fee: feeRef.current.fee }) })
  }, [client])

  const update = useCallback(
    (fields: UpdateSendFormParameters) => updateSendForm(client, fields),
    [client],
  )

  const send = useCallback(
    async (parameters: Omit<SendTokenParameters, 'signal'> = {}) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      setError(undefined)
      try {
        const result = await sendToken(client, { ...parameters, signal: controller.signal })
        if (!controller.signal.aborted) setHash(result.hash)
        return result
      } catch (caught) {
        if (!controller.signal.aborted) {
          setError(caught instanceof Error ? caught : new Error(String(caught)))
        }
        return undefined
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined
      }
    },
    [client],
  )

  return {
    token: form.token as SendStateSnapshot['token'],
    amount: form.sendTokenAmount,
    receiverAddress: form.receiverAddress,
    receiverProfileName: form.receiverProfileName,
    receiverProfileImageUrl: form.receiverProfileImageUrl,
    loading: form.loading,
    fee: fee.fee,
    feeStatus: fee.status,
    setMax,
    error,
    hash,
    update,
    send,
  }
}
