import { createHash } from 'node:crypto'
import { openWalletKeys, type SealedKeyMaterial, sealWalletKeys } from './envelope.js'
import type { KeyProvider, KeyProviderCallOptions } from './key-provider.js'
import { generateWalletKeys, type WalletAddresses, walletAddresses } from './wallet-keys.js'
import { createWalletSigner, type DerivedAddresses, type WalletSigner } from './wallet-signer.js'

/**
 * The two things the server does with keys: give a new user a wallet (the sealed material
 * to store, the addresses to show), and open a stored wallet to sign. Plaintext keys stay
 * inside these calls and the signer they return.
 */
export type KeyCustody = {
  createWallet(
    userId: string,
    options?: KeyProviderCallOptions,
  ): Promise<{ sealed: SealedKeyMaterial; addresses: WalletAddresses }>
  openSigner(
    userId: string,
    sealed: SealedKeyMaterial,
    options?: KeyProviderCallOptions,
  ): Promise<WalletSigner>
  /** How many wallets' derived addresses are kept (tests of the bound). */
  derivedAddressCount(): number
}

/** How many wallets' derived addresses a process keeps (least recently opened dropped first). */
export const MAX_DERIVED_ADDRESSES = 10_000

/**
 * Which sealed key material an entry of the derived-address cache is for: a SHA-256 over
 * the user id and every stored field, each with its length, so two different rows never
 * share an entry.
 */
function sealedDigest(userId: string, sealed: SealedKeyMaterial): string {
  const hash = createHash('sha256').update('keyway-frame-host/derived-addresses\0')
  for (const part of [
    Buffer.from(userId),
    Buffer.from(String(sealed.formatVersion)),
    Buffer.from(sealed.kekId),
    sealed.wrappedDataKey,
    sealed.encryptedKeys,
  ]) {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(part.length)
    hash.update(length).update(part)
  }
  return hash.digest('hex')
}

export function createKeyCustody(provider: KeyProvider): KeyCustody {
  // The EVM address derived from each wallet opened lately, by the sealed material it was
  // decrypted from: the next signature with that wallet skips the derivation (an
  // elliptic-curve multiplication, as costly as the signature). Only public values are kept:
  // the address and a digest of the stored, encrypted row. Every opening still unwraps the
  // data key and decrypts the keys (AES-GCM, bound to the user id), so a row that does not
  // decrypt fails as before, and one that does holds the very key the address came from
  // (THREAT-MODEL.md, "What the code does about it").
  const derived = new Map<string, DerivedAddresses>()
  const derivedFor = (userId: string, sealed: SealedKeyMaterial): DerivedAddresses => {
    const id = sealedDigest(userId, sealed)
    let entry = derived.get(id)
    if (entry) derived.delete(id)
    else entry = {}
    // Most recently opened last: the eviction drops the first.
    derived.set(id, entry)
    if (derived.size > MAX_DERIVED_ADDRESSES) {
      const oldest = derived.keys().next().value
      if (oldest !== undefined) derived.delete(oldest)
    }
    return entry
  }
  return {
    derivedAddressCount: () => derived.size,
    async createWallet(userId, options) {
      const keys = generateWalletKeys()
      const addresses = walletAddresses(keys)
      const sealed = await sealWalletKeys(provider, userId, keys, options)
      return { sealed, addresses }
    },
    async openSigner(userId, sealed, options) {
      const keys = await openWalletKeys(provider, userId, sealed, options)
      return createWalletSigner(keys, derivedFor(userId, sealed))
    },
  }
}
