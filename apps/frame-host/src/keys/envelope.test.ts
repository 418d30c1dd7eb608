import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  KEY_MATERIAL_FORMAT_VERSION,
  openWalletKeys,
  rewrapSealedKeys,
  type SealedKeyMaterial,
  sealWalletKeys,
  type WalletKeys,
} from './envelope.js'
import {
  KeyMaterialDecryptionError,
  UnknownKekError,
  UnsupportedKeyMaterialError,
} from './errors.js'
import { createLocalFileKeyProvider, type LocalFileKeyProvider } from './local-file-key-provider.js'
import { generateWalletKeys } from './wallet-keys.js'

let dir: string
let provider: LocalFileKeyProvider
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keyway-envelope-'))
  provider = await createLocalFileKeyProvider({ path: join(dir, 'kek') })
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const copy = (keys: WalletKeys): WalletKeys => ({
  eip155: keys.eip155.slice(),
  solana: keys.solana.slice(),
})

function flipped(bytes: Uint8Array, at: number): Uint8Array {
  const out = bytes.slice()
  out[at] = (out[at] ?? 0) ^ 0x01
  return out
}

describe('envelope encryption of wallet keys', () => {
  it('round-trips a user’s keys, and the stored bytes contain neither key', async () => {
    const keys = generateWalletKeys()
    const sealed = await sealWalletKeys(provider, 'user-1', copy(keys))
    expect(sealed.formatVersion).toBe(KEY_MATERIAL_FORMAT_VERSION)
    expect(sealed.kekId).toBe(provider.currentKekId)
    const stored = Buffer.concat([sealed.wrappedDataKey, sealed.encryptedKeys])
    expect(stored.includes(Buffer.from(keys.eip155))).toBe(false)
    expect(stored.includes(Buffer.from(keys.solana))).toBe(false)
    expect(await openWalletKeys(provider, 'user-1', sealed)).toEqual(keys)
  })

  it('gives each sealing its own data key, so two users’ rows never share bytes', async () => {
    const keys = generateWalletKeys()
    const a = await sealWalletKeys(provider, 'user-1', copy(keys))
    const b = await sealWalletKeys(provider, 'user-1', copy(keys))
    expect(Buffer.from(a.encryptedKeys).equals(Buffer.from(b.encryptedKeys))).toBe(false)
    expect(Buffer.from(a.wrappedDataKey).equals(Buffer.from(b.wrappedDataKey))).toBe(false)
  })

  describe('refuses tampered material with a typed error', () => {
    let sealed: SealedKeyMaterial
    beforeAll(async () => {
      sealed = await sealWalletKeys(provider, 'user-1', generateWalletKeys())
    })

    it('a flipped byte anywhere in the encrypted keys', async () => {
      for (const at of [0, 12, sealed.encryptedKeys.length - 1]) {
        const error = await openWalletKeys(provider, 'user-1', {
          ...sealed,
          encryptedKeys: flipped(sealed.encryptedKeys, at),
        }).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(KeyMaterialDecryptionError)
        expect(error).toMatchObject({ part: 'wallet-keys', status: 500 })
      }
    })

    it('a flipped byte in the wrapped data key', async () => {
      await expect(
        openWalletKeys(provider, 'user-1', {
          ...sealed,
          wrappedDataKey: flipped(sealed.wrappedDataKey, 20),
        }),
      ).rejects.toMatchObject({ name: 'KeyMaterialDecryptionError', part: 'data-key' })
    })

    it('truncated material', async () => {
      await expect(
        openWalletKeys(provider, 'user-1', {
          ...sealed,
          encryptedKeys: sealed.encryptedKeys.subarray(0, 10),
        }),
      ).rejects.toThrow(KeyMaterialDecryptionError)
    })

    it('another user’s id (a row copied onto another user)', async () => {
      await expect(openWalletKeys(provider, 'user-2', sealed)).rejects.toThrow(
        KeyMaterialDecryptionError,
      )
    })

    it('another user’s encrypted keys under this user’s data key', async () => {
      const other = await sealWalletKeys(provider, 'user-2', generateWalletKeys())
      await expect(
        openWalletKeys(provider, 'user-1', { ...sealed, encryptedKeys: other.encryptedKeys }),
      ).rejects.toMatchObject({ name: 'KeyMaterialDecryptionError', part: 'wallet-keys' })
    })

    it('a wrong KEK', async () => {
      const stranger = await createLocalFileKeyProvider({ path: join(dir, 'stranger') })
      await expect(openWalletKeys(stranger, 'user-1', sealed)).rejects.toThrow(UnknownKekError)
      // The same id pointing at other key bytes (a KEK file replaced in place).
      await expect(
        openWalletKeys(stranger, 'user-1', { ...sealed, kekId: stranger.currentKekId }),
      ).rejects.toMatchObject({ name: 'KeyMaterialDecryptionError', part: 'data-key' })
    })

    it('a format version it does not know', async () => {
      const error = await openWalletKeys(provider, 'user-1', { ...sealed, formatVersion: 2 }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(UnsupportedKeyMaterialError)
      expect((error as Error).message).toBe(
        'Key material format version 2 is not supported (this frame-host reads version 1)',
      )
    })
  })

  it('re-wraps a data key under a new KEK without touching the encrypted keys', async () => {
    const keys = generateWalletKeys()
    const sealed = await sealWalletKeys(provider, 'user-1', copy(keys))
    const rotated = await createLocalFileKeyProvider({
      path: join(dir, 'next'),
      retiredPaths: [join(dir, 'kek')],
    })
    const rewrapped = await rewrapSealedKeys(rotated, 'user-1', sealed)
    expect(rewrapped.kekId).toBe(rotated.currentKekId)
    expect(rewrapped.encryptedKeys).toEqual(sealed.encryptedKeys)
    const newOnly = await createLocalFileKeyProvider({ path: join(dir, 'next') })
    expect(await openWalletKeys(newOnly, 'user-1', rewrapped)).toEqual(keys)
    await expect(openWalletKeys(newOnly, 'user-1', sealed)).rejects.toThrow(UnknownKekError)
    expect(await rewrapSealedKeys(rotated, 'user-1', rewrapped)).toBe(rewrapped)
  })

  it('stops before calling the provider when the signal is aborted', async () => {
    const sealed = await sealWalletKeys(provider, 'user-1', generateWalletKeys())
    const controller = new AbortController()
    controller.abort()
    await expect(
      openWalletKeys(provider, 'user-1', sealed, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    await expect(
      sealWalletKeys(provider, 'user-1', generateWalletKeys(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('refuses keys of the wrong size and an empty user id', async () => {
    const keys = generateWalletKeys()
    await expect(
      sealWalletKeys(provider, 'user-1', { ...keys, solana: new Uint8Array(64) }),
    ).rejects.toThrow('A wallet key is 32 bytes, got 64')
    await expect(sealWalletKeys(provider, '', keys)).rejects.toThrow(
      'Key material must be bound to a user id',
    )
  })
})
