import { describe, expect, it } from 'vitest'
import type { TrackedEvent } from '../controllers/events.js'
import { connectEmail } from './connect-email.js'
import { createEmbeddedWalletTestClient } from './embedded-wallet.test-helpers.js'
import { getAccount } from './get-account.js'
import { setPreferredAccountType } from './set-preferred-account-type.js'
import { verifyEmailCode } from './verify-email-code.js'
import { watchEvents } from './watch-events.js'

async function connected() {
  const created = createEmbeddedWalletTestClient()
  await connectEmail(created.client, { email: 'person@example.com' })
  await verifyEmailCode(created.client, { code: '123456' })
  created.auth.calls.length = 0
  return created
}

describe('setPreferredAccountType', () => {
  it('switches the frame, reconnects, stores the type and tracks SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const { client, auth, evm } = await connected()
    const events: TrackedEvent[] = []
    const unwatch = watchEvents(client, { onEvent: (event) => events.push(event) })
    const account = await setPreferredAccountType(client, { type: 'smartAccount' })
    unwatch()
    expect(auth.calls).toEqual(['setPreferredAccount:smartAccount'])
    expect(evm.calls.reconnect.at(-1)).toMatchObject({ connectorId: 'embeddedWallet' })
    expect(account.isConnected).toBe(true)
    const state = client._internal.account.getAccountState('eip155')
    expect(state.preferredAccountTypes.eip155).toBe('smartAccount')
    expect(events.map((event) => event.data.event)).toContain('SET_PREFERRED_ACCOUNT_TYPE')
    expect(events.find((e) => e.data.event === 'SET_PREFERRED_ACCOUNT_TYPE')?.data).toMatchObject({
      properties: { accountType: 'smartAccount', network: 'eip155:1' },
    })
  })

  it('a refusal by the frame throws its message and changes nothing', async () => {
    const { client, auth, evm } = await connected()
    const before = client._internal.account.getAccountState('eip155').preferredAccountTypes.eip155
    const reconnects = evm.calls.reconnect.length
    auth.provider.setPreferredAccount = async () => {
      throw new Error('Smart accounts are not offered on this network')
    }
    await expect(setPreferredAccountType(client, { type: 'eoa' })).rejects.toThrow(
      'Smart accounts are not offered on this network',
    )
    const state = client._internal.account.getAccountState('eip155')
    expect(state.preferredAccountTypes.eip155).toBe(before)
    expect(evm.calls.reconnect).toHaveLength(reconnects)
    expect(getAccount(client).isConnected).toBe(true)
  })

  it('throws RequestAbortedError for an aborted signal', async () => {
    const { client } = await connected()
    await expect(
      setPreferredAccountType(client, { type: 'eoa', signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'RequestAbortedError' })
  })
})
