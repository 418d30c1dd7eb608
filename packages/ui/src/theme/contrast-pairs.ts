/**
 * The text/background pairs the components draw, as token names: what the contrast test
 * holds to WCAG AA in both themes. Backgrounds are listed top first, ending on an opaque
 * surface. Keep this in step with the styles when a component starts drawing a new pair.
 */
import type { TokenName } from './tokens.js'

export type ContrastPair = {
  /** Where the pair is drawn, for the failure message. */
  readonly where: string
  readonly fg: TokenName
  readonly on: readonly TokenName[]
}

const SURFACES = [
  '--kw-color-bg-surface',
  '--kw-color-bg-surface-raised',
  '--kw-color-bg-surface-hover',
  '--kw-color-bg-surface-active',
] as const satisfies readonly TokenName[]

const onEvery = (where: string, fg: TokenName, surfaces: readonly TokenName[]) =>
  surfaces.map((surface) => ({ where: `${where} on ${surface}`, fg, on: [surface] }))

/** Chips sit on the modal surface or on a row (raised, or hovered under the pointer). */
const CHIP_SURFACES = SURFACES.slice(0, 3)

const tinted = (where: string, fg: TokenName, tint: TokenName) =>
  CHIP_SURFACES.map((surface) => ({
    where: `${where} on ${surface}`,
    fg,
    on: [tint, surface],
  }))

/** Normal-size text: 4.5:1 (WCAG 1.4.3). */
export const TEXT_PAIRS: readonly ContrastPair[] = [
  ...onEvery('primary text', '--kw-color-fg-primary', [...SURFACES, '--kw-color-bg-input']),
  ...onEvery('secondary text', '--kw-color-fg-secondary', [...SURFACES, '--kw-color-bg-input']),
  // Tertiary text (separator "or", placeholders, hints) sits on the surface, raised or input.
  ...onEvery('tertiary text', '--kw-color-fg-tertiary', [
    '--kw-color-bg-surface',
    '--kw-color-bg-surface-raised',
    '--kw-color-bg-input',
  ]),
  { where: 'main button label', fg: '--kw-color-fg-on-accent', on: ['--kw-color-accent'] },
  {
    where: 'main button label (hover)',
    fg: '--kw-color-fg-on-accent',
    on: ['--kw-color-accent-hover'],
  },
  ...onEvery('accent text (links, checks)', '--kw-color-accent', ['--kw-color-bg-surface']),
  ...tinted('accent chip / accent button', '--kw-color-accent', '--kw-color-accent-subtle'),
  ...tinted('success chip', '--kw-color-success', '--kw-color-success-subtle'),
  ...tinted('error chip / danger button', '--kw-color-error', '--kw-color-error-subtle'),
  ...tinted('warning chip', '--kw-color-warning', '--kw-color-warning-subtle'),
  ...onEvery('error text', '--kw-color-error', ['--kw-color-bg-surface']),
  ...onEvery('success text', '--kw-color-success', ['--kw-color-bg-surface']),
]
