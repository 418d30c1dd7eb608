/**
 * Revokes one smart-session permission of the connected EVM account (core's
 * revokePermissions, docs/smart-sessions.md). The last revocation, `isPending` and the last
 * error are kept rather than thrown.
 */
import {
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions as revokePermissionsAction,
} from '@keyway/core'
import { useCallback, useState } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useActionCall } from './use-action-call.js'

export type UseRevokePermissionsParameters = Omit<RevokePermissionsParameters, 'signal'>

export type UseRevokePermissionsReturnType = {
  /** The last revocation: its pci and its transaction. */
  data: RevokePermissionsReturnType | undefined
  isPending: boolean
  error: Error | undefined
  /** Revokes the permission; resolves once it is on chain, or undefined when it failed. */
  revokePermissions: (
    parameters: UseRevokePermissionsParameters,
  ) => Promise<RevokePermissionsReturnType | undefined>
}

export function useRevokePermissions(): UseRevokePermissionsReturnType {
  const client = useKeywayClient()
  const call = useActionCall()
  const { run } = call
  const [data, setData] = useState<RevokePermissionsReturnType | undefined>(undefined)
  const revokePermissions = useCallback(
    async (parameters: UseRevokePermissionsParameters) => {
      const result = await run((signal) =>
        revokePermissionsAction(client, { ...parameters, signal }),
      )
      if (result) setData(result)
      return result
    },
    [client, run],
  )
  return { data, isPending: call.isPending, error: call.error, revokePermissions }
}
