import { createHash } from 'node:crypto'

/**
 * Small generated images for the catalogue and asset endpoints: a 5×5 mirrored
 * identicon over a colour picked from the id, with the label's initials on top. Always
 * the same picture for the same id, so caching and visual tests are stable.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function initialsOf(label: string): string {
  const words = label.split(/[\s\-_:]+/).filter(Boolean)
  const letters =
    words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2)
  return letters.join('').toUpperCase()
}

export function identiconSvg(id: string, label: string, size = 96): string {
  const hash = createHash('sha256').update(id).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const fg = `hsl(${hue.toFixed(0)} 62% 48%)`
  const bg = `hsl(${hue.toFixed(0)} 62% 92%)`
  const cell = size / 5
  const rects: string[] = []
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((hash[1 + row * 3 + col] ?? 0) & 1) === 0) continue
      for (const x of col === 2 ? [2] : [col, 4 - col]) {
        rects.push(`<rect x="${x * cell}" y="${row * cell}" width="${cell}" height="${cell}"/>`)
      }
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${bg}"/>`,
    `<g fill="${fg}" opacity="0.35">${rects.join('')}</g>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size * 0.36}" fill="${fg}">${escapeXml(initialsOf(label))}</text>`,
    '</svg>',
  ].join('')
}
