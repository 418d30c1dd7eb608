/**
 * Asks the connected EVM account for a smart-session permission (core's grantPermissions,
 * docs/smart-sessions.md). The request is checked before the wallet is asked; the last grant,
 * `isPending` and the last error (a typed one: InvalidPermissionsRequestError,
 * PermissionsNotSupportedError, UserRejectedRequestError...) are kept rather than thrown.
 */
import {
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions as grantPermissionsAction,
} from '@keyway/core'
import { useCallback, useState } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useActionCall } from './use-action-call.js'

export type UseGrantPermissionsParameters = Omit<GrantPermissionsParameters, 'signal'>

export type UseGrantPermissionsReturnType = {
  /** The last permission granted: its pci and the context a redemption passes on. */
  data: GrantPermissionsReturnType | undefined
  isPending: boolean
  error: Error | undefined
  /** Asks for the permission; resolves the grant, or undefined when it failed (see `error`). */
  grantPermissions: (
    parameters: UseGrantPermissionsParameters,
  ) => Promise<GrantPermissionsReturnType | undefined>
}

export function useGrantPermissions(): UseGrantPermissionsReturnType {
  const client = useKeywayClient()
  const call = useActionCall()
  const { run } = call
  const [data, setData] = useState<GrantPermissionsReturnType | undefined>(undefined)
  const grantPermissions = useCallback(
    async (parameters: UseGrantPermissionsParameters) => {
      const result = await run((signal) =>
        grantPermissionsAction(client, { ...parameters, signal }),
      )
      if (result) setData(result)
      return result
    },
    [client, run],
  )
  return { data, isPending: call.isPending, error: call.error, grantPermissions }
}
