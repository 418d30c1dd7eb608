import { mkdirSync } from 'node:fs'
import { createFrameHost } from './app.js'
import { ConfigError, readConfig } from './config.js'
import { createFrameScriptSource } from './server/bundle.js'

/**
 * `npm start`: one frame-host process configured from the environment. Prints
 * `FRAME HOST READY <url>` once it answers, and stops cleanly on SIGINT/SIGTERM.
 */
async function main() {
  const config = readConfig(process.env)
  if (config.database && 'pgliteDir' in config.database && config.database.pgliteDir) {
    mkdirSync(config.database.pgliteDir, { recursive: true })
  }
  // Without a prebuilt FRAME_ENTRY the frame script is bundled from its sources in memory on
  // its first request (about a second), not at start-up: a process that is stopped or
  // probed at once does no build work.
  const frameScript = config.frameEntry ? undefined : createFrameScriptSource()
  const host = await createFrameHost({
    ...config,
    ...(frameScript ? { frameScript } : {}),
    onError: (error) => console.error('frame-host:', error),
  })
  console.log(`FRAME HOST READY ${host.url}`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    host.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('frame-host: stop failed:', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `frame-host: ${error.message}` : error)
  process.exit(1)
})
