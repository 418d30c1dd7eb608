/**
 * A deterministic gradient for an address: the same address always gets the same
 * colours, and different addresses almost always differ, so a user can recognise their
 * account at a glance without any network request.
 */

/** FNV-1a over the lower-cased address: a small, stable hash with good spread. */
function hashAddress(address: string): number {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export type AvatarColors = readonly [string, string, string]

/** Three HSL colours derived from the address. */
export function avatarColors(address: string): AvatarColors {
  const hash = hashAddress(address)
  const hue = hash % 360
  const spread = 40 + ((hash >>> 9) % 80)
  const lightness = 52 + ((hash >>> 17) % 12)
  return [
    `hsl(${hue} 78% ${lightness}%)`,
    `hsl(${(hue + spread) % 360} 82% ${lightness + 8}%)`,
    `hsl(${(hue + spread * 2) % 360} 70% ${lightness - 10}%)`,
  ]
}

/** A CSS background of layered radial gradients for the address. */
export function avatarGradient(address: string): string {
  const [a, b, c] = avatarColors(address)
  const x = hashAddress(`${address}x`) % 100
  const y = hashAddress(`${address}y`) % 100
  return `radial-gradient(circle at ${x}% ${y}%, ${b} 0%, transparent 65%), radial-gradient(circle at ${100 - x}% ${100 - y}%, ${c} 0%, transparent 70%), ${a}`
}
