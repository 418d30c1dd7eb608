/**
 * Checks createKeyway's `onramp` option once, when the client is made, so a key pasted with
 * a stray space or newline fails at start-up instead of on Meld's page.
 */
import { InvalidOnrampOptionError } from '../errors/config.js'
import type { OnrampOption } from '../types/onramp.js'

/** Printable ASCII without spaces: a key travels as one URL query value. */
const MELD_PUBLIC_KEY = /^[\x21-\x7e]{1,512}$/

/** The option as the onramp uses it; an empty key counts as none. */
export function validateOnrampOption(option: OnrampOption | undefined): OnrampOption {
  if (option === undefined) return {}
  if (typeof option !== 'object' || option === null || Array.isArray(option)) {
    throw new InvalidOnrampOptionError({ details: '`onramp` must be an object' })
  }
  const key = option.meldPublicKey
  if (key === undefined || key === '') return {}
  if (typeof key !== 'string' || !MELD_PUBLIC_KEY.test(key)) {
    throw new InvalidOnrampOptionError({
      details:
        '`onramp.meldPublicKey` must be 1 to 512 printable characters without spaces (the key from your Meld dashboard)',
    })
  }
  return { meldPublicKey: key }
}
