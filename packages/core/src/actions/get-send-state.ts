import type { KeywayClient } from '../client/create-keyway.js'
import type { TokenBalance } from '../types/account.js'

/** The send form (docs/state.md#send-state), as a dapp reads it. */
export type SendStateSnapshot = {
  token: TokenBalance | undefined
  amount: string | undefined
  receiverAddress: string | undefined
  /** The receiver's profile name and avatar, when it was given by name. */
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** A send is waiting for the wallet or the chain. */
  loading: boolean
}

export type GetSendStateReturnType = SendStateSnapshot

export type GetSendStateErrorType = never

/** The send form as it stands: what `updateSendForm` and `sendToken` filled in. */
export function getSendState(client: KeywayClient): GetSendStateReturnType {
  const state = client._internal.send.state
  return {
    token: state.token,
    amount: state.sendTokenAmount,
    receiverAddress: state.receiverAddress,
    receiverProfileName: state.receiverProfileName,
    receiverProfileImageUrl: state.receiverProfileImageUrl,
    loading: state.loading,
  }
}
