/** A test client whose blockchain API lists `active` and whose EVM wallet revokes from it. */
import type { ActivePermission } from '@keyway/core'
import {
  createTestClient,
  type TestClientOptions,
} from '../../views/shared/test-client.test-helpers.js'

export const SESSION_KEY = '0x5e55105e55105e55105e55105e55105e55105e55'
export const USDC = '0x036cbd53842c5426634e7929541ec2318f3dcf7e'

/** One permission on the wire, as GET /v1/sessions answers it. */
export function wirePermission(
  pci: string,
  overrides: { periodAmount?: string; available?: string; duration?: number; expiry?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000)
  return {
    pci,
    chainId: 'eip155:1',
    createdAt: now - 60,
    expiry: overrides.expiry ?? now + 3600,
    signer: { type: 'account', data: { address: SESSION_KEY } },
    permissions: [
      {
        type: 'erc20-token-periodic',
        data: {
          tokenAddress: USDC,
          periodAmount: overrides.periodAmount ?? '0x4c4b40',
          periodDuration: overrides.duration ?? 86_400,
          startTime: now - 60,
          symbol: 'USDC',
          decimals: 6,
        },
      },
    ],
    spentInPeriod: '3500000',
    availableInPeriod: overrides.available ?? '1500000',
    context: '0x1234',
  }
}

export const pciOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as `0x${string}`

/** The same permission parsed (bigints), for the format tests. */
export function parsedPermission(
  overrides: Parameters<typeof wirePermission>[1] = {},
): ActivePermission {
  const wire = wirePermission(pciOf(1), overrides)
  return {
    ...wire,
    spentInPeriod: BigInt(wire.spentInPeriod),
    availableInPeriod: BigInt(wire.availableInPeriod),
  } as unknown as ActivePermission
}

export function createSessionsClient(
  initial: ReturnType<typeof wirePermission>[],
  options: TestClientOptions = {},
) {
  const api: {
    active: ReturnType<typeof wirePermission>[]
    fail: boolean
    reads: number
    /** While set, the service answers once it settles. */
    hold: Promise<void> | undefined
  } = { active: [...initial], fail: false, reads: 0, hold: undefined }
  const setup = createTestClient({
    ...options,
    blockchainApi: async (url) => {
      // The Account view's token list: none (so no balance banner covers the view's own).
      if (url.pathname.endsWith('/balance')) return Response.json({ balances: [] })
      if (!url.pathname.startsWith('/v1/sessions/')) return new Response('{}', { status: 404 })
      api.reads += 1
      if (api.hold) await api.hold
      if (api.fail) return new Response('{"error":"down"}', { status: 400 })
      return Response.json({ pcis: api.active })
    },
  })
  const revoked: string[] = []
  setup.evm.revokePermissions = async ({ pci }) => {
    revoked.push(pci)
    api.active = api.active.filter((permission) => permission.pci !== pci)
    return { pci, userOpHash: pciOf(0xaa), transactionHash: pciOf(0xbb) }
  }
  return { ...setup, api, revoked }
}
