// The headings of the docs/ pages as GitHub renders their anchors, so a citation such as
// `docs/limits.md#timing` can be checked against the page it points at.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of one Markdown text; headings inside fenced code blocks are not headings. */
export function markdownAnchors(text) {
  const anchors = new Set()
  const seen = new Map()
  let fence = null
  for (const line of text.split('\n')) {
    const fenceMatch = /^\s*(```|~~~)/.exec(line)
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]
      else if (fenceMatch[1] === fence) fence = null
      continue
    }
    if (fence !== null) continue
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const base = headingSlug(heading[1])
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** Every docs/*.md page of the repository at `root`, with its anchors. */
export function docsAnchors(root) {
  const pages = new Map()
  for (const name of readdirSync(join(root, 'docs'))) {
    if (!name.endsWith('.md')) continue
    pages.set(`docs/${name}`, markdownAnchors(readFileSync(join(root, 'docs', name), 'utf8')))
  }
  return pages
}

/**
 * The targets (`docs/page.md` or `docs/page.md#anchor`) that name a missing page or
 * heading, each with the reason.
 */
export function missingTargets(targets, pages) {
  const missing = []
  for (const target of new Set(targets)) {
    const [page, anchor] = target.split('#')
    const anchors = pages.get(page)
    if (!anchors) missing.push(`${target}: no such page`)
    else if (anchor !== undefined && !anchors.has(anchor))
      missing.push(`${target}: no heading with that anchor`)
  }
  return missing
}
