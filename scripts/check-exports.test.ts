import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkExports, documentedNames, importsOf, readAllowlist } from './check-exports.mjs'

const fixture = join(import.meta.dirname, 'fixtures', 'check-exports')
const root = join(import.meta.dirname, '..')

/** What `source` imports, as `specifier -> sorted names | '*'`. */
function imports(source: string, fileName = 'file.ts') {
  return Object.fromEntries(
    importsOf(fileName, source).map(({ specifier, names }) => [
      specifier,
      names === '*' ? '*' : [...names].sort(),
    ]),
  )
}

describe('importsOf', () => {
  it('reads named, renamed, type-only and default imports', () => {
    expect(
      imports(`
        import { a, b as c } from 'x'
        import type { T } from 'x'
        import { type U, d } from 'y'
        import e from 'z'
        import 'side-effect'
      `),
    ).toEqual({ x: ['T', 'a', 'b'], y: ['U', 'd'], z: ['default'], 'side-effect': [] })
  })

  it('counts re-exports, and `export *` as every name', () => {
    expect(imports(`export { a, b as c } from 'x'\nexport * from 'y'`)).toEqual({
      x: ['a', 'b'],
      y: '*',
    })
  })

  it('reads the members used of a namespace import, and every name when it escapes', () => {
    expect(imports(`import * as ns from 'x'\nns.a(); const t: ns.T = ns.b`)).toEqual({
      x: ['T', 'a', 'b'],
    })
    expect(imports(`import * as ns from 'x'\nconsole.log(Object.keys(ns))`)).toEqual({ x: '*' })
  })

  it('reads dynamic imports and import types', () => {
    expect(
      imports(`
        const { a, b: c } = await import('x')
        const ns = await import('y')
        ns.d()
        const e = (await import('z')).e
        type T = typeof import('w').T
        import('v').then((m) => m)
      `),
    ).toEqual({ x: ['a', 'b'], y: ['d'], z: ['e'], w: ['T'], v: '*' })
  })

  it('reads JavaScript and TSX files', () => {
    expect(imports(`import { a } from 'x'\nexport const b = a`, 'file.mjs')).toEqual({ x: ['a'] })
    expect(imports(`import { A } from 'x'\nexport const b = <A />`, 'file.tsx')).toEqual({
      x: ['A'],
    })
  })
})

describe('documentedNames', () => {
  it('takes the names written as code: in backticks and in fenced examples', () => {
    const names = documentedNames(
      'Use `connect(client)` or `client.state`.\n\n```ts\nimport { watchAccount } from "x"\n```\nNot plainWord.',
    )
    expect([...names]).toEqual(
      expect.arrayContaining(['connect', 'client', 'state', 'watchAccount']),
    )
    expect(names.has('plainWord')).toBe(false)
  })
})

describe('checkExports', () => {
  const check = (allowlist = {}) => checkExports({ root: fixture, allowlist })
  const entry = (report: ReturnType<typeof check>, specifier: string) =>
    report.entries.find((e) => e.specifier === specifier)

  it('lists the values nobody outside the package imports, and not the types', () => {
    const report = check()
    expect(entry(report, 'fixture-lib')).toMatchObject({
      values: 7,
      types: 1,
      // usedByApp (app), usedByAppTest (a test of another package), allowlistedButUsed (app)
      // and reachedThroughNamespace (the site's dynamic import) have importers; the
      // package's own importer of usedOnlyInside does not count.
      unusedValues: ['allowlisted', 'documentedOnly', 'usedOnlyInside'],
      unusedTypes: ['UnusedType'],
    })
    // `import * as extra` reaching extra.extraA only.
    expect(entry(report, 'fixture-lib/extra')).toMatchObject({ unusedValues: ['extraB'] })
    expect(report.ok).toBe(false)
    expect(report.failures).toEqual([
      'fixture-lib: allowlisted is exported but nothing outside fixture-lib imports it',
      'fixture-lib: documentedOnly is exported but nothing outside fixture-lib imports it',
      'fixture-lib: usedOnlyInside is exported but nothing outside fixture-lib imports it',
      'fixture-lib/extra: extraB is exported but nothing outside fixture-lib imports it',
    ])
  })

  it('passes a name listed with a reason, or shown on a $documentedIn page', () => {
    const report = check({
      'fixture-lib': {
        $documentedIn: ['packages/lib/README.md'],
        allowlisted: 'kept for a reason',
        usedOnlyInside: 'kept for a reason',
      },
      'fixture-lib/extra': { extraB: 'kept for a reason' },
    })
    expect(report.failures).toEqual([])
    expect(report.ok).toBe(true)
    expect(entry(report, 'fixture-lib')).toMatchObject({
      documented: ['documentedOnly'],
      allowlisted: ['allowlisted', 'usedOnlyInside'],
    })
  })

  it('checks the types too in an entry marked $checkTypes (a wiring entry)', () => {
    const report = check({
      'fixture-lib': {
        $checkTypes: true,
        allowlisted: 'kept',
        documentedOnly: 'kept',
        usedOnlyInside: 'kept',
      },
      'fixture-lib/extra': { extraB: 'kept' },
    })
    expect(report.failures).toEqual([
      'fixture-lib: UnusedType is exported but nothing outside fixture-lib imports it',
    ])
  })

  it('fails on an allowlist entry that is no longer needed, so the list only shrinks', () => {
    const report = check({
      'fixture-lib': {
        $documentedIn: ['packages/lib/README.md', 'packages/lib/MISSING.md'],
        allowlisted: 'kept',
        usedOnlyInside: 'kept',
        allowlistedButUsed: 'kept',
        documentedOnly: 'kept',
        gone: 'kept',
      },
      'fixture-lib/extra': { extraB: 'kept' },
      'fixture-lib/nothing': { a: 'kept' },
    })
    expect(report.failures).toEqual([
      'fixture-lib: $documentedIn names packages/lib/MISSING.md, which does not exist',
      'fixture-lib: allowlistedButUsed is allowlisted but is imported now; remove it from the allowlist',
      'fixture-lib: documentedOnly is allowlisted but is listed on a $documentedIn page already; remove it from the allowlist',
      'fixture-lib: gone is allowlisted but is no longer exported; remove it from the allowlist',
      'allowlist names fixture-lib/nothing, which is no entry',
    ])
  })
})

describe('the repository', () => {
  it('has no exported value without an importer that its allowlist does not explain', () => {
    const allowlist = readAllowlist(join(root, 'scripts', 'check-exports.allowlist.json'))
    const report = checkExports({ root, allowlist })
    expect(report.failures).toEqual([])
    // @keyway/core/internal is gone; the wiring entries hold only what others import.
    const core = report.entries.filter((e) => e.specifier.startsWith('@keyway/core'))
    expect(core.map((e) => e.specifier)).not.toContain('@keyway/core/internal')
    for (const specifier of ['@keyway/core/adapter', '@keyway/core/embedded-wallet']) {
      expect(core.find((e) => e.specifier === specifier)?.unusedValues).toEqual([])
    }
  })
})
