import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// A bundler drops the module-level code of a file that package.json's `sideEffects` does not
// list, so an element registered in an unlisted file is never defined in a dapp's build
// (the element stays empty there, while tests importing the source still see it).
const viewsDir = `${import.meta.dirname}/`
const packageJson = JSON.parse(readFileSync(`${viewsDir}../../package.json`, 'utf8')) as {
  sideEffects: string[]
}

/** `./src/views/*\/*-view.ts` → a RegExp over paths relative to the package root. */
function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
  return new RegExp(`^${escaped}$`)
}

const listed = packageJson.sideEffects.map(globToRegExp)

/** Every source file of the package (tests left out), relative to the package root. */
function sourceFiles(dir = `${viewsDir}../`, prefix = 'src/'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(`${dir}${entry.name}/`, `${prefix}${entry.name}/`)
    return entry.name.endsWith('.ts') && !entry.name.includes('.test')
      ? [`${prefix}${entry.name}`]
      : []
  })
}

/** The view modules loaded with a dynamic `import()` anywhere in the package. */
function lazilyLoadedViews(): string[] {
  const found = new Set<string>()
  for (const file of sourceFiles()) {
    const source = readFileSync(`${viewsDir}../../${file}`, 'utf8')
    for (const match of source.matchAll(/import\(\s*'(\.[^']+)\.js'\s*\)/g)) {
      const target = new URL(`${match[1]}.ts`, `file:///${file}`).pathname.slice(1)
      if (target.startsWith('src/views/')) found.add(target)
    }
  }
  return [...found]
}

describe('view registration files', () => {
  it('each lazily loaded view module that registers an element is a listed side effect', () => {
    const files = lazilyLoadedViews().filter((file) =>
      /^defineElement\(/m.test(readFileSync(`${viewsDir}../../${file}`, 'utf8')),
    )
    expect(files).toContain('src/views/connect/social-login-view.ts')
    expect(files).toContain('src/views/embedded/email-login-view.ts')
    for (const file of files) {
      expect(
        listed.some((pattern) => pattern.test(file)),
        `${file} registers an element but is not in package.json sideEffects`,
      ).toBe(true)
    }
  })
})
