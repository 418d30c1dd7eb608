import type { KeywayClient } from '../client/create-keyway.js'
import type { TokenBalance } from '../types/account.js'

/** The fields to change; a field given as undefined is cleared, one left out is kept. */
export type UpdateSendFormParameters = {
  token?: TokenBalance | undefined
  amount?: string | undefined
  receiverAddress?: string | undefined
  receiverProfileName?: string | undefined
  receiverProfileImageUrl?: string | undefined
}

export type UpdateSendFormReturnType = undefined

export type UpdateSendFormErrorType = never

/**
 * Fills in the send form (docs/state.md#send-state). A new receiver address without a profile
 * forgets the previous receiver's name and avatar.
 */
export function updateSendForm(
  client: KeywayClient,
  parameters: UpdateSendFormParameters,
): UpdateSendFormReturnType {
  const send = client._internal.send
  if ('token' in parameters) send.setToken(parameters.token)
  if ('amount' in parameters) send.setTokenAmount(parameters.amount)
  if ('receiverAddress' in parameters) {
    send.setReceiverAddress(parameters.receiverAddress)
    send.setReceiverProfileName(parameters.receiverProfileName)
    send.setReceiverProfileImageUrl(parameters.receiverProfileImageUrl)
  } else {
    if ('receiverProfileName' in parameters)
      send.setReceiverProfileName(parameters.receiverProfileName)
    if ('receiverProfileImageUrl' in parameters) {
      send.setReceiverProfileImageUrl(parameters.receiverProfileImageUrl)
    }
  }
  return undefined
}
