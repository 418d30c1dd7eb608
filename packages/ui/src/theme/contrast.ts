/**
 * WCAG 2 contrast of theme tokens, computed from the token values themselves (no
 * browser), so a test can hold every text/background pair of both themes to AA 4.5:1
 * (WCAG AA). It understands the colour syntax the themes use: `#rgb`,
 * `#rrggbb`, `rgb()/rgba()`, `var(--kw-…)`, `transparent` and
 * `color-mix(in srgb, A p%, B)`.
 */
import type { TokenMap, TokenName } from './tokens.js'

/** Straight (not premultiplied) sRGB channels 0–255 and alpha 0–1. */
export type Rgba = readonly [r: number, g: number, b: number, a: number]

const TRANSPARENT: Rgba = [0, 0, 0, 0]

/** Resolves a token value to one colour; throws on syntax it does not know. */
export function resolveColor(value: string, tokens: TokenMap, depth = 0): Rgba {
  if (depth > 16) throw new Error(`colour reference loop at ${value}`)
  const text = value.trim()
  const variable = /^var\((--kw-[\w-]+)\)$/.exec(text)
  if (variable) {
    const name = variable[1] as TokenName
    const next = tokens[name]
    if (next === undefined) throw new Error(`unknown token ${name}`)
    return resolveColor(next, tokens, depth + 1)
  }
  if (text === 'transparent') return TRANSPARENT
  if (text.startsWith('#')) return parseHex(text)
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text)
  if (rgb?.[1]) return parseRgb(rgb[1])
  const mixed = /^color-mix\(in srgb,\s*(.+)\)$/.exec(text)
  if (mixed?.[1]) return resolveMix(mixed[1], tokens, depth)
  throw new Error(`unsupported colour ${text}`)
}

function parseHex(text: string): Rgba {
  const digits = text.slice(1)
  const full =
    digits.length === 3
      ? [...digits].map((d) => d + d).join('')
      : digits.length === 6
        ? digits
        : undefined
  if (!full || !/^[0-9a-f]{6}$/i.test(full)) throw new Error(`bad hex colour ${text}`)
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16))
  return [r, g, b, 1]
}

function parseRgb(body: string): Rgba {
  const parts = body
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number)
  const [r = Number.NaN, g = Number.NaN, b = Number.NaN, a = 1] = parts
  if ([r, g, b, a].some((n) => !Number.isFinite(n))) throw new Error(`bad rgb() ${body}`)
  return [r, g, b, a]
}

/** `A p%, B` with an optional percentage on either side (CSS Color 5 rules). */
function resolveMix(body: string, tokens: TokenMap, depth: number): Rgba {
  const [first, second] = splitTopLevel(body)
  if (first === undefined || second === undefined) throw new Error(`bad color-mix ${body}`)
  const a = withPercent(first)
  const b = withPercent(second)
  const pa = a.percent ?? (b.percent === undefined ? 50 : 100 - b.percent)
  const ca = resolveColor(a.color, tokens, depth + 1)
  const cb = resolveColor(b.color, tokens, depth + 1)
  const wa = pa / 100
  const wb = 1 - wa
  // Mixing interpolates premultiplied channels, so a mix with `transparent` keeps the hue.
  const alpha = ca[3] * wa + cb[3] * wb
  if (alpha === 0) return TRANSPARENT
  const channel = (i: 0 | 1 | 2) => (ca[i] * ca[3] * wa + cb[i] * cb[3] * wb) / alpha
  return [channel(0), channel(1), channel(2), alpha]
}

function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let level = 0
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const char = body[i]
    if (char === '(') level++
    else if (char === ')') level--
    else if (char === ',' && level === 0) {
      parts.push(body.slice(start, i))
      start = i + 1
    }
  }
  parts.push(body.slice(start))
  return parts.map((part) => part.trim())
}

function withPercent(part: string): { color: string; percent?: number } {
  const match = /^(.*?)\s+(\d+(?:\.\d+)?)%$/.exec(part)
  if (match?.[1] && match[2]) return { color: match[1], percent: Number(match[2]) }
  return { color: part }
}

/** Paints `top` over `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3] + bottom[3] * (1 - top[3])
  if (alpha === 0) return TRANSPARENT
  const channel = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha
  return [channel(0), channel(1), channel(2), alpha]
}

function luminance([r, g, b]: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio (1–21) of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = luminance(a)
  const lb = luminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * Contrast of text `fg` on a stack of backgrounds, listed top first (e.g. a chip's tint
 * over a row over the modal surface); the bottom one should be opaque.
 */
export function textContrast(fg: string, backgrounds: readonly string[], tokens: TokenMap) {
  let backdrop: Rgba = [255, 255, 255, 1]
  for (const layer of [...backgrounds].reverse()) {
    backdrop = composite(resolveColor(layer, tokens), backdrop)
  }
  return contrastRatio(composite(resolveColor(fg, tokens), backdrop), backdrop)
}
