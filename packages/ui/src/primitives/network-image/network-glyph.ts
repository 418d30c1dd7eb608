/**
 * The colour of a network that has no image: derived from its CAIP-2 id (or name), so the
 * same network always gets the same colour and neighbouring chain ids (31337, 31338) get
 * clearly different ones. No request, no text to keep readable.
 */

/** FNV-1a: small, stable, well spread. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) {
    value ^= char.charCodeAt(0)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  // A final avalanche step so ids that differ in the last digit land far apart in hue.
  value ^= value >>> 15
  value = Math.imul(value, 0x2c1b3c6d) >>> 0
  value ^= value >>> 12
  return value >>> 0
}

export type NetworkColors = { readonly from: string; readonly to: string }

/** Two tones of one hue for the glyph's gradient. */
export function networkColors(key: string): NetworkColors {
  const hue = hash(key) % 360
  return { from: `hsl(${hue} 72% 58%)`, to: `hsl(${(hue + 24) % 360} 70% 44%)` }
}
