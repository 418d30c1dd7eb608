import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkSingleCopy, findCopies } from './check-single-copy.mjs'

const script = join(import.meta.dirname, 'check-single-copy.mjs')

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'single-copy-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Writes a package.json at `dir` (relative to the temporary root). */
function pkg(dir: string, manifest: Record<string, unknown>): string {
  const full = join(root, dir)
  mkdirSync(full, { recursive: true })
  writeFileSync(join(full, 'package.json'), JSON.stringify(manifest))
  return full
}

/** An example app on wagmi 3.7.7 with a library `lib` that imports wagmi too. */
function appWithLibrary(): string {
  const app = pkg('apps/examples/app', {
    name: 'app',
    version: '0.0.0',
    dependencies: { wagmi: '^3', lib: '^1' },
  })
  pkg('apps/examples/app/node_modules/wagmi', { name: 'wagmi', version: '3.7.7' })
  pkg('apps/examples/app/node_modules/lib', {
    name: 'lib',
    version: '1.0.0',
    peerDependencies: { wagmi: '^3' },
  })
  return app
}

describe('check-single-copy', () => {
  it('passes when every importer reaches the same folder', () => {
    const app = appWithLibrary()
    const copies = findCopies(app)
    expect([...copies.get('wagmi')!.values()].map((c) => c.importers)).toEqual([
      ['app@0.0.0', 'lib@1.0.0'],
    ])
    expect(checkSingleCopy([app], root)).toBeUndefined()
  })

  it('fails with both versions, their folders and who reaches each when a library nests its own copy', () => {
    const app = appWithLibrary()
    pkg('apps/examples/app/node_modules/lib/node_modules/wagmi', {
      name: 'wagmi',
      version: '3.6.0',
    })
    const message = checkSingleCopy([app], root)
    expect(message).toContain('apps/examples/app:')
    expect(message).toContain('wagmi: 2 copies')
    expect(message).toContain('3.7.7 at apps/examples/app/node_modules/wagmi')
    expect(message).toContain('3.6.0 at apps/examples/app/node_modules/lib/node_modules/wagmi')
    expect(message).toContain('reached from lib@1.0.0')
  })

  it("counts a workspace package's dev dependency: its sources resolve there", () => {
    const app = pkg('apps/examples/app', {
      name: 'app',
      version: '0.0.0',
      dependencies: { viem: '^2', '@keyway/x': 'workspace:*' },
    })
    pkg('apps/examples/app/node_modules/viem', { name: 'viem', version: '2.57.20' })
    const workspace = pkg('packages/x', {
      name: '@keyway/x',
      version: '0.0.0',
      peerDependencies: { viem: '^2' },
      devDependencies: { viem: '^2' },
    })
    mkdirSync(join(root, 'apps/examples/app/node_modules/@keyway'), { recursive: true })
    symlinkSync(workspace, join(root, 'apps/examples/app/node_modules/@keyway/x'))
    pkg('packages/x/node_modules/viem', { name: 'viem', version: '2.40.0' })
    const message = checkSingleCopy([app], root)
    expect(message).toContain('viem: 2 copies')
    expect(message).toContain('2.40.0 at packages/x/node_modules/viem')
    expect(message).toContain('reached from @keyway/x@0.0.0')
  })

  it('as a command: exit code 1 and the duplicate on stderr; 0 once it is gone', () => {
    const app = appWithLibrary()
    const nested = pkg('apps/examples/app/node_modules/lib/node_modules/@tanstack/react-query', {
      name: '@tanstack/react-query',
      version: '5.0.0',
    })
    pkg('apps/examples/app/node_modules/@tanstack/react-query', {
      name: '@tanstack/react-query',
      version: '5.108.4',
    })
    pkg('apps/examples/app/node_modules/lib', {
      name: 'lib',
      version: '1.0.0',
      dependencies: { '@tanstack/react-query': '^5' },
    })
    pkg('apps/examples/app', {
      name: 'app',
      version: '0.0.0',
      dependencies: { lib: '^1', '@tanstack/react-query': '^5' },
    })
    const failed = spawnSync(process.execPath, [script, app], { encoding: 'utf8' })
    expect(failed.status).toBe(1)
    expect(failed.stderr).toContain('@tanstack/react-query: 2 copies')

    rmSync(nested, { recursive: true })
    const passed = spawnSync(process.execPath, [script, app], { encoding: 'utf8' })
    expect(passed.status).toBe(0)
    expect(passed.stdout).toContain('one copy each of @tanstack/react-query')
  })
})
