#!/usr/bin/env node
import { type Devnet, readyJson, readyLine, startDevnet } from './devnet.js'

/**
 * `keyway-devnet` (in this repository `pnpm --filter @keyway/devnet start`): starts every
 * stand-in, prints where each one is, then one `DEVNET READY {json}` line for scripts, and
 * stops everything on Ctrl-C / SIGTERM (also when the signal comes while it is still
 * starting). `--verbose` logs relay frames to stderr. `--json` prints only the READY JSON,
 * as one line on stdout, and the table to stderr, so a script can read stdout as it is.
 */

const USAGE = `usage: keyway-devnet [--json] [--verbose]

  --json     print only the READY JSON on stdout (one line); the rest goes to stderr
  --verbose  also log every relay frame to stderr

Ports, host and projects come from KEYWAY_DEVNET_* variables (see the README).
Ctrl-C or SIGTERM stops everything.
`

const args = process.argv.slice(2)
const unknown = args.filter((arg) => !['--json', '--verbose', '--help', '-h'].includes(arg))
if (args.includes('--help') || args.includes('-h') || unknown.length > 0) {
  if (unknown.length > 0) process.stderr.write(`keyway-devnet: unknown option ${unknown[0]}\n`)
  ;(unknown.length > 0 ? process.stderr : process.stdout).write(USAGE)
  process.exit(unknown.length > 0 ? 2 : 0)
}
const json = args.includes('--json')
const verbose = args.includes('--verbose')
const startedAt = performance.now()
const starting = startDevnet(verbose ? { log: (line) => process.stderr.write(`${line}\n`) } : {})
let stopping = false

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

async function shutdown(code: number, why: string): Promise<void> {
  if (stopping) {
    // A second Ctrl-C while stopping: give up waiting.
    process.stderr.write('devnet: forced exit\n')
    process.exit(code || 1)
  }
  stopping = true
  process.stderr.write(`devnet: ${why}, stopping…\n`)
  try {
    // Wait for a start still in progress, so no half-started anvil outlives us.
    const devnet = await starting.catch(() => undefined)
    await devnet?.stop()
  } finally {
    process.exit(code)
  }
}

process.on('SIGINT', () => void shutdown(0, 'SIGINT'))
process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'))
process.on('uncaughtException', (error) => {
  process.stderr.write(`devnet: uncaught ${describeError(error)}\n`)
  void shutdown(1, 'crashed')
})
process.on('unhandledRejection', (reason) => {
  process.stderr.write(`devnet: unhandled rejection ${describeError(reason)}\n`)
  void shutdown(1, 'crashed')
})

function table(d: Devnet): string {
  const width = Math.max(...Object.keys(d.urls).map((k) => k.length))
  const lines = Object.entries(d.urls)
    .filter(([, url]) => url !== '') // the bundler, when started without the ERC-4337 stack
    .map(([name, url]) => `  ${name.padEnd(width)}  ${url}`)
  const chains = d.evm.chains.map((c) => `eip155:${c.chainId}`).join(', ')
  return [
    'devnet is up:',
    ...lines,
    `  ${chains}: ${d.accounts.evm.length} funded accounts (first ${d.accounts.evm[0]?.address})`,
    `  solana: ${d.accounts.solana.length} funded accounts (first ${d.accounts.solana[0]?.publicKey}), test USDC mint ${d.solana.usdcMint.address}`,
    `  mail inbox ${d.urls.mailbox}/ · projects ${d.projects
      .list()
      .map((p) => p.id)
      .join(', ')}`,
    `  started in ${Math.round(performance.now() - startedAt)} ms; Ctrl-C stops everything`,
    '',
  ].join('\n')
}

starting.then(
  (d) => {
    if (stopping) return
    if (json) {
      process.stderr.write(table(d))
      process.stdout.write(`${readyJson(d)}\n`)
    } else {
      process.stdout.write(table(d))
      process.stdout.write(`${readyLine(d)}\n`)
    }
  },
  (error: unknown) => {
    // startDevnet already stopped whatever had started.
    process.stderr.write(`devnet: failed to start: ${describeError(error)}\n`)
    process.exit(1)
  },
)
