import type { KeywayClient } from '../client/create-keyway.js'
import type { SwapState } from '../features/swap/state.js'

export type GetSwapStateReturnType = Readonly<SwapState> | undefined

export type GetSwapStateErrorType = never

/**
 * The swap form, its quote and its steps (docs/account-features.md#swap) as they stand; undefined until the
 * swap is first used (`prepareSwap`), since its code loads only then.
 */
export function getSwapState(client: KeywayClient): GetSwapStateReturnType {
  const state = client._internal.swap.state.swap
  return state ? { ...state } : undefined
}
