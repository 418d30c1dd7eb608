import { startDevnet } from '../src/devnet.js'
import { runRoundTrip } from '../src/relay/peers.js'

/**
 * `pnpm --filter @keyway/devnet bench`: devnet start-up time and the WalletConnect relay round
 * trip (pair → approve → personal_sign answered), median of a few runs, printed as figures
 * so later changes can be compared. Not an assertion: the numbers depend on the machine.
 * BENCH_RUNS sets the number of runs (default 5).
 */

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`

async function main(): Promise<void> {
  const startups: number[] = []
  const stops: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const devnet = await startDevnet({ ports: 'free' })
    startups.push(performance.now() - t0)
    const t1 = performance.now()
    await devnet.stop()
    stops.push(performance.now() - t1)
  }

  const devnet = await startDevnet({ ports: 'free' })
  const connect: number[] = []
  const sign: number[] = []
  const total: number[] = []
  try {
    const key = devnet.accounts.evm[1]?.privateKey
    if (!key) throw new Error('devnet has no second EVM account')
    for (let i = 0; i < runs; i++) {
      const r = await runRoundTrip({
        relayUrl: devnet.urls.relay,
        projectId: 'keyway-test',
        walletPrivateKey: key,
      })
      if (!r.signatureValid) throw new Error('the wallet answered with an invalid signature')
      connect.push(r.connectMs)
      sign.push(r.signMs)
      total.push(r.connectMs + r.signMs)
    }
  } finally {
    await devnet.stop()
  }

  const rows: [string, number[]][] = [
    ['devnet start-up (all services ready)', startups],
    ['devnet stop', stops],
    ['relay: pair + approve session', connect],
    ['relay: personal_sign request answered', sign],
    ['relay: pair → approve → request (total)', total],
  ]
  process.stdout.write(`devnet benchmark, median of ${runs} run(s)\n`)
  const width = Math.max(...rows.map(([label]) => label.length))
  for (const [label, values] of rows) {
    process.stdout.write(
      `  ${label.padEnd(width)}  ${fmt(median(values)).padStart(10)}   (min ${fmt(Math.min(...values))}, max ${fmt(Math.max(...values))})\n`,
    )
  }
  process.exit(0)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error)}\n`,
  )
  process.exit(1)
})
