/**
 * `pnpm --filter example-wagmi bench`: what Keyway costs a dapp already on wagmi + viem +
 * TanStack Query. Builds this example (Keyway's provider and button) and bench/plain (the
 * same src/Dapp.tsx with wagmi's injected() connector and a plain button, no Keyway) with
 * the example's Vite config, serves both on loopback and loads each in Debian's Chromium
 * with no pointer or focus on the page. Prints the gzip JS each loads before the first
 * click — every same-origin script fetched until the page is idle, gzip -9 per file, the
 * demo's first-load measure — each file named by its largest packages, Keyway's share in
 * parts that add up to it (the split into files, each group's cost, the rest: see
 * printShareByGroup) and the difference against the 40 KB budget. Medians of BENCH_RUNS
 * loads (default 3). Figures only: it asserts nothing.
 */
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import {
  breakDown,
  type ChunkModules,
  moduleGroup,
} from '../../../demo/bench/minimal-app/module-breakdown.js'
import { launchChromium } from '../../../demo/scripts/lib/browser.js'
import {
  collectInitialJsPaths,
  formatKb,
  gzipSize,
  type InitialJs,
  sizeBuiltFiles,
} from '../../../demo/scripts/lib/initial-js.js'

const APP_DIR = fileURLToPath(new URL('..', import.meta.url))
const CONFIG_FILE = join(APP_DIR, 'vite.config.ts')
const OUT_DIR = join(APP_DIR, 'dist', 'bench')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** Keyway's share of the JS before the first click, gzip (1 KB = 1000 bytes). */
const BUDGET_BYTES = 40_000

type Variant = { name: 'keyway' | 'plain'; root: string; outDir: string }

const WITH_KEYWAY: Variant = { name: 'keyway', root: APP_DIR, outDir: join(OUT_DIR, 'keyway') }
const PLAIN: Variant = {
  name: 'plain',
  root: join(APP_DIR, 'bench', 'plain'),
  outDir: join(OUT_DIR, 'plain'),
}
const VARIANTS: readonly Variant[] = [WITH_KEYWAY, PLAIN]

/** Each built chunk's largest sources, by package, to name what a file holds. */
type Contents = Map<string, string>
/** Each chunk's modules as the bundler rendered them (before minifying), with their group. */
type ChunkCode = Map<string, { group: string; code: string }[]>
/**
 * What a variant's build made: the naming above, each chunk's modules by rendered length and
 * by code, and each chunk's own (minified) code.
 */
type Built = {
  contents: Contents
  chunks: ChunkModules
  modules: ChunkCode
  code: Map<string, string>
}

function packageOf(id: string): string {
  const inModules = id.split('/node_modules/').pop() ?? id
  if (inModules !== id) {
    const [scope, name] = inModules.split('/')
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? id)
  }
  return /\/(packages|apps)\/([^/]+)\//.exec(id)?.slice(1).join('/') ?? id
}

/** A workspace source path named as its package, so the breakdown groups it as Keyway's. */
function workspaceAsPackage(id: string): string {
  return id.replace(/\/packages\/([^/]+)\/src\//, '/@keyway/$1/src/')
}

async function buildVariant(variant: Variant): Promise<Built> {
  const result = await build({
    configFile: CONFIG_FILE,
    root: variant.root,
    logLevel: 'warn',
    build: { outDir: variant.outDir, emptyOutDir: true },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  )
  const contents: Contents = new Map()
  const chunks: ChunkModules = {}
  const modules: ChunkCode = new Map()
  const code = new Map<string, string>()
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue
    code.set(`/${chunk.fileName}`, chunk.code)
    modules.set(
      `/${chunk.fileName}`,
      Object.entries(chunk.modules).map(([id, module]) => ({
        group: moduleGroup(workspaceAsPackage(id)),
        code: module.code ?? '',
      })),
    )
    const sizes = new Map<string, number>()
    chunks[chunk.fileName] = Object.fromEntries(
      Object.entries(chunk.modules).map(([id, module]) => [
        workspaceAsPackage(id),
        module.renderedLength,
      ]),
    )
    for (const [id, module] of Object.entries(chunk.modules)) {
      const name = packageOf(id)
      sizes.set(name, (sizes.get(name) ?? 0) + module.renderedLength)
    }
    const top = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 3)
    contents.set(`/${chunk.fileName}`, top.map(([name]) => name).join(', '))
  }
  return { contents, chunks, modules, code }
}

async function measure(variant: Variant): Promise<InitialJs> {
  const server = await preview({
    root: variant.root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: variant.outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP port')
  const url = `http://127.0.0.1:${address.port}/`
  const browser = await launchChromium()
  try {
    const loads: InitialJs[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const paths = await collectInitialJsPaths(page, url)
      loads.push(await sizeBuiltFiles(variant.outDir, paths))
      await context.close()
    }
    loads.sort((a, b) => a.totalGzipBytes - b.totalGzipBytes)
    const median = loads[Math.floor(loads.length / 2)]
    if (!median) throw new Error('no load measured')
    return median
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The scripts the built index.html names (its entry and modulepreload links). */
async function htmlScripts(outDir: string): Promise<Set<string>> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8')
  return new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1] ?? ''))
}

async function print(name: string, js: InitialJs, contents: Contents, outDir: string) {
  console.log(`\n${name}: ${formatKb(js.totalGzipBytes)} gzip, ${js.files.length} files`)
  for (const file of [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const holds = contents.get(file.path)
    console.log(
      `  ${formatKb(file.gzipBytes).padStart(9)} gzip  ${file.path}${holds ? `  (${holds})` : ''}`,
    )
  }
  const inHtml = await htmlScripts(outDir)
  const first = js.files.filter((f) => inHtml.has(f.path)).reduce((n, f) => n + f.gzipBytes, 0)
  console.log(
    `  of which named by index.html (entry + modulepreload): ${formatKb(first)}; ` +
      `imported afterwards, before any click: ${formatKb(js.totalGzipBytes - first)}`,
  )
}

/**
 * Each group's cost in a page's loaded code taken as one file: the gzip of all its modules'
 * code minus the gzip of the same without the group's modules (what the group adds, in the
 * context of everything else the page loads). Sizes are of the code before minifying.
 */
function marginalCosts(js: InitialJs, modules: ChunkCode): Map<string, number> {
  const loaded = js.files.flatMap((file) => modules.get(file.path) ?? [])
  const whole = gzipSize(Buffer.from(loaded.map((m) => m.code).join('')))
  const costs = new Map<string, number>()
  for (const group of new Set(loaded.map((m) => m.group))) {
    const without = loaded.filter((m) => m.group !== group).map((m) => m.code)
    costs.set(group, whole - gzipSize(Buffer.from(without.join(''))))
  }
  return costs
}

/** The gzip of a page's loaded files as one file, minified and not, for the scale between them. */
function oneFileGzip(js: InitialJs, code: Map<string, string>, modules: ChunkCode) {
  const loaded = js.files.flatMap((file) => modules.get(file.path) ?? [])
  return {
    minified: gzipSize(Buffer.from(js.files.map((file) => code.get(file.path) ?? '').join('\n'))),
    rendered: gzipSize(Buffer.from(loaded.map((m) => m.code).join(''))),
  }
}

/**
 * Keyway's share by group, in three parts that add up to the measured share:
 * - the split: the loaded files gzipped one by one (the bench's figure) against the same
 *   code gzipped as one file. Separate files compress worse, and the bundler adds the imports
 *   and exports between them. Exact.
 * - per group (the first column): what the group adds to the page's code taken as one file
 *   (marginalCosts), with Keyway less without it; the code before minifying, scaled to
 *   minified gzip by the Keyway app's own ratio. A group the two apps load alike (react-dom,
 *   React, TanStack Query) comes out near zero, as it should.
 * - the rest: what no single group accounts for (context shared between groups).
 * The second column is the earlier estimate (module-breakdown.ts, the demo's): each file's
 * gzip shared in proportion to the bundler's rendered length. It lends bytes to whatever is
 * terse: Keyway's sources (long names, rendered before minifying) gzip to less per rendered
 * byte than react-dom's already-minified code, so react-dom, the same in both apps, read
 * +4.9 KB; and a group in small files of its own carries their split cost (viem read +4.0 KB
 * with 0.9 KB less rendered). The rendered column is the bundler's own count. An npm package
 * growing here is one whose modules render more exports in the Keyway app: the bundler
 * tree-shakes a module once for the whole app, so a module the entry shares with a lazy
 * chunk brings every export the lazy chunk uses into the first load.
 */
function printShareByGroup(keyway: InitialJs & Built, plain: InitialJs & Built): void {
  const byRendered = breakDown(keyway.files, keyway.chunks)
  const plainByRendered = new Map(breakDown(plain.files, plain.chunks).map((g) => [g.group, g]))
  const oneFile = oneFileGzip(keyway, keyway.code, keyway.modules)
  const plainOneFile = oneFileGzip(plain, plain.code, plain.modules)
  const scale = oneFile.minified / oneFile.rendered
  const costs = marginalCosts(keyway, keyway.modules)
  const plainCosts = marginalCosts(plain, plain.modules)
  const rows = byRendered
    .map((g) => ({
      group: g.group,
      gzip: scale * ((costs.get(g.group) ?? 0) - (plainCosts.get(g.group) ?? 0)),
      gzipByLength: g.gzipBytes - (plainByRendered.get(g.group)?.gzipBytes ?? 0),
      rendered: g.renderedBytes - (plainByRendered.get(g.group)?.renderedBytes ?? 0),
    }))
    .filter(
      (row) =>
        Math.abs(row.gzip) >= 100 ||
        Math.abs(row.gzipByLength) >= 100 ||
        Math.abs(row.rendered) >= 100,
    )
    .sort((a, b) => b.gzip - a.gzip)
  const split =
    keyway.totalGzipBytes - oneFile.minified - (plain.totalGzipBytes - plainOneFile.minified)
  const groups = rows.reduce((sum, row) => sum + row.gzip, 0)
  const share = keyway.totalGzipBytes - plain.totalGzipBytes
  console.log(
    `\nKeyway's share, ${formatKb(share)}: split into ${keyway.files.length} files (against ${plain.files.length}) ` +
      `${formatKb(split)}; the groups below ${formatKb(groups)}; the rest ${formatKb(share - split - groups)}`,
  )
  console.log(
    "  (+ is what Keyway adds. gzip: what the group adds to the loaded code as one file; by length: the earlier estimate; rendered: the bundler's length before minifying)",
  )
  for (const row of rows) {
    console.log(
      `  ${formatKb(row.gzip).padStart(9)} gzip  ${formatKb(row.gzipByLength).padStart(9)} by length  ${formatKb(row.rendered).padStart(9)} rendered  ${row.group}`,
    )
  }
  const plainModules = new Set(
    plain.files.flatMap((f) => Object.keys(plain.chunks[f.path.replace(/^\//, '')] ?? {})),
  )
  const added = keyway.files
    .flatMap((f) => Object.entries(keyway.chunks[f.path.replace(/^\//, '')] ?? {}))
    .filter(([id, length]) => length > 0 && !plainModules.has(id) && id.includes('/node_modules/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
  console.log(
    "\nnpm modules in the Keyway app's first load that the plain app does not load (rendered bytes):",
  )
  for (const [id, length] of added) {
    console.log(
      `  ${String(length).padStart(9)}  ${moduleGroup(id)}  ${id.split('/node_modules/').pop()}`,
    )
  }
}

async function main(): Promise<void> {
  const results = new Map<Variant['name'], { js: InitialJs } & Built>()
  for (const variant of VARIANTS) {
    const built = await buildVariant(variant)
    results.set(variant.name, { js: await measure(variant), ...built })
  }
  const withKeyway = results.get('keyway')
  const without = results.get('plain')
  if (!withKeyway || !without) throw new Error('a variant was not measured')
  const keyway = withKeyway.js
  const plain = without.js
  await print('with Keyway (the example)', keyway, withKeyway.contents, WITH_KEYWAY.outDir)
  await print(
    'without Keyway (bench/plain: wagmi injected() + a plain button)',
    plain,
    without.contents,
    PLAIN.outDir,
  )
  printShareByGroup({ ...keyway, ...withKeyway }, { ...plain, ...without })
  const share = keyway.totalGzipBytes - plain.totalGzipBytes
  const verdict = share <= BUDGET_BYTES ? 'ok' : 'OVER BUDGET'
  console.log(
    `\nJS before the first click (gzip, median of ${RUNS}): with Keyway ${formatKb(keyway.totalGzipBytes)}, ` +
      `without ${formatKb(plain.totalGzipBytes)}, Keyway's share ${formatKb(share)}   ` +
      `budget <= ${formatKb(BUDGET_BYTES)}   ${verdict}`,
  )
  if (process.env.BENCH_KEEP !== '1') await rm(OUT_DIR, { recursive: true, force: true })
}

await main()
