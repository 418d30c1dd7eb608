import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, LOOPBACK_ONLY_ARG } from './chromium.js'

/** Debian's Chromium for measuring scripts; only loopback hosts resolve. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG, '--enable-precise-memory-info'],
  })
}
