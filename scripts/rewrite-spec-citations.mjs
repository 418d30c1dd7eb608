#!/usr/bin/env node
// Re-points every citation of the old product specification (the word "spec", a section
// sign and a section number, with or without a heading) and of the old architecture,
// conventions and libraries files at the page and heading of our own docs/ that describes
// the same rule: `docs/limits.md#timing`. The map is in citation-map.mjs.
//
//   node scripts/rewrite-spec-citations.mjs          prints what it would change
//   node scripts/rewrite-spec-citations.mjs --write  rewrites the tracked files in place
//
// Exit 1 when a citation cannot be mapped or a target names a missing page or heading.
// A second run changes nothing: the rewritten text holds no citation any more.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ARCHITECTURE_CONTEXT,
  ARCHITECTURE_HEADINGS,
  ARCHITECTURE_PAGE,
  allTargets,
  CONVENTIONS_TARGET,
  LIBRARIES_TARGET,
  SECTIONS,
} from './citation-map.mjs'
import { docsAnchors, missingTargets } from './doc-anchors.mjs'

const SIGN = '\u00a7'

/**
 * A section sign and number, with the word "spec" before it when there is one (on the
 * same line, or at the end of the line before, across a comment's leading `*`, `//` or `#`).
 */
const CITATION = new RegExp(
  `(\\b[Ss]pec(?:[ \\t]*\\n[ \\t]*(?:\\*|\\/\\/\\/?|#)?[ \\t]*|[ \\t]+))?${SIGN}(\\d+)`,
  'g',
)
/** A section sign that belongs to another document (an RFC, a JSON-RPC 2.0 section...). */
const OTHER_DOCUMENT = /(?:\b(?:RFC|EIP|ERC|BIP|CAIP|ISO)[- ]?\d+|\d\.\d+|section)[ \t]*$/i

/**
 * Files generated from the ui package's doc comments by `pnpm elements` (the
 * custom-elements manifest, then docs/elements.md). They get plain text like the comments
 * they are made from; after a --write run that changed them, they are generated again
 * from the rewritten comments, so that they say exactly what the sources say.
 */
const GENERATED = new Set(['packages/ui/custom-elements.json', 'docs/elements.md'])

const ARCHITECTURE = /\bDESIGN\.md(?:(,?\s*)"([^"\n]+)")?/g
const CONVENTIONS = /\bCONVENTIONS\.md\b/g
const LIBRARIES = /\bLIBRARIES\.md\b/g

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The heading written right after the section number, if it is one the map knows. */
function headingAfter(section, after) {
  const phrases = [...section.phrases].sort((a, b) => b[0].length - a[0].length)
  for (const [phrase, target] of phrases) {
    const match = new RegExp(`^ ("?)${escapeRegExp(phrase)}\\1(?![A-Za-z-])`).exec(after)
    if (match) return { length: match[0].length, target }
  }
  return null
}

function firstMatch(rules, text) {
  for (const [pattern, target] of rules) if (pattern.test(text)) return target
  return null
}

/**
 * The words after `end` up to the end of the clause (a line break, also one escaped as
 * `\\n` in a JSON string, a section sign, a closing parenthesis, a semicolon or a full
 * stop, or a quote that ends a string), and the line before `start`, in lower case.
 */
function lineAround(text, start, end) {
  const lineStart = Math.max(
    text.lastIndexOf('\n', start - 1) + 1,
    text.lastIndexOf('\\n', start - 1) + 2,
    0,
  )
  // A quote right after the citation opens its words; a later one ends the string.
  const opening = /^\s*["'`]?/.exec(text.slice(end, end + 4))[0].length
  const rest = text.slice(end + opening, end + 200)
  const stop = rest.search(new RegExp(`\\n|\\\\n|${SIGN}|\\)|;|['"\`]|\\.(?:\\s|$)`))
  return {
    before: text.slice(lineStart, start).toLowerCase(),
    after: (stop === -1 ? rest : rest.slice(0, stop)).toLowerCase(),
  }
}

/**
 * In a Markdown file a target becomes a link relative to the file, unless the citation
 * sits in a code block or in inline code, where a link would not render.
 */
function markdownLink(text, path, { start, text: target }) {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const fences = text.slice(0, lineStart).match(/^\s*```/gm)?.length ?? 0
  const ticks = text.slice(lineStart, start).split('`').length - 1
  if (fences % 2 === 1 || ticks % 2 === 1) return target
  const lead = /^\s*/.exec(target)[0]
  const bare = target.slice(lead.length)
  const [page, anchor] = bare.split('#')
  const href = relative(dirname(path), page) + (anchor === undefined ? '' : `#${anchor}`)
  return `${lead}[${bare}](${href})`
}

/**
 * Rewrites the citations in one file's text. Returns the new text, the changes (line,
 * before, after) and the citations it could not map.
 */
export function rewriteText(text, path) {
  const changes = []
  const unmapped = []
  const lowerPath = path.toLowerCase()
  const lineOf = (index) => text.slice(0, index).split('\n').length

  const replacements = []
  for (const match of text.matchAll(CITATION)) {
    const [whole, lead, number] = match
    const start = match.index
    if (!lead && OTHER_DOCUMENT.test(text.slice(Math.max(0, start - 24), start))) continue
    const section = SECTIONS[number]
    if (!section) {
      unmapped.push(`${path}:${lineOf(start)}: ${whole.trim()} (no such section)`)
      continue
    }
    let end = start + whole.length
    const range = new RegExp(`^[\u2013-]${SIGN}(\\d+)`).exec(text.slice(end, end + 6))
    if (range) {
      // "sections 4 to 6": the pages of each section of the range.
      const pages = []
      for (let n = Number(number); n <= Number(range[1]); n += 1) {
        const page = SECTIONS[n]?.fallback.split('#')[0]
        if (page && !pages.includes(page)) pages.push(page)
      }
      const list =
        pages.length > 1 ? `${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}` : pages[0]
      replacements.push({ start, end: end + range[0].length, text: list })
      continue
    }
    const heading = headingAfter(section, text.slice(end, end + 80))
    let target = heading?.target ?? null
    if (heading) end += heading.length
    if (!target) {
      const { before, after } = lineAround(text, start, end)
      target =
        firstMatch(section.context, after) ??
        firstMatch(section.context, before) ??
        firstMatch(section.path, lowerPath) ??
        section.fallback
    }
    // Keep a line break that stood between "spec" and the section sign.
    const keep = lead?.includes('\n') ? lead.replace(/^[Ss]pec[ \t]*/, '') : ''
    replacements.push({ start, end, text: keep + target })
  }

  for (const match of text.matchAll(ARCHITECTURE)) {
    const [whole, , heading] = match
    let target
    if (heading !== undefined) {
      target = ARCHITECTURE_HEADINGS[heading.toLowerCase()]
      if (!target) {
        unmapped.push(`${path}:${lineOf(match.index)}: ${whole.replace(/\s+/g, ' ')}`)
        continue
      }
    } else {
      const { after } = lineAround(text, match.index, match.index + whole.length)
      target = firstMatch(ARCHITECTURE_CONTEXT, after) ?? ARCHITECTURE_PAGE
    }
    replacements.push({ start: match.index, end: match.index + whole.length, text: target })
  }
  for (const [pattern, target] of [
    [CONVENTIONS, CONVENTIONS_TARGET],
    [LIBRARIES, LIBRARIES_TARGET],
  ]) {
    for (const match of text.matchAll(pattern)) {
      replacements.push({ start: match.index, end: match.index + match[0].length, text: target })
    }
  }

  if (path.endsWith('.md') && !GENERATED.has(path)) {
    for (const replacement of replacements) replacement.text = markdownLink(text, path, replacement)
  }
  replacements.sort((a, b) => a.start - b.start)
  let out = ''
  let cursor = 0
  for (const replacement of replacements) {
    if (replacement.start < cursor) continue
    out += text.slice(cursor, replacement.start) + replacement.text
    changes.push({
      line: lineOf(replacement.start),
      from: text.slice(replacement.start, replacement.end).replace(/\s+/g, ' '),
      to: replacement.text.replace(/\s+/g, ' ').trim(),
    })
    cursor = replacement.end
  }
  out += text.slice(cursor)
  return { text: out, changes, unmapped }
}

/** Tracked text files of the repository at `root`. */
function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !file.endsWith('pnpm-lock.yaml'))
}

export function run(root, { write }) {
  const missing = missingTargets(allTargets(), docsAnchors(root))
  const report = { files: 0, changes: 0, unmapped: [], missing, regenerate: false, changed: [] }
  for (const file of trackedFiles(root)) {
    let text
    try {
      text = readFileSync(join(root, file), 'utf8')
    } catch {
      continue // deleted in the work tree, or a submodule
    }
    if (text.includes('\0')) continue
    const result = rewriteText(text, file)
    report.unmapped.push(...result.unmapped)
    if (result.changes.length === 0) continue
    report.files += 1
    report.changes += result.changes.length
    if (GENERATED.has(file)) report.regenerate = true
    report.changed.push(file)
    if (write) writeFileSync(join(root, file), result.text)
    else for (const c of result.changes) console.log(`${file}:${c.line}: ${c.from} → ${c.to}`)
  }
  return report
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const write = process.argv.includes('--write')
  const report = run(root, { write })
  if (write && report.changed.length > 0) {
    // A longer test name or table cell can change how the formatter lays a line out.
    console.log('formatting the rewritten files (biome format --write)')
    execFileSync(
      'pnpm',
      ['exec', 'biome', 'format', '--write', '--files-ignore-unknown=true', ...report.changed],
      { cwd: root, stdio: 'inherit' },
    )
  }
  if (write && report.regenerate) {
    console.log('generating the elements manifest and docs/elements.md again (pnpm elements)')
    execFileSync('pnpm', ['run', 'elements'], { cwd: root, stdio: 'inherit' })
  }
  for (const line of report.missing) console.error(`missing target: ${line}`)
  for (const line of report.unmapped) console.error(`unmapped: ${line}`)
  console.log(
    `${report.changes} citation(s) in ${report.files} file(s) ${write ? 'rewritten' : 'to rewrite'}`,
  )
  if (report.missing.length > 0 || report.unmapped.length > 0) process.exitCode = 1
}
