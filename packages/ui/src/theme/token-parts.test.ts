// The theme's two parts (token-parts.ts) against the one definition of the theme: the first
// paint's part holds every token a module of the first load reads (through the values of
// other tokens too), the views' part the rest, and together they are the whole theme, with
// the app's variables applied alike. The parts are generated: with UPDATE_TOKEN_PARTS=1
// this test writes them again (then `pnpm exec biome format --write` on them).
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ThemeMode, ThemeVariables } from '@keyway/core'
import { staticImportGraph } from '@keyway/test/import-graph'
import { describe, expect, it } from 'vitest'
import { FIRST_PAINT_TOKENS } from './first-paint-tokens.js'
import { themeForMode } from './theme.js'
import { resolveThemeTokens } from './theme-to-css.js'
import { applyTokenPart, type TokenPart, withThemeVariables } from './token-parts.js'
import { RAW_TOKENS, type TokenMap, type TokenName } from './tokens.js'
import { VIEW_TOKENS } from './view-tokens.js'

const themeDir = dirname(fileURLToPath(import.meta.url))
const srcDir = resolve(themeDir, '..')
/** The modules a page loads before the first click (first-load.test.ts). */
const FIRST_LOAD_ENTRIES = ['mount.ts', 'elements/connect-button/connect-button.ts']
const MODES: readonly ThemeMode[] = ['light', 'dark']

const fullTokens = (mode: ThemeMode): TokenMap => ({
  ...RAW_TOKENS,
  ...themeForMode(mode).tokens,
})

const referenced = (text: string) =>
  [...text.matchAll(/var\((--kw-[\w-]+)/g)].map((match) => match[1] as TokenName)

/**
 * The tokens the first load reads: those its modules (but the theme's) name in a `var()`,
 * and those their values name in turn, in either mode.
 */
function firstPaintNames(): Set<TokenName> {
  // The theme's own modules are left out: the values of its tokens are followed below.
  const files = new Set(
    FIRST_LOAD_ENTRIES.flatMap((entry) => staticImportGraph(srcDir, entry).files).filter(
      (file) => !file.startsWith('theme/'),
    ),
  )
  const queue = [...files].flatMap((file) =>
    referenced(readFileSync(resolve(srcDir, file), 'utf8')),
  )
  const names = new Set<TokenName>()
  const themes = MODES.map(fullTokens)
  for (let name = queue.pop(); name; name = queue.pop()) {
    if (names.has(name) || !themes.some((tokens) => name in tokens)) continue
    names.add(name)
    for (const tokens of themes) queue.push(...referenced(tokens[name] ?? ''))
  }
  return names
}

/** The part of the theme made of the tokens `keep` accepts, in the theme's order. */
function partOf(keep: (name: TokenName) => boolean): TokenPart {
  const [light, dark] = MODES.map(fullTokens) as [TokenMap, TokenMap]
  const part = { both: {}, light: {}, dark: {} } as Record<keyof TokenPart, Record<string, string>>
  for (const name of Object.keys(light) as TokenName[]) {
    if (!keep(name)) continue
    if (light[name] === dark[name]) part.both[name] = light[name] as string
    else {
      part.light[name] = light[name] as string
      part.dark[name] = dark[name] as string
    }
  }
  return part
}

const quote = (text: string) => (text.includes("'") ? JSON.stringify(text) : `'${text}'`)

function source(name: string, summary: string, part: TokenPart): string {
  const map = (tokens: TokenMap) =>
    Object.entries(tokens)
      .map(([token, value]) => `    '${token}': ${quote(value)},`)
      .join('\n')
  return `// Generated from tokens.ts and theme.ts by token-parts.test.ts: do not edit.
import type { TokenPart } from './token-parts.js'

/** ${summary} */
export const ${name}: TokenPart = {
  both: {
${map(part.both)}
  },
  light: {
${map(part.light)}
  },
  dark: {
${map(part.dark)}
  },
}
`
}

const names = firstPaintNames()
const expectedFirstPaint = partOf((name) => names.has(name))
const expectedViews = partOf((name) => !names.has(name))

if (process.env.UPDATE_TOKEN_PARTS === '1') {
  writeFileSync(
    resolve(themeDir, 'first-paint-tokens.ts'),
    source(
      'FIRST_PAINT_TOKENS',
      "The tokens the first load reads: the connect button's and kw-modal's own Connect view's.",
      expectedFirstPaint,
    ),
  )
  writeFileSync(
    resolve(themeDir, 'view-tokens.ts'),
    source(
      'VIEW_TOKENS',
      "The tokens only the modal's Lit views read, applied when they load.",
      expectedViews,
    ),
  )
}

const REGENERATE =
  'the theme or a first-load module changed: run UPDATE_TOKEN_PARTS=1 pnpm exec vitest run --project ui src/theme/token-parts.test.ts'

/** The tokens an element gets from both parts, as kw-modal applies them. */
function bothParts(mode: ThemeMode, variables: ThemeVariables): TokenMap {
  return {
    ...withThemeVariables({ ...FIRST_PAINT_TOKENS.both, ...FIRST_PAINT_TOKENS[mode] }, variables),
    ...withThemeVariables({ ...VIEW_TOKENS.both, ...VIEW_TOKENS[mode] }, variables),
  }
}

const VARIABLE_SETS: readonly ThemeVariables[] = [
  {},
  {
    '--kw-accent': '#ff0066',
    '--kw-font-family': 'Inter, sans-serif',
    '--kw-font-size-master': '12px',
    '--kw-border-radius-master': '2px',
    '--kw-z-index': 5000,
    '--kw-modal-width': '400px',
    '--kw-color-mix': '#00ff00',
    '--kw-color-mix-strength': 30,
  },
]

describe('the theme in two parts', () => {
  it('the first paint has every token a first-load module reads, the views the rest', () => {
    expect(FIRST_PAINT_TOKENS, REGENERATE).toEqual(expectedFirstPaint)
    expect(VIEW_TOKENS, REGENERATE).toEqual(expectedViews)
  })

  it("the first paint has the tokens of the connect button's and the shell's stylesheets", () => {
    const firstPaint = { ...FIRST_PAINT_TOKENS.both, ...FIRST_PAINT_TOKENS.light }
    for (const name of [
      '--kw-color-accent',
      '--kw-color-fg-on-accent',
      '--kw-focus-ring',
      '--kw-size-control-m',
      '--kw-color-bg-overlay',
      '--kw-shadow-modal',
      '--kw-size-list-item',
    ] as const) {
      expect(firstPaint, name).toHaveProperty([name])
    }
    // What only a Lit view reads waits for the views: the QR code, the error colours.
    const views = { ...VIEW_TOKENS.both, ...VIEW_TOKENS.light }
    for (const name of ['--kw-size-qr', '--kw-color-error', '--kw-font-family-mono'] as const) {
      expect(views, name).toHaveProperty([name])
      expect(firstPaint, name).not.toHaveProperty([name])
    }
  })

  it.each(MODES)(
    'together, in %s mode, they are the whole theme with the variables applied',
    (mode) => {
      for (const variables of VARIABLE_SETS) {
        expect(bothParts(mode, variables)).toEqual(
          resolveThemeTokens(themeForMode(mode), variables),
        )
      }
    },
  )

  it('applies a part of a mode with the variables as inline properties and colour scheme', () => {
    const element = document.createElement('div')
    applyTokenPart(element, FIRST_PAINT_TOKENS, 'dark', { '--kw-accent': '#ff0066' })
    expect(element.style.getPropertyValue('color-scheme')).toBe('dark')
    expect(element.style.getPropertyValue('--kw-color-accent')).toBe('#ff0066')
    expect(element.style.getPropertyValue('--kw-color-bg-surface')).toBe(
      themeForMode('dark').tokens['--kw-color-bg-surface'],
    )
    expect(element.style.getPropertyValue('--kw-size-qr')).toBe('')
  })
})
