/**
 * The test-process side of the browser wallet (browser-script.ts): answers the page's
 * bridge calls with keypair test wallets, and pushes account changes into the page.
 * `installTestSolanaWallets` does both for a Playwright page; `handleSolanaBridgeRequest`
 * is the answering part on its own (for other drivers and for tests).
 */

import {
  createInjectedSolanaWalletScript,
  DEFAULT_SOLANA_WALLET_BRIDGE,
  type InjectedSolanaWalletDescription,
  type SolanaBridgeAccount,
  type SolanaBridgeAnswer,
  type SolanaBridgeRequest,
} from './browser-script.js'
import { fromBase64, toBase64 } from './codec.js'
import type { TestSolanaWallet } from './keypair-wallet.js'

/** The part of Playwright's `Page` used here (kept local: no Playwright dependency). */
export type SolanaWalletPage = {
  exposeFunction(name: string, callback: (request: SolanaBridgeRequest) => unknown): Promise<void>
  addInitScript(script: { content: string }): Promise<void>
  evaluate<R, A>(pageFunction: (arg: A) => R, arg: A): Promise<R>
}

export type InstalledTestSolanaWallet = InjectedSolanaWalletDescription & {
  wallet: TestSolanaWallet
}

function accountsOf(wallet: TestSolanaWallet): SolanaBridgeAccount[] {
  return wallet.authorized
    ? [{ address: wallet.address, publicKey: toBase64(wallet.publicKey) }]
    : []
}

function errorOf(error: unknown): { code: number; message: string } {
  const code: unknown = Reflect.get(Object(error), 'code')
  const message: unknown = Reflect.get(Object(error), 'message')
  return {
    code: typeof code === 'number' ? code : -32603,
    message: typeof message === 'string' ? message : 'Internal error',
  }
}

export async function handleSolanaBridgeRequest(
  wallets: ReadonlyMap<string, TestSolanaWallet>,
  request: SolanaBridgeRequest,
): Promise<SolanaBridgeAnswer> {
  const wallet = wallets.get(request.walletId)
  if (!wallet) return { error: { code: 4900, message: `No wallet ${request.walletId}` } }
  const bytes = (key: string) => fromBase64(String(request.params[key] ?? ''))
  try {
    switch (request.method) {
      case 'connect':
        await wallet.connect(request.params.silent === true)
        return { result: accountsOf(wallet) }
      case 'disconnect':
        await wallet.disconnect()
        return { result: null }
      case 'signMessage':
        return { result: toBase64(await wallet.signMessage(bytes('message'))) }
      case 'signTransaction':
        return { result: toBase64(await wallet.signTransaction(bytes('transaction'))) }
      case 'signAndSendTransaction':
        return { result: toBase64(await wallet.signAndSendTransaction(bytes('transaction'))) }
      default:
        return { error: { code: 4200, message: `Unsupported method ${request.method}` } }
    }
  } catch (error) {
    return { error: errorOf(error) }
  }
}

/** Call before the first `page.goto`; returns a function that stops forwarding events. */
export async function installTestSolanaWallets(
  page: SolanaWalletPage,
  parameters: { wallets: readonly InstalledTestSolanaWallet[]; bridge?: string | undefined },
): Promise<() => void> {
  const bridge = parameters.bridge ?? DEFAULT_SOLANA_WALLET_BRIDGE
  const byId = new Map(parameters.wallets.map((w) => [w.id, w.wallet]))
  await page.exposeFunction(bridge, (request) => handleSolanaBridgeRequest(byId, request))
  await page.addInitScript({
    content: createInjectedSolanaWalletScript({
      wallets: parameters.wallets.map(({ wallet: _wallet, ...description }) => description),
      bridge,
    }),
  })
  const stops = parameters.wallets.map(({ id, wallet }) =>
    wallet.onChange(() => {
      // The page may be navigating; a lost event is what a closing tab would see too.
      page
        .evaluate(
          ([name, walletId, accounts]) => {
            const hook = Reflect.get(window, `${name}Emit`)
            if (typeof hook === 'function') hook(walletId, accounts)
          },
          [bridge, id, accountsOf(wallet)] as const,
        )
        .catch(() => undefined)
    }),
  )
  return () => {
    for (const stop of stops) stop()
  }
}
