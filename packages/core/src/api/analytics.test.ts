import { describe, expect, it } from 'vitest'
import { type AnalyticsEventBody, createAnalyticsClient } from './analytics.js'
import type { FetchFn } from './http.js'

type Call = { url: URL; method: string; body: AnalyticsEventBody }

function setup({
  respond = () => new Response(null, { status: 204 }),
  enabled = () => true,
  pageUrl = () => 'https://dapp.test/swap?x=1' as string | undefined,
}: {
  respond?: () => Response | Promise<Response>
  enabled?: () => boolean
  pageUrl?: () => string | undefined
} = {}) {
  const calls: Call[] = []
  const errors: unknown[] = []
  let time = 1_700_000_000_000
  let uuid = 0
  const fetch: FetchFn = async (input, init) => {
    calls.push({
      url: new URL(input),
      method: init.method ?? 'GET',
      body: JSON.parse(String(init.body)) as AnalyticsEventBody,
    })
    return respond()
  }
  const client = createAnalyticsClient({
    baseUrl: 'https://pulse.test',
    projectId: 'p1',
    sdkType: 'keyway',
    sdkVersion: 'html-core-1.0.0',
    fetch,
    now: () => time,
    getPageUrl: pageUrl,
    isEnabled: enabled,
    randomUUID: () => `uuid-${++uuid}`,
    onError: (error) => errors.push(error),
  })
  return { client, calls, errors, advance: (ms: number) => (time += ms), time: () => time }
}

const errorEvent = {
  type: 'error',
  event: 'FAILED_TO_FETCH',
  properties: { errorType: 'E', errorMessage: 'm' },
}

describe('createAnalyticsClient', () => {
  it('POSTs /e with projectId, st and sv and a body of eventId, url, domain, timestamp and props (docs/services.md#analytics-analytics)', async () => {
    const { client, calls, time } = setup()
    const sent = await client.sendEvent({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    expect(sent).toBe(true)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url.pathname).toBe('/e')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'keyway',
      sv: 'html-core-1.0.0',
    })
    expect(calls[0]?.body).toEqual({
      eventId: 'uuid-1',
      url: 'https://dapp.test/swap?x=1',
      domain: 'dapp.test',
      timestamp: time(),
      props: { type: 'track', event: 'MODAL_OPEN', connected: false },
    })
  })

  it('uses a random UUID per event by default', async () => {
    const calls: AnalyticsEventBody[] = []
    const client = createAnalyticsClient({
      baseUrl: 'https://pulse.test',
      projectId: 'p1',
      sdkType: 'keyway',
      sdkVersion: '1',
      fetch: async (_input, init) => {
        calls.push(JSON.parse(String(init.body)) as AnalyticsEventBody)
        return new Response(null, { status: 204 })
      },
    })
    await client.sendEvent({ type: 'track', event: 'A' })
    await client.sendEvent({ type: 'track', event: 'B' })
    expect(calls[0]?.eventId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(calls[0]?.eventId).not.toBe(calls[1]?.eventId)
  })

  it('sends an empty url and domain when there is no page (server side)', async () => {
    const { client, calls } = setup({ pageUrl: () => undefined })
    await client.sendEvent({ type: 'track', event: 'A' })
    expect(calls[0]?.body).toMatchObject({ url: '', domain: '' })
  })

  it('does not let properties relabel the event type or name', async () => {
    const { client, calls } = setup()
    await client.sendEvent({ type: 'track', event: 'A', properties: { type: 'error', event: 'B' } })
    expect(calls[0]?.body.props).toEqual({ type: 'track', event: 'A' })
  })

  it.each([
    ['a 500 answer', () => new Response('', { status: 500 })],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ])(
    'swallows %s: resolves false and never throws (docs/services.md#analytics-analytics)',
    async (_name, respond) => {
      const { client, errors } = setup({ respond })
      await expect(client.sendEvent({ type: 'track', event: 'A' })).resolves.toBe(false)
      expect(errors).toHaveLength(1)
    },
  )

  it('swallows a failure of its own dependencies', async () => {
    const { client } = setup({
      pageUrl: () => {
        throw new Error('no location')
      },
    })
    await expect(client.sendEvent({ type: 'track', event: 'A' })).resolves.toBe(false)
  })

  it('swallows an aborted send', async () => {
    const { client, calls } = setup()
    await expect(
      client.sendEvent({ type: 'track', event: 'A' }, { signal: AbortSignal.abort() }),
    ).resolves.toBe(false)
    expect(calls).toHaveLength(0)
  })

  it('sends nothing while analytics is disabled', async () => {
    let enabled = false
    const { client, calls } = setup({ enabled: () => enabled })
    expect(await client.sendEvent({ type: 'track', event: 'A' })).toBe(false)
    expect(await client.sendEvent(errorEvent)).toBe(false)
    expect(calls).toHaveLength(0)
    enabled = true
    expect(await client.sendEvent({ type: 'track', event: 'A' })).toBe(true)
    expect(calls).toHaveLength(1)
  })
})
