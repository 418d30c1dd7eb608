/**
 * Test set-up only: a client's controllers, for state that no view writes and so the host
 * contract does not offer (a profile found by a names lookup, the closing lock of sign-in,
 * a stored value, the modal's history without opening it). Views and their code use
 * `keywayHost(client)` (docs/host-contract.md); the lint rule allows `_internal` in this
 * file alone outside core.
 */
import type { KeywayClient } from '@keyway/core'
import type { KeywayInternals } from '@keyway/core/internal'

export function coreInternals(client: KeywayClient): KeywayInternals {
  return client._internal
}
