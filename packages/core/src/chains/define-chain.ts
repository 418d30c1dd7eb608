import type { ChainDefinition } from './types.js'

/**
 * Declares a chain (docs/state.md#chain-definition). Keeps the literal types of the argument and
 * freezes it, so a defined chain shared by two clients cannot be changed by either. Marked
 * free of side effects, so a bundler drops the chains a dapp does not import.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineChain<const chain extends ChainDefinition>(chain: chain): chain {
  return Object.freeze(chain)
}
