#!/usr/bin/env node
// CI gate: no import cycle inside any package or app (DESIGN.md, "no import cycles").
// Type imports count: a file that imports a type from a file importing it is a cycle too
// (the two can no longer be read, moved or loaded apart).
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import madge from 'madge'

// Type-only cycles that were already there when type imports started to count; each is
// fixed in its own package, and then removed from here. Anything not listed fails.
const KNOWN_TYPE_ONLY_CYCLES = {
  'apps/frame-host': [
    'auth/config.ts -> server/auth-limits.ts -> auth/context.ts',
    'page/approval-popup.ts -> page/approval-card.ts',
  ],
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

async function cyclesOf(src, skipTypeImports) {
  const result = await madge(src, {
    fileExtensions: ['ts', 'tsx'],
    // Sources only: a built package's declarations (dist/, after a build or pack) are another
    // package's output, and tsc's inferred types there may name their own file.
    excludeRegExp: [/\.test\.tsx?$/, /node_modules/, /(^|\/)dist\//],
    tsConfig: join(root, 'tsconfig.base.json'),
    detectiveOptions: { ts: { skipTypeImports }, tsx: { skipTypeImports } },
  })
  return { result, cycles: result.circular().map((cycle) => cycle.join(' -> ')) }
}

let failed = false
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const src = join(root, group, name, 'src')
    if (!existsSync(src)) continue
    const known = new Set(KNOWN_TYPE_ONLY_CYCLES[`${group}/${name}`] ?? [])
    const { result, cycles } = await cyclesOf(src, false)
    const valueCycles = known.size > 0 ? new Set((await cyclesOf(src, true)).cycles) : new Set()
    const refused = cycles.filter((cycle) => valueCycles.has(cycle) || !known.has(cycle))
    const stale = [...known].filter((cycle) => !cycles.includes(cycle))
    if (refused.length > 0) {
      failed = true
      console.error(`import cycles in ${group}/${name} (type imports included):`)
      for (const cycle of refused) console.error(`  ${cycle}`)
    } else {
      const allowed = cycles.length > 0 ? `, ${cycles.length} known type-only` : ''
      console.log(
        `no import cycles in ${group}/${name} (${Object.keys(result.obj()).length} modules${allowed})`,
      )
    }
    for (const cycle of stale) {
      console.log(`  ${group}/${name}: '${cycle}' is gone: remove it from KNOWN_TYPE_ONLY_CYCLES`)
    }
  }
}
process.exit(failed ? 1 : 0)
