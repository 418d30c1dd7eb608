/**
 * The embedded wallet's email login as a page loads it (docs/state.md#embedded-wallet-user):
 * its state, read from the browser-stored keys (the 'used before' flag makes the frame load
 * eagerly, docs/embedded-wallet.md#email-login), and the clearing of the login cache a
 * disconnect does. The login's rules (the 30 s throttle, what a login stores: email-login.ts)
 * load with the embedded wallet, which a dapp without a frame host never fetches.
 */
import { proxy } from 'valtio/vanilla'
import type { StorageController } from './storage.js'

/** The typed storage functions used (the client's storage controller satisfies this). */
export type EmailLoginStorage = Pick<StorageController, 'get' | 'set' | 'remove'>

export type EmailLoginState = {
  email: string | undefined
  /** docs/embedded-wallet.md#browser-storage email-login-used flag: the frame is then created eagerly (docs/embedded-wallet.md#email-login). */
  loginUsed: boolean
}

export type EmailLoginShell = ReturnType<typeof createEmailLoginShell>

export function createEmailLoginShell(storage: EmailLoginStorage) {
  const state = proxy<EmailLoginState>({
    email: storage.get('email'),
    loginUsed: storage.get('emailLoginUsed') ?? false,
  })

  /** docs/embedded-wallet.md#email-login: clears the login cache (flag, email, last chain, social username and provider). */
  function clearLoginCache() {
    storage.remove('emailLoginUsed')
    storage.remove('email')
    storage.remove('lastUsedChainId')
    storage.remove('socialUsername')
    storage.remove('socialProvider')
    state.email = undefined
    state.loginUsed = false
  }

  return { state, clearLoginCache }
}
