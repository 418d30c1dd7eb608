/**
 * Names of the connected eip155 account (docs/account-features.md#names, docs/validation.md#names rule, docs/services.md#calls profile calls): the name
 * it is shown under (a reverse lookup on connect, kept 5 minutes), suggestions for a typed
 * name once typing pauses, and registration, which has the wallet sign the docs/account-features.md#names message.
 * Failures are kept with the docs/errors.md#names messages ('Error fetching name suggestions', 'Error
 * registering name {name}'...), never thrown at a render; a newer name cancels the older
 * lookup and unmounting cancels what is running.
 */
import {
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
  isValidRegisteredName,
  type RegisterNameReturnType,
  registerName,
} from '@keyway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'

/** docs/limits.md gives no value; 300 ms is the Choose name view's pause too. */
const DEFAULT_DEBOUNCE_MS = 300

/** docs/validation.md#names: letters, digits and hyphen; a shorter start still gets suggestions. */
const ALLOWED_CHARACTERS = /^[a-zA-Z0-9-]+$/

export type UseNamesParameters = {
  /** What the user typed; suggestions follow it. Empty or with a forbidden character: none. */
  name?: string | undefined
  /** How long typing must pause before suggestions are asked for (default 300 ms). */
  debounceMs?: number | undefined
}

export type UseNamesReturnType = {
  /** The name the connected eip155 account is shown under, if it has one. */
  profileName: string | undefined
  /** Whether `name` keeps the docs/validation.md#names rule (letters, digits, hyphen, at least 4). */
  isValid: boolean
  suggestions: GetNameSuggestionsReturnType
  suggestionsLoading: boolean
  /** 'Error fetching name suggestions' when the last lookup failed. */
  suggestionsError: Error | undefined
  /** Asks for the suggestions of `name` again at once (a retry). */
  refetchSuggestions: () => void
  /** Registers a name for the connected account; undefined when it failed (see `registerError`). */
  register: (name: string) => Promise<RegisterNameReturnType | undefined>
  registering: boolean
  registerError: Error | undefined
}

function asError(caught: unknown): Error {
  return caught instanceof Error ? caught : new Error(String(caught))
}

export function useNames(parameters: UseNamesParameters = {}): UseNamesReturnType {
  const client = useKeywayClient()
  const accounts = useSnapshot(client.state.account)
  const name = (parameters.name ?? '').trim()
  const debounceMs = parameters.debounceMs ?? DEFAULT_DEBOUNCE_MS
  const [suggestions, setSuggestions] = useState<GetNameSuggestionsReturnType>([])
  const [suggestionsLoading, setSuggestionsLoading] = useState(false)
  const [suggestionsError, setSuggestionsError] = useState<Error | undefined>(undefined)
  const [registering, setRegistering] = useState(false)
  const [registerError, setRegisterError] = useState<Error | undefined>(undefined)
  /** A retry of one name: asked at once, without the debounce. */
  const [retry, setRetry] = useState<{ name: string; count: number }>({ name: '', count: 0 })
  const registration = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => registration.current?.abort(), [])

  useEffect(() => {
    setSuggestionsError(undefined)
    if (!name || !ALLOWED_CHARACTERS.test(name)) {
      setSuggestions([])
      setSuggestionsLoading(false)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(
      () => {
        setSuggestionsLoading(true)
        getNameSuggestions(client, { name, signal: controller.signal })
          .then((found) => {
            if (!controller.signal.aborted) setSuggestions(found)
          })
          .catch((caught: unknown) => {
            if (controller.signal.aborted) return
            setSuggestions([])
            setSuggestionsError(asError(caught))
          })
          .finally(() => {
            if (!controller.signal.aborted) setSuggestionsLoading(false)
          })
      },
      retry.name === name && retry.count > 0 ? 0 : debounceMs,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, name, debounceMs, retry])

  const refetchSuggestions = useCallback(
    () => setRetry((last) => ({ name, count: last.count + 1 })),
    [name],
  )

  const register = useCallback(
    async (wanted: string) => {
      registration.current?.abort()
      const controller = new AbortController()
      registration.current = controller
      setRegistering(true)
      setRegisterError(undefined)
      try {
        return await registerName(client, { name: wanted, signal: controller.signal })
      } catch (caught) {
        if (!controller.signal.aborted) setRegisterError(asError(caught))
        return undefined
      } finally {
        if (registration.current === controller) {
          registration.current = undefined
          setRegistering(false)
        }
      }
    },
    [client],
  )

  return {
    profileName: accounts.byNamespace.eip155?.profileName ?? undefined,
    isValid: isValidRegisteredName(name),
    suggestions,
    suggestionsLoading,
    suggestionsError,
    refetchSuggestions,
    register,
    registering,
    registerError,
  }
}
