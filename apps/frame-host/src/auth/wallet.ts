import {
  generateWalletKeys,
  type KeyProvider,
  sealWalletKeys,
  walletAddresses,
} from '../keys/index.js'
import { insertKeyMaterial, loadKeyMaterial } from '../store/key-material.js'
import type { AuthContext } from './context.js'

export type WalletAccounts = { eip155: string; solana: string }

/**
 * The user's wallet addresses, creating the wallet on first sign-in: keys are generated
 * here, sealed under a fresh data key wrapped by the KeyProvider, and only the sealed bytes
 * and the public addresses are stored. The same user gets the same addresses on every
 * device from then on.
 */
export async function ensureWallet(
  ctx: AuthContext & { keyProvider: KeyProvider },
  userId: string,
  signal?: AbortSignal,
): Promise<WalletAccounts> {
  const existing = await loadKeyMaterial(ctx.db, userId)
  if (existing) return existing.addresses
  const keys = generateWalletKeys()
  try {
    const addresses = walletAddresses(keys)
    const sealed = await sealWalletKeys(ctx.keyProvider, userId, keys, signal ? { signal } : {})
    const stored = await insertKeyMaterial(ctx.db, { userId, ...sealed, addresses }, ctx.now())
    return stored.addresses
  } finally {
    // Best effort: the plaintext keys are not kept past this call.
    keys.eip155.fill(0)
    keys.solana.fill(0)
  }
}
