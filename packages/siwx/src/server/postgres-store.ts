/**
 * The PostgreSQL store (PGlite in-process, or a server). It takes
 * any client with `query(text, params)` answering `{ rows }`: a `pg` Pool or Client, or a
 * PGlite instance. One SQL dialect serves both.
 *
 * Session ids are kept as their SHA-256 only: the id is the cookie's bearer secret, and a
 * read of the database (a leaked backup, a replica) must not be enough to sign in.
 */
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { migrationStatement, SCHEMA_VERSION } from './postgres-migrations.js'
import type { SiwxCacao, SiwxStore, SiwxStoredSession } from './store.js'

export type SqlClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

export type PostgresSiwxStoreOptions = {
  client: SqlClient
  /** Prefix of the store's tables (default 'keyway_siwx'). Letters, digits and _ only. */
  tablePrefix?: string | undefined
}

type SessionRow = {
  data: SiwxStoredSession['data'] | string
  message: string
  signature: string
  cacao: SiwxCacao | string | null
  created_at: Date | string
  expires_at: Date | string
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value)
const ms = (value: Date | string) => new Date(value).getTime()

export type PostgresSiwxStore = SiwxStore & {
  /**
   * Creates the tables, or brings them up to this version's schema (each step once, even
   * with several instances starting at once); safe to call on every start.
   */
  migrate(): Promise<void>
}

/** The schema version `migrate()` brings the tables to. */
export const POSTGRES_SIWX_SCHEMA_VERSION = SCHEMA_VERSION

/** What the sessions table keeps of a session id: its SHA-256, in hex. */
export function sessionIdHash(id: string): string {
  return bytesToHex(sha256(utf8ToBytes(id)))
}

export function createPostgresSiwxStore(options: PostgresSiwxStoreOptions): PostgresSiwxStore {
  const prefix = options.tablePrefix ?? 'keyway_siwx'
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) {
    throw new TypeError(`tablePrefix "${prefix}" must be lowercase letters, digits and _`)
  }
  const nonces = `${prefix}_nonces`
  const sessions = `${prefix}_sessions`
  const migrations = `${prefix}_schema_migrations`
  const { client } = options
  return {
    async migrate() {
      await client.query(migrationStatement({ nonces, sessions, migrations }))
    },
    async addNonce(nonce, expiresAt) {
      await client.query(`DELETE FROM ${nonces} WHERE expires_at <= now()`)
      await client.query(`INSERT INTO ${nonces} (nonce, expires_at) VALUES ($1, $2)`, [
        nonce,
        new Date(expiresAt),
      ])
    },
    async consumeNonce(nonce, now) {
      // DELETE … RETURNING is atomic: of two instances racing, one gets the row.
      const { rows } = await client.query(
        `DELETE FROM ${nonces} WHERE nonce = $1 RETURNING expires_at`,
        [nonce],
      )
      const row = rows[0] as { expires_at: Date | string } | undefined
      return row !== undefined && ms(row.expires_at) > now
    },
    async addSession(session) {
      await client.query(`DELETE FROM ${sessions} WHERE expires_at <= $1`, [
        new Date(session.createdAt),
      ])
      await client.query(
        `INSERT INTO ${sessions}
          (id_sha256, address, chain_id, data, message, signature, cacao, created_at, expires_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          sessionIdHash(session.id),
          session.data.address,
          session.data.chainId,
          JSON.stringify(session.data),
          session.message,
          session.signature,
          session.cacao === undefined ? null : JSON.stringify(session.cacao),
          new Date(session.createdAt),
          new Date(session.expiresAt),
        ],
      )
    },
    async getSession(id, now) {
      const { rows } = await client.query(
        `SELECT data, message, signature, cacao, created_at, expires_at
          FROM ${sessions} WHERE id_sha256 = $1 AND expires_at > $2`,
        [sessionIdHash(id), new Date(now)],
      )
      const row = rows[0] as SessionRow | undefined
      if (!row) return undefined
      return {
        id,
        data: json(row.data),
        message: row.message,
        signature: row.signature,
        ...(row.cacao === null ? {} : { cacao: json(row.cacao) }),
        createdAt: ms(row.created_at),
        expiresAt: ms(row.expires_at),
      }
    },
    async deleteSession(id) {
      await client.query(`DELETE FROM ${sessions} WHERE id_sha256 = $1`, [sessionIdHash(id)])
    },
  }
}
