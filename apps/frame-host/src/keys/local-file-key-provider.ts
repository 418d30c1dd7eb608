import { createHash, randomBytes } from 'node:crypto'
import { link, mkdir, open, readFile, stat, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'
import { AES_KEY_BYTES, aeadOpen, aeadSeal, associatedData } from './aead.js'
import {
  KekFileError,
  KeyCustodyError,
  KeyMaterialDecryptionError,
  UnknownKekError,
} from './errors.js'
import type { KeyProvider, WrappedDataKey } from './key-provider.js'

/**
 * The development KeyProvider: the KEK is 32 random bytes in a local file (64 hex
 * characters), created with mode 0600 when missing. It is for `npm run demo` and tests:
 * anyone who can read the file and the database can decrypt every wallet
 * (THREAT-MODEL.md). Production uses a KMS or HSM behind the same interface.
 */

export type LocalFileKeyProviderOptions = {
  /** The current KEK: wraps new data keys. Created when missing. */
  path: string
  /**
   * KEK files rotated out: they still unwrap what they wrapped, never wrap anything new.
   * Keep one until `rewrapSealedKeys` has moved every row to the current KEK.
   */
  retiredPaths?: readonly string[]
}

export type LocalFileKeyProvider = KeyProvider & { readonly path: string }

const KEK_HEX = /^[0-9a-f]{64}$/

/** A public name for a KEK: a hash of it, so rows say which key wrapped them without revealing it. */
export function kekIdOf(kek: Uint8Array): string {
  const digest = createHash('sha256').update('keyway-frame-host/kek-id\0').update(kek).digest('hex')
  return `local:${digest.slice(0, 16)}`
}

async function readKekFile(path: string): Promise<Uint8Array> {
  let text: string
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new KekFileError(`The key-encryption key file ${path} is not a file`)
    // Like ssh with its private keys: a KEK others can read is refused, not used.
    if (process.platform !== 'win32' && (info.mode & 0o077) !== 0) {
      const mode = (info.mode & 0o777).toString(8)
      throw new KekFileError(
        `The key-encryption key file ${path} can be read by other users (mode ${mode}): chmod 600 it`,
      )
    }
    text = (await readFile(path, 'utf8')).trim()
  } catch (error) {
    if (error instanceof KekFileError) throw error
    throw new KekFileError(`The key-encryption key file ${path} could not be read`, {
      cause: error,
    })
  }
  if (!KEK_HEX.test(text)) {
    throw new KekFileError(
      `The key-encryption key file ${path} must hold ${AES_KEY_BYTES} bytes as 64 lowercase hex characters`,
    )
  }
  return new Uint8Array(Buffer.from(text, 'hex'))
}

/**
 * Reads the KEK at `path`, or creates it. The new key is written to a private temporary
 * file and linked into place, so two processes starting at once never see half a key:
 * the loser of the race reads the winner's.
 */
export async function loadOrCreateKekFile(path: string): Promise<Uint8Array> {
  try {
    return await readKekFile(path)
  } catch (error) {
    const missing = (error as { cause?: { code?: string } }).cause?.code === 'ENOENT'
    if (!missing) throw error
  }
  await mkdir(dirname(path), { recursive: true, mode: 0o700 })
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  const handle = await open(temporary, 'wx', 0o600)
  try {
    await handle.writeFile(`${randomBytes(AES_KEY_BYTES).toString('hex')}\n`)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await link(temporary, path)
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') {
      throw new KekFileError(`The key-encryption key file ${path} could not be created`, {
        cause: error,
      })
    }
  } finally {
    await unlink(temporary).catch(() => {})
  }
  return readKekFile(path)
}

function checkContext(context: string): void {
  if (context === '') throw new KeyCustodyError('A data key must be bound to a user id')
}

export async function createLocalFileKeyProvider(
  options: LocalFileKeyProviderOptions,
): Promise<LocalFileKeyProvider> {
  const current = await loadOrCreateKekFile(options.path)
  const currentKekId = kekIdOf(current)
  const keks = new Map<string, Uint8Array>([[currentKekId, current]])
  for (const retired of options.retiredPaths ?? []) {
    const kek = await readKekFile(retired)
    keks.set(kekIdOf(kek), kek)
  }
  return {
    path: options.path,
    currentKekId,
    async wrapDataKey(dataKey, context): Promise<WrappedDataKey> {
      checkContext(context)
      if (dataKey.length !== AES_KEY_BYTES) {
        throw new KeyCustodyError(`A data key is ${AES_KEY_BYTES} bytes, got ${dataKey.length}`)
      }
      return {
        kekId: currentKekId,
        wrapped: aeadSeal(current, dataKey, associatedData('data-key/v1', context)),
      }
    },
    async unwrapDataKey({ kekId, wrapped }, context) {
      checkContext(context)
      const kek = keks.get(kekId)
      if (!kek) throw new UnknownKekError(kekId)
      const dataKey = aeadOpen(kek, wrapped, associatedData('data-key/v1', context))
      if (!dataKey || dataKey.length !== AES_KEY_BYTES) {
        throw new KeyMaterialDecryptionError('data-key')
      }
      return dataKey
    },
  }
}
