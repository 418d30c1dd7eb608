import { type Queryable, toBytes, toMs } from '../db/database.js'
import { rateLimitHitSql } from './rate-limits.js'
import { walletOwnerSql } from './wallet-shares.js'

/**
 * The envelope-encrypted wallet keys of a user, as opaque bytes: the key-custody module
 * (src/keys) produces and reads them; this table only keeps them, beside the public
 * addresses. Without the KEK the bytes are useless (README, threat model).
 */
export type StoredKeyMaterial = {
  userId: string
  formatVersion: number
  /** Which key-encryption key wrapped the data key (rotation). */
  kekId: string
  wrappedDataKey: Uint8Array
  encryptedKeys: Uint8Array
  addresses: { eip155: string; solana: string }
  createdAt: number
  updatedAt: number
}

export type KeyMaterialRow = {
  user_id: string
  format_version: number
  kek_id: string
  wrapped_data_key: unknown
  encrypted_keys: unknown
  eip155_address: string
  solana_address: string
  created_at: Date
  updated_at: Date
}

export type NewKeyMaterial = Omit<StoredKeyMaterial, 'createdAt' | 'updatedAt'>

/**
 * Stores a user's first wallet. A wallet is never replaced: when two instances race to
 * create one, the first row wins and both answer with it.
 */
export async function insertKeyMaterial(
  db: Queryable,
  input: NewKeyMaterial,
  now: number,
): Promise<StoredKeyMaterial> {
  await db.query(
    `INSERT INTO key_material (user_id, format_version, kek_id, wrapped_data_key,
        encrypted_keys, eip155_address, solana_address, created_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
      ON CONFLICT (user_id) DO NOTHING`,
    [
      input.userId,
      input.formatVersion,
      input.kekId,
      input.wrappedDataKey,
      input.encryptedKeys,
      input.addresses.eip155,
      input.addresses.solana,
      new Date(now),
    ],
  )
  return (await loadKeyMaterial(db, input.userId)) as StoredKeyMaterial
}

/** Replaces the sealed bytes of an existing wallet (a re-wrap under a new KEK). */
export async function updateSealedKeys(
  db: Queryable,
  input: Pick<
    StoredKeyMaterial,
    'userId' | 'formatVersion' | 'kekId' | 'wrappedDataKey' | 'encryptedKeys'
  >,
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE key_material SET format_version = $2, kek_id = $3, wrapped_data_key = $4,
        encrypted_keys = $5, updated_at = $6
      WHERE user_id = $1`,
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
  return row && keyMaterialFromRow(row)
}

export const keyMaterialFromRow = (row: KeyMaterialRow): StoredKeyMaterial => ({
  userId: row.user_id,
  formatVersion: Number(row.format_version),
  kekId: row.kek_id,
  wrappedDataKey: toBytes(row.wrapped_data_key),
  encryptedKeys: toBytes(row.encrypted_keys),
  addresses: { eip155: row.eip155_address, solana: row.solana_address },
  createdAt: toMs(row.created_at),
  updatedAt: toMs(row.updated_at),
})

/**
 * What an RPC request needs from the database before anything else, in one statement: one
 * hit of its rate limit counted (`count`: key and window start, as `hitRateLimit` counts),
 * and the key material the user signs with, of the user's own wallet or of the wallet they
 * share (`walletOwnerSql` in wallet-shares.ts). `walletUserId` is that wallet's owner, and
 * `stored` is undefined when the owner has no key material yet.
 */
export async function countAndLoadWalletKeyMaterial(
  db: Queryable,
  userId: string,
  count: { key: string; windowStart: number },
): Promise<{ hitCount: number; walletUserId: string; stored: StoredKeyMaterial | undefined }> {
  const { rows } = await db.query<
    { hit_count: number; wallet_user_id: string } & {
      [K in keyof KeyMaterialRow]: KeyMaterialRow[K] | null
    }
  >(
    `WITH hit AS (
        ${rateLimitHitSql(2)}
      ), owner AS (
        SELECT ${walletOwnerSql(1)} AS id
      )
      SELECT (SELECT count FROM hit) AS hit_count, owner.id AS wallet_user_id, k.*
        FROM owner LEFT JOIN key_material k ON k.user_id = owner.id`,
    [userId, count.key, new Date(count.windowStart)],
  )
  const row = rows[0]
  if (!row) throw new Error('the key material statement answered no row')
  return {
    hitCount: Number(row.hit_count),
    walletUserId: row.wallet_user_id,
    stored: row.user_id === null ? undefined : keyMaterialFromRow(row as KeyMaterialRow),
  }
}
