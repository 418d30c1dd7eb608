/**
 * initialize({ configuration: 'on-demand' }) (docs/services.md#when-the-configuration-service-is-asked):
 * the configuration service is asked at the modal's first open, or earlier through
 * prepareConfiguration, once; the restore does not wait for it.
 */
import { describe, expect, it, vi } from 'vitest'
import { closeModal } from './close-modal.js'
import { initialize, prepareConfiguration } from './initialize.js'
import { openModal } from './open-modal.js'
import { createRemoteConfigTestClient } from './test-client.test-helpers.js'

const CONFIGURATION_PATHS = ['/appkit/v1/config', '/getAnalyticsConfig', '/projects/v1/origins']

/** The configuration service's requests among those made (analytics events are not). */
const configurationRequests = (requested: readonly string[]) =>
  requested.filter((path) => CONFIGURATION_PATHS.includes(path))

describe("initialize({ configuration: 'on-demand' })", () => {
  it('asks the configuration service nothing until the modal opens, then each path once', async () => {
    const { client, requested, onAlert } = createRemoteConfigTestClient({
      analytics: 'http://127.0.0.1:9001',
    })
    await initialize(client, { configuration: 'on-demand' })
    // Let any stray request start: none may.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requested).toEqual([])
    expect(client.state.options.features.reownBranding).toBe(true)

    openModal(client)
    await vi.waitFor(() => expect(client.state.options.features.reownBranding).toBe(false))
    await vi.waitFor(() =>
      expect(onAlert).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'invalid-app-configuration' }),
      ),
    )
    expect(configurationRequests(requested).sort()).toEqual(CONFIGURATION_PATHS)
    expect(client._internal.api.isAnalyticsEnabled()).toBe(true)

    // Analytics is on now: the close and the reopen send their events, and ask nothing more.
    closeModal(client)
    openModal(client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(configurationRequests(requested)).toHaveLength(CONFIGURATION_PATHS.length)
  })

  it('prepareConfiguration asks before the first open, and the open asks nothing more', async () => {
    const { client, requested } = createRemoteConfigTestClient()
    await initialize(client, { configuration: 'on-demand' })
    prepareConfiguration(client)
    prepareConfiguration(client)
    await vi.waitFor(() => expect(client.state.options.features.reownBranding).toBe(false))
    const asked = configurationRequests(requested).length
    expect(asked).toBeGreaterThan(0)
    openModal(client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(configurationRequests(requested)).toHaveLength(asked)
  })

  it('prepareConfiguration does nothing when initialize did not defer the configuration', async () => {
    const { client, requested } = createRemoteConfigTestClient()
    prepareConfiguration(client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requested).toEqual([])

    await initialize(client)
    const asked = configurationRequests(requested).length
    expect(asked).toBeGreaterThan(0)
    prepareConfiguration(client)
    openModal(client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(configurationRequests(requested)).toHaveLength(asked)
  })

  it('a cancelled page load asks nothing later, open or intent', async () => {
    const { client, requested } = createRemoteConfigTestClient()
    const controller = new AbortController()
    await initialize(client, { configuration: 'on-demand', signal: controller.signal })
    controller.abort()
    prepareConfiguration(client)
    openModal(client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requested).toEqual([])
    expect(client.state.options.features.reownBranding).toBe(true)
  })
})
