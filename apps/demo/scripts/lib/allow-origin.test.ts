import { describe, expect, it } from 'vitest'
import { allowDemoOrigin } from './allow-origin.js'
import type { FetchLike } from './fetch-like.js'

type Call = { url: string; method: string; body: unknown }

function fakeDevnet(origins: string[]): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body && JSON.parse(init.body) })
    const json =
      init.method === 'PUT'
        ? { project: {} }
        : { projects: [{ id: 'keyway-demo', allowedOrigins: origins }, { id: 'other' }] }
    return { ok: true, status: 200, json: async () => json }
  }
  return { fetch, calls }
}

describe('allowDemoOrigin', () => {
  it('adds an origin that keyway-demo does not allow yet, keeping the listed ones', async () => {
    const devnet = fakeDevnet(['http://127.0.0.1:5173'])
    const result = await allowDemoOrigin({
      configApi: 'http://127.0.0.1:8511/',
      origin: 'http://127.0.0.1:40123',
      fetch: devnet.fetch,
    })
    expect(result).toBe('added')
    expect(devnet.calls.at(-1)).toEqual({
      url: 'http://127.0.0.1:8511/__devnet/projects/keyway-demo',
      method: 'PUT',
      body: { allowedOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.1:40123'] },
    })
  })

  it('changes nothing when the origin is already allowed', async () => {
    const devnet = fakeDevnet(['http://127.0.0.1:5173'])
    const result = await allowDemoOrigin({
      configApi: 'http://127.0.0.1:8511',
      origin: 'http://127.0.0.1:5173',
      fetch: devnet.fetch,
    })
    expect(result).toBe('already-allowed')
    expect(devnet.calls.map((c) => c.method)).toEqual(['GET'])
  })

  it('throws with the HTTP status when devnet refuses', async () => {
    const fetch: FetchLike = async () => ({ ok: false, status: 404, json: async () => ({}) })
    await expect(
      allowDemoOrigin({ configApi: 'http://127.0.0.1:1', origin: 'http://x', fetch }),
    ).rejects.toThrow('HTTP status code: 404')
  })
})
