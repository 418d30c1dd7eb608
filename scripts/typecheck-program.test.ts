import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `pnpm typecheck` checks the packages, demo, devnet and frame-host in one tsc program
 * (tsconfig.typecheck.json) and only the examples package by package. That program must
 * check what each package's own tsconfig.json checks, with the same options.
 */
const root = join(import.meta.dirname, '..')
const readJson = (path: string) =>
  JSON.parse(readFileSync(join(root, path), 'utf8')) as {
    extends?: string
    compilerOptions?: Record<string, unknown>
    include?: string[]
    exclude?: string[]
    files?: string[]
  }

/** Every workspace with a typecheck script, but the examples. */
const workspaces = ['packages', 'apps'].flatMap((parent) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'examples')
    .map((entry) => `${parent}/${entry.name}`)
    .filter((dir) => {
      const manifest = join(root, dir, 'package.json')
      if (!existsSync(manifest)) return false
      const scripts = (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: object }).scripts
      return scripts !== undefined && 'typecheck' in scripts
    }),
)

const program = readJson('tsconfig.typecheck.json')

describe('tsconfig.typecheck.json', () => {
  it('finds the workspaces it stands for', () => {
    expect(workspaces).toContain('packages/core')
    expect(workspaces).toContain('apps/frame-host')
  })

  it.each(workspaces)('includes everything %s/tsconfig.json includes, with its options', (dir) => {
    const own = readJson(`${dir}/tsconfig.json`)
    expect(own.extends).toBe('../../tsconfig.base.json')
    expect(own.files).toBeUndefined()
    expect(own.exclude).toBeUndefined()
    for (const include of own.include ?? []) expect(program.include).toContain(`${dir}/${include}`)
    const { jsx, ...rest } = own.compilerOptions ?? {}
    if (jsx !== undefined) expect(jsx).toBe(program.compilerOptions?.jsx)
    const { jsx: _, ...programRest } = program.compilerOptions ?? {}
    expect(rest).toEqual(programRest)
  })

  it('includes nothing else', () => {
    const expected = workspaces.flatMap((dir) =>
      (readJson(`${dir}/tsconfig.json`).include ?? []).map((include) => `${dir}/${include}`),
    )
    expect([...(program.include ?? [])].sort()).toEqual(expected.sort())
  })
})
