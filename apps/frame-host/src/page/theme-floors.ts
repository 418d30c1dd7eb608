/**
 * The floors under syncTheme: the dapp brands the approval card but cannot make it
 * unreadable. Its font size is clamped, its font family only ever comes before a fixed
 * readable stack (and symbol or decorative fonts are left out), and an accent colour that
 * does not stand out from the card's background is dropped; the Approve label takes black
 * or white, whichever reads better on the accent.
 */

/** The card's backgrounds by mode (approval-card.ts draws them). */
export const CARD_BACKGROUND = { light: [255, 255, 255], dark: [20, 20, 20] } as const

/** `--kw-font-size-master` in px; the card's text is 1.4 times it. */
export const MIN_FONT_SIZE_PX = 10
export const MAX_FONT_SIZE_PX = 14

/** WCAG's minimum for a user interface part against what is next to it. */
export const MIN_ACCENT_CONTRAST = 3

export type Rgb = readonly [number, number, number]

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i

/**
 * An opaque colour written as #hex or rgb()/rgba(); anything else (names, hsl, var(),
 * transparency) is not checked and so not used.
 */
export function parseOpaqueColor(value: string): Rgb | undefined {
  const hex = HEX.exec(value.trim())
  if (hex?.[1]) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((d) => d + d).join('') : hex[1]
    const [r, g, b, a] = (digits.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))
    if (a !== undefined && a !== 255) return undefined
    return [r ?? 0, g ?? 0, b ?? 0]
  }
  const rgb = RGB.exec(value.trim())
  if (!rgb) return undefined
  const channel = (text: string | undefined) => {
    if (text === undefined) return Number.NaN
    const n = Number.parseFloat(text)
    return text.endsWith('%') ? (n * 255) / 100 : n
  }
  const parts = [channel(rgb[1]), channel(rgb[2]), channel(rgb[3])] as const
  if (parts.some((n) => !Number.isFinite(n) || n < 0 || n > 255)) return undefined
  if (rgb[4] !== undefined) {
    const alpha = rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4])
    if (alpha !== 1) return undefined
  }
  return parts
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The accent and the label colour for it, or undefined when it fails the contrast floor. */
export function readableAccent(
  value: string,
  mode: 'light' | 'dark',
): { accent: string; text: string } | undefined {
  const rgb = parseOpaqueColor(value)
  if (!rgb || contrastRatio(rgb, CARD_BACKGROUND[mode]) < MIN_ACCENT_CONTRAST) return undefined
  const onWhite = contrastRatio(rgb, [255, 255, 255])
  const onBlack = contrastRatio(rgb, [0, 0, 0])
  return {
    accent: `rgb(${rgb.map((n) => Math.round(n)).join(', ')})`,
    text: onWhite >= onBlack ? '#fff' : '#000',
  }
}

/** The master font size clamped to the floor and ceiling, in px; undefined when unreadable. */
export function clampFontSize(value: string): string | undefined {
  const match = /^(\d+(?:\.\d+)?|\.\d+)(px)?$/.exec(value.trim())
  if (!match?.[1]) return undefined
  const px = Math.min(MAX_FONT_SIZE_PX, Math.max(MIN_FONT_SIZE_PX, Number(match[1])))
  return `${px}px`
}

/** Families that draw symbols or ornaments instead of letters and digits. */
const UNREADABLE_FAMILY =
  /^(wingdings.*|webdings|symbol|zapf ?dingbats|marlett|bookshelf symbol.*|fantasy|cursive|emoji|math|fangsong|icons?|.*icon.*|.*emoji.*|.*dingbat.*)$/i

/**
 * The dapp's families (plain names only, at most four, no symbol fonts) followed by the
 * fixed stack, so a missing or odd font still falls back to a readable one.
 */
export function readableFontFamily(value: string, safeStack: string): string | undefined {
  const families = value
    .split(',')
    .map((family) => family.trim())
    .filter(Boolean)
  if (families.length === 0 || families.length > 4) return undefined
  const kept: string[] = []
  for (const family of families) {
    const name = family.replace(/^(['"])(.*)\1$/, '$2')
    if (!/^[A-Za-z0-9 _-]{1,48}$/.test(name)) return undefined
    if (UNREADABLE_FAMILY.test(name.trim())) continue
    kept.push(`"${name}"`)
  }
  return kept.length === 0 ? undefined : `${kept.join(', ')}, ${safeStack}`
}
