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

  it('refuses http:// embedders except on loopback', () => {
    expect(
      frameAncestors([
        'http://app.example.com',
        'http://10.0.0.5:8080',
        'http://localhost.evil.example',
        'http://localhost:5173',
        'http://demo.localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:8080',
        'https://app.example.com',
      ]),
    ).toBe(
      'frame-ancestors http://localhost:5173 http://demo.localhost:3000 http://127.0.0.1:3000 http://[::1]:8080 https://app.example.com',
    )
    expect(frameAncestors(['http://app.example.com'])).toBe("frame-ancestors 'none'")
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

  it('asks once per project within the TTL, with the docs/services.md#requests parameters', async () => {
    let t = 0
    const service = fakeService([
      json({ allowedOrigins: ['https://a.test'] }),
      json({ allowedOrigins: ['https://b.test'] }),
    ])
    const source = createOriginsSource({
      configApiUrl: 'http://config.test',
      ttlMs: 1_000,
      now: () => t,
      fetch: service.fetch,
    })
    const both = await Promise.all([source.allowedOrigins('p1'), source.allowedOrigins('p1')])
    expect(both).toEqual([['https://a.test'], ['https://a.test']])
    expect(service.calls).toHaveLength(1)
    const url = service.calls[0] as URL
    expect(url.pathname).toBe('/projects/v1/origins')
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(url.searchParams.get('st')).toBe('frame-host')
    expect(url.searchParams.has('sv')).toBe(true)
    t = 1_000
    expect(await source.allowedOrigins('p1')).toEqual(['https://b.test'])
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
      json({ allowedOrigins: ['https://ok.test'] }),
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
    expect(await source.allowedOrigins('nope')).toEqual(['https://ok.test'])
  })

  it('made-up project ids do not push a known project out of the cache', async () => {
    const calls: string[] = []
    const fetch = (async (input: URL) => {
      const id = input.searchParams.get('projectId') as string
      calls.push(id)
      if (id === 'real') return new Response(JSON.stringify({ allowedOrigins: ['https://a.test'] }))
      return new Response(JSON.stringify({ error: 'invalid project id' }), { status: 403 })
    }) as unknown as typeof globalThis.fetch
    const source = createOriginsSource({
      configApiUrl: 'http://config.test',
      maxEntries: 5,
      maxNegativeEntries: 10,
      now: () => 0,
      fetch,
    })
    expect(await source.allowedOrigins('real')).toEqual(['https://a.test'])
    for (let i = 0; i < 2_000; i += 1) {
      expect(await source.allowedOrigins(`made-up-${i}`)).toEqual([])
    }
    expect(await source.allowedOrigins('real')).toEqual(['https://a.test'])
    // Still the one call of the start: the flood never evicted it.
    expect(calls.filter((id) => id === 'real')).toHaveLength(1)
    // The negative cache is bounded: the oldest made-up ids were dropped and are asked again.
    await source.allowedOrigins('made-up-0')
    expect(calls.filter((id) => id === 'made-up-0')).toHaveLength(2)
    await source.allowedOrigins('made-up-1999')
    expect(calls.filter((id) => id === 'made-up-1999')).toHaveLength(1)
  })

  it('keeps the most recently used projects when more than maxEntries have origins', async () => {
    const calls: string[] = []
    const fetch = (async (input: URL) => {
      calls.push(input.searchParams.get('projectId') as string)
      return new Response(JSON.stringify({ allowedOrigins: ['https://a.test'] }))
    }) as unknown as typeof globalThis.fetch
    const source = createOriginsSource({
      configApiUrl: 'http://config.test',
      maxEntries: 2,
      now: () => 0,
      fetch,
    })
    await source.allowedOrigins('p1')
    await source.allowedOrigins('p2')
    await source.allowedOrigins('p1')
    await source.allowedOrigins('p3')
    await source.allowedOrigins('p1')
    expect(calls).toEqual(['p1', 'p2', 'p3'])
    await source.allowedOrigins('p2')
    expect(calls).toEqual(['p1', 'p2', 'p3', 'p2'])
  })

  it('runs at most maxLoading calls at once; a new project past that frames nowhere', async () => {
    const calls: string[] = []
    const fetch = (async (input: URL) => {
      calls.push(input.searchParams.get('projectId') as string)
      return new Promise<Response>(() => {})
    }) as unknown as typeof globalThis.fetch
    const source = createOriginsSource({ configApiUrl: 'http://config.test', maxLoading: 3, fetch })
    for (const id of ['a', 'b', 'c']) void source.allowedOrigins(id)
    expect(await source.allowedOrigins('d')).toEqual([])
    expect(calls).toEqual(['a', 'b', 'c'])
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
