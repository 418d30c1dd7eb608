import type { KeywayClient } from '../client/create-keyway.js'
import type { OnrampState } from '../features/onramp/controller.js'

export type GetOnrampStateReturnType = Readonly<OnrampState> | undefined

export type GetOnrampStateErrorType = never

/**
 * The purchase form, its providers, currencies and quote (docs/state.md#onramp-state) as they
 * stand; undefined until the onramp is first used (`updateOnramp`), since its code loads only
 * then.
 */
export function getOnrampState(client: KeywayClient): GetOnrampStateReturnType {
  const state = client._internal.onramp.state.onramp
  return state ? { ...state } : undefined
}
