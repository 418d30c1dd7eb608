/**
 * The peers bench's figures: medians over runs, the table in the layout (markdown)
 * and Keyway's figures against its goals. Plain functions, tested beside (report.test.ts).
 */
import { median } from '../frame-watch.js'
import { APP_IDS, APPS, type AppId } from './apps.js'

/** One app's figures of one run. Baselines have no modal: their open figures are null. */
export type RunFigures = {
  jsBeforeBytes: number
  jsOnOpenBytes: number | null
  /** JS first fetched once the pointer rests on a wallet entry of the open modal. */
  jsOnPointBytes: number | null
  /** NaN when no wallet entry was painted or the page never settled within the watch. */
  firstViewMs: number | null
  settledMs: number | null
  domNodes: number
  heapBytes: number
  outsideRequests: number
}

/** The medians; an open figure is NaN when no run had a value ("never"). */
export type AppFigures = RunFigures & {
  runs: number
  /** Runs whose figure was NaN (no view, never settled). */
  neverFirstView: number
  neverSettled: number
}

const nullableMedian = (values: readonly (number | null)[]): number | null => {
  if (values.some((value) => value === null)) return null
  return median((values as number[]).filter((value) => Number.isFinite(value)))
}

export function summarize(runs: readonly RunFigures[]): AppFigures {
  if (runs.length === 0) throw new Error('no runs to summarize')
  const pick = (key: keyof RunFigures) => runs.map((run) => run[key])
  const never = (key: 'firstViewMs' | 'settledMs') =>
    runs.filter((run) => run[key] !== null && !Number.isFinite(run[key])).length
  return {
    jsBeforeBytes: median(runs.map((run) => run.jsBeforeBytes)),
    jsOnOpenBytes: nullableMedian(pick('jsOnOpenBytes')),
    jsOnPointBytes: nullableMedian(pick('jsOnPointBytes')),
    firstViewMs: nullableMedian(pick('firstViewMs')),
    settledMs: nullableMedian(pick('settledMs')),
    domNodes: median(runs.map((run) => run.domNodes)),
    heapBytes: median(runs.map((run) => run.heapBytes)),
    outsideRequests: median(runs.map((run) => run.outsideRequests)),
    runs: runs.length,
    neverFirstView: never('firstViewMs'),
    neverSettled: never('settledMs'),
  }
}

export type Figures = Record<AppId, AppFigures>

/**
 * The figures as the table shows them (the goals are computed from these, so a reader can
 * check them against the table): KB = 1000 bytes gzip with one decimal, ms whole, MB =
 * 1,000,000 bytes with two decimals, node and request counts whole.
 */
export type Shown = {
  jsBeforeKb: number
  jsOnOpenKb: number | null
  jsOnPointKb: number | null
  firstViewMs: number | null
  settledMs: number | null
  domNodes: number
  heapMb: number
  outsideRequests: number
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10
/** The heap in MB to 10 KB: its goal (1 MB over React alone) is close enough for a tenth to decide it. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100
const whole = (value: number) => Math.round(value)
const orNull = <T>(value: T | null, map: (value: T) => number) =>
  value === null ? null : map(value)

export function shown(figures: AppFigures): Shown {
  return {
    jsBeforeKb: oneDecimal(figures.jsBeforeBytes / 1000),
    jsOnOpenKb: orNull(figures.jsOnOpenBytes, (bytes) => oneDecimal(bytes / 1000)),
    jsOnPointKb: orNull(figures.jsOnPointBytes, (bytes) => oneDecimal(bytes / 1000)),
    firstViewMs: orNull(figures.firstViewMs, whole),
    settledMs: orNull(figures.settledMs, whole),
    domNodes: whole(figures.domNodes),
    heapMb: twoDecimals(figures.heapBytes / 1_000_000),
    outsideRequests: whole(figures.outsideRequests),
  }
}

/** "–" for a figure the app has no use for (no modal), "never" for one that did not come. */
function cell(value: number | null, format: (value: number) => string): string {
  if (value === null) return '–'
  if (!Number.isFinite(value)) return 'never'
  return format(value)
}

const fixed1 = (value: number) => value.toFixed(1)
const fixed2 = (value: number) => value.toFixed(2)
const grouped = (value: number) => value.toLocaleString('en-US')

const ROWS: readonly [string, (figures: Shown) => string][] = [
  ['JS before the click (KB gzip)', (f) => cell(f.jsBeforeKb, fixed1)],
  ['JS fetched on open (KB gzip)', (f) => cell(f.jsOnOpenKb, fixed1)],
  ['then on pointing at a wallet (KB gzip)', (f) => cell(f.jsOnPointKb, fixed1)],
  ['click → first view (ms)', (f) => cell(f.firstViewMs, grouped)],
  ['click → settled (ms)', (f) => cell(f.settledMs, grouped)],
  ['DOM nodes after open', (f) => cell(f.domNodes, grouped)],
  ['JS heap after open (MB)', (f) => cell(f.heapMb, fixed2)],
  ['requests to other hosts', (f) => cell(f.outsideRequests, grouped)],
]

/** The table: one column per app (AppKit, RainbowKit, Keyway, React + wagmi, React). */
export function markdownTable(figures: Figures): string[] {
  const columns = APP_IDS.map((id) => shown(figures[id]))
  const header = ['figure', ...APP_IDS.map((id) => APPS[id].label)]
  const rows = ROWS.map(([label, format]) => [label, ...columns.map(format)])
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(['---', ...APP_IDS.map(() => '---:')]), ...rows.map(line)]
}

export type GoalResult = {
  /** What is compared, with the figures: "66 ms ≤ 0.5 × 56 ms (RainbowKit)". */
  text: string
  pass: boolean
}

const kbText = (value: number) => `${fixed1(value)} KB`

/** Keyway's goals, computed from the figures as the table shows them. */
export function evaluateGoals(figures: Figures): GoalResult[] {
  const keyway = shown(figures.keyway)
  const rainbow = shown(figures.rainbowkit)
  const react = shown(figures.react)
  const results: GoalResult[] = []

  const view = keyway.firstViewMs ?? Number.NaN
  const rainbowView = rainbow.firstViewMs ?? Number.NaN
  const viewLimit = 0.5 * rainbowView
  results.push({
    text: `click → first view ${cell(view, grouped)} ms ≤ 0.5 × RainbowKit's ${cell(rainbowView, grouped)} ms = ${cell(viewLimit, fixed1)} ms`,
    pass: view <= viewLimit,
  })

  const jsOver = oneDecimal(keyway.jsBeforeKb - react.jsBeforeKb)
  results.push({
    text: `JS before the click ${kbText(keyway.jsBeforeKb)} − React alone ${kbText(react.jsBeforeKb)} = ${kbText(jsOver)} ≤ 40 KB`,
    pass: jsOver <= 40,
  })

  const onOpen = keyway.jsOnOpenKb ?? Number.NaN
  results.push({
    text: `JS fetched on open ${cell(onOpen, kbText)} ≤ 25 KB`,
    pass: onOpen <= 25,
  })

  results.push({
    text: `DOM nodes after open ${grouped(keyway.domNodes)} ≤ 250`,
    pass: keyway.domNodes <= 250,
  })

  const heapOver = twoDecimals(keyway.heapMb - react.heapMb)
  results.push({
    text: `JS heap after open ${fixed2(keyway.heapMb)} − React alone ${fixed2(react.heapMb)} = ${fixed2(heapOver)} MB ≤ 1 MB`,
    pass: heapOver <= 1,
  })

  results.push({
    text: `requests to other hosts ${grouped(keyway.outsideRequests)} = 0`,
    pass: keyway.outsideRequests === 0,
  })
  return results
}

/** One line: each goal with its figures and "pass" or "miss", then the count met. */
export function goalsLine(results: readonly GoalResult[]): string {
  const met = results.filter((result) => result.pass).length
  const items = results.map((result) => `${result.text}: ${result.pass ? 'pass' : 'miss'}`)
  return `Keyway vs goals (${met} of ${results.length} met): ${items.join('; ')}`
}
