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

/** spec §3 Wallet sign-in session (data, message, signature, optional cacao) and its ids. */
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

/** A store in this process's memory: for one server instance, tests and demos. */
export function createMemorySiwxStore(): SiwxStore {
  const nonces = new Map<string, number>()
  const sessions = new Map<string, SiwxStoredSession>()
  function sweep(now: number) {
    for (const [nonce, expiresAt] of nonces) if (expiresAt <= now) nonces.delete(nonce)
    for (const [id, session] of sessions) if (session.expiresAt <= now) sessions.delete(id)
  }
  return {
    async addNonce(nonce, expiresAt) {
      sweep(Date.now())
      nonces.set(nonce, expiresAt)
    },
    async consumeNonce(nonce, now) {
      const expiresAt = nonces.get(nonce)
      nonces.delete(nonce)
      return expiresAt !== undefined && expiresAt > now
    },
    async addSession(session) {
      sessions.set(session.id, structuredClone(session))
    },
    async getSession(id, now) {
      const session = sessions.get(id)
      return session && session.expiresAt > now ? structuredClone(session) : undefined
    },
    async deleteSession(id) {
      sessions.delete(id)
    },
  }
}
