import { describe, expect, it } from 'vitest'
import { closeModal } from './close-modal.js'
import { openModal } from './open-modal.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('closeModal', () => {
  it('closes the modal and tracks MODAL_CLOSE', () => {
    const { client } = createActionTestClient()
    openModal(client)
    expect(closeModal(client)).toBe(true)
    expect(client.state.modal.open).toBe(false)
    expect(client._internal.events.state.last?.data).toMatchObject({
      event: 'MODAL_CLOSE',
    })
  })

  it('refuses while closing is disabled (docs/sign-in.md#cancelling sign-in required) and shakes instead', () => {
    const { client } = createActionTestClient()
    openModal(client)
    client._internal.modal.setClosingDisabled(true)
    expect(closeModal(client)).toBe(false)
    expect(client.state.modal.open).toBe(true)
    expect(client.state.modal.shake).toBe(true)
  })
})
