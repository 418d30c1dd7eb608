/**
 * Raw design tokens: values that do not change between light and dark mode. Every token
 * is a CSS custom property with the one prefix `--kw-*` (docs/architecture.md#ui).
 *
 * Sizes are derived from the two app-settable masters so a dapp can rescale the modal
 * with one variable: font sizes from `--kw-font-size-master` (docs/views.md#appearance default 10px) and
 * radii from `--kw-border-radius-master` (docs/views.md#appearance default 4px). Spacing is a 4px scale.
 */
import { DEFAULT_MODAL_APPEARANCE } from '@keyway/core/host'

/** A CSS custom property name of the design system. */
export type TokenName = `--kw-${string}`
/** Token name → CSS value. */
export type TokenMap = Readonly<Record<TokenName, string>>

/** System font stack: no web font is downloaded (so the modal renders the same offline). */
export const SYSTEM_FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Inter, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'"
export const MONO_FONT_STACK =
  "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace"

/** The masters an app may set (docs/views.md#appearance defaults); every derived size reads them. */
export const MASTER_TOKENS = {
  '--kw-font-family': SYSTEM_FONT_STACK,
  '--kw-font-size-master': DEFAULT_MODAL_APPEARANCE.baseFontSize,
  '--kw-border-radius-master': DEFAULT_MODAL_APPEARANCE.baseRadius,
  '--kw-z-index': String(DEFAULT_MODAL_APPEARANCE.zIndex),
  '--kw-modal-width': DEFAULT_MODAL_APPEARANCE.width,
} as const satisfies TokenMap

const fontSize = (factor: number) => `calc(var(--kw-font-size-master) * ${factor})`
const radius = (factor: number) => `calc(var(--kw-border-radius-master) * ${factor})`

/** Spacing scale on 4px steps: --kw-spacing-N is N × 4px. */
export const SPACING_TOKENS = {
  '--kw-spacing-0': '0px',
  '--kw-spacing-05': '2px',
  '--kw-spacing-1': '4px',
  '--kw-spacing-2': '8px',
  '--kw-spacing-3': '12px',
  '--kw-spacing-4': '16px',
  '--kw-spacing-5': '20px',
  '--kw-spacing-6': '24px',
  '--kw-spacing-8': '32px',
  '--kw-spacing-10': '40px',
  '--kw-spacing-12': '48px',
} as const satisfies TokenMap

/** Radii as multiples of the base radius (4px → 4, 8, 12, 16, 20, 32). */
export const RADIUS_TOKENS = {
  '--kw-radius-xs': radius(1),
  '--kw-radius-s': radius(2),
  '--kw-radius-m': radius(3),
  '--kw-radius-l': radius(4),
  '--kw-radius-xl': radius(5),
  '--kw-radius-2xl': radius(8),
  '--kw-radius-full': '9999px',
} as const satisfies TokenMap

/** Type scale as multiples of the base font size (10px → 11, 12, 14, 16, 18, 22, 32). */
export const TYPOGRAPHY_TOKENS = {
  '--kw-font-family-mono': MONO_FONT_STACK,
  '--kw-font-size-micro': fontSize(1.1),
  '--kw-font-size-tiny': fontSize(1.2),
  '--kw-font-size-small': fontSize(1.4),
  '--kw-font-size-paragraph': fontSize(1.6),
  '--kw-font-size-large': fontSize(1.8),
  '--kw-font-size-title': fontSize(2.2),
  '--kw-font-size-display': fontSize(3.2),
  '--kw-line-height-tight': '1.15',
  '--kw-line-height-normal': '1.4',
  '--kw-font-weight-regular': '400',
  '--kw-font-weight-medium': '500',
  '--kw-font-weight-semibold': '600',
  '--kw-letter-spacing-tight': '-0.02em',
} as const satisfies TokenMap

/** Component sizes, all on the 4px grid. */
export const SIZE_TOKENS = {
  '--kw-size-icon-xs': '12px',
  '--kw-size-icon-s': '16px',
  '--kw-size-icon-m': '20px',
  '--kw-size-icon-l': '24px',
  '--kw-size-icon-xl': '32px',
  '--kw-size-image-xs': '20px',
  '--kw-size-image-s': '28px',
  '--kw-size-image-m': '40px',
  '--kw-size-image-l': '64px',
  '--kw-size-image-xl': '80px',
  '--kw-size-control-s': '32px',
  '--kw-size-control-m': '40px',
  '--kw-size-control-l': '48px',
  '--kw-size-list-item': '56px',
  '--kw-size-qr': '232px',
} as const satisfies TokenMap

/** Motion: short, so the modal never feels slow. */
export const MOTION_TOKENS = {
  '--kw-duration-fast': '120ms',
  '--kw-duration-medium': '200ms',
  '--kw-duration-slow': '320ms',
  '--kw-duration-spin': '800ms',
  '--kw-duration-shimmer': '1400ms',
  '--kw-ease-out': 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  '--kw-ease-in-out': 'cubic-bezier(0.45, 0, 0.55, 1)',
} as const satisfies TokenMap

/** The fixed palette that the semantic tokens of each mode point at. */
export const PALETTE_TOKENS = {
  '--kw-palette-white': '#ffffff',
  '--kw-palette-black': '#000000',
  '--kw-palette-neutral-50': '#f6f6f7',
  '--kw-palette-neutral-100': '#eeeef0',
  '--kw-palette-neutral-150': '#e4e4e7',
  '--kw-palette-neutral-200': '#d7d8db',
  '--kw-palette-neutral-300': '#b9bbc0',
  '--kw-palette-neutral-400': '#8d9096',
  '--kw-palette-neutral-500': '#6b6e75',
  '--kw-palette-neutral-550': '#5c5f66',
  '--kw-palette-neutral-600': '#4f5258',
  '--kw-palette-neutral-700': '#35373b',
  '--kw-palette-neutral-750': '#2b2d31',
  '--kw-palette-neutral-800': '#232427',
  '--kw-palette-neutral-850': '#1c1d20',
  '--kw-palette-neutral-900': '#161719',
  '--kw-palette-neutral-950': '#0f1011',
  // The -600 shades carry text on light surfaces and the -400 ones on dark surfaces: each
  // keeps WCAG AA 4.5:1 on the surfaces and on its own 12% tint (theme/contrast.test.ts).
  '--kw-palette-blue-400': '#7e9aff',
  '--kw-palette-blue-500': '#3f6df6',
  '--kw-palette-blue-600': '#2a55d6',
  '--kw-palette-red-400': '#f67b69',
  '--kw-palette-red-500': '#d93f2c',
  '--kw-palette-red-600': '#b0301c',
  '--kw-palette-green-400': '#3fcf86',
  '--kw-palette-green-500': '#1e9b5a',
  '--kw-palette-green-600': '#0f6b3a',
  '--kw-palette-amber-400': '#f5b83d',
  '--kw-palette-amber-500': '#c98500',
  '--kw-palette-amber-600': '#805300',
} as const satisfies TokenMap

/** Every raw token: the same in both modes. */
export const RAW_TOKENS: TokenMap = {
  ...MASTER_TOKENS,
  ...SPACING_TOKENS,
  ...RADIUS_TOKENS,
  ...TYPOGRAPHY_TOKENS,
  ...SIZE_TOKENS,
  ...MOTION_TOKENS,
  ...PALETTE_TOKENS,
}
