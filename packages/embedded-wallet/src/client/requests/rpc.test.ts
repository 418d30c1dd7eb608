import { describe, expect, it } from 'vitest'
import { rpcRequest, syncDappData } from './rpc.js'
import { createTestContext } from './test-context.test-helpers.js'

describe('rpc and sync requests', () => {
  it('refuses a method off the allow-list before the frame is asked', async () => {
    const { ctx, calls } = createTestContext()
    await expect(
      rpcRequest(ctx, {
        chainId: 'eip155:1',
        method: 'eth_coinbase_steal' as 'eth_chainId',
        params: [],
      }),
    ).rejects.toMatchObject({ name: 'RpcCallNotAllowedError' })
    expect(calls).toEqual([])
  })

  it("a not-safe request waits with the person-sized limit, a read with the usual one; aborts say 'Request was aborted'", async () => {
    const { ctx, calls } = createTestContext({ rpcRequest: () => ({ result: '0x1' }) })
    await expect(
      rpcRequest(ctx, { chainId: 'eip155:1', method: 'eth_chainId', params: [] }),
    ).resolves.toBe('0x1')
    await rpcRequest(ctx, {
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ to: '0x1111111111111111111111111111111111111111' }],
    })
    expect(calls.map((call) => call.options.timeoutMs)).toEqual([
      ctx.timeouts.requestMs,
      ctx.timeouts.userActionMs,
    ])
    expect(calls[0]?.options.abortError?.()).toMatchObject({ shortMessage: 'Request was aborted' })
  })

  it('dapp data needs a project id', async () => {
    const { ctx, calls } = createTestContext()
    await expect(
      syncDappData(ctx, { projectId: ' ', sdkVersion: '1', sdkType: 'keyway' }),
    ).rejects.toMatchObject({ name: 'ProjectIdRequiredError' })
    expect(calls).toEqual([])
  })
})
