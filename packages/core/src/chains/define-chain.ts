import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipNetworkId, ChainDefinition, ChainNamespace } from './types.js'

/**
 * Declares a chain (spec §3 Chain definition). Keeps the literal types of the argument and
 * freezes it, so a defined chain shared by two clients cannot be changed by either.
 */
export function defineChain<const chain extends ChainDefinition>(chain: chain): chain {
  return Object.freeze(chain)
}

/**
 * Builds a CAIP-2 id from a namespace and a reference (`eip155` + `1` → `eip155:1`).
 * Throws 'Invalid CAIP-2 network id' when the reference is empty or holds a colon.
 */
export function toCaipNetworkId<namespace extends ChainNamespace>(
  namespace: namespace,
  reference: string | number,
): CaipNetworkId<namespace> {
  const text = String(reference)
  if (text === '' || text.includes(':')) {
    throw new InvalidCaipNetworkIdError({ details: `${namespace}:${text}` })
  }
  return `${namespace}:${text}`
}
