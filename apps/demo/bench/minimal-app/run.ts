/**
 * `pnpm --filter demo bench:minimal`: "a new user's first app". Builds and packs
 * @keyway/core, ui, react, embedded-wallet and adapter-evm, installs the tarballs into a throwaway React +
 * Vite app under the OS temp folder (Ethereum mainnet, a placeholder project id, default
 * options, no endpoints, one button that opens the modal) and into a baseline app with the
 * wagmi + viem a dapp already has but no Keyway, builds both with Vite, serves them on
 * loopback and measures in Debian's Chromium. It prints figures and asserts nothing.
 *
 * Figures (medians of BENCH_RUNS runs, default 5, each in fresh contexts):
 * - JS before the first click: gzip -9 per file of every same-origin script loaded until the
 *   page is idle, with no pointer or focus on a Keyway button (the modal fetches its views on
 *   such intent), summed; Keyway's share = minimal − baseline.
 * - Non-loopback requests during load, open and close (routed and aborted; must be 0), with
 *   and without a wallet extension.
 * - DOM nodes after open (the document and every shadow root, elements, text and comments,
 *   as bench:peers counts them), with a breakdown by shadow host.
 * - JS heap after open: in use after a forced garbage collection (CDP), taken as bench:peers
 *   takes it, with the DOM count (the baseline, which has no modal: once loaded); then a heap
 *   snapshot of the same page summed by kind of object (heap-breakdown.ts): bytecode, baseline
 *   code, strings, object shapes... Then the same heap figure once the pointer rests on the
 *   first wallet entry: the visitor's first action, which hands the shell's Connect view to
 *   the modal's Lit dialog.
 * - Click → first view: the modal's Connect view with its wallet entry painted; cold (the
 *   pointer arrives with the click) and after 300 ms of hover on the button.
 * - Reload → restored account: frames between the button's first paint and the address in
 *   it, for the minimal app, the baseline and "minimal-storage" (the minimal app with
 *   `storage: window.localStorage`: by default Keyway keeps its state in memory).
 *
 * MINIMAL_APP_KEEP=1 keeps the temp folder (apps, tarballs) for a look afterwards;
 * MINIMAL_APP_SKIP_BUILD=1 packs the packages' dist as it is, without building first.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { launchChromium } from '../../scripts/lib/browser.js'
import { type InitialJs, sizeBuiltFiles } from '../../scripts/lib/initial-js.js'
import { median } from '../frame-watch.js'
import type { AppKind } from './app-sources.js'
import type { NodeKinds } from './dom-count.js'
import { HEAP_KINDS } from './heap-breakdown.js'
import {
  type ClickToView,
  type LoadOpenClose,
  measureClickToView,
  measureLoadOpenClose,
  measureRestore,
  type Restore,
  type ServedApp,
  serveApp,
} from './measure.js'
import { breakDown, readChunkModules } from './module-breakdown.js'
import { PackageBuildError } from './packages.js'
import { preparePackages } from './prepare-packages.js'
import { countUrls, kb, largestFiles, mb, ms, paintGap, table } from './report.js'
import { type BuiltApp, createApp, seconds } from './throwaway-app.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const KEEP = process.env.MINIMAL_APP_KEEP === '1'
const SKIP_BUILD = process.env.MINIMAL_APP_SKIP_BUILD === '1'
/** How long the pointer rests on the button before the "hover, then click" figure. */
const HOVER_MS = 300
const KINDS: readonly AppKind[] = ['minimal', 'baseline', 'minimal-storage']

const log = (message: string) => console.log(message)

type RunResult = {
  /** Load, open and close: the minimal app and the baseline. */
  js?: InitialJs
  /** What opening the modal fetched (the minimal app). */
  openJs?: InitialJs
  noWallet?: LoadOpenClose
  withWallet?: LoadOpenClose
  /** The minimal app only. */
  clickToView?: ClickToView
  /** The same after the pointer rested 300 ms on the button. */
  hoverClickToView?: ClickToView
  restore: Restore
}

async function measureRun(browser: Browser, app: BuiltApp, served: ServedApp): Promise<RunResult> {
  // minimal-storage differs from minimal only in where it persists: its restore is the figure.
  if (app.kind === 'minimal-storage') {
    return { restore: await measureRestore(browser, served.url, app.kind) }
  }
  const noWallet = await measureLoadOpenClose(browser, served.url, app.kind, false)
  const withWallet = await measureLoadOpenClose(browser, served.url, app.kind, true)
  const js = await sizeBuiltFiles(app.distDir, noWallet.jsPaths)
  const openJs = await sizeBuiltFiles(app.distDir, noWallet.openJsPaths)
  const minimal = app.kind === 'minimal'
  const clickToView = minimal ? await measureClickToView(browser, served.url) : undefined
  const hoverClickToView = minimal
    ? await measureClickToView(browser, served.url, { hoverMs: HOVER_MS })
    : undefined
  const restore = await measureRestore(browser, served.url, app.kind)
  return {
    js,
    ...(app.kind === 'minimal' ? { openJs } : {}),
    noWallet,
    withWallet,
    restore,
    ...(clickToView ? { clickToView } : {}),
    ...(hoverClickToView ? { hoverClickToView } : {}),
  }
}

const gapFrames = (restore: Restore) =>
  restore.addressFrame < 0 ? -1 : restore.addressFrame - restore.buttonFrame
const gapMs = (restore: Restore) =>
  restore.addressFrame < 0 ? Number.NaN : restore.addressAt - restore.buttonAt

function restoreRow(label: string, runs: RunResult[]): string[] {
  const restores = runs.map((run) => run.restore)
  const never = restores.filter((restore) => restore.addressFrame < 0).length
  const restored = restores.filter((restore) => restore.addressFrame >= 0)
  const med = (pick: (restore: Restore) => number) => median(restored.map(pick))
  return [
    label,
    ms(median(restores.map((restore) => restore.buttonAt))),
    restored.length > 0 ? ms(med((restore) => restore.addressAt)) : 'never',
    restored.length > 0 ? paintGap(med(gapFrames), med(gapMs)) : 'never',
    never > 0 ? `${never} of ${restores.length} runs` : '',
  ]
}

function printResults(results: Record<AppKind, RunResult[]>): void {
  const { minimal, baseline } = results
  const med = (runs: RunResult[], pick: (run: RunResult) => number | undefined) =>
    median(runs.flatMap((run) => pick(run) ?? []))
  const jsTotal = (runs: RunResult[]) => med(runs, (run) => run.js?.totalGzipBytes)
  const jsRaw = (runs: RunResult[]) => med(runs, (run) => run.js?.totalBytes)
  const jsFiles = (runs: RunResult[]) => med(runs, (run) => run.js?.files.length)
  const outsideCount = (runs: RunResult[], pick: (run: RunResult) => LoadOpenClose | undefined) =>
    String(Math.max(...runs.map((run) => pick(run)?.outside.length ?? 0)))
  const heap = (runs: RunResult[]) => med(runs, (run) => run.withWallet?.heapBytes)
  const heapPointed = (runs: RunResult[]) => med(runs, (run) => run.withWallet?.heapPointedBytes)
  const clickTimes = minimal.flatMap((run) => (run.clickToView ? [run.clickToView.ms] : []))
  const hoverClickTimes = minimal.flatMap((run) =>
    run.hoverClickToView ? [run.hoverClickToView.ms] : [],
  )

  console.log(`\nA new user's first app and the same app without Keyway (median of ${RUNS} runs)`)
  const rows: string[][] = [
    ['', 'minimal app', 'baseline', "Keyway's share"],
    [
      'JS before the first click (gzip -9)',
      kb(jsTotal(minimal)),
      kb(jsTotal(baseline)),
      kb(jsTotal(minimal) - jsTotal(baseline)),
    ],
    ['  raw', kb(jsRaw(minimal)), kb(jsRaw(baseline)), kb(jsRaw(minimal) - jsRaw(baseline))],
    ['  files', String(jsFiles(minimal)), String(jsFiles(baseline)), ''],
    [
      'JS fetched on opening the modal (gzip -9)',
      kb(med(minimal, (run) => run.openJs?.totalGzipBytes)),
      'no modal',
      '',
    ],
    ['  files', String(med(minimal, (run) => run.openJs?.files.length)), '', ''],
    [
      'non-loopback requests, no wallet (most in a run)',
      outsideCount(minimal, (run) => run.noWallet),
      outsideCount(baseline, (run) => run.noWallet),
      '',
    ],
    [
      'non-loopback requests, with a wallet',
      outsideCount(minimal, (run) => run.withWallet),
      outsideCount(baseline, (run) => run.withWallet),
      '',
    ],
    [
      'DOM nodes after open, with a wallet (all kinds)',
      String(med(minimal, (run) => run.withWallet?.dom.nodes)),
      String(med(baseline, (run) => run.withWallet?.dom.nodes)),
      '',
    ],
    [
      '  without a wallet',
      String(med(minimal, (run) => run.noWallet?.dom.nodes)),
      String(med(baseline, (run) => run.noWallet?.dom.nodes)),
      '',
    ],
    [
      'JS heap after open, with a wallet (forced GC)',
      mb(heap(minimal)),
      mb(heap(baseline)),
      mb(heap(minimal) - heap(baseline)),
    ],
    [
      '  then the pointer on a wallet entry',
      mb(heapPointed(minimal)),
      mb(heap(baseline)),
      mb(heapPointed(minimal) - heap(baseline)),
    ],
    ['click → first view (wallet entry painted)', ms(median(clickTimes)), 'no modal', ''],
    [`  after ${HOVER_MS} ms of hover on the button`, ms(median(hoverClickTimes)), 'no modal', ''],
  ]
  for (const line of table(rows)) console.log(line)
  console.log(
    '(requests: load, open, the pointer on a wallet entry and close of the modal; the baseline has no modal: load)',
  )
  console.log(
    '(DOM: elements, text and comments of the document and every shadow root, as bench:peers counts)',
  )
  console.log(
    '(heap: Runtime.getHeapUsage after HeapProfiler.collectGarbage, as bench:peers takes it; the baseline: once loaded)',
  )

  console.log('\nReload → restored account (connected with the bench wallet first)')
  const restoreRows = [
    ['', 'button painted', 'address painted', 'address after button', 'never restored'],
    restoreRow('minimal app (default options)', minimal),
    restoreRow('minimal + storage: localStorage', results['minimal-storage']),
    restoreRow('baseline (wagmi reconnect)', baseline),
  ]
  for (const line of table(restoreRows)) console.log(line)
  console.log('(ms after the reload\'s navigation start; "never": no address within 6 s)')

  console.log('\nRuns')
  console.log(`  click → first view: ${clickTimes.map(ms).join(', ')}`)
  for (const kind of KINDS) {
    const gaps = results[kind].map((run) => paintGap(gapFrames(run.restore), gapMs(run.restore)))
    console.log(`  reload → address (${kind}): ${gaps.join(', ')}`)
  }
  for (const kind of KINDS) {
    const shown = results[kind].find((run) => run.restore.text)?.restore.text
    if (shown) console.log(`  ${kind}: the button after the reload reads "${shown}"`)
  }

  for (const kind of ['minimal', 'baseline'] as const) {
    const js = results[kind][0]?.js
    if (!js) continue
    console.log(`\nJS before the first click, ${kind} app (gzip -9, largest first):`)
    for (const line of largestFiles(js.files, 5000)) console.log(line)
  }

  console.log('\nNon-loopback requests (all runs)')
  for (const kind of KINDS) {
    const runs = results[kind]
    const phases: [string, string[]][] = [
      ['load, open, close (no wallet)', runs.flatMap((run) => run.noWallet?.outside ?? [])],
      ['load, open, close (with a wallet)', runs.flatMap((run) => run.withWallet?.outside ?? [])],
      ['click → view (with a wallet)', runs.flatMap((run) => run.clickToView?.outside ?? [])],
      ['connect, reload, restore (not in the 0 rule)', runs.flatMap((run) => run.restore.outside)],
    ]
    for (const [phase, urls] of phases) {
      if (kind === 'minimal-storage' && !phase.startsWith('connect')) continue
      if (kind === 'baseline' && phase.startsWith('click')) continue
      const listed = countUrls(urls)
      console.log(`  ${kind}, ${phase}: ${listed.length === 0 ? 'none' : ''}`)
      for (const url of listed) console.log(`    ${url}`)
    }
  }
}

/** Where the open modal's DOM nodes are, with the bench wallet (first run). */
function printDomBreakdown(run: RunResult | undefined): void {
  const dom = run?.withWallet?.dom
  if (!dom) return
  console.log(`\nThe minimal app's DOM after open, with a wallet, by tree (${dom.nodes} nodes):`)
  const kinds = (counted: NodeKinds) => [
    String(counted.nodes),
    String(counted.elements),
    String(counted.texts),
    String(counted.comments),
  ]
  const rows = [
    ['', 'roots', 'nodes', 'elements', 'text', 'comments'],
    ['document (light DOM)', '', ...kinds(dom.document)],
    ...dom.byHost.map((entry) => [`<${entry.host}> shadow`, String(entry.roots), ...kinds(entry)]),
  ]
  for (const line of table(rows)) console.log(`  ${line}`)
}

/** What the heap after opening (the baseline: once loaded) is made of, with a wallet. */
function printHeapBreakdown(minimal: RunResult[], baseline: RunResult[]): void {
  const kindsOf = (runs: RunResult[]) => runs.flatMap((run) => run.withWallet?.heapKinds ?? [])
  const kinds = [kindsOf(minimal), kindsOf(baseline)] as const
  if (kinds[0].length === 0 || kinds[1].length === 0) return
  console.log(
    '\nThe JS heap after open, with a wallet, by kind of object (heap snapshot, medians):',
  )
  const rows = HEAP_KINDS.map((kind) => {
    const [ours, theirs] = kinds.map((list) => median(list.map((entry) => entry[kind])))
    return [kind, mb(ours ?? 0), mb(theirs ?? 0), mb((ours ?? 0) - (theirs ?? 0))]
  })
  const total = (list: (typeof kinds)[number]) =>
    median(list.map((entry) => HEAP_KINDS.reduce((sum, kind) => sum + entry[kind], 0)))
  const sums = [total(kinds[0]), total(kinds[1])]
  rows.push(['all kinds', mb(sums[0] ?? 0), mb(sums[1] ?? 0), mb((sums[0] ?? 0) - (sums[1] ?? 0))])
  for (const line of table([['', 'minimal', 'baseline', 'difference'], ...rows])) {
    console.log(`  ${line}`)
  }
  console.log(
    "(V8's objects only, each at its own size: Blink's DOM and style objects are not in it)",
  )
}

/** What the minimal app's JS before the click and on opening is made of (first run). */
async function printBreakdown(app: BuiltApp, run: RunResult | undefined): Promise<void> {
  const chunks = await readChunkModules(app.distDir)
  if (!chunks || !run?.js) return
  const phases: [string, InitialJs | undefined][] = [
    ['before the first click', run.js],
    ['fetched on opening the modal', run.openJs],
  ]
  for (const [label, js] of phases) {
    if (!js) continue
    console.log(`\nThe minimal app's JS ${label}, by package and part (${kb(js.totalGzipBytes)}):`)
    const shares = breakDown(js.files, chunks)
    const rows = shares.map((share) => [share.group, kb(share.gzipBytes), kb(share.renderedBytes)])
    for (const line of table([['', 'gzip (est.)', 'rendered'], ...rows])) console.log(`  ${line}`)
  }
  console.log(
    "(each file's gzip size shared out to its modules by rendered length: estimates that add up)",
  )
}

async function main(): Promise<void> {
  const startedAll = performance.now()
  const root = await mkdtemp(join(tmpdir(), 'keyway-minimal-app-'))
  let browser: Browser | undefined
  const servers: ServedApp[] = []
  try {
    const tarballs = await preparePackages(root, {
      skipBuild: SKIP_BUILD,
      skipNote: 'MINIMAL_APP_SKIP_BUILD=1',
      log,
    })

    log('installing and building the apps…')
    const apps: BuiltApp[] = []
    for (const kind of KINDS) apps.push(await createApp(kind, join(root, kind), tarballs, log))

    browser = await launchChromium()
    const served = new Map<AppKind, ServedApp>()
    for (const app of apps) {
      const server = await serveApp(app.dir)
      servers.push(server)
      served.set(app.kind, server)
    }
    const started = performance.now()
    log(`measuring (${RUNS} runs)…`)
    const results: Record<AppKind, RunResult[]> = {
      minimal: [],
      baseline: [],
      'minimal-storage': [],
    }
    for (let run = 0; run < RUNS; run++) {
      for (const app of apps) {
        const server = served.get(app.kind)
        if (server) results[app.kind].push(await measureRun(browser, app, server))
      }
    }
    log(`  measured in ${seconds(started)}`)
    printResults(results)
    const minimalApp = apps.find((app) => app.kind === 'minimal')
    printDomBreakdown(results.minimal[0])
    printHeapBreakdown(results.minimal, results.baseline)
    if (minimalApp) await printBreakdown(minimalApp, results.minimal[0])
    console.log(`\nbench took ${seconds(startedAll)}${KEEP ? `; apps kept in ${root}` : ''}`)
  } finally {
    await browser?.close()
    for (const server of servers) await server.close()
    if (!KEEP) await rm(root, { recursive: true, force: true })
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
