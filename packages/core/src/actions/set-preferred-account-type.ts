/**
 * The embedded wallet's account-type switch without the modal: the frame switches between
 * the wallet's own account ('eoa') and its smart account ('smartAccount'), the wallet
 * reconnects on the new address and SET_PREFERRED_ACCOUNT_TYPE is tracked.
 * See the core README, 'Email and social login without the modal'.
 */
import type { KeywayClient } from '../client/create-keyway.js'
import type { AccountType } from '../constants/features.js'
import type { BaseError } from '../errors/base.js'
import type { RequestAbortedErrorType } from '../errors/embedded-wallet.js'
import type {
  AuthInitializationErrorType,
  FrameErrorType,
} from '../errors/embedded-wallet-frame.js'
import type { EmbeddedWalletNotEnabledErrorType } from '../features/embedded-wallet/errors.js'
import { loadEmbeddedWallet } from '../features/embedded-wallet/load-feature.js'
import { type GetAccountReturnType, getAccount } from './get-account.js'

export type SetPreferredAccountTypeParameters = {
  type: Exclude<AccountType, 'payment'>
  signal?: AbortSignal | undefined
}

/** The account after the switch (its address is the new type's). */
export type SetPreferredAccountTypeReturnType = GetAccountReturnType

export type SetPreferredAccountTypeErrorType =
  | EmbeddedWalletNotEnabledErrorType
  | AuthInitializationErrorType
  | FrameErrorType
  | RequestAbortedErrorType
  | BaseError

/**
 * Switches the connected embedded wallet's account type on the active namespace. A refusal
 * by the frame throws its message and changes nothing.
 */
export async function setPreferredAccountType(
  client: KeywayClient,
  parameters: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const embeddedWallet = await loadEmbeddedWallet(client, parameters.signal)
  const namespace = await embeddedWallet.account.headless.setPreferredAccountType(parameters.type, {
    signal: parameters.signal,
  })
  return getAccount(client, { namespace })
}
