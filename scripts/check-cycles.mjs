#!/usr/bin/env node
// CI gate: no import cycle inside any package or app (DESIGN.md, "no import cycles").
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import madge from 'madge'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
let failed = false
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const src = join(root, group, name, 'src')
    if (!existsSync(src)) continue
    const result = await madge(src, {
      fileExtensions: ['ts', 'tsx'],
      excludeRegExp: [/\.test\.tsx?$/, /node_modules/],
      tsConfig: join(root, 'tsconfig.base.json'),
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    })
    const cycles = result.circular()
    if (cycles.length > 0) {
      failed = true
      console.error(`import cycles in ${group}/${name}:`)
      for (const c of cycles) console.error(`  ${c.join(' -> ')}`)
    } else {
      console.log(
        `no import cycles in ${group}/${name} (${Object.keys(result.obj()).length} modules)`,
      )
    }
  }
}
process.exit(failed ? 1 : 0)
