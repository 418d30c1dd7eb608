/**
 * The QR matrix of a text (encoded by `uqr`, docs/architecture.md#libraries: no hand-written encoder) and
 * the SVG path data drawn from it: round dots for data modules and rounded squares for
 * the three finder patterns, leaving the centre free for the wallet's logo.
 */
import { encode } from 'uqr'

export type QrMatrix = {
  /** Modules per side. */
  readonly size: number
  readonly isDark: (x: number, y: number) => boolean
}

const QR_MASK_PATTERN = 0

export function createQrMatrix(text: string): QrMatrix {
  // Level Q recovers 25% of the code, enough to cover the centre logo. A fixed mask skips
  // uqr's trial of all eight masks (~26 ms cold for a wc: URI, against ~1.5 ms): any mask
  // gives a valid code, and the QR sits on the WalletConnect critical path.
  const { size, data } = encode(text, { ecc: 'Q', border: 0, maskPattern: QR_MASK_PATTERN })
  return { size, isDark: (x, y) => data[y]?.[x] === true }
}

const FINDER = 7

/** Top-left corners of the three finder patterns. */
function finderOrigins(size: number): Array<readonly [number, number]> {
  return [
    [0, 0],
    [size - FINDER, 0],
    [0, size - FINDER],
  ]
}

function inFinder(size: number, x: number, y: number): boolean {
  return finderOrigins(size).some(
    ([fx, fy]) => x >= fx && x < fx + FINDER && y >= fy && y < fy + FINDER,
  )
}

/** Number of modules each side of the cleared centre square (odd, about a fifth). */
export function logoModules(size: number): number {
  const modules = Math.round(size * 0.22)
  return modules % 2 === 0 ? modules + 1 : modules
}

function inLogo(size: number, x: number, y: number): boolean {
  const logo = logoModules(size)
  const start = (size - logo) / 2
  return x >= start && x < start + logo && y >= start && y < start + logo
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${x + r},${y}h${w - 2 * r}a${r},${r} 0 0 1 ${r},${r}v${h - 2 * r}` +
    `a${r},${r} 0 0 1 -${r},${r}h-${w - 2 * r}a${r},${r} 0 0 1 -${r},-${r}` +
    `v-${h - 2 * r}a${r},${r} 0 0 1 ${r},-${r}z`
  )
}

/** One path of circles for all data modules: a single DOM node however large the code. */
export function dotsPath(matrix: QrMatrix, withLogo: boolean): string {
  const r = 0.42
  const parts: string[] = []
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.isDark(x, y) || inFinder(matrix.size, x, y)) continue
      if (withLogo && inLogo(matrix.size, x, y)) continue
      const cx = x + 0.5
      parts.push(`M${cx - r},${y + 0.5}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 -${2 * r},0`)
    }
  }
  return parts.join('')
}

/** The three finder patterns: a ring (even-odd fill) and a centre square each. */
export function findersPath(size: number): string {
  return finderOrigins(size)
    .map(
      ([x, y]) =>
        roundedRect(x, y, 7, 7, 2) +
        roundedRect(x + 1, y + 1, 5, 5, 1.4) +
        roundedRect(x + 2, y + 2, 3, 3, 0.9),
    )
    .join('')
}
