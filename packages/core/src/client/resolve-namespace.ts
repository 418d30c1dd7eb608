/** The namespace an action works on: the one asked for, else the active one. */
import type { ChainNamespace } from '../chains/types.js'
import { ChainAdapterNotFoundError } from '../errors/chain.js'
import type { KeywayClient } from './create-keyway.js'

export function resolveNamespace(
  client: KeywayClient,
  namespace: ChainNamespace | undefined,
): ChainNamespace {
  const resolved = namespace ?? client._internal.chain.state.activeNamespace
  if (!resolved || !client._internal.adapters.has(resolved)) {
    throw new ChainAdapterNotFoundError({ details: `No adapter for ${resolved ?? 'none'}` })
  }
  return resolved
}
