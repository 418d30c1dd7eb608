#!/usr/bin/env node
// CI gate: no import cycle inside any package or app (docs/architecture.md#no-import-cycles).
// Type imports count: a file that imports a type from a file importing it is a cycle too
// (the two can no longer be read, moved or loaded apart).
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import madge from 'madge'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

async function cyclesOf(src) {
  const result = await madge(src, {
    fileExtensions: ['ts', 'tsx'],
    // Sources only: a built package's declarations (dist/, after a build or pack) are another
    // package's output, and tsc's inferred types there may name their own file.
    excludeRegExp: [/\.test\.tsx?$/, /node_modules/, /(^|\/)dist\//],
    tsConfig: join(root, 'tsconfig.base.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  return { result, cycles: result.circular().map((cycle) => cycle.join(' -> ')) }
}

let failed = false
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const src = join(root, group, name, 'src')
    if (!existsSync(src)) continue
    const { result, cycles } = await cyclesOf(src)
    if (cycles.length > 0) {
      failed = true
      console.error(`import cycles in ${group}/${name} (type imports included):`)
      for (const cycle of cycles) console.error(`  ${cycle}`)
    } else {
      console.log(
        `no import cycles in ${group}/${name} (${Object.keys(result.obj()).length} modules)`,
      )
    }
  }
}
process.exit(failed ? 1 : 0)
