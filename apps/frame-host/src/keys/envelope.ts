import { randomBytes } from 'node:crypto'
import { AES_KEY_BYTES, aeadOpen, aeadSeal, associatedData } from './aead.js'
import {
  KeyCustodyError,
  KeyMaterialDecryptionError,
  UnsupportedKeyMaterialError,
} from './errors.js'
import type { KeyProvider, KeyProviderCallOptions } from './key-provider.js'

/**
 * Envelope encryption of a user's wallet keys (docs/embedded-wallet.md#loading-the-frame embedded wallet; DESIGN "key
 * custody"): each user has a random data key; the wallet keys are encrypted under it with
 * AES-256-GCM, their associated data binding them to the user id; the data key is wrapped
 * by the KeyProvider's KEK, bound to the same user id. The result is what frame-host
 * stores (the key_material row): opaque bytes plus the KEK id and a format version.
 */

/** The private keys of one user's wallet, raw bytes. */
export type WalletKeys = {
  /** secp256k1 private key (32 bytes) for every eip155 chain. */
  eip155: Uint8Array
  /** ed25519 seed (32 bytes; RFC 8032's "private key") for Solana. */
  solana: Uint8Array
}

export type SealedKeyMaterial = {
  formatVersion: number
  kekId: string
  wrappedDataKey: Uint8Array
  encryptedKeys: Uint8Array
}

/** Version 1: AES-256-GCM under a 32-byte data key, the plaintext as in `encodeWalletKeys`. */
export const KEY_MATERIAL_FORMAT_VERSION = 1

// The plaintext is a list of (namespace code, length, bytes): a later version can add a
// key kind without a new layout.
const NAMESPACE_CODES = { eip155: 1, solana: 2 } as const
const KEY_BYTES = 32

function encodeWalletKeys(keys: WalletKeys): Uint8Array {
  const entries = [
    [NAMESPACE_CODES.eip155, keys.eip155],
    [NAMESPACE_CODES.solana, keys.solana],
  ] as const
  const out = new Uint8Array(entries.reduce((sum, [, key]) => sum + 2 + key.length, 0))
  let at = 0
  for (const [code, key] of entries) {
    if (key.length !== KEY_BYTES) {
      throw new KeyCustodyError(`A wallet key is ${KEY_BYTES} bytes, got ${key.length}`)
    }
    out[at] = code
    out[at + 1] = key.length
    out.set(key, at + 2)
    at += 2 + key.length
  }
  return out
}

function decodeWalletKeys(bytes: Uint8Array): WalletKeys {
  const found = new Map<number, Uint8Array>()
  let at = 0
  while (at < bytes.length) {
    const code = bytes[at] ?? 0
    const length = bytes[at + 1] ?? 0
    const key = bytes.slice(at + 2, at + 2 + length)
    if (key.length !== length || found.has(code)) break
    found.set(code, key)
    at += 2 + length
  }
  const eip155 = found.get(NAMESPACE_CODES.eip155)
  const solana = found.get(NAMESPACE_CODES.solana)
  if (at !== bytes.length || eip155?.length !== KEY_BYTES || solana?.length !== KEY_BYTES) {
    throw new UnsupportedKeyMaterialError(
      'The decrypted wallet keys are not in the version 1 layout',
    )
  }
  return { eip155, solana }
}

const walletKeysAad = (userId: string) => associatedData('wallet-keys/v1', userId)

function checkUserId(userId: string): void {
  if (userId === '') throw new KeyCustodyError('Key material must be bound to a user id')
}

export async function sealWalletKeys(
  provider: KeyProvider,
  userId: string,
  keys: WalletKeys,
  options: KeyProviderCallOptions = {},
): Promise<SealedKeyMaterial> {
  checkUserId(userId)
  options.signal?.throwIfAborted()
  const dataKey = new Uint8Array(randomBytes(AES_KEY_BYTES))
  const plaintext = encodeWalletKeys(keys)
  try {
    const encryptedKeys = aeadSeal(dataKey, plaintext, walletKeysAad(userId))
    const { kekId, wrapped } = await provider.wrapDataKey(dataKey, userId, options)
    return {
      formatVersion: KEY_MATERIAL_FORMAT_VERSION,
      kekId,
      wrappedDataKey: wrapped,
      encryptedKeys,
    }
  } finally {
    // Best effort: JavaScript gives no guarantee that no other copy exists.
    dataKey.fill(0)
    plaintext.fill(0)
  }
}

function checkVersion(sealed: SealedKeyMaterial): void {
  if (sealed.formatVersion !== KEY_MATERIAL_FORMAT_VERSION) {
    throw new UnsupportedKeyMaterialError(
      `Key material format version ${sealed.formatVersion} is not supported (this frame-host reads version ${KEY_MATERIAL_FORMAT_VERSION})`,
    )
  }
}

export async function openWalletKeys(
  provider: KeyProvider,
  userId: string,
  sealed: SealedKeyMaterial,
  options: KeyProviderCallOptions = {},
): Promise<WalletKeys> {
  checkUserId(userId)
  checkVersion(sealed)
  options.signal?.throwIfAborted()
  const dataKey = await provider.unwrapDataKey(
    { kekId: sealed.kekId, wrapped: sealed.wrappedDataKey },
    userId,
    options,
  )
  try {
    const plaintext = aeadOpen(dataKey, sealed.encryptedKeys, walletKeysAad(userId))
    if (!plaintext) throw new KeyMaterialDecryptionError('wallet-keys')
    try {
      return decodeWalletKeys(plaintext)
    } finally {
      plaintext.fill(0)
    }
  } finally {
    dataKey.fill(0)
  }
}

/**
 * Key rotation: re-wraps the data key under the provider's current KEK, leaving the
 * encrypted wallet keys as they are. Material already under the current KEK comes back
 * unchanged.
 */
export async function rewrapSealedKeys(
  provider: KeyProvider,
  userId: string,
  sealed: SealedKeyMaterial,
  options: KeyProviderCallOptions = {},
): Promise<SealedKeyMaterial> {
  checkUserId(userId)
  checkVersion(sealed)
  if (sealed.kekId === provider.currentKekId) return sealed
  options.signal?.throwIfAborted()
  const dataKey = await provider.unwrapDataKey(
    { kekId: sealed.kekId, wrapped: sealed.wrappedDataKey },
    userId,
    options,
  )
  try {
    const { kekId, wrapped } = await provider.wrapDataKey(dataKey, userId, options)
    return { ...sealed, kekId, wrappedDataKey: wrapped }
  } finally {
    dataKey.fill(0)
  }
}
