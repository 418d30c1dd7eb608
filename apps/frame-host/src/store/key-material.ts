import { type Queryable, toBytes, toMs } from '../db/database.js'

/**
 * The envelope-encrypted wallet keys of a user, as opaque bytes: the key-custody module
 * (src/keys) produces and reads them; this table only keeps them. Without the KEK they are
 * useless (README, threat model).
 */
export type StoredKeyMaterial = {
  userId: string
  formatVersion: number
  /** Which key-encryption key wrapped the data key (rotation). */
  kekId: string
  wrappedDataKey: Uint8Array
  encryptedKeys: Uint8Array
  createdAt: number
  updatedAt: number
}

type KeyMaterialRow = {
  user_id: string
  format_version: number
  kek_id: string
  wrapped_data_key: unknown
  encrypted_keys: unknown
  created_at: Date
  updated_at: Date
}

export async function saveKeyMaterial(
  db: Queryable,
  input: Omit<StoredKeyMaterial, 'createdAt' | 'updatedAt'>,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO key_material
        (user_id, format_version, kek_id, wrapped_data_key, encrypted_keys, created_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $6)
      ON CONFLICT (user_id) DO UPDATE SET format_version = EXCLUDED.format_version,
        kek_id = EXCLUDED.kek_id, wrapped_data_key = EXCLUDED.wrapped_data_key,
        encrypted_keys = EXCLUDED.encrypted_keys, updated_at = EXCLUDED.updated_at`,
    [
      input.userId,
      input.formatVersion,
      input.kekId,
      input.wrappedDataKey,
      input.encryptedKeys,
      new Date(now),
    ],
  )
}

export async function loadKeyMaterial(
  db: Queryable,
  userId: string,
): Promise<StoredKeyMaterial | undefined> {
  const { rows } = await db.query<KeyMaterialRow>('SELECT * FROM key_material WHERE user_id = $1', [
    userId,
  ])
  const row = rows[0]
  return (
    row && {
      userId: row.user_id,
      formatVersion: Number(row.format_version),
      kekId: row.kek_id,
      wrappedDataKey: toBytes(row.wrapped_data_key),
      encryptedKeys: toBytes(row.encrypted_keys),
      createdAt: toMs(row.created_at),
      updatedAt: toMs(row.updated_at),
    }
  )
}
