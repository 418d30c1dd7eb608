import { randomUUID } from 'node:crypto'
import { type PostgresServer, startPostgresServer } from '@keyway/devnet'
import pg from 'pg'
import { type Database, openDatabase } from '../db/database.js'

/**
 * The two engines every store test runs on: PGlite in memory, and a real PostgreSQL
 * server (devnet's throwaway cluster, or $DATABASE_URL) with a fresh database per call,
 * so files and tests never see each other's rows. Nothing is skipped: without PostgreSQL
 * installed, the server half fails with devnet's PostgresNotInstalledError.
 */
export type TestEngines = {
  /** An empty database (no tables) on the named engine. */
  fresh(engine: 'pglite' | 'postgres'): Promise<Database>
  /** A fresh empty PostgreSQL database: its URL, for several pools or processes. */
  freshPostgresUrl(): Promise<string>
  stop(): Promise<void>
}

export function createTestEngines(): TestEngines {
  let server: Promise<PostgresServer> | undefined
  // One PGlite per file, emptied for each test: starting one takes seconds of WebAssembly.
  let pglite: Promise<Database> | undefined
  const opened: Database[] = []
  const freshPostgresUrl = async () => {
    server ??= startPostgresServer()
    const { connectionString } = await server
    const name = `fh_${randomUUID().replaceAll('-', '')}`
    const admin = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE ${name}`)
    } finally {
      await admin.end()
    }
    const url = new URL(connectionString)
    url.pathname = `/${name}`
    return url.toString()
  }
  return {
    freshPostgresUrl,
    async fresh(engine) {
      if (engine === 'pglite') {
        pglite ??= openDatabase({}).then((db) => {
          opened.push(db)
          return db
        })
        const db = await pglite
        await db.query('DROP SCHEMA public CASCADE')
        await db.query('CREATE SCHEMA public')
        return { ...db, close: async () => {} }
      }
      const db = await openDatabase({ databaseUrl: await freshPostgresUrl(), poolSize: 4 })
      opened.push(db)
      return db
    },
    async stop() {
      await Promise.allSettled(opened.map((db) => db.close()))
      if (server) await (await server).stop()
    },
  }
}

export const ENGINES = ['pglite', 'postgres'] as const
