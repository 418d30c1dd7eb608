/**
 * `pnpm --filter demo start`: builds the demo against devnet ($KEYWAY_DEVNET, the READY JSON
 * that the root `npm run demo` passes on; devnet's fixed ports otherwise) and frame-host
 * ($KEYWAY_FRAME_HOST, its READY URL; no email login without it), serves it on
 * 127.0.0.1:5173 (or the next free port) and prints one line on stdout:
 *
 *   DEMO READY http://127.0.0.1:5173/
 *
 * SIGINT / SIGTERM close the server and exit 0; a second signal exits at once.
 */
import { buildDemo, type DemoServer, serveDemo } from './lib/demo-server.js'
import { readDevnetEndpoints } from './lib/devnet-endpoints.js'

let server: DemoServer | undefined
let stopping = false

function stop(signal: NodeJS.Signals) {
  if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143)
  stopping = true
  const closing = server ? server.close() : Promise.resolve()
  closing.then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

try {
  // KEYWAY_FRAME_HOST (frame-host's READY URL, from `npm run demo`) adds the email login.
  const devnet = readDevnetEndpoints(process.env.KEYWAY_DEVNET, {
    frameHost: process.env.KEYWAY_FRAME_HOST,
  })
  const port = process.env.DEMO_PORT ? Number(process.env.DEMO_PORT) : undefined
  await buildDemo({ devnet, verbose: process.argv.includes('--verbose') })
  if (!stopping) {
    server = await serveDemo({ devnet, ...(port !== undefined ? { port } : {}) })
    if (stopping) await server.close()
    else process.stdout.write(`DEMO READY ${server.url}\n`)
  }
} catch (error) {
  process.stderr.write(`demo: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
