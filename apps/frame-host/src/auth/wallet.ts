import { insertKeyMaterial, loadKeyMaterial } from '../store/key-material.js'
import { walletOwnerOf } from '../store/wallet-shares.js'
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
  // A user who consented to share another project's wallet uses that one (README
  // "Wallet sharing"); everyone else their own.
  const owner = await walletOwnerOf(ctx.db, userId)
  const existing = await loadKeyMaterial(ctx.db, owner)
  if (existing) return existing.addresses
  const { sealed, addresses } = await ctx.custody.createWallet(owner, signal ? { signal } : {})
  const stored = await insertKeyMaterial(ctx.db, { userId: owner, ...sealed, addresses }, ctx.now())
  return stored.addresses
}
