#!/usr/bin/env node
// CI gate: the repository stands on its own. A tracked file may not cite the old product
// specification by section ("spec" and a section sign) nor point at a file outside the
// repository (the architecture, conventions and libraries files that lived beside it, or
// an absolute path of the machine it was written on). Comments cite our docs/ pages
// instead. Lists every offending file:line and exits 1.
//
//   node scripts/check-self-contained.mjs
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Names of the outside files; a file of that name inside the repository may be cited. */
const OUTSIDE_FILES = ['DESIGN', 'CONVENTIONS', 'LIBRARIES', 'product-spec'].map((n) => `${n}.md`)

/** What a tracked file may not contain, each with the reason printed beside it. */
export function rules(trackedNames) {
  const outside = OUTSIDE_FILES.filter((name) => !trackedNames.has(name))
  const list = [
    { pattern: /\bspec\s+\u00a7/i, reason: 'cites the product specification by section' },
    {
      pattern: /(?:\.\.\/)+shared\/(?:spec\/|[A-Z]+\.md)/,
      reason: 'a path outside the repository',
    },
    { pattern: /(?:^|[\s'"`(=])\/work\//, reason: 'an absolute path outside the repository' },
  ]
  if (outside.length > 0) {
    const names = outside.map((name) => name.replace(/[.-]/g, '\\$&')).join('|')
    list.push({
      pattern: new RegExp(`(?<![\\w/-])(?:${names})\\b`),
      reason: 'names a file that is not in the repository',
    })
  }
  return list
}

/**
 * The offending lines of `text`, as `path:line: reason: excerpt`. "spec" and the section
 * sign may sit on two lines of a comment, so that rule also looks across one line break.
 */
export function findViolations(text, path, ruleList) {
  const found = []
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    for (const { pattern, reason } of ruleList) {
      const joined = `${line} ${(lines[index + 1] ?? '').replace(/^\s*(?:\*|\/\/\/?|#)?\s*/, '')}`
      const hit = pattern.test(line) || (/spec\s*$/i.test(line) && pattern.test(joined))
      if (hit) found.push(`${path}:${index + 1}: ${reason}: ${line.trim().slice(0, 120)}`)
    }
  })
  return found
}

/** Every violation in the tracked text files of the repository at `root`. */
export function checkSelfContained(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '')
  const ruleList = rules(new Set(files.map((file) => basename(file))))
  const found = []
  for (const file of files) {
    let text
    try {
      text = readFileSync(join(root, file), 'utf8')
    } catch {
      continue // deleted in the work tree
    }
    if (text.includes('\0')) continue
    found.push(...findViolations(text, file, ruleList))
  }
  return found
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository the command runs in (the root's lint script runs it at the root).
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim()
  const found = checkSelfContained(root)
  for (const line of found) console.error(line)
  if (found.length > 0) {
    console.error(
      `\n${found.length} line(s) point outside the repository. Cite the docs/ page and heading ` +
        'instead (node scripts/rewrite-spec-citations.mjs --write maps the old citations).',
    )
    process.exitCode = 1
  } else {
    console.log('check-self-contained: no citation or path outside the repository')
  }
}
