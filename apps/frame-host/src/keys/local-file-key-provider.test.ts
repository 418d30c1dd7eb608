import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { KekFileError, KeyMaterialDecryptionError, UnknownKekError } from './errors.js'
import {
  createLocalFileKeyProvider,
  kekIdOf,
  loadOrCreateKekFile,
} from './local-file-key-provider.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keyway-kek-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const dataKey = () => new Uint8Array(randomBytes(32))

describe('local key file', () => {
  it('creates a missing KEK file (and its folder) with mode 0600 holding 32 random bytes as hex', async () => {
    const path = join(dir, 'nested', 'kek')
    const kek = await loadOrCreateKekFile(path)
    expect(kek).toHaveLength(32)
    expect((await stat(path)).mode & 0o777).toBe(0o600)
    expect((await readFile(path, 'utf8')).trim()).toBe(Buffer.from(kek).toString('hex'))
    expect(await loadOrCreateKekFile(path)).toEqual(kek)
  })

  it('gives every process racing to create the file the same key', async () => {
    const path = join(dir, 'kek')
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateKekFile(path)))
    for (const key of keys) expect(key).toEqual(keys[0])
  })

  it('refuses a KEK file that other users can read', async () => {
    const path = join(dir, 'kek')
    await loadOrCreateKekFile(path)
    await chmod(path, 0o644)
    const error = await loadOrCreateKekFile(path).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(KekFileError)
    expect((error as Error).message).toBe(
      `The key-encryption key file ${path} can be read by other users (mode 644): chmod 600 it`,
    )
  })

  it('refuses a KEK file that does not hold 64 hex characters, and never overwrites it', async () => {
    const path = join(dir, 'kek')
    await writeFile(path, 'not a key\n', { mode: 0o600 })
    await expect(loadOrCreateKekFile(path)).rejects.toThrow(KekFileError)
    await expect(loadOrCreateKekFile(path)).rejects.toThrow(
      'must hold 32 bytes as 64 lowercase hex characters',
    )
    expect(await readFile(path, 'utf8')).toBe('not a key\n')
  })
})

describe('local file KeyProvider', () => {
  it('wraps a data key under the current KEK and unwraps it for the same user only', async () => {
    const provider = await createLocalFileKeyProvider({ path: join(dir, 'kek') })
    expect(provider.currentKekId).toMatch(/^local:[0-9a-f]{16}$/)
    const key = dataKey()
    const wrapped = await provider.wrapDataKey(key, 'user-1')
    expect(wrapped.kekId).toBe(provider.currentKekId)
    expect(Buffer.from(wrapped.wrapped).includes(Buffer.from(key))).toBe(false)
    expect(await provider.unwrapDataKey(wrapped, 'user-1')).toEqual(key)
    await expect(provider.unwrapDataKey(wrapped, 'user-2')).rejects.toThrow(
      KeyMaterialDecryptionError,
    )
  })

  it('refuses a wrapped key whose KEK it does not have, and one wrapped by another KEK under its id', async () => {
    const a = await createLocalFileKeyProvider({ path: join(dir, 'a') })
    const b = await createLocalFileKeyProvider({ path: join(dir, 'b') })
    const wrapped = await a.wrapDataKey(dataKey(), 'user-1')
    const unknown = await b.unwrapDataKey(wrapped, 'user-1').catch((e: unknown) => e)
    expect(unknown).toBeInstanceOf(UnknownKekError)
    expect((unknown as UnknownKekError).kekId).toBe(a.currentKekId)
    await expect(
      b.unwrapDataKey({ kekId: b.currentKekId, wrapped: wrapped.wrapped }, 'user-1'),
    ).rejects.toMatchObject({ name: 'KeyMaterialDecryptionError', part: 'data-key' })
  })

  it('unwraps with a retired KEK but wraps only with the current one', async () => {
    const old = await createLocalFileKeyProvider({ path: join(dir, 'old') })
    const key = dataKey()
    const wrappedByOld = await old.wrapDataKey(key, 'user-1')
    const rotated = await createLocalFileKeyProvider({
      path: join(dir, 'new'),
      retiredPaths: [join(dir, 'old')],
    })
    expect(rotated.currentKekId).not.toBe(old.currentKekId)
    expect(await rotated.unwrapDataKey(wrappedByOld, 'user-1')).toEqual(key)
    expect((await rotated.wrapDataKey(key, 'user-1')).kekId).toBe(rotated.currentKekId)
  })

  it('names a KEK by a hash, never by its bytes', async () => {
    const kek = new Uint8Array(32).fill(7)
    expect(kekIdOf(kek)).toBe(kekIdOf(new Uint8Array(32).fill(7)))
    expect(kekIdOf(kek)).not.toContain('0707')
    expect(kekIdOf(kek)).not.toBe(kekIdOf(new Uint8Array(32).fill(8)))
  })

  it('refuses data keys of the wrong size and an empty user id', async () => {
    const provider = await createLocalFileKeyProvider({ path: join(dir, 'kek') })
    await expect(provider.wrapDataKey(new Uint8Array(16), 'user-1')).rejects.toThrow(
      'A data key is 32 bytes, got 16',
    )
    await expect(provider.wrapDataKey(dataKey(), '')).rejects.toThrow(
      'A data key must be bound to a user id',
    )
  })
})
