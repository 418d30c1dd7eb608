import { describe, expect, it } from 'vitest'
import { APP_CLAIM_MAX_LENGTH, appClaimLine, displayAppName, originLine } from './app-claim.js'

describe('the app name on the approval card', () => {
  it('the origin line names only the verified origin, whatever the app calls itself', () => {
    expect(originLine('https://shop.example')).toBe(
      'https://shop.example asks you to approve this request.',
    )
  })

  it('labels the name as the app’s own, unverified claim', () => {
    expect(appClaimLine('Shop')).toBe('The app calls itself “Shop” (its own claim, not verified).')
    expect(appClaimLine(undefined)).toBeUndefined()
    expect(appClaimLine('   ')).toBeUndefined()
  })

  it('removes characters that reorder or hide text, and folds whitespace', () => {
    // A right-to-left override would make "Shop\u202Egnp.exe" read as "Shopexe.png".
    expect(displayAppName('Shop\u202Egnp.exe')).toBe('Shopgnp.exe')
    expect(displayAppName('Uni\u200Bswap')).toBe('Uniswap')
    expect(displayAppName(' My \n\t Shop ')).toBe('My Shop')
    expect(displayAppName('\u200B\u202E')).toBeUndefined()
  })

  it('cuts a long name so the origin stays on the card', () => {
    const shown = displayAppName('x'.repeat(200))
    expect([...(shown ?? '')]).toHaveLength(APP_CLAIM_MAX_LENGTH)
    expect(shown?.endsWith('…')).toBe(true)
  })
})
