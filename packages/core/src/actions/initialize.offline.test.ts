// initialize when the configuration service's rules (controllers/options-remote.ts, a chunk
// of their own) do not arrive: the service answered, but its answers cannot be applied.
// As when the service is unreachable, the local features stay and no origin is blocked,
// and initialize still resolves (the restore goes on).
import { describe, expect, it, vi } from 'vitest'
import { initialize } from './initialize.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('initialize without the configuration rules (offline)', () => {
  it('keeps the local features, blocks no origin and resolves', async () => {
    const onAlert = vi.fn()
    const requested: string[] = []
    const { client } = createActionTestClient({
      projectId: 'p1',
      endpoints: { config: 'http://127.0.0.1:9000' },
      onAlert,
      platform: {
        isTelegram: () => false,
        isIosSafari: () => false,
        origin: () => 'https://evil.test',
      },
      fetch: async (input: string) => {
        const url = new URL(String(input))
        requested.push(url.pathname)
        if (url.pathname === '/projects/v1/origins') {
          return Response.json({ allowedOrigins: ['https://dapp.test'] })
        }
        return Response.json({ features: { reownBranding: false } })
      },
    })
    // The rules' chunk does not arrive.
    vi.spyOn(client._internal.options.remote, 'loadRules').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    )
    await expect(initialize(client)).resolves.toBeUndefined()
    // The service was asked both questions: only applying the answers failed.
    expect(requested).toContain('/projects/v1/origins')
    expect(requested.length).toBeGreaterThan(1)
    expect(client.state.options.features.reownBranding).toBe(true)
    expect(onAlert).not.toHaveBeenCalled()
  })
})
