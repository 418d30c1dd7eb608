/**
 * Where a database's schema stands against the migrations this build knows. With several
 * instances on one PostgreSQL the schema is moved by `frame-host migrate`, run once per
 * deploy, and an instance refuses to serve on a schema that is behind it (README "Deploy").
 * A schema ahead of it (a newer build migrated first, during a rolling deploy) is served:
 * migrations only add.
 */
import type { Queryable } from './database.js'
import { MIGRATIONS, type Migration } from './migrations.js'

export type SchemaState = {
  /** The highest version applied to the database (0: none). */
  current: number
  /** The highest version this build knows. */
  expected: number
  /** Versions this build knows that the database has not applied, in order. */
  pending: number[]
}

export async function schemaState(
  db: Queryable,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<SchemaState> {
  const { rows: tables } = await db.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  )
  const applied = new Set<number>()
  if (tables[0]?.name) {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations')
    for (const row of rows) applied.add(Number(row.version))
  }
  const known = migrations.map((m) => m.version).sort((a, b) => a - b)
  return {
    current: Math.max(0, ...applied),
    expected: Math.max(0, ...known),
    pending: known.filter((version) => !applied.has(version)),
  }
}

export class SchemaBehindError extends Error {
  override name = 'SchemaBehindError' as const
  constructor(readonly state: SchemaState) {
    super(
      `the database schema is behind this frame-host (at version ${state.current}, ` +
        `needs ${state.expected}; not applied: ${state.pending.join(', ')}). ` +
        'Run `frame-host migrate` (pnpm --filter frame-host migrate) with the same DATABASE_URL first',
    )
  }
}

/** Throws SchemaBehindError unless every migration of this build is applied. */
export async function requireCurrentSchema(db: Queryable): Promise<SchemaState> {
  const state = await schemaState(db)
  if (state.pending.length > 0) throw new SchemaBehindError(state)
  return state
}
