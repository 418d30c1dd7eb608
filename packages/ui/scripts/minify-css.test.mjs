// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the inputs are JavaScript sources, with template literals written as text
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { minifyCssText, minifyStylesheets } from './minify-css.mjs'

const SRC = join(import.meta.dirname, '../src')

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : []
  })
}

const lines = (text) => text.split('\n').length
/** The text without comments and white space: what must not change. */
const significant = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '')
/** The quoted strings of a stylesheet, which must come out as they went in. */
const quoted = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').match(/'[^'\n]*'|"[^"\n]*"/g) ?? []

describe('minifyCssText', () => {
  it('drops comments and indentation and keeps every line', () => {
    const css = `
  /* the host,
     inline */
  :host {
    display: inline-flex;
    gap: var(--kw-spacing-2);
  }
  *,
  *::before {
    box-sizing: inherit;
  }
`
    const minified = minifyCssText(css)
    expect(minified).toBe(
      '\n\n\n:host{\ndisplay:inline-flex;\ngap:var(--kw-spacing-2);\n}\n*,\n*::before{\nbox-sizing:inherit;\n}\n',
    )
    expect(lines(minified)).toBe(lines(css))
  })

  it('keeps the spaces that separate values and selectors', () => {
    expect(minifyCssText('a  b { margin: 0   4px; font-family: "Segoe UI", sans-serif }')).toBe(
      'a b{margin:0 4px;font-family:"Segoe UI",sans-serif}',
    )
  })
})

describe('minifyStylesheets', () => {
  it('minifies the text of css, ShadowStyles and *_CSS templates around their ${…} parts', () => {
    const source = [
      'const a = css `',
      '  :host {',
      '    padding: ${x} ${y};',
      '  }',
      '`;',
      'const b = new ShadowStyles(`',
      '  .c {  color: red;  }',
      '`);',
      'export const SHELL_CSS = `',
      '  .d { top: ${f(`nested ${1}`, { k: 1 })}; }',
      '`;',
    ].join('\n')
    expect(minifyStylesheets(source)).toBe(
      [
        'const a = css `',
        ':host{',
        'padding:${x} ${y};',
        '}',
        '`;',
        'const b = new ShadowStyles(`',
        '.c{color:red;}',
        '`);',
        'export const SHELL_CSS = `',
        '.d{top:${f(`nested ${1}`, { k: 1 })};}',
        '`;',
      ].join('\n'),
    )
  })

  it('leaves other templates, strings and code alone', () => {
    const source = [
      'const t = html `<div class="a  b">  ${x}  </div>`;',
      "const s = 'a {  b; }';",
      'const u = `  ${css} {  }  `;',
    ].join('\n')
    expect(minifyStylesheets(source)).toBe(source)
  })

  it("changes only white space and comments in every stylesheet of @keyway/ui's sources", () => {
    let stylesheets = 0
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, 'utf8')
      const minified = minifyStylesheets(source)
      if (minified === source) continue
      stylesheets += 1
      expect(significant(minified), file).toBe(significant(source))
      expect(lines(minified), file).toBe(lines(source))
      expect(quoted(minified), file).toEqual(quoted(source))
    }
    // The connect button's, the modal shell's and the views' and primitives' stylesheets.
    expect(stylesheets).toBeGreaterThan(40)
  })
})
