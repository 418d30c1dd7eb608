import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { UnsupportedChainError } from '../errors/chain-support.js'
import type { ResolveNameError } from '../errors/names.js'
import type { UserRejectedRequestError } from '../errors/provider-rpc.js'
import type { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../errors/send.js'
import type { TokenBalance } from '../types/account.js'
import { resolveSendReceiver } from './resolve-send-receiver.js'
import { updateSendForm } from './update-send-form.js'

export type SendTokenParameters = {
  /** The token to send, one of the account's balances; the form's when left out. */
  token?: TokenBalance | undefined
  /** In the token's units, e.g. '1.5'; the form's when left out. */
  amount?: string | undefined
  /** An address or a registered name; the form's receiver address when left out. */
  receiver?: string | undefined
  signal?: AbortSignal | undefined
}

export type SendTokenReturnType = {
  /** The transaction hash (eip155) or signature (solana), when the wallet reports one. */
  hash: string | undefined
}

export type SendTokenErrorType =
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError
  | UnsupportedChainError
  | ResolveNameError
  | UserRejectedRequestError
  | BaseError

/**
 * Sends a token from the connected account (docs/account-features.md#send): the given fields fill the send
 * form first (a receiver name is resolved to its address), then the form is validated
 * (docs/validation.md#send: 'An amount and receiver address are required', 'A token is required') and
 * sent through the wallet on eip155 or solana; any other namespace fails with
 * 'Unsupported chain'. On success the form is reset, the balances are fetched again and
 * the modal returns to Account; a refusal in the wallet leaves the form as it was.
 */
export async function sendToken(
  client: KeywayClient,
  parameters: SendTokenParameters = {},
): Promise<SendTokenReturnType> {
  const { token, amount, receiver, signal } = parameters
  if (token !== undefined) updateSendForm(client, { token })
  if (amount !== undefined) updateSendForm(client, { amount })
  if (receiver !== undefined) {
    const resolved = receiver.trim()
      ? await resolveSendReceiver(client, { receiver, signal })
      : { address: undefined }
    updateSendForm(client, {
      receiverAddress: resolved.address,
      receiverProfileName: 'name' in resolved ? resolved.name : undefined,
      receiverProfileImageUrl: 'avatar' in resolved ? resolved.avatar : undefined,
    })
  }
  const hash = await client._internal.send.send({ signal })
  return { hash }
}
