/**
 * The dapp's name on the approval card. The dapp sends it (syncDappData) and could send any
 * name, a well-known app's included, so the card never leads with it: the origin line comes
 * from the parent origin the handshake verified, and the name follows on its own line,
 * labelled as the app's own claim. Characters that reorder or hide text are removed and the
 * name is cut to a length that cannot push the origin off the card.
 */

/** Longest name shown; the rest is cut with an ellipsis. */
export const APP_CLAIM_MAX_LENGTH = 64

// Bidirectional overrides and isolates, zero-width and other format characters, controls.
const HIDDEN_OR_REORDERING = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/** The name as the card may show it; undefined when nothing readable is left. */
export function displayAppName(name: string | undefined): string | undefined {
  const cleaned = (name ?? '').replace(HIDDEN_OR_REORDERING, '').replace(/\s+/g, ' ').trim()
  if (!cleaned) return undefined
  const characters = [...cleaned]
  return characters.length > APP_CLAIM_MAX_LENGTH
    ? `${characters.slice(0, APP_CLAIM_MAX_LENGTH - 1).join('')}…`
    : cleaned
}

/** The origin line: the verified parent origin, and nothing the dapp said. */
export function originLine(origin: string): string {
  return `${origin} asks you to approve this request.`
}

/** The name line, labelled as unverified; undefined without a name. */
export function appClaimLine(name: string | undefined): string | undefined {
  const shown = displayAppName(name)
  return shown ? `The app calls itself “${shown}” (its own claim, not verified).` : undefined
}
