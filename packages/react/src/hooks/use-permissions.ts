/**
 * The active smart-session permissions of an EVM account (core's getPermissions,
 * docs/smart-sessions.md): read when mounted and again when the address (the one given, else
 * the connected eip155 account's) changes; `refetch` reads again (after a grant or a revoke).
 * A failure is kept as `error`; nothing is read without an address.
 */
import { type GetPermissionsReturnType, getPermissions } from '@keyway/core'
import { useCallback, useEffect, useState } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useAccount } from './use-account.js'

export type UsePermissionsParameters = {
  /** The EVM account; the connected eip155 account's when left out. */
  address?: string | undefined
}

export type UsePermissionsReturnType = {
  /** The active permissions; undefined before the first answer (or without an address). */
  permissions: GetPermissionsReturnType | undefined
  error: Error | undefined
  /** A read is under way. */
  isLoading: boolean
  /** Reads the list again now. */
  refetch: () => void
}

export function usePermissions({
  address: given,
}: UsePermissionsParameters = {}): UsePermissionsReturnType {
  const client = useKeywayClient()
  const connected = useAccount({ namespace: 'eip155' }).address
  const address = given ?? connected
  const [permissions, setPermissions] = useState<GetPermissionsReturnType | undefined>(undefined)
  const [error, setError] = useState<Error | undefined>(undefined)
  const [isLoading, setLoading] = useState(false)
  const [reads, setReads] = useState(0)

  useEffect(() => {
    // Each read is its own: `reads` only asks for one more.
    void reads
    setError(undefined)
    if (!address) {
      setPermissions(undefined)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    getPermissions(client, { address, signal: controller.signal }).then(
      (next) => {
        if (controller.signal.aborted) return
        setPermissions(next)
        setLoading(false)
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return
        setError(caught instanceof Error ? caught : new Error(String(caught)))
        setLoading(false)
      },
    )
    return () => controller.abort()
  }, [client, address, reads])

  // Another account's list is not this one's: forgotten when the address changes.
  const [listedFor, setListedFor] = useState(address)
  if (listedFor !== address) {
    setListedFor(address)
    setPermissions(undefined)
  }

  const refetch = useCallback(() => setReads((count) => count + 1), [])
  return { permissions, error, isLoading, refetch }
}
