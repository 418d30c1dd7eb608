import { mkdirSync } from 'node:fs'
import { createFrameHost } from './app.js'
import { ConfigError, type FrameHostConfig, readConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { migrate } from './db/migrations.js'
import { SchemaBehindError } from './db/schema-state.js'
import { createLogger, type Logger, safeError } from './ops/logger.js'
import { createFrameScriptSource } from './server/bundle.js'

/**
 * `npm start`: one frame-host process configured from the environment (read once, here).
 * Prints `FRAME HOST READY <url>` once it answers (after `FRAME HOST METRICS <url>` with
 * METRICS_PORT), logs JSON lines on stdout, and on
 * SIGTERM/SIGINT stops gracefully and exits 0 (README "Deploy").
 * `npm start -- migrate` (`pnpm --filter frame-host migrate`): runs the migrations and exits.
 */
async function serve(config: FrameHostConfig, logger: Logger) {
  // Without a prebuilt FRAME_ENTRY the frame script is bundled from its sources in memory on
  // its first request (about a second), not at start-up: a process that is stopped or
  // probed at once does no build work.
  const frameScript = config.frameEntry ? undefined : createFrameScriptSource()
  const host = await createFrameHost({
    ...config,
    ...(frameScript ? { frameScript } : {}),
    logger,
  })
  logger.info(
    { url: host.url, ...(host.metricsUrl ? { metricsUrl: host.metricsUrl } : {}) },
    'listening',
  )
  if (host.metricsUrl) console.log(`FRAME HOST METRICS ${host.metricsUrl}`)
  console.log(`FRAME HOST READY ${host.url}`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stopping')
    host.stop().then(
      () => exit(logger, 0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed')
        exit(logger, 1)
      },
    )
  }
  // Kept for the whole stop: a second signal (a wrapper passing one on) must not cut it short.
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

async function runMigrations(config: FrameHostConfig, logger: Logger) {
  const db = await openDatabase(config.database)
  try {
    const { applied, current } = await migrate(db)
    logger.info({ applied, current }, 'migrated')
    console.log(
      applied.length > 0
        ? `frame-host: schema migrated to version ${current} (applied ${applied.join(', ')})`
        : `frame-host: schema already at version ${current}`,
    )
  } finally {
    await db.close()
  }
}

/** Exits once the log lines written so far are out. */
function exit(logger: Logger, code: number): void {
  logger.flush(() => process.exit(code))
}

async function main() {
  const command = process.argv[2] ?? 'serve'
  if (command !== 'serve' && command !== 'migrate') {
    throw new ConfigError(`unknown command ${JSON.stringify(command)}: use serve or migrate`)
  }
  const config = readConfig(process.env)
  const logger = createLogger({ level: config.logLevel })
  if ('pgliteDir' in config.database && config.database.pgliteDir) {
    mkdirSync(config.database.pgliteDir, { recursive: true })
  }
  if (command === 'migrate') {
    await runMigrations(config, logger)
    exit(logger, 0)
    return
  }
  await serve(config, logger)
}

main().catch((error: unknown) => {
  // What stops the start is said plainly on stderr: a setting, or a schema to migrate first.
  if (error instanceof ConfigError || error instanceof SchemaBehindError) {
    console.error(`frame-host: ${error.message}`)
  } else {
    console.error('frame-host: could not start:', safeError(error))
  }
  process.exit(1)
})
