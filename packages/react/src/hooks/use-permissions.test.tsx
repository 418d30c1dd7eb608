import { type ChainAdapter, connect, createKeyway } from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { useGrantPermissions } from './use-grant-permissions.js'
import { usePermissions } from './use-permissions.js'
import { useRevokePermissions } from './use-revoke-permissions.js'

const SESSION_KEY = '0x5e55105e55105e55105e55105e55105e55105e55'
const USDC = '0x036cbd53842c5426634e7929541ec2318f3dcf7e'
const PCI = `0x${'ab'.repeat(32)}` as const
const NOW_S = 1_800_000_000
const DAY = 86_400

function permission(pci: `0x${string}`) {
  return {
    pci,
    chainId: 'eip155:1',
    createdAt: NOW_S,
    expiry: NOW_S + DAY,
    signer: { type: 'account', data: { address: SESSION_KEY } },
    permissions: [
      {
        type: 'erc20-token-periodic',
        data: {
          tokenAddress: USDC,
          periodAmount: '0x4c4b40',
          periodDuration: DAY,
          startTime: NOW_S,
          symbol: 'USDC',
          decimals: 6,
        },
      },
    ],
    spentInPeriod: '0',
    availableInPeriod: '5000000',
    context: '0x1234',
  }
}

/** A smart-account wallet whose grants and revokes change what the sessions list answers. */
function createSessionsClient(options: { refuse?: number } = {}) {
  const active = new Map<string, ReturnType<typeof permission>>()
  const base = createTestAdapter({ namespace: 'eip155' })
  const adapter: ChainAdapter = {
    ...base,
    async grantPermissions({ request }) {
      if (options.refuse) throw Object.assign(new Error('refused'), { code: options.refuse })
      active.set(PCI, permission(PCI))
      return {
        ...request,
        permissions: [
          { ...request.permissions[0], data: { ...request.permissions[0].data, startTime: NOW_S } },
        ],
        pci: PCI,
        context: '0x1234',
        signerMeta: { delegationManager: '0xdb9b1e94b5b69df7e401ddbede43491141047db3' },
      }
    },
    async revokePermissions({ pci }) {
      active.delete(pci)
      return { pci, userOpHash: `0x${'01'.repeat(32)}`, transactionHash: `0x${'02'.repeat(32)}` }
    },
  }
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet],
    onAlert: () => {},
    logger: { warn: () => {} },
    now: () => NOW_S * 1000,
    projectId: 'p1',
    endpoints: { blockchainApi: 'http://api.test' },
    fetch: async () => Response.json({ pcis: [...active.values()] }),
  })
  return { client, active }
}

const request = {
  expiry: NOW_S + DAY,
  signer: { type: 'account', data: { address: SESSION_KEY } },
  permissions: [
    {
      type: 'erc20-token-periodic',
      data: { tokenAddress: USDC, periodAmount: 5_000_000n, periodDuration: DAY },
    },
  ],
} as const

describe('useGrantPermissions, usePermissions, useRevokePermissions', () => {
  it('grants a permission, lists it after a refetch, revokes it and lists none', async () => {
    const { client } = createSessionsClient()
    const hook = await renderHook(client, () => ({
      grant: useGrantPermissions(),
      list: usePermissions(),
      revoke: useRevokePermissions(),
    }))
    expect(hook.current().list.permissions).toBeUndefined()
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await expect.poll(() => hook.current().list.permissions).toEqual([])

    const granted = await actAsync(() => hook.current().grant.grantPermissions(request))
    expect(granted?.pci).toBe(PCI)
    expect(hook.current().grant.data?.pci).toBe(PCI)
    await actAsync(async () => hook.current().list.refetch())
    await expect.poll(() => hook.current().list.permissions?.map((p) => p.pci)).toEqual([PCI])
    expect(hook.current().list.permissions?.[0]?.availableInPeriod).toBe(5_000_000n)

    await actAsync(() => hook.current().revoke.revokePermissions({ pci: PCI }))
    expect(hook.current().revoke.data?.pci).toBe(PCI)
    await actAsync(async () => hook.current().list.refetch())
    await expect.poll(() => hook.current().list.permissions).toEqual([])
    expect(hook.current().list.isLoading).toBe(false)
  })

  it('keeps the typed error of a wallet that does not grant permissions', async () => {
    const { client } = createSessionsClient({ refuse: 5700 })
    const hook = await renderHook(client, () => useGrantPermissions())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const result = await actAsync(() => hook.current().grantPermissions(request))
    expect(result).toBeUndefined()
    expect(hook.current().error).toMatchObject({ name: 'PermissionsNotSupportedError', code: 5700 })
  })

  it('keeps a bad request as InvalidPermissionsRequestError, the wallet not asked', async () => {
    const { client, active } = createSessionsClient()
    const hook = await renderHook(client, () => useGrantPermissions())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() => hook.current().grantPermissions({ ...request, expiry: NOW_S - 1 }))
    expect(hook.current().error).toMatchObject({
      name: 'InvalidPermissionsRequestError',
      details: 'expiry must be later than now',
    })
    expect(active.size).toBe(0)
  })

  it('reads the address given without a connection, and keeps a failure as error', async () => {
    const { client } = createSessionsClient()
    const hook = await renderHook(client, () => usePermissions({ address: 'not-an-address' }))
    await expect.poll(() => hook.current().error?.name).toBe('InvalidPermissionsRequestError')
    expect(hook.current().permissions).toBeUndefined()
  })
})
