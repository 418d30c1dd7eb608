/**
 * A client for the permission action tests: its EVM test adapter answers
 * wallet_grantPermissions / wallet_revokePermissions as a smart-account wallet would (or
 * fails with `failWith`), and its blockchain API answers GET /v1/sessions/{address} with
 * `sessions` (or `sessionsAnswer`, any JSON).
 */
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testArbitrum, testMainnet } from '../adapter/test-networks.js'
import type {
  AdapterGrantPermissionsParameters,
  AdapterRevokePermissionsParameters,
  ChainAdapter,
} from '../adapter/types.js'
import { createKeyway } from '../client/create-keyway.js'

export const SESSION_KEY = '0x5e55105e55105e55105e55105e55105e55105e55'
export const USDC = '0x036cbd53842c5426634e7929541ec2318f3dcf7e'
export const PCI = `0x${'ab'.repeat(32)}` as const
export const NOW_MS = 1_800_000_000_000
export const NOW_S = NOW_MS / 1000
export const DAY = 86_400

export function activePermission(overrides: Record<string, unknown> = {}) {
  return {
    pci: PCI,
    chainId: 'eip155:1',
    createdAt: NOW_S - 60,
    expiry: NOW_S + DAY,
    signer: { type: 'account', data: { address: SESSION_KEY } },
    permissions: [
      {
        type: 'erc20-token-periodic',
        data: {
          tokenAddress: USDC,
          periodAmount: '0x4c4b40',
          periodDuration: DAY,
          startTime: NOW_S - 60,
          symbol: 'USDC',
          decimals: 6,
        },
      },
    ],
    spentInPeriod: '3500000',
    availableInPeriod: '1500000',
    context: '0xdeadbeef',
    ...overrides,
  }
}

export function createPermissionsTestClient(
  options: {
    failWith?: unknown
    /** Answer of wallet_grantPermissions; the granted request plus pci and context by default. */
    grantAnswer?: (p: AdapterGrantPermissionsParameters) => unknown
    sessionsAnswer?: unknown
    withoutMethods?: boolean
    withoutApi?: boolean
  } = {},
) {
  const base = createTestAdapter({ namespace: 'eip155' })
  const granted: AdapterGrantPermissionsParameters[] = []
  const revoked: AdapterRevokePermissionsParameters[] = []
  const sessionReads: URL[] = []
  const evm: ChainAdapter = options.withoutMethods
    ? base
    : {
        ...base,
        async grantPermissions(p) {
          granted.push(p)
          if (options.failWith) throw options.failWith
          if (options.grantAnswer) return options.grantAnswer(p)
          const { request } = p
          return {
            ...request,
            address: request.address,
            permissions: [
              {
                ...request.permissions[0],
                data: { startTime: NOW_S, ...request.permissions[0].data },
              },
            ],
            pci: PCI,
            context: '0x1234',
            signerMeta: { delegationManager: '0xdb9b1e94b5b69df7e401ddbede43491141047db3' },
          }
        },
        async revokePermissions(p) {
          revoked.push(p)
          if (options.failWith) throw options.failWith
          return {
            pci: p.pci,
            userOpHash: `0x${'01'.repeat(32)}`,
            transactionHash: `0x${'02'.repeat(32)}`,
          }
        },
      }
  const client = createKeyway({
    adapters: [evm],
    networks: [testMainnet, testArbitrum],
    logger: { warn: () => {} },
    now: () => NOW_MS,
    ...(options.withoutApi
      ? {}
      : {
          projectId: 'p1',
          endpoints: { blockchainApi: 'http://api.test' },
          fetch: async (input: string | URL | Request) => {
            const url = new URL(String(input))
            if (!url.pathname.startsWith('/v1/sessions/'))
              return new Response('{}', { status: 404 })
            sessionReads.push(url)
            return Response.json(options.sessionsAnswer ?? { pcis: [activePermission()] })
          },
        }),
  })
  return { client, base, granted, revoked, sessionReads }
}
