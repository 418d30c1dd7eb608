// initialize when the configuration service's rules (controllers/options-remote.ts, loaded
// by the options controller in the requests' chunk, api/config-load-api.ts) do not arrive:
// they ask the service its two questions and apply the answers, so nothing is asked. (The
// whole chunk failing is initialize.config-chunk.test.ts.)
// As when the service is unreachable, the local features stay and no origin is blocked,
// and initialize still resolves (the restore goes on).
import { describe, expect, it, vi } from 'vitest'
import { initialize } from './initialize.js'
import { createRemoteConfigTestClient } from './test-client.test-helpers.js'

describe('initialize without the configuration rules (offline)', () => {
  it('keeps the local features, blocks no origin and resolves', async () => {
    const { client, onAlert, requested } = createRemoteConfigTestClient()
    // The rules' chunk does not arrive.
    vi.spyOn(client._internal.options.remote, 'loadRules').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    )
    await expect(initialize(client)).resolves.toBeUndefined()
    // Neither question was asked: answers nothing could apply would only cost requests.
    expect(requested).not.toContain('/projects/v1/origins')
    expect(requested).not.toContain('/appkit/v1/config')
    expect(client.state.options.features.reownBranding).toBe(true)
    expect(onAlert).not.toHaveBeenCalled()
  })
})
