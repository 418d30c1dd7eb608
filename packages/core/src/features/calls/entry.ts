/**
 * Batched calls (docs/batched-calls.md): send a batch of EVM calls, read its status, read
 * the wallet's capabilities and ask the wallet to show a batch. Only this entry is in the
 * first download; the rules (calls.ts) load with the first use, through the lazy-feature
 * primitive.
 */
import { defineLazyFeature } from '../../lazy/define-lazy-feature.js'
import type { CallsRules } from './calls.js'

export type CallsFeature = {
  readonly [K in keyof CallsRules]: CallsRules[K]
}

export function createCallsFeature(): CallsFeature {
  const rules = defineLazyFeature(async () => (await import('./calls.js')).callsRules)
  const use = async () => rules.current ?? (await rules.load())
  return {
    sendCalls: async (target, parameters) => (await use()).sendCalls(target, parameters),
    getCallsStatus: async (target, parameters) => (await use()).getCallsStatus(target, parameters),
    getCapabilities: async (target, parameters) =>
      (await use()).getCapabilities(target, parameters),
    showCallsStatus: async (target, parameters) =>
      (await use()).showCallsStatus(target, parameters),
  }
}
