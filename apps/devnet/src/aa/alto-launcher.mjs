/**
 * Runs alto's own command line, but starts loading its modules at once: devnet spawns this
 * before the contracts alto checks for at start are deployed, and sends alto's arguments on
 * stdin once they are (JSON `{ "argv": [...] }`). Loading alto takes most of its start-up,
 * so it overlaps the rest of devnet's. argv[2] is alto's CLI file (cli/alto.js).
 */
import { pathToFileURL } from 'node:url'

const cli = process.argv[2]
if (!cli) {
  process.stderr.write('usage: alto-launcher.mjs <path of alto cli/alto.js>\n')
  process.exit(2)
}
const cliUrl = pathToFileURL(cli)
// Modules alto's handler imports that only define things (and import the heavy packages:
// viem, fastify, Sentry, pino). Not the handler itself, nor alto's options: through
// cli/parseArgs.js and cli/index.js they import cli/alto.js, which parses process.argv
// and runs at once, or take part in its import cycle.
const WARM = [
  '../handlers/index.js',
  '../utils/index.js',
  '../createConfig.js',
  '../executor/senderManager/index.js',
  './setupServer.js',
]
const warm = Promise.all(WARM.map((m) => import(new URL(m, cliUrl).href)))
// A module that fails to load fails again, with its message, when alto's CLI imports it.
warm.catch(() => {})

let input = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => {
  input += chunk
})
process.stdin.on('end', async () => {
  if (input.trim() === '') process.exit(0)
  const { argv } = JSON.parse(input)
  await warm.catch(() => {})
  process.argv = [process.argv[0], cli, ...argv]
  await import(cliUrl.href)
})
