import { describe, expect, it } from 'vitest'
import { readTelegramPlatform } from './telegram-platform.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'

describe('Telegram platform (docs/limits.md#features-and-defaults social filtering)', () => {
  it("takes Telegram's own platform name first", () => {
    expect(readTelegramPlatform({ Telegram: { WebApp: { platform: 'ios' } } })).toBe('ios')
    expect(readTelegramPlatform({ Telegram: { WebApp: { platform: 'macos' } } })).toBe('mac')
    expect(readTelegramPlatform({ Telegram: { WebApp: { platform: 'android' } } })).toBe('android')
    expect(readTelegramPlatform({ Telegram: { WebApp: { platform: 'android_x' } } })).toBe(
      'android',
    )
  })

  it('falls back to the user agent inside a Telegram webview', () => {
    const proxy = { TelegramWebviewProxy: {} }
    expect(readTelegramPlatform({ ...proxy, navigator: { userAgent: IPHONE } })).toBe('ios')
    expect(readTelegramPlatform({ ...proxy, navigator: { userAgent: MAC } })).toBe('mac')
    expect(
      readTelegramPlatform({ ...proxy, navigator: { userAgent: MAC, maxTouchPoints: 5 } }),
    ).toBe('ios')
    expect(
      readTelegramPlatform({ navigator: { userAgent: `${ANDROID} Telegram-Android/10.0` } }),
    ).toBe('android')
  })

  it('is undefined outside Telegram and for Telegram clients the spec does not filter', () => {
    expect(readTelegramPlatform({ navigator: { userAgent: IPHONE } })).toBeUndefined()
    expect(readTelegramPlatform({})).toBeUndefined()
    expect(readTelegramPlatform({ Telegram: { WebApp: { platform: 'tdesktop' } } })).toBeUndefined()
  })
})
