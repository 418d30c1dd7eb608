import { describe, expect, it } from 'vitest'

/**
 * Every kw-* element the package defines has a real-browser test: a `describe('<tag>', …)`
 * in some `*.browser.test.ts` that runs axe in both theme modes. A new element without
 * one fails here.
 */
type RawGlob = ImportMeta & {
  glob(
    patterns: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, string>
}

const sources = (import.meta as RawGlob).glob(
  ['../**/*.ts', '!../**/*.test.ts', '!../**/*.test-helpers.ts'],
  { query: '?raw', import: 'default', eager: true },
)
const browserTests = (import.meta as RawGlob).glob('../**/*.browser.test.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const DEFINE = /(?:defineElement|customElements\.define)\(\s*['"](kw-[a-z0-9-]+)['"]/g

function definedTags(): string[] {
  const tags = new Set<string>()
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(DEFINE)) tags.add(match[1] as string)
  }
  return [...tags].sort()
}

function testFilesOf(tag: string): [path: string, source: string][] {
  return Object.entries(browserTests).filter(([, source]) => source.includes(`describe('${tag}',`))
}

describe('real-browser test coverage', () => {
  const tags = definedTags()

  it('finds the elements the package defines', () => {
    // The primitives, the modal, its views and the public buttons; the glob must not come back empty.
    expect(tags).toEqual(expect.arrayContaining(['kw-button', 'kw-modal', 'kw-connect-view']))
    expect(tags.length).toBeGreaterThanOrEqual(35)
  })

  it.each(tags)('%s has a browser test that runs axe in light and dark', (tag) => {
    const files = testFilesOf(tag)
    expect(
      files.map(([path]) => path),
      `no describe('${tag}', …) in a *.browser.test.ts`,
    ).not.toEqual([])
    for (const [path, source] of files) {
      expect(source, `${path} runs axe`).toContain('expectNoAxeViolations(')
      expect(source, `${path} covers both theme modes`).toContain('THEME_MODES')
    }
  })
})
