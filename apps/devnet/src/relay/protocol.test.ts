import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRelayProtocol, type RelayConnection } from './protocol.js'

type Frame = {
  id?: unknown
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number }
}

function fakeConnection(clientId: string): RelayConnection & { frames: Frame[] } {
  const frames: Frame[] = []
  return { clientId, frames, send: (text) => frames.push(JSON.parse(text) as Frame) }
}

function setup() {
  let now = 1_000_000
  const protocol = createRelayProtocol({ now: () => now })
  return { protocol, advance: (ms: number) => (now += ms) }
}

let nextId = 1
function request(
  protocol: ReturnType<typeof createRelayProtocol>,
  conn: RelayConnection,
  method: string,
  params: unknown,
) {
  protocol.receive(conn, JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params }))
}

const pushes = (c: { frames: Frame[] }) => c.frames.filter((f) => f.method === 'irn_subscription')
const ack = (protocol: ReturnType<typeof createRelayProtocol>, conn: RelayConnection, f: Frame) =>
  protocol.receive(conn, JSON.stringify({ id: f.id, jsonrpc: '2.0', result: true }))

describe('relay protocol', () => {
  it('answers irn_subscribe with sha256(topic + client did) so client and relay agree', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    protocol.connect(a)
    request(protocol, a, 'irn_subscribe', { topic: 't1' })
    const expected = createHash('sha256').update('t1did:key:zA').digest('hex')
    expect(a.frames.at(-1)?.result).toBe(expected)
  })

  it('delivers a message published before the subscribe when the peer subscribes', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    const b = fakeConnection('did:key:zB')
    protocol.connect(a)
    protocol.connect(b)
    request(protocol, a, 'irn_publish', { topic: 't1', message: 'm1', ttl: 300, tag: 1 })
    expect(pushes(b)).toHaveLength(0)
    request(protocol, b, 'irn_subscribe', { topic: 't1' })
    const [push] = pushes(b)
    expect(push?.params).toMatchObject({ data: { topic: 't1', message: 'm1', tag: 1 } })
  })

  it('never echoes a message to the client that published it', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    protocol.connect(a)
    request(protocol, a, 'irn_subscribe', { topic: 't1' })
    request(protocol, a, 'irn_publish', { topic: 't1', message: 'm1', ttl: 300 })
    expect(pushes(a)).toHaveLength(0)
  })

  it('does not deliver an acknowledged message again, but re-delivers an unacknowledged one after a reconnect', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    const b = fakeConnection('did:key:zB')
    protocol.connect(a)
    protocol.connect(b)
    request(protocol, b, 'irn_subscribe', { topic: 't1' })
    request(protocol, a, 'irn_publish', { topic: 't1', message: 'acked', ttl: 300 })
    ack(protocol, b, pushes(b)[0] as Frame)
    request(protocol, a, 'irn_publish', { topic: 't1', message: 'lost', ttl: 300 })
    protocol.disconnect(b)
    const b2 = fakeConnection('did:key:zB')
    protocol.connect(b2)
    expect(pushes(b2).map((f) => (f.params as { data: { message: string } }).data.message)).toEqual(
      ['lost'],
    )
  })

  it('keeps a client’s subscriptions across reconnects (identity is the JWT iss)', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    const b = fakeConnection('did:key:zB')
    protocol.connect(a)
    protocol.connect(b)
    request(protocol, b, 'irn_subscribe', { topic: 't1' })
    protocol.disconnect(b)
    request(protocol, a, 'irn_publish', { topic: 't1', message: 'while-away', ttl: 300 })
    const back = fakeConnection('did:key:zB')
    protocol.connect(back)
    expect(pushes(back)).toHaveLength(1)
    expect(protocol.topicsOf('did:key:zB')).toEqual(['t1'])
  })

  it('drops a message after its TTL', () => {
    const { protocol, advance } = setup()
    const a = fakeConnection('did:key:zA')
    const b = fakeConnection('did:key:zB')
    protocol.connect(a)
    protocol.connect(b)
    request(protocol, a, 'irn_publish', { topic: 't1', message: 'short', ttl: 30 })
    advance(31_000)
    request(protocol, b, 'irn_subscribe', { topic: 't1' })
    expect(pushes(b)).toHaveLength(0)
  })

  it('answers irn_batchFetchMessages with { messages, hasMore } and counts them delivered', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    const b = fakeConnection('did:key:zB')
    protocol.connect(a)
    protocol.connect(b)
    request(protocol, a, 'irn_batchPublish', {
      messages: [
        { topic: 't1', message: 'x', ttl: 300 },
        { topic: 't2', message: 'y', ttl: 300 },
      ],
    })
    request(protocol, b, 'irn_batchFetchMessages', { topics: ['t1', 't2'] })
    const answer = b.frames.at(-1)?.result as { messages: { message: string }[]; hasMore: boolean }
    expect(answer.hasMore).toBe(false)
    expect(answer.messages.map((m) => m.message)).toEqual(['x', 'y'])
    request(protocol, b, 'irn_batchFetchMessages', { topics: ['t1', 't2'] })
    expect(b.frames.at(-1)?.result).toEqual({ hasMore: false, messages: [] })
  })

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    const b = fakeConnection('did:key:zB')
    protocol.connect(a)
    protocol.connect(b)
    request(protocol, b, 'irn_batchSubscribe', { topics: ['t1', 't2'] })
    request(protocol, b, 'irn_unsubscribe', { topic: 't1', id: 'x' })
    request(protocol, b, 'irn_batchUnsubscribe', { subscriptions: [{ topic: 't2', id: 'y' }] })
    request(protocol, a, 'irn_publish', { topic: 't1', message: 'm', ttl: 300 })
    request(protocol, a, 'irn_publish', { topic: 't2', message: 'm', ttl: 300 })
    expect(pushes(b)).toHaveLength(0)
  })

  it('wc_proposeSession subscribes the dapp to the pairing topic and publishes the proposal', () => {
    const { protocol } = setup()
    const dapp = fakeConnection('did:key:zDapp')
    const wallet = fakeConnection('did:key:zWallet')
    protocol.connect(dapp)
    protocol.connect(wallet)
    request(protocol, dapp, 'wc_proposeSession', {
      pairingTopic: 'pair',
      sessionProposal: 'proposal',
      ttl: 300,
    })
    expect(protocol.topicsOf('did:key:zDapp')).toEqual(['pair'])
    request(protocol, wallet, 'irn_subscribe', { topic: 'pair' })
    expect(pushes(wallet)[0]?.params).toMatchObject({ data: { message: 'proposal' } })
  })

  it('wc_approveSession subscribes the wallet to the session topic and publishes the response and the settle', () => {
    const { protocol } = setup()
    const dapp = fakeConnection('did:key:zDapp')
    const wallet = fakeConnection('did:key:zWallet')
    protocol.connect(dapp)
    protocol.connect(wallet)
    request(protocol, dapp, 'irn_subscribe', { topic: 'pair' })
    request(protocol, wallet, 'wc_approveSession', {
      sessionTopic: 'session',
      pairingTopic: 'pair',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    expect(protocol.topicsOf('did:key:zWallet')).toEqual(['session'])
    expect(pushes(dapp)[0]?.params).toMatchObject({ data: { topic: 'pair', message: 'response' } })
    request(protocol, dapp, 'irn_subscribe', { topic: 'session' })
    expect(pushes(dapp)[1]?.params).toMatchObject({ data: { topic: 'session', message: 'settle' } })
  })

  it('answers malformed JSON with -32700, unknown methods with -32601 and bad params with -32602', () => {
    const { protocol } = setup()
    const a = fakeConnection('did:key:zA')
    protocol.connect(a)
    protocol.receive(a, '{"id":1,')
    expect(a.frames.at(-1)?.error?.code).toBe(-32700)
    request(protocol, a, 'irn_teleport', {})
    expect(a.frames.at(-1)?.error?.code).toBe(-32601)
    const before = a.frames.length
    request(protocol, a, 'irn_publish', { topic: 't1' })
    // One answer only: the error, not a `true` followed by an error.
    expect(a.frames.slice(before)).toEqual([
      {
        id: expect.any(Number),
        jsonrpc: '2.0',
        error: { code: -32602, message: 'message must be a non-empty string' },
      },
    ])
    request(protocol, a, 'irn_subscribe', 'nope')
    expect(a.frames.at(-1)?.error?.code).toBe(-32602)
  })
})
