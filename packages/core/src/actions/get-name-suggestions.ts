import type { NameSuggestion } from '../api/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { NameSuggestionsError } from '../errors/names.js'

export type GetNameSuggestionsParameters = {
  /** What the user typed so far. */
  name: string
  signal?: AbortSignal | undefined
}

/** Names like the typed one; `registered: false` ones can still be registered. */
export type GetNameSuggestionsReturnType = NameSuggestion[]

export type GetNameSuggestionsErrorType = NameSuggestionsError

/** Whether names can be looked up and registered: eip155 is active and the blockchain API is set. */
export function isNamesAvailable(client: KeywayClient): boolean {
  return (
    client._internal.chain.state.activeNamespace === 'eip155' &&
    client._internal.getNames() !== undefined
  )
}

/**
 * Registered-name suggestions for what the user types (docs/services.md#calls profile suggestions).
 * Names are eip155 only and need the blockchain API; otherwise, and on any failure of the
 * call (an answer without a suggestions list included), 'Error fetching name suggestions'.
 */
export async function getNameSuggestions(
  client: KeywayClient,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  const names = client._internal.getNames()
  if (!names || client._internal.chain.state.activeNamespace !== 'eip155') {
    throw new NameSuggestionsError({
      details: 'Names need an eip155 account and the blockchain API',
    })
  }
  // The controller keeps the well-formed suggestions; an answer without a list throws.
  return names.getSuggestions(parameters.name.trim(), { signal: parameters.signal })
}
