// initialize when the chunk of the configuration service's load-time requests and rules
// (api/config-load-api.ts) does not arrive: as when the service is unreachable, the local
// features stay, no origin is blocked, analytics stays off, and initialize still resolves
// (the restore goes on). A later call loads the chunk again.
import { describe, expect, it, vi } from 'vitest'
import { initialize } from './initialize.js'
import { createRemoteConfigTestClient } from './test-client.test-helpers.js'

const chunk = vi.hoisted(() => ({ arrives: false, loads: 0 }))

vi.mock('../api/config-load-api.js', async (importOriginal) => {
  chunk.loads++
  if (!chunk.arrives) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

const failedLoad = () => new TypeError('Failed to fetch dynamically imported module')

describe('initialize without the configuration requests’ chunk (offline)', () => {
  it('keeps the local features, blocks no origin, keeps analytics off and resolves', async () => {
    const { client, onAlert, requested } = createRemoteConfigTestClient({
      analytics: 'http://127.0.0.1:9001',
    })
    const { api, options } = client._internal
    // The one chunk serves the rules, the configuration requests and the analytics switch.
    // The analytics switch loads it for real (the mock above rejects); the rules' and the
    // requests' loaders, asked in the same task, fail as it does (a bundler's chunk fails
    // for every importer at once).
    vi.spyOn(options.remote, 'loadRules').mockRejectedValue(failedLoad())
    const config = api.config as NonNullable<typeof api.config>
    Object.assign(config, {
      getProjectConfig: vi.fn().mockRejectedValue(failedLoad()),
      getAllowedOrigins: vi.fn().mockRejectedValue(failedLoad()),
    })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      await expect(initialize(client)).resolves.toBeUndefined()
      expect(chunk.loads).toBe(1)
      expect(requested).toEqual([])
      expect(client.state.options.features.reownBranding).toBe(true)
      expect(onAlert).not.toHaveBeenCalled()
      expect(api.isAnalyticsEnabled()).toBe(false)
      expect(unhandled).not.toHaveBeenCalled()

      // The chunk arrives on a later call: the analytics switch is asked then.
      chunk.arrives = true
      await api.loadAnalyticsConfig()
      expect(chunk.loads).toBe(2)
      expect(requested).toEqual(['/getAnalyticsConfig'])
      expect(api.isAnalyticsEnabled()).toBe(true)
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
