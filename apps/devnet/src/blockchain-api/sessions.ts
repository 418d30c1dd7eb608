import type { Hex } from 'viem'
import { HttpError, type Route } from '../http/server.js'
import {
  type ApiContext,
  isRecord,
  parseEvmAddress,
  requireProjectForPost,
  requireSdkParams,
} from './context.js'
import { createSessionReader } from './session-reader.js'
import type { SessionChain } from './session-shape.js'

export type { SessionChain, SessionPermission } from './session-shape.js'

/**
 * `/v1/sessions`: a user's smart-session permissions, read from the chain alone (see
 * docs/smart-sessions.md and the README's "Smart sessions"). Nothing here writes: a
 * permission exists because the user's account enabled it on chain, and ends when the
 * account disables it there.
 */
export function sessionRoutes(
  api: ApiContext,
  options: {
    /** Chains with the ERC-4337 stack; none (devnet without it) lists nothing. */
    chains: readonly SessionChain[]
    /** Timeout of each chain read. */
    timeoutMs: number
  },
): Route[] {
  const reader = createSessionReader({ chains: options.chains, timeoutMs: options.timeoutMs })

  return [
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const address = parseEvmAddress(ctx.params.address)
        const nowSeconds = Math.floor(api.now() / 1000)
        return { json: { pcis: await reader.list(address, nowSeconds, ctx.signal) } }
      },
    },
    {
      // The signature is the account's personal_sign of the pci as text: a revoke itself is
      // the account's own user operation, so this answers only where the chain stands.
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      handler: async (ctx) => {
        requireProjectForPost(ctx, api)
        const address = parseEvmAddress(ctx.params.address)
        const { pci, signature } = parseRevokeBody(ctx.body)
        const status = await reader.status(address, pci, ctx.signal)
        if (!status) {
          throw new HttpError(404, `unknown permission: ${pci}`, { code: 'unknown_permission' })
        }
        const valid = await reader.verifyMessage(
          status.chain,
          { account: address, message: pci, signature },
          ctx.signal,
        )
        if (!valid) throw new HttpError(401, 'invalid signature', { code: 'invalid_signature' })
        if (status.revokedAt === undefined) {
          throw new HttpError(
            409,
            'the permission is still enabled on chain: revoke it with a disableDelegation user operation of the account',
            { code: 'revoke_on_chain' },
          )
        }
        return { json: { pci, revoked: true, revokedAt: status.revokedAt } }
      },
    },
  ]
}

const PCI = /^0x[0-9a-fA-F]{64}$/
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/

function parseRevokeBody(body: unknown): { pci: Hex; signature: Hex } {
  if (!isRecord(body)) throw new HttpError(400, 'expected a JSON body { pci, signature }')
  if (typeof body.pci !== 'string' || !PCI.test(body.pci)) {
    throw new HttpError(400, 'pci must be a delegation hash (0x and 64 hex digits)')
  }
  if (typeof body.signature !== 'string' || !SIGNATURE.test(body.signature)) {
    throw new HttpError(400, 'signature must be a non-empty 0x-prefixed hex string')
  }
  return { pci: body.pci as Hex, signature: body.signature as Hex }
}
