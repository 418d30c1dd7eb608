/**
 * The PostgreSQL store (PGlite in-process, or a server). It takes
 * any client with `query(text, params)` answering `{ rows }`: a `pg` Pool or Client, or a
 * PGlite instance. One SQL dialect serves both.
 */
import type { SiwxCacao, SiwxStore, SiwxStoredSession } from './store.js'

export type SqlClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

export type PostgresSiwxStoreOptions = {
  client: SqlClient
  /** Prefix of the two tables (default 'keyway_siwx'). Letters, digits and _ only. */
  tablePrefix?: string | undefined
}

type SessionRow = {
  id: string
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
  /** Creates the tables when they are missing; safe to call on every start. */
  migrate(): Promise<void>
}

export function createPostgresSiwxStore(options: PostgresSiwxStoreOptions): PostgresSiwxStore {
  const prefix = options.tablePrefix ?? 'keyway_siwx'
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) {
    throw new TypeError(`tablePrefix "${prefix}" must be lowercase letters, digits and _`)
  }
  const nonces = `${prefix}_nonces`
  const sessions = `${prefix}_sessions`
  const { client } = options
  return {
    async migrate() {
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${nonces} (
          nonce text PRIMARY KEY,
          expires_at timestamptz NOT NULL
        )`,
      )
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${sessions} (
          id text PRIMARY KEY,
          address text NOT NULL,
          chain_id text NOT NULL,
          data jsonb NOT NULL,
          message text NOT NULL,
          signature text NOT NULL,
          cacao jsonb,
          created_at timestamptz NOT NULL,
          expires_at timestamptz NOT NULL
        )`,
      )
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
      await client.query(
        `INSERT INTO ${sessions}
          (id, address, chain_id, data, message, signature, cacao, created_at, expires_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          session.id,
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
        `SELECT id, data, message, signature, cacao, created_at, expires_at
          FROM ${sessions} WHERE id = $1 AND expires_at > $2`,
        [id, new Date(now)],
      )
      const row = rows[0] as SessionRow | undefined
      if (!row) return undefined
      return {
        id: row.id,
        data: json(row.data),
        message: row.message,
        signature: row.signature,
        ...(row.cacao === null ? {} : { cacao: json(row.cacao) }),
        createdAt: ms(row.created_at),
        expiresAt: ms(row.expires_at),
      }
    },
    async deleteSession(id) {
      await client.query(`DELETE FROM ${sessions} WHERE id = $1`, [id])
    },
  }
}
