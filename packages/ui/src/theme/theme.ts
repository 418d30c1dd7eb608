/**
 * Themes are plain objects (docs/architecture.md#conventions, after RainbowKit): a mode plus the semantic
 * tokens of that mode. `lightTheme()` and `darkTheme()` are functions over one base, so a
 * dapp can start from either and override a few tokens.
 */
import type { ThemeMode } from '@keyway/core'
import type { TokenMap, TokenName } from './tokens.js'

/** The semantic tokens every theme defines; components read these, never the palette. */
export const SEMANTIC_TOKEN_NAMES = [
  '--kw-color-fg-primary',
  '--kw-color-fg-secondary',
  '--kw-color-fg-tertiary',
  '--kw-color-fg-inverse',
  '--kw-color-fg-on-accent',
  '--kw-color-bg-surface',
  '--kw-color-bg-surface-raised',
  '--kw-color-bg-surface-hover',
  '--kw-color-bg-surface-active',
  '--kw-color-bg-input',
  '--kw-color-bg-overlay',
  '--kw-color-bg-inverse',
  '--kw-color-accent',
  '--kw-color-accent-hover',
  '--kw-color-accent-subtle',
  '--kw-color-error',
  '--kw-color-error-subtle',
  '--kw-color-success',
  '--kw-color-success-subtle',
  '--kw-color-warning',
  '--kw-color-warning-subtle',
  '--kw-color-border',
  '--kw-color-border-strong',
  '--kw-color-skeleton',
  '--kw-color-skeleton-highlight',
  '--kw-color-qr-fg',
  '--kw-color-qr-bg',
  '--kw-focus-ring',
  '--kw-shadow-s',
  '--kw-shadow-modal',
] as const

export type SemanticTokenName = (typeof SEMANTIC_TOKEN_NAMES)[number]
export type SemanticTokens = Readonly<Record<SemanticTokenName, string>>

export type Theme = {
  readonly mode: ThemeMode
  readonly tokens: SemanticTokens
}

/** Overrides of a theme's tokens (semantic or extra `--kw-*` ones). */
export type ThemeOverrides = Partial<Record<SemanticTokenName, string>> & TokenMap

const palette = (name: string) => `var(--kw-palette-${name})`
const mix = (color: string, percent: number, base: string) =>
  `color-mix(in srgb, ${color} ${percent}%, ${base})`

/** Tokens that read other semantic tokens, so they follow an app's accent automatically. */
const derivedTokens = {
  '--kw-color-accent-hover': mix('var(--kw-color-accent)', 88, 'var(--kw-color-fg-primary)'),
  // 12% tints: light enough that the full colour on top keeps 4.5:1 (chips, tinted buttons).
  '--kw-color-accent-subtle': mix('var(--kw-color-accent)', 12, 'transparent'),
  '--kw-color-error-subtle': mix('var(--kw-color-error)', 12, 'transparent'),
  '--kw-color-success-subtle': mix('var(--kw-color-success)', 12, 'transparent'),
  '--kw-color-warning-subtle': mix('var(--kw-color-warning)', 12, 'transparent'),
  '--kw-focus-ring': `0 0 0 2px var(--kw-color-bg-surface), 0 0 0 4px ${mix('var(--kw-color-accent)', 70, 'transparent')}`,
  // The QR code keeps dark-on-light in both modes: some phone scanners fail on inverted codes.
  '--kw-color-qr-fg': '#111214',
  '--kw-color-qr-bg': palette('white'),
} as const

function baseTheme(mode: ThemeMode, modeTokens: Omit<SemanticTokens, keyof typeof derivedTokens>) {
  return (overrides: ThemeOverrides = {}): Theme => ({
    mode,
    tokens: { ...derivedTokens, ...modeTokens, ...overrides } as SemanticTokens,
  })
}

/**
 * The light theme, optionally with some tokens overridden. Every text colour keeps WCAG AA
 * 4.5:1 on the surfaces it is drawn on (pairs in contrast-pairs.ts, checked by a test).
 */
export const lightTheme = baseTheme('light', {
  '--kw-color-fg-primary': palette('neutral-950'),
  '--kw-color-fg-secondary': palette('neutral-550'),
  '--kw-color-fg-tertiary': palette('neutral-500'),
  '--kw-color-fg-inverse': palette('white'),
  '--kw-color-fg-on-accent': palette('white'),
  '--kw-color-bg-surface': palette('white'),
  '--kw-color-bg-surface-raised': palette('neutral-50'),
  '--kw-color-bg-surface-hover': palette('neutral-100'),
  '--kw-color-bg-surface-active': palette('neutral-150'),
  '--kw-color-bg-input': palette('neutral-50'),
  '--kw-color-bg-overlay': 'rgba(15, 16, 17, 0.38)',
  '--kw-color-bg-inverse': palette('neutral-950'),
  '--kw-color-accent': palette('blue-600'),
  '--kw-color-error': palette('red-600'),
  '--kw-color-success': palette('green-600'),
  '--kw-color-warning': palette('amber-600'),
  '--kw-color-border': 'rgba(15, 16, 17, 0.08)',
  '--kw-color-border-strong': 'rgba(15, 16, 17, 0.16)',
  '--kw-color-skeleton': palette('neutral-100'),
  '--kw-color-skeleton-highlight': palette('neutral-50'),
  '--kw-shadow-s': '0 1px 2px rgba(15, 16, 17, 0.06), 0 1px 3px rgba(15, 16, 17, 0.08)',
  '--kw-shadow-modal': '0 12px 32px rgba(15, 16, 17, 0.16), 0 2px 6px rgba(15, 16, 17, 0.06)',
})

/**
 * The dark theme, optionally with some tokens overridden. The accent is light here, so the
 * text on it is dark: white on a light blue stays under 4.5:1.
 */
export const darkTheme = baseTheme('dark', {
  '--kw-color-fg-primary': palette('neutral-50'),
  '--kw-color-fg-secondary': palette('neutral-300'),
  '--kw-color-fg-tertiary': palette('neutral-400'),
  '--kw-color-fg-inverse': palette('neutral-950'),
  '--kw-color-fg-on-accent': palette('neutral-950'),
  '--kw-color-bg-surface': palette('neutral-900'),
  '--kw-color-bg-surface-raised': palette('neutral-850'),
  '--kw-color-bg-surface-hover': palette('neutral-800'),
  '--kw-color-bg-surface-active': palette('neutral-750'),
  '--kw-color-bg-input': palette('neutral-850'),
  '--kw-color-bg-overlay': 'rgba(0, 0, 0, 0.6)',
  '--kw-color-bg-inverse': palette('neutral-50'),
  '--kw-color-accent': palette('blue-400'),
  '--kw-color-error': palette('red-400'),
  '--kw-color-success': palette('green-400'),
  '--kw-color-warning': palette('amber-400'),
  '--kw-color-border': 'rgba(255, 255, 255, 0.08)',
  '--kw-color-border-strong': 'rgba(255, 255, 255, 0.16)',
  '--kw-color-skeleton': palette('neutral-800'),
  '--kw-color-skeleton-highlight': palette('neutral-750'),
  '--kw-shadow-s': '0 1px 2px rgba(0, 0, 0, 0.4)',
  '--kw-shadow-modal': '0 12px 40px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.06)',
})

/** The theme of a mode (docs/views.md#appearance: light or dark). */
export function themeForMode(mode: ThemeMode, overrides: ThemeOverrides = {}): Theme {
  return mode === 'dark' ? darkTheme(overrides) : lightTheme(overrides)
}

export type { TokenName }
