import { describe, expect, it } from 'vitest'
import { getSendState } from './get-send-state.js'
import { RECEIVER, usdc } from './send.test-helpers.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { updateSendForm } from './update-send-form.js'

describe('getSendState', () => {
  it('is an empty, idle form at first', () => {
    const { client } = createActionTestClient()
    expect(getSendState(client)).toEqual({
      token: undefined,
      amount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      loading: false,
    })
  })

  it('reads what the form was filled with', () => {
    const { client } = createActionTestClient()
    updateSendForm(client, { token: usdc, amount: '1.5', receiverAddress: RECEIVER })
    expect(getSendState(client)).toMatchObject({
      token: usdc,
      amount: '1.5',
      receiverAddress: RECEIVER,
    })
    expect(client.state.send.sendTokenAmount).toBe('1.5')
  })
})
