import { describe, expect, it } from 'vitest'
import { createPlatform, isIosSafari, isTelegram, readBrowserEnvironment } from './platform.js'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1'
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'

describe('platform checks (docs/connection.md#walletconnect-pairing pairing reuse on Telegram and iOS Safari)', () => {
  it('recognises Safari on iPhone, and on iPad reporting itself as a Mac', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI })).toBe(true)
    expect(isIosSafari({ userAgent: MAC_SAFARI, maxTouchPoints: 5 })).toBe(true)
  })

  it('does not count other iOS browsers, desktop Safari or Android', () => {
    expect(isIosSafari({ userAgent: IPHONE_CHROME })).toBe(false)
    expect(isIosSafari({ userAgent: MAC_SAFARI, maxTouchPoints: 0 })).toBe(false)
    expect(isIosSafari({ userAgent: ANDROID_CHROME })).toBe(false)
    expect(isIosSafari({})).toBe(false)
  })

  it('recognises Telegram by its web-app object or its user agent', () => {
    expect(isTelegram({ telegram: true })).toBe(true)
    expect(isTelegram({ userAgent: `${ANDROID_CHROME} Telegram-Android/10.0` })).toBe(true)
    expect(isTelegram({ userAgent: ANDROID_CHROME })).toBe(false)
  })

  it('reads the environment from the given globals, and nothing on a server', () => {
    expect(readBrowserEnvironment({})).toEqual({
      userAgent: undefined,
      maxTouchPoints: undefined,
      telegram: false,
    })
    const env = readBrowserEnvironment({
      navigator: { userAgent: IPHONE_SAFARI, maxTouchPoints: 5 },
      Telegram: { WebApp: {} },
    })
    expect(env).toEqual({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, telegram: true })
    const page = readBrowserEnvironment({ location: { origin: 'https://dapp.test' } })
    expect(page.origin).toBe('https://dapp.test')
    expect(createPlatform(() => page).origin?.()).toBe('https://dapp.test')
  })

  it('createPlatform reads the environment on every check, not once', () => {
    let userAgent = ANDROID_CHROME
    const platform = createPlatform(() => ({ userAgent }))
    expect(platform.isIosSafari()).toBe(false)
    userAgent = IPHONE_SAFARI
    expect(platform.isIosSafari()).toBe(true)
  })
})
