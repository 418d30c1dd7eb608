import { createHash } from 'node:crypto'
import { createTopicStore, type StoredMessage, type TopicStore } from './topic-store.js'

/**
 * The WalletConnect relay's JSON-RPC (the `irn_*` methods and the `wc_proposeSession` /
 * `wc_approveSession` shortcuts that @walletconnect/core 2.x sends), independent of the
 * socket: a connection is anything with `send(text)`. Keeping the protocol apart from
 * `ws` lets unit tests drive it with plain objects.
 */

export type RelayConnection = {
  /** did:key from the auth JWT's iss: the client's identity across reconnects. */
  readonly clientId: string
  send(text: string): void
}

export type JsonRpcId = number | string

type JsonRpcRequest = { jsonrpc: '2.0'; id: JsonRpcId; method: string; params?: unknown }

export const RPC_PARSE_ERROR = -32700
export const RPC_INVALID_REQUEST = -32600
export const RPC_METHOD_NOT_FOUND = -32601
export const RPC_INVALID_PARAMS = -32602

/** Tags of the messages the relay publishes itself for the wc_* shortcuts. */
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
/** TTL (s) of the wc_* shortcut messages when the client gives none: 5 minutes. */
const DEFAULT_TTL = 300

export type RelayProtocol = {
  connect(connection: RelayConnection): void
  disconnect(connection: RelayConnection): void
  /** Handles one text frame from a client. */
  receive(connection: RelayConnection, text: string): void
  /** Drops expired messages; called on the server's heartbeat. */
  sweep(): void
  /** Topics a client is subscribed to (tests and the admin view read it). */
  topicsOf(clientId: string): string[]
  readonly store: TopicStore
}

export type RelayProtocolOptions = { now: () => number }

class RpcError extends Error {
  override name = 'RpcError' as const
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Both sides compute the subscription id as sha256(topic + clientId), so they agree. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RpcError(RPC_INVALID_PARAMS, `${what} must be an object`)
  }
  return value as Record<string, unknown>
}

function text(params: Record<string, unknown>, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value.length === 0) {
    throw new RpcError(RPC_INVALID_PARAMS, `${name} must be a non-empty string`)
  }
  return value
}

function list(params: Record<string, unknown>, name: string): unknown[] {
  const value = params[name]
  if (!Array.isArray(value)) throw new RpcError(RPC_INVALID_PARAMS, `${name} must be an array`)
  return value
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key)
  if (!set) {
    set = new Set()
    map.set(key, set)
  }
  return set
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

export function createRelayProtocol(options: RelayProtocolOptions): RelayProtocol {
  const store = createTopicStore({ now: options.now })
  const connections = new Map<string, Set<RelayConnection>>()
  const topicsByClient = new Map<string, Set<string>>()
  const subscribersByTopic = new Map<string, Set<string>>()
  /** Pushes awaiting the client's `true`, by the push's JSON-RPC id. */
  const awaitingAck = new Map<JsonRpcId, { topic: string; key: string; clientId: string }>()
  /** clientId + message key of pushes in flight, so one message is not pushed twice. */
  const inFlight = new Set<string>()
  let nextPushId = options.now() * 1000

  function deliver(clientId: string, message: StoredMessage): void {
    const flightKey = `${clientId}|${message.key}`
    if (inFlight.has(flightKey)) return
    const targets = connections.get(clientId)
    const target = targets ? [...targets].at(-1) : undefined
    if (!target) return // offline: it stays in the mailbox until the client is back
    nextPushId += 1
    const id = nextPushId
    inFlight.add(flightKey)
    awaitingAck.set(id, { topic: message.topic, key: message.key, clientId })
    target.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(message.topic, clientId),
          data: {
            topic: message.topic,
            message: message.message,
            publishedAt: message.publishedAt,
            tag: message.tag,
            ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
          },
        },
      }),
    )
  }

  function flush(clientId: string, topic: string): void {
    for (const message of store.pendingFor(topic, clientId)) deliver(clientId, message)
  }

  function subscribe(clientId: string, topic: string): string {
    setOf(topicsByClient, clientId).add(topic)
    setOf(subscribersByTopic, topic).add(clientId)
    return subscriptionId(topic, clientId)
  }

  function unsubscribe(clientId: string, topic: string): void {
    topicsByClient.get(clientId)?.delete(topic)
    const subscribers = subscribersByTopic.get(topic)
    subscribers?.delete(clientId)
    if (subscribers?.size === 0) subscribersByTopic.delete(topic)
  }

  function publish(
    senderId: string,
    topic: string,
    message: string,
    ttl: number,
    tag: number,
    attestation?: unknown,
  ): void {
    store.publish({
      topic,
      message,
      senderId,
      ttl,
      tag,
      ...(typeof attestation === 'string' ? { attestation } : {}),
    })
    for (const clientId of subscribersByTopic.get(topic) ?? []) {
      if (clientId !== senderId) flush(clientId, topic)
    }
  }

  type Publication = {
    topic: string
    message: string
    ttl: number
    tag: number
    attestation?: unknown
  }

  /** Validates irn_publish params up front, so a bad one is refused before any reply. */
  function parsePublication(raw: unknown): Publication {
    const p = record(raw, 'params')
    return {
      topic: text(p, 'topic'),
      message: text(p, 'message'),
      ttl: numberOr(p.ttl, DEFAULT_TTL),
      tag: numberOr(p.tag, 0),
      attestation: p.attestation,
    }
  }

  function publishAll(clientId: string, publications: readonly Publication[]): void {
    for (const m of publications) publish(clientId, m.topic, m.message, m.ttl, m.tag, m.attestation)
  }

  /** Runs a method; `after` work (deliveries) happens once the reply is sent. */
  function call(
    clientId: string,
    method: string,
    raw: unknown,
  ): { result: unknown; after?: () => void } {
    switch (method) {
      case 'irn_subscribe': {
        const topic = text(record(raw, 'params'), 'topic')
        return { result: subscribe(clientId, topic), after: () => flush(clientId, topic) }
      }
      case 'irn_batchSubscribe': {
        const topics = list(record(raw, 'params'), 'topics').map((topic) =>
          text({ topic }, 'topic'),
        )
        const ids = topics.map((topic) => subscribe(clientId, topic))
        return {
          result: ids,
          after: () => {
            for (const topic of topics) flush(clientId, topic)
          },
        }
      }
      case 'irn_unsubscribe': {
        unsubscribe(clientId, text(record(raw, 'params'), 'topic'))
        return { result: true }
      }
      case 'irn_batchUnsubscribe': {
        for (const entry of list(record(raw, 'params'), 'subscriptions')) {
          unsubscribe(clientId, text(record(entry, 'subscription'), 'topic'))
        }
        return { result: true }
      }
      case 'irn_publish': {
        const publication = parsePublication(raw)
        return { result: true, after: () => publishAll(clientId, [publication]) }
      }
      case 'irn_batchPublish': {
        const publications = list(record(raw, 'params'), 'messages').map(parsePublication)
        return { result: true, after: () => publishAll(clientId, publications) }
      }
      case 'irn_batchFetchMessages': {
        const topics = list(record(raw, 'params'), 'topics').filter(
          (t): t is string => typeof t === 'string',
        )
        const messages = topics.flatMap((topic) => store.pendingFor(topic, clientId))
        // The fetch answer is the delivery: count it as acknowledged.
        for (const m of messages) store.acknowledge(m.topic, m.key, clientId)
        return {
          result: {
            hasMore: false,
            messages: messages.map((m) => ({
              topic: m.topic,
              message: m.message,
              publishedAt: m.publishedAt,
              tag: m.tag,
              ...(m.attestation === undefined ? {} : { attestation: m.attestation }),
            })),
          },
        }
      }
      case 'wc_proposeSession': {
        // The dapp did not subscribe to its pairing topic itself (skipSubscribe): we do.
        const p = record(raw, 'params')
        const pairingTopic = text(p, 'pairingTopic')
        const proposal = text(p, 'sessionProposal')
        subscribe(clientId, pairingTopic)
        const ttl = numberOr(p.ttl, DEFAULT_TTL)
        return {
          result: true,
          after: () =>
            publish(clientId, pairingTopic, proposal, ttl, TAG_SESSION_PROPOSE, p.attestation),
        }
      }
      case 'wc_approveSession': {
        // The wallet subscribed to the session topic with skipSubscribe: we subscribe it,
        // then answer the proposal on the pairing topic and settle on the session topic.
        const p = record(raw, 'params')
        const sessionTopic = text(p, 'sessionTopic')
        const pairingTopic = text(p, 'pairingTopic')
        const response = text(p, 'sessionProposalResponse')
        const settle = text(p, 'sessionSettlementRequest')
        subscribe(clientId, sessionTopic)
        const ttl = numberOr(p.ttl, DEFAULT_TTL)
        return {
          result: true,
          after: () => {
            publish(clientId, pairingTopic, response, ttl, TAG_SESSION_PROPOSE_RESPONSE)
            publish(clientId, sessionTopic, settle, ttl, TAG_SESSION_SETTLE)
          },
        }
      }
      default:
        throw new RpcError(RPC_METHOD_NOT_FOUND, `method not found: ${method}`)
    }
  }

  function reply(connection: RelayConnection, id: JsonRpcId | null, body: object): void {
    connection.send(JSON.stringify({ id, jsonrpc: '2.0', ...body }))
  }

  function onResponse(clientId: string, frame: Record<string, unknown>): void {
    const id = frame.id as JsonRpcId
    const pending = awaitingAck.get(id)
    if (!pending || pending.clientId !== clientId) return
    awaitingAck.delete(id)
    inFlight.delete(`${clientId}|${pending.key}`)
    if (frame.result === true) store.acknowledge(pending.topic, pending.key, clientId)
  }

  return {
    store,
    connect(connection) {
      setOf(connections, connection.clientId).add(connection)
      // A reconnecting client keeps its subscriptions: hand it what arrived meanwhile.
      for (const topic of topicsByClient.get(connection.clientId) ?? []) {
        flush(connection.clientId, topic)
      }
    },
    disconnect(connection) {
      const set = connections.get(connection.clientId)
      set?.delete(connection)
      if (set?.size === 0) connections.delete(connection.clientId)
      // Unacknowledged pushes to this client may be pushed again when it is back.
      for (const [id, pending] of awaitingAck) {
        if (pending.clientId !== connection.clientId) continue
        awaitingAck.delete(id)
        inFlight.delete(`${pending.clientId}|${pending.key}`)
      }
    },
    receive(connection, raw) {
      let frame: unknown
      try {
        frame = JSON.parse(raw)
      } catch {
        reply(connection, null, { error: { code: RPC_PARSE_ERROR, message: 'Parse error' } })
        return
      }
      if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
        reply(connection, null, {
          error: { code: RPC_INVALID_REQUEST, message: 'Invalid request' },
        })
        return
      }
      const f = frame as Record<string, unknown>
      const hasId = typeof f.id === 'number' || typeof f.id === 'string'
      if (typeof f.method !== 'string') {
        if (hasId && ('result' in f || 'error' in f)) onResponse(connection.clientId, f)
        else
          reply(connection, hasId ? (f.id as JsonRpcId) : null, {
            error: { code: RPC_INVALID_REQUEST, message: 'Invalid request' },
          })
        return
      }
      const request = f as JsonRpcRequest
      const id = hasId ? request.id : null
      try {
        const { result, after } = call(connection.clientId, request.method, request.params)
        reply(connection, id, { result })
        after?.()
      } catch (error) {
        if (!(error instanceof RpcError)) throw error
        reply(connection, id, { error: { code: error.code, message: error.message } })
      }
    },
    sweep: () => store.sweep(),
    topicsOf: (clientId) => [...(topicsByClient.get(clientId) ?? [])],
  }
}
