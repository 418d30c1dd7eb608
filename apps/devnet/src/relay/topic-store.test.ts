import { describe, expect, it } from 'vitest'
import { createTopicStore } from './topic-store.js'

function store(maxPerTopic?: number) {
  let now = 0
  const s = createTopicStore({ now: () => now, ...(maxPerTopic ? { maxPerTopic } : {}) })
  return { s, advance: (ms: number) => (now += ms) }
}

const base = { topic: 't', senderId: 'a', tag: 0 }

describe('relay topic store', () => {
  it('keeps a message until its TTL ends, then drops it', () => {
    const { s, advance } = store()
    s.publish({ ...base, message: 'm', ttl: 60 })
    advance(59_999)
    expect(s.pendingFor('t', 'b')).toHaveLength(1)
    advance(1)
    expect(s.pendingFor('t', 'b')).toHaveLength(0)
    expect(s.size()).toBe(0)
  })

  it('raises a TTL below 10 s to 10 s', () => {
    const { s, advance } = store()
    s.publish({ ...base, message: 'm', ttl: 1 })
    advance(9_000)
    expect(s.pendingFor('t', 'b')).toHaveLength(1)
  })

  it('stores the very same message once', () => {
    const { s } = store()
    s.publish({ ...base, message: 'm', ttl: 60 })
    s.publish({ ...base, message: 'm', ttl: 60 })
    expect(s.size()).toBe(1)
  })

  it('hides acknowledged messages from the client that acknowledged them only', () => {
    const { s } = store()
    const m = s.publish({ ...base, message: 'm', ttl: 60 })
    s.acknowledge('t', m.key, 'b')
    expect(s.pendingFor('t', 'b')).toHaveLength(0)
    expect(s.pendingFor('t', 'c')).toHaveLength(1)
  })

  it('keeps at most maxPerTopic messages per topic, dropping the oldest', () => {
    const { s } = store(2)
    for (const message of ['1', '2', '3']) s.publish({ ...base, message, ttl: 60 })
    expect(s.pendingFor('t', 'b').map((m) => m.message)).toEqual(['2', '3'])
  })
})
