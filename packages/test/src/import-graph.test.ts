import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staticImportGraph } from './import-graph.js'

const dir = mkdtempSync(join(tmpdir(), 'keyway-import-graph-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(file: string, text: string) {
  mkdirSync(join(dir, file, '..'), { recursive: true })
  writeFileSync(join(dir, file), text)
}

describe('staticImportGraph', () => {
  it('follows static imports and re-exports, not type-only imports or import()', () => {
    write(
      'entry.ts',
      [
        "import { a } from './a.js'",
        "import type { T } from './typed.js'",
        "export { b } from './nested/b.js'",
        "export type { U } from './typed-export.js'",
        "import 'side-effect-package'",
        "const lazy = () => import('./lazy.js')",
        'export const x = [a, lazy]',
      ].join('\n'),
    )
    write('a.ts', "import { z } from 'outside'\nexport const a = z")
    write('nested/b.ts', "export * from '../a.js'\nexport const b = 1")
    expect(staticImportGraph(dir, 'entry.ts')).toEqual({
      files: ['a.ts', 'entry.ts', 'nested/b.ts'],
      packages: ['outside', 'side-effect-package'],
    })
  })
})
