import type { TrackedEvent } from '@keyway/core'
import { closeModal, openModal } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { useKeywayEvents } from './use-keyway-events.js'

describe('useKeywayEvents', () => {
  it('has no event before anything is tracked', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayEvents())
    expect(hook.current().data).toBeUndefined()
  })

  it('gives the last event: MODAL_OPEN when the modal opens', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayEvents())
    await actAsync(() => openModal(client))
    expect(hook.current().data?.data).toMatchObject({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
  })

  it('calls the listener for every event, even several within one render', async () => {
    const { client } = createTestClient()
    const seen: TrackedEvent[] = []
    await renderHook(client, () => useKeywayEvents((event) => seen.push(event)))
    await actAsync(() => {
      openModal(client)
      closeModal(client)
    })
    expect(seen.map((e) => e.data.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('stops calling the listener after unmount', async () => {
    const { client } = createTestClient()
    const seen: TrackedEvent[] = []
    const hook = await renderHook(client, () => useKeywayEvents((event) => seen.push(event)))
    await hook.unmount()
    openModal(client)
    expect(seen).toEqual([])
  })
})
