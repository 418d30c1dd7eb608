/**
 * The relay's per-topic mailbox: a published message waits here until its TTL ends, so a
 * peer that subscribes later (the wallet scanning the pairing URI after the dapp already
 * published its proposal) still receives it. A message is handed to each client at most
 * until that client acknowledges it, and never to the client that published it.
 */

export type StoredMessage = {
  /** Stable key (topic + message) so duplicates published twice are kept once. */
  key: string
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** Client ids (did:key) of the publisher: never delivered back to it. */
  senderId: string
  /** Clients that acknowledged it. */
  ackedBy: Set<string>
}

export type PublishInput = {
  topic: string
  message: string
  senderId: string
  /** Seconds, as in irn_publish. */
  ttl: number
  tag: number
  attestation?: string
}

export type TopicStore = {
  /** Stores a message (the very same message published twice is kept once). */
  publish(input: PublishInput): StoredMessage
  /** Unexpired messages on `topic` that `clientId` has not acknowledged and did not send. */
  pendingFor(topic: string, clientId: string): StoredMessage[]
  acknowledge(topic: string, key: string, clientId: string): void
  /** Drops expired messages (also done lazily on every read). */
  sweep(): void
  size(): number
}

export type TopicStoreOptions = {
  now: () => number
  /** TTL bounds in seconds; the relay clamps client values into them. */
  minTtl?: number
  maxTtl?: number
  /** Oldest messages are dropped beyond this many per topic (keeps memory bounded). */
  maxPerTopic?: number
}

export const DEFAULT_MIN_TTL = 10
export const DEFAULT_MAX_TTL = 30 * 24 * 60 * 60
export const DEFAULT_MAX_PER_TOPIC = 500

export function createTopicStore(options: TopicStoreOptions): TopicStore {
  const minTtl = options.minTtl ?? DEFAULT_MIN_TTL
  const maxTtl = options.maxTtl ?? DEFAULT_MAX_TTL
  const maxPerTopic = options.maxPerTopic ?? DEFAULT_MAX_PER_TOPIC
  const byTopic = new Map<string, StoredMessage[]>()

  function live(topic: string): StoredMessage[] {
    const list = byTopic.get(topic)
    if (!list) return []
    const now = options.now()
    const kept = list.filter((m) => m.expiresAt > now)
    if (kept.length === 0) byTopic.delete(topic)
    else if (kept.length !== list.length) byTopic.set(topic, kept)
    return kept
  }

  return {
    publish(input) {
      const list = live(input.topic)
      const key = `${input.topic}:${input.message}`
      const existing = list.find((m) => m.key === key)
      if (existing) return existing
      const now = options.now()
      const ttl = Math.min(
        Math.max(Number.isFinite(input.ttl) ? input.ttl : minTtl, minTtl),
        maxTtl,
      )
      const stored: StoredMessage = {
        key,
        topic: input.topic,
        message: input.message,
        publishedAt: now,
        expiresAt: now + ttl * 1000,
        tag: input.tag,
        senderId: input.senderId,
        ackedBy: new Set(),
        ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
      }
      const next = [...list, stored]
      byTopic.set(input.topic, next.length > maxPerTopic ? next.slice(-maxPerTopic) : next)
      return stored
    },
    pendingFor(topic, clientId) {
      return live(topic).filter((m) => m.senderId !== clientId && !m.ackedBy.has(clientId))
    },
    acknowledge(topic, key, clientId) {
      live(topic)
        .find((m) => m.key === key)
        ?.ackedBy.add(clientId)
    },
    sweep() {
      for (const topic of [...byTopic.keys()]) live(topic)
    },
    size() {
      let total = 0
      for (const list of byTopic.values()) total += list.length
      return total
    },
  }
}
