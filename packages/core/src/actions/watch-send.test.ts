import { describe, expect, it } from 'vitest'
import { connect } from './connect.js'
import { eth, RECEIVER } from './send.test-helpers.js'
import { sendToken } from './send-token.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { updateSendForm } from './update-send-form.js'
import { watchSend } from './watch-send.js'

// The client tells its watchers once per task of changes (valtio batches them).
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchSend', () => {
  it('reports each change of the form with the previous state; unwatch stops it', async () => {
    const { client } = createActionTestClient()
    const seen: [string | undefined, string | undefined][] = []
    const unwatch = watchSend(client, {
      onChange: (state, previous) => seen.push([state.amount, previous.amount]),
    })
    updateSendForm(client, { amount: '1' })
    await tick()
    updateSendForm(client, { amount: '2' })
    await tick()
    unwatch()
    updateSendForm(client, { amount: '3' })
    await tick()
    expect(seen).toEqual([
      ['1', undefined],
      ['2', '1'],
    ])
  })

  it('is not called for changes elsewhere in the client', async () => {
    const { client } = createActionTestClient()
    let calls = 0
    watchSend(client, { onChange: () => calls++ })
    await connect(client, { connectorId: 'eip155-injected' })
    await tick()
    expect(calls).toBe(0)
  })

  it('sees the loading flag rise and fall around a send, then the reset form', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const loading: boolean[] = []
    watchSend(client, {
      onChange: (state, previous) => {
        if (state.loading !== previous.loading) loading.push(state.loading)
      },
    })
    const sent = sendToken(client, { token: eth, amount: '0.5', receiver: RECEIVER })
    await tick()
    await sent
    await tick()
    expect(loading).toEqual([true, false])
  })
})
