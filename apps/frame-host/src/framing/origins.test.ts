import { describe, expect, it } from 'vitest'
import { createOriginsSource, frameAncestors } from './origins.js'

describe('frameAncestors', () => {
  it('lists well-formed http(s) origins and nothing else', () => {
    expect(frameAncestors(['http://localhost:5173', 'https://app.example.com/'])).toBe(
      'frame-ancestors http://localhost:5173 https://app.example.com',
    )
    expect(
      frameAncestors([
        "https://a.example; script-src 'unsafe-inline'",
        'javascript:alert(1)',
        'null',
        '*',
        'https://user:pw@x.example',
        'https://x.example/path',
      ]),
    ).toBe("frame-ancestors 'none'")
    expect(frameAncestors([])).toBe("frame-ancestors 'none'")
  })
})

describe('createOriginsSource', () => {
  function fakeService(answers: Array<() => Response | Promise<Response>>) {
    const calls: URL[] = []
    const fetch = (async (input: URL) => {
      calls.push(input)
      const next = answers.shift()
      if (!next) throw new Error('no more answers')
      return next()
    }) as unknown as typeof globalThis.fetch
    return { calls, fetch }
  }
  const json =
    (value: unknown, status = 200) =>
    () =>
      new Response(JSON.stringify(value), { status })

  it('asks once per project within the TTL, with the spec §7 parameters', async () => {
    let t = 0
    const service = fakeService([
      json({ allowedOrigins: ['http://a.test'] }),
      json({ allowedOrigins: ['http://b.test'] }),
    ])
    const source = createOriginsSource({
      configApiUrl: 'http://config.test',
      ttlMs: 1_000,
      now: () => t,
      fetch: service.fetch,
    })
    const both = await Promise.all([source.allowedOrigins('p1'), source.allowedOrigins('p1')])
    expect(both).toEqual([['http://a.test'], ['http://a.test']])
    expect(service.calls).toHaveLength(1)
    const url = service.calls[0] as URL
    expect(url.pathname).toBe('/projects/v1/origins')
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(url.searchParams.get('st')).toBe('frame-host')
    expect(url.searchParams.has('sv')).toBe(true)
    t = 1_000
    expect(await source.allowedOrigins('p1')).toEqual(['http://b.test'])
    expect(service.calls).toHaveLength(2)
  })

  it('an unknown project or a failing service gives an empty list, kept only briefly', async () => {
    let t = 0
    const service = fakeService([
      json({ error: 'invalid project id' }, 403),
      () => {
        throw new TypeError('fetch failed')
      },
      json({ allowedOrigins: 'not a list' }),
      json({ allowedOrigins: ['http://ok.test'] }),
    ])
    const source = createOriginsSource({
      configApiUrl: 'http://config.test',
      failureTtlMs: 10,
      now: () => t,
      fetch: service.fetch,
    })
    expect(await source.allowedOrigins('nope')).toEqual([])
    expect(await source.allowedOrigins('nope')).toEqual([])
    t = 10
    expect(await source.allowedOrigins('nope')).toEqual([])
    t = 20
    expect(await source.allowedOrigins('nope')).toEqual([])
    t = 30
    expect(await source.allowedOrigins('nope')).toEqual(['http://ok.test'])
  })

  it('a caller can stop waiting', async () => {
    const service = fakeService([() => new Promise<Response>(() => {})])
    const source = createOriginsSource({ configApiUrl: 'http://config.test', fetch: service.fetch })
    const controller = new AbortController()
    const waiting = source.allowedOrigins('p', controller.signal)
    controller.abort(new Error('gone'))
    await expect(waiting).rejects.toThrow('gone')
  })
})
