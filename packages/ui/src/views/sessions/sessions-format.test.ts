import { describe, expect, it } from 'vitest'
import '../english.js'
import { createI18n } from '../../i18n/i18n.js'
import { parsedPermission } from './sessions.test-helpers.js'
import { allowanceText, leftText, sessionText, untilText } from './sessions-format.js'

const { t } = createI18n()

describe('a permission in words', () => {
  it('says the amount per period and what is left of it', () => {
    const daily = parsedPermission()
    expect(allowanceText(t, daily)).toBe('5 USDC per day')
    expect(leftText(t, daily)).toBe('1.5 USDC left today')
    const hourly = parsedPermission({
      duration: 3600,
      periodAmount: '0x0f4240',
      available: '250000',
    })
    expect(allowanceText(t, hourly)).toBe('1 USDC per hour')
    expect(leftText(t, hourly)).toBe('0.25 USDC left this hour')
    const weekly = parsedPermission({ duration: 604_800 })
    expect(allowanceText(t, weekly)).toBe('5 USDC per week')
    const other = parsedPermission({ duration: 90 })
    expect(allowanceText(t, other)).toBe('5 USDC every 90 s')
    expect(leftText(t, other)).toBe('1.5 USDC left this period')
  })

  it('shows a token without symbol() by its address, and one without decimals() in base units', () => {
    const bare = parsedPermission()
    const data = { ...bare.permissions[0].data, symbol: null, decimals: null }
    const permission = { ...bare, permissions: [{ ...bare.permissions[0], data }] } as typeof bare
    expect(allowanceText(t, permission)).toBe('5000000 0x03...3dcf7e per day')
  })

  it('says until when: the time alone today, with the date on another day', () => {
    const now = new Date('2026-11-27T10:00:00Z')
    const today = Date.parse('2026-11-27T15:30:00Z') / 1000
    const later = Date.parse('2026-12-12T15:30:00Z') / 1000
    const options = { locale: 'en-GB', now, timeZone: 'UTC' }
    expect(untilText(t, today, options)).toBe('until 15:30')
    expect(untilText(t, later, options)).toBe('until 12 Dec, 15:30')
  })

  it('names the session account, shortened', () => {
    expect(sessionText(t, parsedPermission())).toBe('session 0x5e...105e55')
  })
})
