import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkDocSnippets, findPageProblems, hasRegion } from './check-doc-snippets.mjs'

const script = join(import.meta.dirname, 'check-doc-snippets.mjs')
const repoDocs = join(import.meta.dirname, '..', 'docs')
const FENCE = '```'

let docs: string

beforeEach(() => {
  docs = mkdtempSync(join(tmpdir(), 'doc-snippets-'))
})
afterEach(() => rmSync(docs, { recursive: true, force: true }))

function write(path: string, text: string): void {
  const full = join(docs, path)
  mkdirSync(dirname(full), { recursive: true })
  writeFileSync(full, text)
}

function runCli() {
  return spawnSync(process.execPath, [script, docs], { encoding: 'utf8' })
}

const SNIPPET = `import { a } from 'a'\n// #region use\na()\n// #endregion use\n`

describe('check-doc-snippets', () => {
  it('passes pages whose code is included from docs/snippets/, beside shell and text blocks', () => {
    write('snippets/use.ts', SNIPPET)
    write(
      'guide/page.md',
      [
        '# Page',
        '<<< @/snippets/use.ts#use',
        '<<< @/snippets/use.ts{2} ts [use.ts]',
        '<<< ../snippets/use.ts#use',
        `${FENCE}sh`,
        'pnpm add @keyway/core',
        FENCE,
        `${FENCE}text`,
        '{ chainId: Hex }',
        FENCE,
        '',
      ].join('\n'),
    )
    expect(checkDocSnippets(docs)).toEqual([])
    const run = runCli()
    expect(run.status).toBe(0)
  })

  it('names the file and line of each inline TypeScript or JavaScript block, and exits 1', () => {
    write(
      'a.md',
      [
        '# A',
        `${FENCE}ts`,
        'const a = 1',
        FENCE,
        `${FENCE}tsx{2}`,
        '<A />',
        FENCE,
        '1. A step:',
        '',
        `      ${FENCE}js`,
        '      run()',
        `      ${FENCE}`,
        '~~~typescript',
        'let b',
        '~~~',
        '',
      ].join('\n'),
    )
    write(
      'guide/b.md',
      `Text\n\n${FENCE}JavaScript [b.js]\nrun()\n${FENCE}\n${FENCE} jsx\n<B />\n${FENCE}\n`,
    )
    expect(checkDocSnippets(docs)).toEqual([
      expect.stringMatching(/^docs\/a\.md:2: an inline ```ts block/),
      expect.stringMatching(/^docs\/a\.md:5: an inline ```tsx block/),
      expect.stringMatching(/^docs\/a\.md:10: an inline ```js block/),
      expect.stringMatching(/^docs\/a\.md:13: an inline ```typescript block/),
      expect.stringMatching(/^docs\/guide\/b\.md:3: an inline ```javascript block/),
      expect.stringMatching(/^docs\/guide\/b\.md:6: an inline ```jsx block/),
    ])
    const run = runCli()
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('docs/a.md:2: an inline ```ts block')
    expect(run.stderr).toContain('6 problem(s)')
  })

  it('skips the generated reference and a block shown inside a longer fence', () => {
    write('reference/core/index.md', `${FENCE}ts\nexport type A = 1\n${FENCE}\n`)
    write('page.md', `${FENCE}\`md\n${FENCE}ts\nconst a = 1\n${FENCE}\n${FENCE}\`\n`)
    expect(checkDocSnippets(docs)).toEqual([])
  })

  it('refuses an include of a missing region, a missing file, or code outside docs/snippets/', () => {
    write('snippets/use.ts', SNIPPET)
    write('examples/other.ts', 'export const a = 1\n')
    write(
      'page.md',
      [
        '<<< @/snippets/use.ts#usage',
        '<<< @/snippets/gone.ts#use',
        '<<< @/examples/other.ts',
        '',
      ].join('\n'),
    )
    expect(checkDocSnippets(docs)).toEqual([
      expect.stringMatching(/^docs\/page\.md:1: includes region usage of @\/snippets\/use\.ts/),
      'docs/page.md:2: includes @/snippets/gone.ts, which does not exist',
      'docs/page.md:3: includes @/examples/other.ts, outside docs/snippets/, where nothing compiles it',
    ])
  })

  it('reads regions as VitePress does', () => {
    expect(hasRegion(SNIPPET, 'use')).toBe(true)
    expect(hasRegion('/* #region a */\nx\n/* #endregion a */\n', 'a')).toBe(true)
    expect(hasRegion('// #region a\nx\n', 'a')).toBe(false)
    expect(hasRegion('// #endregion a\n// #region a\n', 'a')).toBe(false)
    expect(hasRegion('// #region ab\n// #endregion ab\n', 'a')).toBe(false)
  })

  it('finds no problem in a page text without code', () => {
    expect(findPageProblems('# Title\n\nProse.\n', 'docs/x.md', docs, docs)).toEqual([])
  })

  it("passes the repository's own docs", () => {
    expect(checkDocSnippets(repoDocs)).toEqual([])
  })
})
