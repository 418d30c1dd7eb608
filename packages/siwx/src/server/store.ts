/**
 * Where the server helpers keep nonces and sessions. One interface, two
 * implementations: in memory (one process) and PostgreSQL (any number of instances
 * sharing a database; PGlite in-process or a server). A nonce is consumed atomically, so
 * it signs in at most once even when two instances race for it.
 */
import type { SiwxMessageFields } from '../message/message.js'

/** A CACAO (chain-agnostic object capability) as a signer returned it. */
export type SiwxCacao = {
  h: { t: string }
  p: Record<string, unknown>
  s: { t: string; s: string }
}

/** docs/state.md#sign-in-session (data, message, signature, optional cacao) and its ids. */
export type SiwxStoredSession = {
  /** The opaque session id the client holds (a cookie). */
  id: string
  data: SiwxMessageFields
  message: string
  signature: string
  cacao?: SiwxCacao | undefined
  /** ms since the epoch. */
  createdAt: number
  expiresAt: number
}

export interface SiwxStore {
  /** Remembers an issued nonce until `expiresAt` (ms since the epoch). */
  addNonce(nonce: string, expiresAt: number): Promise<void>
  /** Forgets the nonce; true only when it was issued, unexpired at `now` and not used yet. */
  consumeNonce(nonce: string, now: number): Promise<boolean>
  addSession(session: SiwxStoredSession): Promise<void>
  /** The session, when it exists and has not expired at `now`. */
  getSession(id: string, now: number): Promise<SiwxStoredSession | undefined>
  deleteSession(id: string): Promise<void>
}

export type MemorySiwxStoreOptions = {
  /** The most nonces kept at once (default 10 000). */
  maxNonces?: number | undefined
  /** The most sessions kept at once (default 10 000). */
  maxSessions?: number | undefined
  /** The clock used to drop expired entries when the store is full (default Date.now). */
  now?: (() => number) | undefined
}

export const DEFAULT_MEMORY_STORE_LIMIT = 10_000

/**
 * A store in this process's memory: for one server instance, tests and demos. It is
 * capped, so a flood of nonce requests or sign-ins cannot grow it without bound: when a
 * map is full, its expired entries go first, then the oldest (the earliest issued nonce,
 * the earliest opened session) until there is room. A nonce or session evicted that way is
 * gone as if it had expired: its sign-in fails with `nonce`, or the user signs in again.
 */
export function createMemorySiwxStore(options: MemorySiwxStoreOptions = {}): SiwxStore {
  const maxNonces = positiveLimit('maxNonces', options.maxNonces)
  const maxSessions = positiveLimit('maxSessions', options.maxSessions)
  const clock = options.now ?? Date.now
  // Maps iterate in insertion order: the first key is the oldest entry.
  const nonces = new Map<string, number>()
  const sessions = new Map<string, SiwxStoredSession>()

  function makeRoom<V>(map: Map<string, V>, max: number, expiresAt: (value: V) => number) {
    if (map.size < max) return
    const now = clock()
    for (const [key, value] of map) if (expiresAt(value) <= now) map.delete(key)
    for (const key of map.keys()) {
      if (map.size < max) break
      map.delete(key)
    }
  }

  return {
    async addNonce(nonce, expiresAt) {
      nonces.delete(nonce)
      makeRoom(nonces, maxNonces, (value) => value)
      nonces.set(nonce, expiresAt)
    },
    async consumeNonce(nonce, now) {
      const expiresAt = nonces.get(nonce)
      nonces.delete(nonce)
      return expiresAt !== undefined && expiresAt > now
    },
    async addSession(session) {
      sessions.delete(session.id)
      makeRoom(sessions, maxSessions, (value) => value.expiresAt)
      sessions.set(session.id, structuredClone(session))
    },
    async getSession(id, now) {
      const session = sessions.get(id)
      if (session && session.expiresAt <= now) sessions.delete(id)
      return session && session.expiresAt > now ? structuredClone(session) : undefined
    },
    async deleteSession(id) {
      sessions.delete(id)
    },
  }
}

function positiveLimit(name: string, value: number | undefined): number {
  const limit = value ?? DEFAULT_MEMORY_STORE_LIMIT
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new TypeError(`${name} must be a positive integer, got ${value}`)
  }
  return limit
}
