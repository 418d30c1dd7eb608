/**
 * `pnpm bench:peers`: Keyway's modal measured beside RainbowKit and AppKit in one run.
 *
 * Builds five throwaway React + Vite apps under the OS temp dir (apps.ts): AppKit with its
 * wagmi adapter and RainbowKit with wagmi, from the npm registry at the versions of
 * versions.ts; Keyway's minimal app from its packed tarballs; and two baselines, React +
 * wagmi + viem + react-query, and React alone. Serves each on loopback and measures them in
 * the same Chromium, interleaved, BENCH_RUNS times (default 10), each run in fresh contexts
 * with every request to another host blocked and counted (measure.ts). Prints the medians
 * as a markdown table and Keyway's figures against its goals (report.ts). It asserts
 * nothing: a benchmark, not a test.
 *
 * PEERS_KEEP=1 keeps the temp folder; PEERS_REUSE=<that folder> measures the apps built
 * there again without installing; PEERS_SKIP_BUILD=1 packs Keyway's dist as it is;
 * BENCH_LOCK=<file> holds a flock lock while the browser runs.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import { launchChromium } from '../../scripts/lib/browser.js'
import { sizeBuiltFiles } from '../../scripts/lib/initial-js.js'
import { type ServedApp, serveApp } from '../minimal-app/measure.js'
import { PackageBuildError } from '../minimal-app/packages.js'
import { preparePackages } from '../minimal-app/prepare-packages.js'
import { countUrls } from '../minimal-app/report.js'
import { seconds } from '../minimal-app/throwaway-app.js'
import { APP_IDS, APPS, type AppId, type BuiltPeerApp, createBenchApp } from './apps.js'
import { acquireLock, type HeldLock } from './lock.js'
import { MAX_WATCH_MS, measureGuarded, measureTiming, QUIET_MS } from './measure.js'
import {
  evaluateGoals,
  type Figures,
  goalsLine,
  markdownTable,
  type RunFigures,
  summarize,
} from './report.js'
import { PINNED_SUMMARY } from './versions.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const KEEP = process.env.PEERS_KEEP === '1'
const REUSE = process.env.PEERS_REUSE
const SKIP_BUILD = process.env.PEERS_SKIP_BUILD === '1'
const LOCK = process.env.BENCH_LOCK

const packagesDir = fileURLToPath(new URL('../../../../packages/', import.meta.url))

const log = (message: string) => console.log(message)

type Run = { figures: RunFigures; outside: string[]; entries: string[] }

async function measureRun(browser: Browser, app: BuiltPeerApp, url: string): Promise<Run> {
  const guarded = await measureGuarded(browser, url, app.spec)
  const timing = await measureTiming(browser, url, app.spec)
  const modal = app.spec.walletEntry !== undefined
  const before = await sizeBuiltFiles(app.distDir, guarded.jsBefore)
  const onOpen = await sizeBuiltFiles(app.distDir, guarded.jsOnOpen)
  const onPoint = await sizeBuiltFiles(app.distDir, guarded.jsOnPoint)
  return {
    figures: {
      jsBeforeBytes: before.totalGzipBytes,
      jsOnOpenBytes: modal ? onOpen.totalGzipBytes : null,
      jsOnPointBytes: modal ? onPoint.totalGzipBytes : null,
      firstViewMs: modal ? timing.firstViewMs : null,
      settledMs: modal ? timing.settledMs : null,
      domNodes: guarded.domNodes,
      heapBytes: guarded.heapBytes,
      outsideRequests: guarded.outside.length,
    },
    outside: [...guarded.outside, ...timing.outside],
    entries: guarded.entries,
  }
}

/** "commit abc1234 (with uncommitted changes)" of the checkout Keyway was packed from. */
function keywayCommit(): string {
  try {
    const options = { cwd: packagesDir, encoding: 'utf8' } as const
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], options)
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.'], options)
    return `commit ${head.trim()}${dirty.trim() ? ' (with uncommitted changes in packages/)' : ''}`
  } catch {
    return 'an unknown commit'
  }
}

function printResults(
  browser: Browser,
  figures: Figures,
  runs: Record<AppId, Run[]>,
  commit: string,
): void {
  const cpu = cpus()
  console.log(
    `\n## Keyway beside RainbowKit and AppKit (${new Date().toISOString().slice(0, 10)}, median of ${RUNS} runs)\n`,
  )
  console.log(
    `Chromium ${browser.version()} headless, offline; ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ` +
      `${Math.round(totalmem() / 1e9)} GB; Keyway as of ${commit}; ${PINNED_SUMMARY.join(', ')}.\n`,
  )
  for (const line of markdownTable(figures)) console.log(line)
  console.log(`\n${goalsLine(evaluateGoals(figures))}`)

  console.log('\nNotes')
  for (const id of APP_IDS) {
    const spec = APPS[id]
    const app = figures[id]
    const entries = countUrls(runs[id].map((run) => run.entries.join(', ')))
    const parts: string[] = []
    if (spec.walletEntry) {
      parts.push(`wallet entries shown: ${entries.join(' or ')}`)
      const views = runs[id].map((run) => run.figures.firstViewMs ?? Number.NaN)
      parts.push(`first view per run (ms): ${views.map((v) => Math.round(v)).join(', ')}`)
      const settled = runs[id].map((run) => run.figures.settledMs ?? Number.NaN)
      parts.push(`settled per run (ms): ${settled.map((v) => Math.round(v)).join(', ')}`)
      if (app.neverFirstView + app.neverSettled > 0) {
        parts.push(`no view in ${app.neverFirstView}, never settled in ${app.neverSettled} runs`)
      }
    } else {
      parts.push(
        'no modal: its button is clicked as the others are; DOM and heap once the page is idle again',
      )
    }
    console.log(`- ${spec.label}: ${parts.join('; ')}`)
  }
  console.log('\nRequests to other hosts (all runs, both contexts, load and open; none reached)')
  for (const id of APP_IDS) {
    const hosts = runs[id].flatMap((run) => run.outside.map((url) => new URL(url).host))
    const listed = countUrls(hosts)
    console.log(`- ${APPS[id].label}: ${listed.length === 0 ? 'none' : listed.join(', ')}`)
  }
  console.log(
    `\n(settled: the last DOM mutation or resource load after the click, followed by ${QUIET_MS} ms of none; watched up to ${MAX_WATCH_MS / 1000} s)`,
  )
}

async function buildApps(root: string): Promise<BuiltPeerApp[]> {
  const tarballs = await preparePackages(root, {
    skipBuild: SKIP_BUILD,
    skipNote: 'PEERS_SKIP_BUILD=1',
    log,
  })
  log('installing and building the five apps (npm registry; a few minutes)…')
  const apps: BuiltPeerApp[] = []
  for (const id of APP_IDS) apps.push(await createBenchApp(id, join(root, id), tarballs, log))
  return apps
}

async function reuseApps(root: string): Promise<BuiltPeerApp[]> {
  const apps: BuiltPeerApp[] = []
  for (const id of APP_IDS) {
    const dir = join(root, id)
    await stat(join(dir, 'dist', 'index.html'))
    apps.push({ spec: APPS[id], dir, distDir: join(dir, 'dist') })
  }
  log(`measuring the apps built in ${root} (PEERS_REUSE)`)
  return apps
}

async function main(): Promise<void> {
  const startedAll = performance.now()
  const root = REUSE ?? (await mkdtemp(join(tmpdir(), 'keyway-peers-')))
  let browser: Browser | undefined
  let lock: HeldLock | undefined
  const servers: ServedApp[] = []
  try {
    // The commit Keyway was packed from, kept beside the apps for a PEERS_REUSE rerun.
    const commitFile = join(root, 'keyway-commit.txt')
    const commit = REUSE
      ? (await readFile(commitFile, 'utf8').catch(() => 'an unknown commit')).trim()
      : keywayCommit()
    const apps = REUSE ? await reuseApps(root) : await buildApps(root)
    if (!REUSE) await writeFile(commitFile, `${commit}\n`)
    if (LOCK) {
      log(`waiting for the lock ${LOCK}…`)
      lock = await acquireLock(LOCK)
    }
    browser = await launchChromium()
    const urls = new Map<AppId, string>()
    for (const app of apps) {
      const server = await serveApp(app.dir)
      servers.push(server)
      urls.set(app.spec.id, server.url)
    }
    const started = performance.now()
    log(`measuring (${RUNS} runs of each app, interleaved)…`)
    const runs = Object.fromEntries(APP_IDS.map((id) => [id, [] as Run[]])) as Record<AppId, Run[]>
    for (let run = 0; run < RUNS; run++) {
      for (const app of apps) {
        const url = urls.get(app.spec.id)
        if (url) runs[app.spec.id].push(await measureRun(browser, app, url))
      }
    }
    log(`  measured in ${seconds(started)}`)
    const figures = Object.fromEntries(
      APP_IDS.map((id) => [id, summarize(runs[id].map((run) => run.figures))]),
    ) as Figures
    printResults(browser, figures, runs, commit)
    const kept = KEEP && !REUSE ? `; apps kept in ${root}` : ''
    console.log(`\nbench took ${seconds(startedAll)}${kept}`)
  } finally {
    await browser?.close()
    lock?.release()
    for (const server of servers) await server.close()
    if (!KEEP && !REUSE) await rm(root, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof PackageBuildError) console.error(error.message)
    else console.error(error)
    process.exit(1)
  },
)
