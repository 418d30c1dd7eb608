import type { WalletPage } from '@keyway/test'
import type { BitcoinWalletPage } from '@keyway/test/bitcoin-wallet'
import type { SolanaWalletPage } from '@keyway/test/solana-wallet'
import type { Page } from '@playwright/test'

/**
 * Playwright's Page as @keyway/test's WalletPage. Playwright 1.65 returns a Disposable from
 * exposeFunction / addInitScript where WalletPage expects void, so the calls are wrapped.
 */
export function asWalletPage(page: Page): WalletPage & SolanaWalletPage & BitcoinWalletPage {
  return {
    exposeFunction: async (name, callback) => {
      await page.exposeFunction(name, callback)
    },
    addInitScript: async (script) => {
      await page.addInitScript(script)
    },
    // WalletPage's evaluate is Playwright's own signature, narrowed; the cast only bridges
    // the two generic declarations.
    evaluate: (pageFunction, arg) =>
      (page.evaluate as (fn: unknown, arg: unknown) => Promise<never>)(pageFunction, arg),
  }
}
