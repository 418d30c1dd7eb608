import { describe, expect, it, vi } from 'vitest'
import { connect } from './connect.js'
import { openModal } from './open-modal.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { watchEvents } from './watch-events.js'

describe('watchEvents', () => {
  it('delivers tracked events in order until unwatched', async () => {
    const { client } = createActionTestClient()
    const onEvent = vi.fn()
    const unwatch = watchEvents(client, { onEvent })
    openModal(client)
    await connect(client, { connectorId: 'eip155-injected' })
    const names = onEvent.mock.calls.map(([e]) => e.data.event)
    expect(names[0]).toBe('MODAL_OPEN')
    unwatch()
    openModal(client)
    expect(onEvent.mock.calls.map(([e]) => e.data.event)).toEqual(names)
  })
})
