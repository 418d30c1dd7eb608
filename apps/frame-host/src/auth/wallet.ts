import { insertKeyMaterial, loadKeyMaterial } from '../store/key-material.js'
import type { AuthContext } from './context.js'

export type WalletAccounts = { eip155: string; solana: string }

/**
 * The user's wallet addresses, creating the wallet on first sign-in: the key-custody
 * module generates the keys and seals them under a fresh data key wrapped by the
 * KeyProvider; only the sealed bytes and the public addresses are stored. The same user gets the same addresses on every
 * device from then on.
 */
export async function ensureWallet(
  ctx: AuthContext,
  userId: string,
  signal?: AbortSignal,
): Promise<WalletAccounts> {
  const existing = await loadKeyMaterial(ctx.db, userId)
  if (existing) return existing.addresses
  const { sealed, addresses } = await ctx.custody.createWallet(userId, signal ? { signal } : {})
  const stored = await insertKeyMaterial(ctx.db, { userId, ...sealed, addresses }, ctx.now())
  return stored.addresses
}
