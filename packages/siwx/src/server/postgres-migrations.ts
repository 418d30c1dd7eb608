/**
 * The PostgreSQL store's schema, as numbered steps applied once each, in order. The
 * version applied is recorded in `<prefix>_schema_migrations`. Steps are append-only: a
 * change to the schema is a new step, never an edit of one that has shipped.
 *
 * All pending steps run in one statement (a DO block): it is atomic without a transaction
 * handle, so it works the same through a `pg` Pool, a Client or PGlite, and an advisory lock
 * makes two instances starting at once apply each step exactly once.
 */

export type SiwxTables = { nonces: string; sessions: string; migrations: string }

type Migration = { version: number; sql: (tables: SiwxTables) => string }

export const MIGRATIONS: readonly Migration[] = [
  {
    // The first schema (its tables may exist from before versioning; IF NOT EXISTS keeps them).
    version: 1,
    sql: ({ nonces, sessions }) => `
      CREATE TABLE IF NOT EXISTS ${nonces} (
        nonce text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE IF NOT EXISTS ${sessions} (
        id text PRIMARY KEY,
        address text NOT NULL,
        chain_id text NOT NULL,
        data jsonb NOT NULL,
        message text NOT NULL,
        signature text NOT NULL,
        cacao jsonb,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      );`,
  },
  {
    // Session ids are bearer secrets: keep only their SHA-256 (hex), so a leaked database
    // or backup signs no one in. Existing sessions keep working: their id is hashed here.
    version: 2,
    sql: ({ sessions }) => `
      ALTER TABLE ${sessions} RENAME COLUMN id TO id_sha256;
      UPDATE ${sessions} SET id_sha256 = encode(sha256(convert_to(id_sha256, 'UTF8')), 'hex');
      ALTER TABLE ${sessions} ADD CONSTRAINT ${sessions}_id_sha256_hex
        CHECK (id_sha256 ~ '^[0-9a-f]{64}$');
      CREATE INDEX IF NOT EXISTS ${sessions}_expires_at ON ${sessions} (expires_at);`,
  },
]

export const SCHEMA_VERSION = MIGRATIONS.length

/** One statement that brings the tables from any earlier version to SCHEMA_VERSION. */
export function migrationStatement(tables: SiwxTables): string {
  const steps = MIGRATIONS.map(
    ({ version, sql }) => `
    IF applied < ${version} THEN
      ${sql(tables)}
      INSERT INTO ${tables.migrations} (version) VALUES (${version});
    END IF;`,
  ).join('')
  return `DO $migrate$
  DECLARE applied integer;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('${tables.migrations}'));
    CREATE TABLE IF NOT EXISTS ${tables.migrations} (
      version integer PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    SELECT coalesce(max(version), 0) INTO applied FROM ${tables.migrations};${steps}
  END
  $migrate$`
}
