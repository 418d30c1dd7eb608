/**
 * Versioned schema migrations. Each runs once, in order, inside one transaction that holds
 * a transaction-scoped advisory lock: two frame-host processes starting together on one
 * PostgreSQL server queue behind each other, and the second finds nothing left to do.
 * A migration that is released is never edited; a change is a new version.
 */
import type { Database } from './database.js'

export type Migration = { version: number; name: string; statements: readonly string[] }

/** Any constant shared by every frame-host process; it names "the migration lock". */
const MIGRATION_LOCK = 7_215_640_981

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, devices, sessions, otp codes, login throttle, rate limits, key material',
    statements: [
      `CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        -- wrong codes since the last good one, over both instances (spec §4 Email login)
        failed_otp_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz
      )`,
      `CREATE TABLE devices (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- sha256 of the id the frame keeps in its own storage
        device_hash text NOT NULL,
        verified_at timestamptz,
        approval_token_hash text UNIQUE,
        approval_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        UNIQUE (user_id, device_hash)
      )`,
      `CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_id uuid REFERENCES devices(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX sessions_user_id ON sessions (user_id)',
      `CREATE TABLE otp_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('login', 'update_primary', 'update_secondary')),
        -- where the code was sent
        email text NOT NULL,
        -- the address an email update moves to
        new_email text,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        consumed_at timestamptz
      )`,
      'CREATE INDEX otp_codes_email_created ON otp_codes (email, created_at)',
      'CREATE INDEX otp_codes_user_purpose ON otp_codes (user_id, purpose)',
      `CREATE TABLE login_throttle (
        -- when an email login was last started for this address (spec §4: 30 s between)
        email text PRIMARY KEY,
        last_started_at timestamptz NOT NULL
      )`,
      `CREATE TABLE rate_limits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
      'CREATE INDEX rate_limits_window_start ON rate_limits (window_start)',
      `CREATE TABLE key_material (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        format_version integer NOT NULL,
        kek_id text NOT NULL,
        wrapped_data_key bytea NOT NULL,
        encrypted_keys bytea NOT NULL,
        -- public: what the frame shows the dapp, readable without the KEK
        eip155_address text NOT NULL,
        solana_address text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
    ],
  },
]

export type MigrateResult = { applied: number[]; current: number }

export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrateResult> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations')
    const done = new Set(rows.map((row) => Number(row.version)))
    const applied: number[] = []
    for (const migration of ordered) {
      if (done.has(migration.version)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
      applied.push(migration.version)
    }
    const current = Math.max(0, ...done, ...applied)
    return { applied, current }
  })
}
