import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkPublished, remoteImports, unpinnedDependencies } from './check-published.mjs'

const fixtures = join(import.meta.dirname, 'fixtures', 'published')

describe('remoteImports', () => {
  it('finds static, dynamic and re-exporting imports of a URL', () => {
    const source = [
      `import { a } from "https://cdn.example.org/a.js"`,
      `import "//cdn.example.org/side-effect.js"`,
      `const b = await import( 'https://esm.example.org/b.js' )`,
      `export * from 'https://cdn.example.org/c.js'`,
    ].join('\n')
    expect(remoteImports(source)).toHaveLength(4)
  })

  it('leaves links in strings, comments and local imports alone', () => {
    const source = [
      `// see https://example.org/docs`,
      `const explorer = "https://etherscan.io/tx/"`,
      `import { x } from './x.js'`,
      `const y = await import('./y.js')`,
    ].join('\n')
    expect(remoteImports(source)).toEqual([])
  })
})

describe('unpinnedDependencies', () => {
  it('names every runtime dependency given as a range', () => {
    const manifest = {
      dependencies: { a: '1.2.3', b: '^1.2.3', c: '~2.0.0', d: '2.0.0-rc.1', e: '*', f: '>=1' },
      peerDependencies: { viem: '^2.0.0' },
    }
    expect(unpinnedDependencies(manifest)).toEqual(['b@^1.2.3', 'c@~2.0.0', 'e@*', 'f@>=1'])
  })
})

describe('checkPublished', () => {
  it('passes a package whose exports resolve to packed files and types', async () => {
    const result = await checkPublished(join(fixtures, 'well-typed'))
    expect(result).toMatchObject({ name: 'published-well-typed', errors: [] })
    expect(result.entrypoints).toBe(2)
  })

  it('fails an entry without types and one naming files it does not pack, under both resolutions', async () => {
    const result = await checkPublished(join(fixtures, 'types-missing'))
    expect(result.errors).toEqual([
      'publint error: pkg.exports["./gone"].types is ./lib/gone.d.ts but the file does not exist.',
      'publint error: pkg.exports["./gone"].default is ./lib/gone.js but the file does not exist.',
      'arethetypeswrong UntypedResolution at ./extra under node16-esm',
      'arethetypeswrong UntypedResolution at ./extra under bundler',
      'arethetypeswrong NoResolution at ./gone under node16-esm',
      'arethetypeswrong NoResolution at ./gone under bundler',
    ])
  })

  it('fails a package whose code imports from a CDN, or whose dependency is a range', async () => {
    const result = await checkPublished(join(fixtures, 'remote-import'))
    expect(result.errors).toEqual([
      'runtime dependency not pinned to one version: left-pad@^1.3.0',
      `imports code from another origin: published-remote-import/lib/index.js: import('https://cdn.example.org/lib.js')`,
    ])
  })
})
