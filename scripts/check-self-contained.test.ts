import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkSelfContained, findViolations, rules } from './check-self-contained.mjs'
import { allTargets } from './citation-map.mjs'
import { docsAnchors, headingSlug, markdownAnchors, missingTargets } from './doc-anchors.mjs'
import { rewriteText } from './rewrite-spec-citations.mjs'

// The texts under test are built from pieces, so that this file cites nothing itself.
const SIGN = '\u00a7'
const SPEC = `spec ${SIGN}`
const DESIGN = ['DESIGN', 'md'].join('.')
const OUTSIDE = ['..', 'shared', DESIGN].join('/')
const script = join(import.meta.dirname, 'check-self-contained.mjs')
const repoRoot = join(import.meta.dirname, '..')

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'self-contained-'))
  execFileSync('git', ['init', '-q'], { cwd: root })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Writes and `git add`s a file of the temporary repository. */
function tracked(path: string, text: string): void {
  const full = join(root, path)
  mkdirSync(dirname(full), { recursive: true })
  writeFileSync(full, text)
  execFileSync('git', ['add', path], { cwd: root })
}

/** The in-repo shared folder as a relative path, built from pieces like the texts above. */
const IN_REPO_SHARED = ['..', 'shared', ''].join('/')

describe('check-self-contained', () => {
  it('passes a repository whose comments cite its own docs pages', () => {
    tracked('src/a.ts', '/** The 30 s throttle (docs/limits.md#timing). */\nexport const a = 1\n')
    // An import of the repository's own `shared` folder (packages/ui has them): allowed.
    tracked('src/b.ts', `import { x } from '${IN_REPO_SHARED}define-element.js'\n`)
    expect(checkSelfContained(root)).toEqual([])
    const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' })
    expect(run.status).toBe(0)
  })

  it('lists file:line of a section citation, an outside path and an outside file name, and exits 1', () => {
    tracked('src/a.ts', `// one\n/** The throttle (${SPEC}4 Email login). */\n`)
    tracked('README.md', `Read first: \`${OUTSIDE}\`.\n`)
    tracked('src/c.ts', `/** Client, not globals (${DESIGN} "core"). */\n`)
    tracked('src/d.ts', `const path = '${['', 'work', 'shared', 'spec'].join('/')}'\n`)
    expect(checkSelfContained(root)).toEqual([
      expect.stringMatching(/^README\.md:1: a path outside the repository/),
      expect.stringMatching(/^src\/a\.ts:2: cites the product specification by section/),
      expect.stringMatching(/^src\/c\.ts:1: names a file that is not in the repository/),
      expect.stringMatching(/^src\/d\.ts:1: an absolute path outside the repository/),
    ])
    const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('src/a.ts:2:')
  })

  it('finds "spec" and the section sign split over two comment lines', () => {
    const text = `/**\n * Security rules (spec\n * ${SIGN}4: lazily).\n */\n`
    expect(findViolations(text, 'x.ts', rules(new Set()))).toEqual([
      expect.stringMatching(/^x\.ts:2: cites the product specification/),
    ])
  })

  it('lets a repository cite a file of that name that it holds', () => {
    tracked(DESIGN, '# Design\n')
    tracked('src/c.ts', `/** See ${DESIGN}. */\n`)
    expect(checkSelfContained(root)).toEqual([])
  })
})

describe('rewrite-spec-citations', () => {
  it('re-points a section citation with a heading, a bare one and a list at docs headings', () => {
    const text = [
      `/** ${SPEC}4 Email login: a repeat login is blocked. */`,
      `it('truncates the address 4 + 6 (${SPEC}9 Display)')`,
      `// the transaction stack (${SPEC}2, ${SIGN}4)`,
      `/** RFC 9110 ${SIGN}10.2.3: Retry-After. */`,
    ].join('\n')
    const { text: out, unmapped } = rewriteText(text, 'packages/core/src/x.ts')
    expect(unmapped).toEqual([])
    expect(out.split('\n')).toEqual([
      '/** docs/embedded-wallet.md#email-login: a repeat login is blocked. */',
      "it('truncates the address 4 + 6 (docs/limits.md#display)')",
      '// the transaction stack (docs/views.md#the-send-flow, docs/connection.md#connection-status)',
      `/** RFC 9110 ${SIGN}10.2.3: Retry-After. */`,
    ])
  })

  it('turns a range of sections into the list of their pages', () => {
    const text = `/** The few timings of ${SIGN}4\u2013${SIGN}6. */`
    expect(rewriteText(text, 'a.ts').text).toBe(
      '/** The few timings of docs/connection.md, docs/validation.md and docs/roles.md. */',
    )
  })

  it('keeps the line break of a citation split over two comment lines', () => {
    const text = `/**\n * Rules (spec\n * ${SIGN}4: the frame is lazy).\n */`
    expect(rewriteText(text, 'packages/embedded-wallet/src/a.ts').text).toBe(
      '/**\n * Rules (\n * docs/embedded-wallet.md#loading-the-frame: the frame is lazy).\n */',
    )
  })

  it('maps the old architecture file by its quoted heading, and reports one it does not know', () => {
    const known = rewriteText(`/** (${DESIGN} "Adapter interface"). */`, 'a.ts')
    expect(known.text).toBe('/** (docs/architecture.md#adapter-interface). */')
    const unknown = rewriteText(`/** (${DESIGN} "nowhere"). */`, 'a.ts')
    expect(unknown.unmapped).toEqual([expect.stringContaining('a.ts:1:')])
  })

  it('changes nothing on a second run', () => {
    const text = `/** ${SPEC}9 "Timing", ${SIGN}5 and ${DESIGN}: base URLs come from options. */`
    const once = rewriteText(text, 'packages/core/src/constants/timing.ts').text
    expect(once).not.toContain(SIGN)
    const twice = rewriteText(once, 'packages/core/src/constants/timing.ts')
    expect(twice.changes).toEqual([])
    expect(twice.text).toBe(once)
  })

  it("every target of the map is a page and heading of this repository's docs", () => {
    expect(missingTargets(allTargets(), docsAnchors(repoRoot))).toEqual([])
  })
})

describe('doc-anchors', () => {
  it("makes GitHub's anchors, numbering repeats and skipping fenced code", () => {
    expect(headingSlug('Blockchain API (`blockchainApi`)')).toBe('blockchain-api-blockchainapi')
    expect(headingSlug("Sending a transaction: the node's reasons")).toBe(
      'sending-a-transaction-the-nodes-reasons',
    )
    const anchors = markdownAnchors('# A\n## Calls\n```sh\n# not a heading\n```\n## Calls\n')
    expect([...anchors]).toEqual(['a', 'calls', 'calls-1'])
  })
})
