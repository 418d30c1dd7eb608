/**
 * Loads the "Devnet test wallets" on demand. They are a separate bundle, built
 * beside the app by scripts/lib/demo-server.ts (`devnet-wallets/install.js`), and fetched
 * by URL: Vite cannot share any of their modules (signing code, devnet's keys) with the
 * app's first bundle, so a visitor who never turns them on never downloads them. They meet
 * the app only through the page's wallet events (EIP-6963, Wallet Standard), as an
 * extension would.
 */
import type { DevnetWalletsConfig, installDevnetTestWallets } from './install.js'

type InstallModule = { installDevnetTestWallets: typeof installDevnetTestWallets }

/** The dev server serves the source; a build serves the separate bundle. */
export function devnetWalletsUrl(base: string, dev: boolean): string {
  return new URL(dev ? 'src/devnet-wallets/install.ts' : 'devnet-wallets/install.js', base).href
}

export async function loadDevnetWallets(
  win: Window,
  config: DevnetWalletsConfig,
): Promise<() => void> {
  const url = devnetWalletsUrl(win.document.baseURI, import.meta.env.DEV)
  const module = (await import(/* @vite-ignore */ url)) as InstallModule
  return module.installDevnetTestWallets(win, config)
}
