import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkPackageDirectories, checkPackages, testOnlyReason } from './check-pack.mjs'

const fixtures = join(import.meta.dirname, 'fixtures', 'pack-check')
const root = join(import.meta.dirname, '..')

describe('testOnlyReason', () => {
  it.each([
    ['src/a.test.ts', 'test'],
    ['dist/types/a.test.d.ts', 'test'],
    ['src/a.spec.tsx', 'test'],
    ['src/devnet.test-helpers.ts', 'test-helpers'],
    ['src/exports/__snapshots__/index.test.ts.snap', 'snapshot'],
    ['src/fixtures/wallets.json', 'fixture'],
    ['src/testing/index.ts', 'testing'],
    ['dist/esm/views/shared/test-client.js.map', 'testing'],
    ['dist/types/adapter/test-adapter.d.ts', 'testing'],
    ['dist/esm/exports/testing.js', 'testing'],
  ])('%s is test-only (%s)', (path, kind) => {
    expect(testOnlyReason(path)?.kind).toBe(kind)
  })

  it.each([
    'src/exports/index.ts',
    'dist/esm/views/connect/connect-view.js',
    'src/validate/attestation.ts',
    'README.md',
  ])('%s ships', (path) => {
    expect(testOnlyReason(path)).toBeUndefined()
  })
})

describe('checkPackages', () => {
  it('fails on a package whose files field ships its test', async () => {
    const report = await checkPackages([join(fixtures, 'bad-package')])
    expect(report.ok).toBe(false)
    expect(report.packages[0]?.offending).toEqual([
      { file: 'src/index.test.ts', reason: 'test file', source: 'tarball' },
    ])
  })

  it('allows a ./testing export only when the README explains it', async () => {
    const report = await checkPackageDirectories([fixtures])
    const byName = Object.fromEntries(report.packages.map((p) => [p.name, p]))
    expect(byName['pack-check-testing-documented']).toMatchObject({
      ok: true,
      allowed: [{ file: 'src/testing/index.ts' }],
    })
    expect(byName['pack-check-testing-undocumented']).toMatchObject({
      ok: false,
      offending: [{ file: 'src/testing/index.ts' }],
      problems: [expect.stringContaining('no "testing" section')],
    })
  })

  it('fails on a public package that needs a private one at run time', async () => {
    const report = await checkPackages([
      join(fixtures, 'private-helper'),
      join(fixtures, 'needs-private-helper'),
    ])
    expect(report.packages.map((p) => [p.name, p.ok, p.problems])).toEqual([
      ['pack-check-private-helper', true, []],
      [
        'pack-check-needs-private-helper',
        false,
        ['dependencies names pack-check-private-helper, a private package that is never published'],
      ],
    ])
  })

  // Sources, `files` fields and tsconfig.build.json of the real packages. Their dist is left
  // out here (a local dist may be stale); `pnpm pack-check` in CI builds and checks it.
  it('passes on the real packages', async () => {
    const report = await checkPackageDirectories([join(root, 'packages'), join(root, 'apps')], {
      build: 'never',
      checkDist: false,
    })
    const failures = report.packages.filter((p) => !p.ok)
    expect(
      failures.map((p) => ({ name: p.name, offending: p.offending, problems: p.problems })),
    ).toEqual([])
    expect(report.packages.filter((p) => !p.skipped).length).toBeGreaterThan(0)
    // @keyway/siwx depends on the server kit, so the kit is checked (and published) too.
    const byName = Object.fromEntries(report.packages.map((p) => [p.name, p]))
    expect(byName['@keyway/server-kit']).toMatchObject({ ok: true, problems: [] })
    expect(byName['@keyway/server-kit']?.skipped).toBeUndefined()
    expect(byName['@keyway/siwx']).toMatchObject({ ok: true, problems: [] })
  })
})
