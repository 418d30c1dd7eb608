import { connect } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { useAccount } from './use-account.js'
import { useSwitchAccount } from './use-switch-account.js'

const FIRST = '0x1111111111111111111111111111111111111111'
const SECOND = '0x2222222222222222222222222222222222222222'

describe('useSwitchAccount', () => {
  it('switches to another account of the wallet, and useAccount follows', async () => {
    const { client, adapter } = createTestClient()
    adapter.scriptConnect('eip155-injected', {
      type: 'success',
      accounts: [
        { address: FIRST, type: 'eoa' },
        { address: SECOND, type: 'eoa' },
      ],
    })
    const hook = await renderHook(client, () => ({ ...useSwitchAccount(), account: useAccount() }))
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(hook.current().account.allAccounts.map((a) => a.address)).toEqual([FIRST, SECOND])
    const result = await actAsync(() => hook.current().switchAccount({ address: SECOND }))
    expect(result).toEqual({ namespace: 'eip155', address: SECOND })
    expect(hook.current().account.address).toBe(SECOND)
    expect(adapter.calls.connect).toHaveLength(1)
  })

  it("rejects with 'Account not found for connector' for an address the wallet does not share", async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useSwitchAccount())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const error = await actAsync(() =>
      hook
        .current()
        .switchAccount({ address: SECOND })
        .catch((e: unknown) => e),
    )
    expect(error).toMatchObject({
      name: 'ConnectorAccountNotFoundError',
      shortMessage: 'Account not found for connector',
    })
  })
})
