/**
 * Sign-in messages (EIP-4361 for Ethereum, CAIP-122 for Solana and others) start with
 * "<domain> wants you to sign in with your <chain> account:". Signing one for a site other
 * than the page that asks lets that page sign in there as you, so the card warns when the
 * domain differs from the asking page's host.
 */

const FIRST_LINE =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^\s/]+) wants you to sign in with your ([^\n]+) account:\r?\n/i

export type SignInMessage = { domain: string; scheme?: string | undefined; account: string }

/** The sign-in message's domain and chain, or undefined when `text` is not one. */
export function parseSignIn(text: string): SignInMessage | undefined {
  const match = FIRST_LINE.exec(text)
  if (!match?.[2] || !match[3]) return undefined
  return { scheme: match[1], domain: match[2].toLowerCase(), account: match[3] }
}

/** The warning for `text`, when it is a sign-in message for another site than `origin`. */
export function signInWarning(text: string, origin: string | undefined): string | undefined {
  const message = parseSignIn(text)
  if (!message) return undefined
  if (!origin) return undefined
  let host: string
  try {
    host = new URL(origin).host.toLowerCase()
  } catch {
    return undefined
  }
  if (message.domain === host) return undefined
  return `This is a sign-in for ${message.domain}, but ${origin} asks you to sign it. Signing lets ${origin} sign in to ${message.domain} as you.`
}
