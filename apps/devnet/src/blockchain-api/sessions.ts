import { randomUUID } from 'node:crypto'
import { type Hex, isHex } from 'viem'
import { HttpError, type Route } from '../http/server.js'
import {
  type ApiContext,
  defaultChain,
  isRecord,
  parseEvmAddress,
  requireProjectForPost,
  requireSdkParams,
} from './context.js'

/**
 * Smart sessions (spec §7 /v1/sessions rows), kept in memory. Devnet adds
 * `POST /v1/sessions/{address}` to create one (the hosted service learns of them from the
 * wallet's permission grants, which devnet has no wallet side for).
 */
export type SmartSession = {
  pci: string
  project: { id: string; name: string }
  createdAt: number
  expiry: number
  chainId: string
  permissions: unknown[]
  policies: unknown[]
  context: string
  revokedAt?: number
}

export function sessionRoutes(api: ApiContext): Route[] {
  const byAddress = new Map<string, SmartSession[]>()
  const sessionsOf = (address: string) => byAddress.get(address.toLowerCase()) ?? []

  return [
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handler: (ctx) => {
        requireSdkParams(ctx, api)
        const address = parseEvmAddress(ctx.params.address)
        const nowS = Math.floor(api.now() / 1000)
        const pcis = sessionsOf(address).filter((s) => !s.revokedAt && s.expiry > nowS)
        return { json: { pcis } }
      },
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address',
      handler: (ctx) => {
        const project = requireProjectForPost(ctx, api)
        const address = parseEvmAddress(ctx.params.address)
        const body = isRecord(ctx.body) ? ctx.body : {}
        const nowS = Math.floor(api.now() / 1000)
        const session: SmartSession = {
          pci: typeof body.pci === 'string' ? body.pci : randomUUID(),
          project: { id: project.id, name: project.name },
          createdAt: nowS,
          expiry: typeof body.expiry === 'number' ? body.expiry : nowS + 24 * 3600,
          chainId: typeof body.chainId === 'string' ? body.chainId : defaultChain(api).caip2,
          permissions: Array.isArray(body.permissions) ? body.permissions : [],
          policies: Array.isArray(body.policies) ? body.policies : [],
          context: typeof body.context === 'string' ? body.context : '0x',
        }
        byAddress.set(address.toLowerCase(), [...sessionsOf(address), session])
        return { status: 201, json: session }
      },
    },
    {
      // spec §7: POST /v1/sessions/{address}/revoke {pci, signature}: the signature is the
      // address's personal_sign of the pci.
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      handler: async (ctx) => {
        requireProjectForPost(ctx, api)
        const address = parseEvmAddress(ctx.params.address)
        const body = ctx.body
        if (!isRecord(body) || typeof body.pci !== 'string')
          throw new HttpError(400, 'pci is required')
        if (typeof body.signature !== 'string' || !isHex(body.signature)) {
          throw new HttpError(400, 'signature must be a hex string')
        }
        const session = sessionsOf(address).find((s) => s.pci === body.pci && !s.revokedAt)
        if (!session) throw new HttpError(404, 'no such session')
        const valid = await defaultChain(api).client.verifyMessage({
          address,
          message: body.pci,
          signature: body.signature as Hex,
        })
        if (!valid) throw new HttpError(401, 'invalid signature', { code: 'invalid_signature' })
        session.revokedAt = Math.floor(api.now() / 1000)
        return { json: { pci: session.pci, revokedAt: session.revokedAt } }
      },
    },
  ]
}
