import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TESTS } from '../../vitest.component-tests.js'

/**
 * happy-dom keeps pure logic only: a test that renders a kw-* element runs in the real
 * browser (the ui-browser project, vitest.component-tests.ts), where layout, focus, events
 * and the timing of module loads and response bodies are real. This fails when a test file
 * of the happy-dom project renders one, directly or through a test helper that does.
 */

const PACKAGE_DIR = join(import.meta.dirname, '..', '..')
const SELF = `src/testing/${basename(import.meta.filename)}`

/** The package's files under src, as paths relative to the package ('src/…'). */
function sourceFiles(): string[] {
  return readdirSync(join(PACKAGE_DIR, 'src'), { recursive: true, encoding: 'utf8' })
    .map((path) => `src/${path.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.ts'))
    .sort()
}

/** The glob forms vitest.component-tests.ts uses: `**` (any folders), `*` (within a name). */
function globToRegExp(glob: string): RegExp {
  let pattern = ''
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string
    if (glob.startsWith('**/', i)) {
      pattern += '(?:[^/]+/)*'
      i += 2
    } else if (char === '*') pattern += '[^/]*'
    else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${pattern}$`)
}

const componentTestPatterns = COMPONENT_TESTS.map(globToRegExp)

function runsInBrowser(path: string): boolean {
  return componentTestPatterns.some((pattern) => pattern.test(path))
}

/** The test files the happy-dom project (vitest.config.ts) runs. */
function happyDomTestFiles(): string[] {
  return sourceFiles().filter((path) => path.endsWith('.test.ts') && !runsInBrowser(path))
}

/** Ways a test puts a kw-* element on a page (comments are not read). */
const RENDERS: [RegExp, string][] = [
  [/createElement\(\s*['"`]kw-/, "createElement('kw-…')"],
  [/\bhtml`[^`]*<kw-[a-z]/, 'a kw-* element in an html template'],
  [
    /\b(?:innerHTML|outerHTML|insertAdjacentHTML|setHTMLUnsafe|createContextualFragment)\b[^;]*<kw-[a-z]/,
    'kw-* markup parsed into the page',
  ],
  [/\bnew Kw[A-Z]\w*\s*\(/, 'a kw-* element class constructed'],
  [/\b(?:fixture|themedFixture|mountThemed|mountModal|mountKeyway)\s*\(/, 'a mounting helper'],
]

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

/** What in `source` renders a kw-* element, by the patterns above. */
function renderingIn(source: string): string[] {
  const code = withoutComments(source)
  return RENDERS.filter(([pattern]) => pattern.test(code)).map(([, what]) => what)
}

/** The test helpers (`*.test-helpers.ts`) `source` imports, as package paths. */
function importedHelpers(from: string, source: string): string[] {
  const dir = from.slice(0, from.lastIndexOf('/'))
  return [...source.matchAll(/from\s+['"](\.{1,2}\/[^'"]+\.test-helpers)\.js['"]/g)].map(
    ([, relative]) => {
      const parts = `${dir}/${relative}.ts`.split('/')
      const resolved: string[] = []
      for (const part of parts) {
        if (part === '..') resolved.pop()
        else if (part !== '.') resolved.push(part)
      }
      return resolved.join('/')
    },
  )
}

function read(path: string): string {
  return readFileSync(join(PACKAGE_DIR, path), 'utf8')
}

/** Why `path` renders a kw-* element: its own code, or a helper it imports (transitively). */
function whyItRenders(path: string, seen = new Set<string>()): string[] {
  if (seen.has(path)) return []
  seen.add(path)
  const source = read(path)
  const own = renderingIn(source)
  const viaHelpers = importedHelpers(path, source).flatMap((helper) =>
    whyItRenders(helper, seen).map((reason) => `${reason} (through ${helper})`),
  )
  return [...own, ...viaHelpers]
}

describe('the happy-dom project keeps pure logic', () => {
  it('reads the test files of both projects as vitest does', () => {
    const happyDom = happyDomTestFiles()
    expect(happyDom).toEqual(
      expect.arrayContaining([
        'src/i18n/i18n.test.ts',
        'src/views/walletconnect/retry-schedule.test.ts',
        // One folder down from the primitives: it reads their folders with node:fs.
        'src/primitives/registration.test.ts',
        SELF,
      ]),
    )
    expect(happyDom).not.toContain('src/primitives/button/button.test.ts')
    expect(happyDom.some((path) => path.endsWith('.browser.test.ts'))).toBe(false)
    expect(runsInBrowser('src/primitives/button/button.test.ts')).toBe(true)
    expect(runsInBrowser('src/views/connect/connect-view.browser.test.ts')).toBe(true)
    expect(runsInBrowser('src/state/contexts.test.ts')).toBe(true)
  })

  it('tells a test that renders an element from one that does not', () => {
    expect(renderingIn("const view = document.createElement('kw-connect-view')")).not.toEqual([])
    expect(renderingIn('render(html`<kw-button>Go</kw-button>`, root)')).not.toEqual([])
    expect(renderingIn('root.innerHTML = "<kw-modal></kw-modal>"')).not.toEqual([])
    expect(renderingIn('const modal = new KwModal()')).not.toEqual([])
    expect(renderingIn("await mountThemed(create('kw-chip'), 'dark')")).not.toEqual([])
    expect(renderingIn('const { modal } = mountKeyway(client)')).not.toEqual([])
    expect(
      renderingIn("host.insertAdjacentHTML('beforeend', '<kw-spinner></kw-spinner>')"),
    ).not.toEqual([])
    // Pure logic, a plain DOM tree, a registration check, a tag named in a string and a
    // comment are no rendering.
    expect(renderingIn("expect(formatMobileLink('rainbow://', uri)).toBe(link)")).toEqual([])
    expect(renderingIn("const root = document.createElement('div')")).toEqual([])
    expect(renderingIn("expect(customElements.get('kw-button')).toBeDefined()")).toEqual([])
    expect(renderingIn("const entries = ['@keyway/ui/modal <kw-modal>']")).toEqual([])
    expect(renderingIn('// the <kw-modal> itself is tested in the browser')).toEqual([])
  })

  it('finds a helper that renders behind an import', () => {
    expect(whyItRenders('src/testing/modal.test-helpers.ts')).not.toEqual([])
    expect(whyItRenders('src/views/shared/test-client.test-helpers.ts')).toEqual([])
  })

  it('no test file of the happy-dom project renders a kw-* element', () => {
    const offenders = happyDomTestFiles()
      // This file holds the patterns above as samples.
      .filter((path) => path !== SELF)
      .map((path) => [path, whyItRenders(path)] as const)
      .filter(([, reasons]) => reasons.length > 0)
      .map(([path, reasons]) => `${path}: ${reasons.join('; ')}`)
    expect(
      offenders,
      'these render kw-* elements: merge them into the *.browser.test.ts beside them',
    ).toEqual([])
  })
})
