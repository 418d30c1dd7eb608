import { describe, expect, it } from 'vitest'
import { getSendState } from './get-send-state.js'
import { eth, RECEIVER, usdc } from './send.test-helpers.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { updateSendForm } from './update-send-form.js'

describe('updateSendForm', () => {
  it('changes the fields given and keeps the others', () => {
    const { client } = createActionTestClient()
    updateSendForm(client, { token: usdc, amount: '2' })
    updateSendForm(client, { token: eth })
    expect(getSendState(client)).toMatchObject({ token: eth, amount: '2' })
  })

  it('clears a field given as undefined', () => {
    const { client } = createActionTestClient()
    updateSendForm(client, { token: usdc, amount: '2' })
    updateSendForm(client, { amount: undefined })
    expect(getSendState(client)).toMatchObject({ token: usdc, amount: undefined })
  })

  it("forgets the previous receiver's profile when a new address comes without one", () => {
    const { client } = createActionTestClient()
    updateSendForm(client, {
      receiverAddress: RECEIVER,
      receiverProfileName: 'alice.keyway.id',
      receiverProfileImageUrl: 'https://example.test/alice.png',
    })
    expect(getSendState(client).receiverProfileName).toBe('alice.keyway.id')
    updateSendForm(client, { receiverAddress: '0x3333333333333333333333333333333333333333' })
    expect(getSendState(client)).toMatchObject({
      receiverAddress: '0x3333333333333333333333333333333333333333',
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
    })
  })
})
