/**
 * Which Telegram client the page runs in (docs/limits.md#features-and-defaults: inside the Telegram web app some social
 * providers are removed per platform). Read when asked, never at import, so a server render
 * touches no `window`.
 */
import type { TelegramPlatform } from '../constants/features.js'
import { isTelegram } from './platform.js'

type TelegramGlobals = {
  navigator?: { userAgent?: string; maxTouchPoints?: number } | undefined
  Telegram?: { WebApp?: { platform?: unknown } | undefined } | undefined
  TelegramWebviewProxy?: unknown
}

/** Telegram's own names (`Telegram.WebApp.platform`) for the platforms docs/limits.md#features-and-defaults filters on. */
const WEB_APP_PLATFORMS: Readonly<Record<string, TelegramPlatform>> = {
  ios: 'ios',
  macos: 'mac',
  android: 'android',
  android_x: 'android',
}

/**
 * The docs/limits.md#features-and-defaults platform of the Telegram client around the page, or undefined outside Telegram
 * (and for Telegram clients the spec does not filter, such as the desktop and web apps).
 */
export function readTelegramPlatform(
  globals: TelegramGlobals = globalThis as TelegramGlobals,
): TelegramPlatform | undefined {
  const named = globals.Telegram?.WebApp?.platform
  if (typeof named === 'string' && named in WEB_APP_PLATFORMS) return WEB_APP_PLATFORMS[named]
  const userAgent = globals.navigator?.userAgent ?? ''
  const telegram = isTelegram({
    userAgent,
    telegram: Boolean(globals.Telegram || globals.TelegramWebviewProxy),
  })
  if (!telegram) return undefined
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  // iPadOS reports itself as a Mac; only a touch screen tells them apart.
  if (/Macintosh/.test(userAgent))
    return (globals.navigator?.maxTouchPoints ?? 0) > 1 ? 'ios' : 'mac'
  if (/Android/.test(userAgent)) return 'android'
  return undefined
}
