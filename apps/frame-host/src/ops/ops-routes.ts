/**
 * The load balancer's two questions (README "Deploy"). `GET /health`: is the process alive
 * (it answers while the event loop runs, touching nothing else). `GET /ready`: should it get
 * traffic: only while PostgreSQL answers within a bound, the schema has every migration of
 * this build, and the process is not stopping.
 */
import type { Database } from '../db/database.js'
import { schemaState } from '../db/schema-state.js'
import type { Route } from '../server/server.js'

export const READY_DB_TIMEOUT_MS = 2_000

export type ReadyOptions = {
  db: Database
  /** True once a SIGTERM began the shutdown: the balancer should stop sending requests. */
  stopping: () => boolean
}

type Check = { ready: true } | { ready: false; reason: string }

async function check({ db, stopping }: ReadyOptions): Promise<Check> {
  if (stopping()) return { ready: false, reason: 'stopping' }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_DB_TIMEOUT_MS)
  })
  try {
    const state = await Promise.race([schemaState(db), timeout])
    if (state.pending.length > 0) {
      return {
        ready: false,
        reason: `schema at version ${state.current}, needs ${state.expected}: run frame-host migrate`,
      }
    }
    return { ready: true }
  } catch {
    return { ready: false, reason: 'the database does not answer' }
  } finally {
    clearTimeout(timer)
  }
}

export function opsRoutes(options: ReadyOptions): Route[] {
  return [
    { method: 'GET', path: '/health', handler: () => ({ json: { ok: true } }) },
    {
      method: 'GET',
      path: '/ready',
      handler: async () => {
        const result = await check(options)
        return result.ready
          ? { json: { ready: true } }
          : { status: 503, json: result, headers: { 'retry-after': '1' } }
      },
    },
  ]
}
