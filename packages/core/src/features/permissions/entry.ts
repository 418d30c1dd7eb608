/**
 * Smart-session permissions (docs/smart-sessions.md): grant one, revoke one, list the
 * account's active ones. Only this entry is in the first download; the rules, their
 * schemas and zod (permissions.ts) load with the first use, through the lazy-feature
 * primitive.
 */
import type { BlockchainApiClient } from '../../api/blockchain-api.js'
import { defineLazyFeature } from '../../lazy/define-lazy-feature.js'
import type { PermissionsRules } from './permissions.js'

export type PermissionsFeature = {
  readonly [K in keyof PermissionsRules]: PermissionsRules[K]
}

export function createPermissionsFeature(deps: {
  blockchainApi: BlockchainApiClient | undefined
  now: () => number
}): PermissionsFeature {
  const rules = defineLazyFeature(async () =>
    (await import('./permissions.js')).createPermissionsRules(deps),
  )
  const use = async () => rules.current ?? (await rules.load())
  return {
    grantPermissions: async (target, request) => (await use()).grantPermissions(target, request),
    revokePermissions: async (target, request) => (await use()).revokePermissions(target, request),
    getPermissions: async (parameters) => (await use()).getPermissions(parameters),
  }
}
