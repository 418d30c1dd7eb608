/**
 * The embedded wallet's account-type switch ('eoa' or 'smartAccount') for an app that
 * draws its own: core's setPreferredAccountType (the Account view's switch runs the same
 * step; SET_PREFERRED_ACCOUNT_TYPE is tracked), with the current type, `isPending` and the
 * last error kept rather than thrown.
 */
import {
  type AccountType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType as setPreferredAccountTypeAction,
} from '@keyway/core'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useActionCall } from './use-action-call.js'

export type PreferredAccountType = SetPreferredAccountTypeParameters['type']

export type UsePreferredAccountTypeReturnType = {
  /** The embedded wallet's type on the active namespace, once it has a user. */
  accountType: AccountType | undefined
  isPending: boolean
  /** Why the last switch failed (the frame's refusal); nothing changed then. */
  error: Error | undefined
  /** Switches the type; resolves the account on its new address, or undefined. */
  setPreferredAccountType: (
    type: PreferredAccountType,
  ) => Promise<SetPreferredAccountTypeReturnType | undefined>
}

export function usePreferredAccountType(): UsePreferredAccountTypeReturnType {
  const client = useKeywayClient()
  const chain = useSnapshot(client.state.chain)
  const accounts = useSnapshot(client.state.account)
  const call = useActionCall()
  const { run } = call
  const namespace = chain.activeNamespace
  const account = namespace ? accounts.byNamespace[namespace] : undefined
  const setPreferredAccountType = useCallback(
    (type: PreferredAccountType) =>
      run((signal) => setPreferredAccountTypeAction(client, { type, signal })),
    [client, run],
  )
  return {
    accountType:
      account?.user?.preferredAccountType ??
      (namespace ? account?.preferredAccountTypes[namespace] : undefined),
    isPending: call.isPending,
    error: call.error,
    setPreferredAccountType,
  }
}
