// The biome plugin that keeps views, hooks and apps on the host contract
// (scripts/lint/no-client-internal.grit, wired in biome.json): it flags every way of
// reaching a client's `_internal`, and leaves the host contract alone.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const plugin = join(import.meta.dirname, 'lint', 'no-client-internal.grit')
const biome = join(root, 'node_modules', '.bin', 'biome')
const dir = mkdtempSync(join(tmpdir(), 'no-client-internal-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The lines of `source` the plugin reports, linted with the plugin alone. */
function flaggedLines(source: string): number[] {
  writeFileSync(
    join(dir, 'biome.json'),
    JSON.stringify({
      plugins: [plugin],
      formatter: { enabled: false },
      linter: { enabled: true, rules: { recommended: false } },
      assist: { enabled: false },
    }),
  )
  writeFileSync(join(dir, 'view.ts'), source)
  let output: string
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', 'view.ts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    output = (error as { stdout: string }).stdout
  }
  const report = JSON.parse(output) as {
    diagnostics: { category: string; location: { start?: { line: number } } }[]
  }
  return report.diagnostics
    .filter((d) => d.category === 'plugin')
    .map((d) => d.location.start?.line ?? -1)
}

describe('no-client-internal', () => {
  it('flags a._internal, a?._internal, a["_internal"] and destructuring', () => {
    const source = [
      'declare const client: { _internal: { router: { push(v: string): void } } }',
      "client._internal.router.push('Connect')",
      'export const a = client?._internal',
      "export const b = client['_internal']",
      'const { _internal } = client',
      'const { _internal: renamed } = client',
      'export { _internal, renamed }',
    ].join('\n')
    expect(flaggedLines(source)).toEqual([2, 3, 4, 5, 6])
  })

  it('leaves the host contract alone', () => {
    const source = [
      "import { keywayHost } from '@keyway/core/host'",
      'declare const client: Parameters<typeof keywayHost>[0]',
      "keywayHost(client).navigate('Connect')",
      'export const view = keywayHost(client).state.router.view',
    ].join('\n')
    expect(flaggedLines(source)).toEqual([])
  })

  it('is on in the repository for everything outside core', () => {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
      plugins: { path: string; includes: string[] }[]
    }
    const entry = config.plugins.find((p) => p.path.endsWith('no-client-internal.grit'))
    expect(entry?.includes[0]).toBe('**/*.{ts,tsx,js,mjs}')
    // Core owns `_internal`; wagmi's own Config._internal is read in one file of the evm
    // adapter (what wagmi's public API cannot do, said there).
    expect(entry?.includes.slice(1)).toEqual([
      '!packages/core/**',
      '!packages/adapter-evm/src/wagmi-internals.ts',
    ])
  })
})
