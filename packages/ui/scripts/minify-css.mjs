/**
 * After `tsc`: the stylesheets in @keyway/ui's built modules lose their comments and
 * indentation. They are template literals (Lit's `css` tag, `new ShadowStyles(…)`, the
 * modal shell's `SHELL_CSS`), which a dapp's bundler keeps as they are, so every space of
 * the sources reached the visitor (docs/first-load.md#stylesheets-without-their-indentation).
 *
 * Only the literal text between `${…}` is touched, and each template keeps its line count
 * (comments and indentation go, line breaks stay), so the source maps still point at the
 * right lines of the code around it. Run by the package's `build`; `node
 * scripts/minify-css.mjs <dir>` minifies the `.js` files under another folder.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where a stylesheet template starts: the tag or call, up to and including its backtick. */
const STYLESHEET_START = /(?:\bcss\s*|\bnew ShadowStyles\(\s*|\b[A-Z_]*CSS\s*=\s*)`/g

/** One static piece of CSS text, with its line breaks kept. */
export function minifyCssText(text) {
  return (
    text
      // Comments, keeping the lines they spanned.
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => '\n'.repeat(countLines(comment)))
      // Indentation and trailing spaces: every run of white space with a line break in it.
      .replace(/[ \t]*\n[ \t\n]*/g, (run) => '\n'.repeat(countLines(run)))
      .replace(/[ \t]{2,}/g, ' ')
      // Around braces, semicolons and commas no space is needed (not inside strings: the
      // stylesheets have none with these characters, see minify-css.test.mjs).
      .replace(/ ?([{};,]) ?/g, '$1')
      // After a declaration's colon (a selector's colon is never followed by a space).
      .replace(/: /g, ':')
  )
}

function countLines(text) {
  let count = 0
  for (const char of text) if (char === '\n') count += 1
  return count
}

/**
 * The end of the template literal whose text starts at `from` (the index after its opening
 * backtick), and its static pieces: `[start, end]` pairs between the `${…}` parts.
 */
function scanTemplate(source, from) {
  const pieces = []
  let start = from
  let index = from
  while (index < source.length) {
    const char = source[index]
    if (char === '\\') {
      index += 2
      continue
    }
    if (char === '`') {
      pieces.push([start, index])
      return { end: index, pieces }
    }
    if (char === '$' && source[index + 1] === '{') {
      pieces.push([start, index])
      index = skipExpression(source, index + 2)
      start = index
      continue
    }
    index += 1
  }
  return undefined
}

/** The index after the `}` that closes an interpolation opened just before `from`. */
function skipExpression(source, from) {
  let depth = 1
  let index = from
  while (index < source.length) {
    const char = source[index]
    if (char === "'" || char === '"') {
      index = skipString(source, index)
      continue
    }
    if (char === '`') {
      const inner = scanTemplate(source, index + 1)
      if (!inner) return source.length
      index = inner.end + 1
      continue
    }
    if (char === '{') depth += 1
    if (char === '}') {
      depth -= 1
      if (depth === 0) return index + 1
    }
    index += 1
  }
  return source.length
}

function skipString(source, from) {
  const quote = source[from]
  let index = from + 1
  while (index < source.length && source[index] !== quote) {
    index += source[index] === '\\' ? 2 : 1
  }
  return index + 1
}

/** A module's source with each stylesheet template's static text minified. */
export function minifyStylesheets(source) {
  let output = ''
  let copied = 0
  for (const match of source.matchAll(STYLESHEET_START)) {
    const from = match.index + match[0].length
    if (from <= copied) continue
    const template = scanTemplate(source, from)
    if (!template) continue
    output += source.slice(copied, from)
    let at = from
    for (const [start, end] of template.pieces) {
      output += source.slice(at, start) + minifyCssText(source.slice(start, end))
      at = end
    }
    output += source.slice(at, template.end)
    copied = template.end
  }
  return output + source.slice(copied)
}

async function* jsFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* jsFiles(path)
    else if (entry.name.endsWith('.js')) yield path
  }
}

async function main() {
  const root = process.argv[2] ?? fileURLToPath(new URL('../dist/esm', import.meta.url))
  let before = 0
  let after = 0
  for await (const file of jsFiles(root)) {
    const source = await readFile(file, 'utf8')
    const minified = minifyStylesheets(source)
    before += source.length
    after += minified.length
    if (minified !== source) await writeFile(file, minified)
  }
  console.log(`minify-css: ${root}: ${before - after} characters of stylesheet text removed`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
