/** Formatting of the minimal-app bench's figures: plain functions, tested beside. */
import type { JsFileSize } from '../../scripts/lib/initial-js.js'

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`
}

/** Bytes in MB (10^6), as bench:peers prints the heap. */
export function mb(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(2)} MB`
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`
}

/** How far apart two paints were: "same frame" when none, else ms and frames. */
export function paintGap(frames: number, milliseconds: number): string {
  if (frames < 0) return 'never'
  if (frames === 0) return 'same frame'
  return `${ms(milliseconds)} (${frames} frame${frames === 1 ? '' : 's'})`
}

/** Rows of cells as aligned columns: the first left-aligned, the others right-aligned. */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = []
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length)
    })
  }
  return rows.map((row) =>
    row
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('   ')
      .trimEnd(),
  )
}

/** The largest files one per line, the rest summed on one line. */
export function largestFiles(files: readonly JsFileSize[], minGzipBytes: number): string[] {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)
  const large = sorted.filter((file) => file.gzipBytes >= minGzipBytes)
  const small = sorted.filter((file) => file.gzipBytes < minGzipBytes)
  const lines = large.map((file) => `${kb(file.gzipBytes).padStart(10)}  ${file.path}`)
  if (small.length > 0) {
    const sum = small.reduce((total, file) => total + file.gzipBytes, 0)
    lines.push(`${kb(sum).padStart(10)}  ${small.length} smaller files`)
  }
  return lines
}

/** Distinct URLs, each with how many times it was asked for. */
export function countUrls(urls: readonly string[]): string[] {
  const counts = new Map<string, number>()
  for (const url of urls) counts.set(url, (counts.get(url) ?? 0) + 1)
  return [...counts].map(([url, count]) => (count > 1 ? `${url} (×${count})` : url))
}
