/**
 * Browser platform checks used by the wallet-connect flow (docs/connection.md#walletconnect-pairing: pending pairings are
 * reused on Telegram and iOS Safari). The environment is read when asked, never at
 * import, so a server render touches no `window`.
 */

/** What the checks read; tests pass it directly, browsers read it from globalThis. */
export type PlatformEnvironment = {
  userAgent?: string | undefined
  /** navigator.maxTouchPoints: iPadOS reports itself as a Mac but has touch. */
  maxTouchPoints?: number | undefined
  /** True inside the Telegram in-app browser / web app. */
  telegram?: boolean | undefined
  /** location.origin of the page (undefined on a server). */
  origin?: string | undefined
}

export type Platform = {
  isTelegram(): boolean
  isIosSafari(): boolean
  /**
   * The page's origin, checked against the project's allowed origins at start; a platform
   * without it is not checked.
   */
  origin?(): string | undefined
}

const IOS_DEVICE = /iPhone|iPad|iPod/
// Other iOS browsers wrap the same engine but their own UI; only Safari itself counts.
const NON_SAFARI_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|GSA|DuckDuckGo|YaBrowser/

export function isIosSafari(env: PlatformEnvironment): boolean {
  const ua = env.userAgent ?? ''
  const ipadAsMac = /Macintosh/.test(ua) && (env.maxTouchPoints ?? 0) > 1
  const ios = IOS_DEVICE.test(ua) || ipadAsMac
  return ios && /Safari\//.test(ua) && !NON_SAFARI_IOS_BROWSERS.test(ua)
}

export function isTelegram(env: PlatformEnvironment): boolean {
  return env.telegram === true || /Telegram/i.test(env.userAgent ?? '')
}

type BrowserGlobals = {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  location?: { origin?: string }
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
}

/** Reads the environment from the global object (empty on a server). */
export function readBrowserEnvironment(globals: BrowserGlobals = globalThis): PlatformEnvironment {
  return {
    userAgent: globals.navigator?.userAgent,
    maxTouchPoints: globals.navigator?.maxTouchPoints,
    telegram: Boolean(globals.Telegram || globals.TelegramWebviewProxy),
    origin: globals.location?.origin,
  }
}

/** A Platform over an environment reader (default: the current browser). */
export function createPlatform(read: () => PlatformEnvironment = readBrowserEnvironment): Platform {
  return {
    isTelegram: () => isTelegram(read()),
    isIosSafari: () => isIosSafari(read()),
    origin: () => read().origin,
  }
}
