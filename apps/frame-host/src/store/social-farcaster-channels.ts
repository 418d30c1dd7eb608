import { sha256Hex } from '../auth/secrets.js'
import type { Queryable } from '../db/database.js'

/**
 * Farcaster sign-ins in flight: the relay's channel (kept as the token's SHA-256) with the
 * nonce, domain and URI this server asked the user to sign, and the browser that started
 * it. A channel gives one session: completing it consumes the row.
 */
export type FarcasterChannel = {
  nonce: string
  domain: string
  siweUri: string
  deviceHash: string
  /** The project and parent page of the frame that started it, and its key's thumbprint. */
  projectId: string
  parentOrigin: string
  keyThumbprint: string
  expiresAt: number
}

/** Records a new channel; false when the relay handed out a token it had given before. */
export async function insertFarcasterChannel(
  db: Queryable,
  input: Omit<FarcasterChannel, 'expiresAt'> & { channelToken: string; now: number; ttlMs: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO farcaster_channels
        (channel_hash, nonce, domain, siwe_uri, device_hash, created_at, expires_at, project_id,
          parent_origin, key_thumbprint)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
      ON CONFLICT (channel_hash) DO NOTHING RETURNING channel_hash`,
    [
      sha256Hex(input.channelToken),
      input.nonce,
      input.domain,
      input.siweUri,
      input.deviceHash,
      new Date(input.now),
      new Date(input.now + input.ttlMs),
      input.projectId,
      input.parentOrigin,
      input.keyThumbprint,
    ],
  )
  return rows.length > 0
}

type ChannelRow = {
  nonce: string
  domain: string
  siwe_uri: string
  device_hash: string
  project_id: string | null
  parent_origin: string | null
  key_thumbprint: string | null
  expires_at: Date
}

const fromRow = (row: ChannelRow): FarcasterChannel => ({
  nonce: row.nonce,
  domain: row.domain,
  siweUri: row.siwe_uri,
  deviceHash: row.device_hash,
  projectId: row.project_id ?? '',
  parentOrigin: row.parent_origin ?? '',
  keyThumbprint: row.key_thumbprint ?? '',
  expiresAt: new Date(row.expires_at).getTime(),
})

/** The live (unexpired, unused) channel behind `channelToken`. */
export async function findFarcasterChannel(
  db: Queryable,
  channelToken: string,
  now: number,
): Promise<FarcasterChannel | undefined> {
  const { rows } = await db.query<ChannelRow>(
    `SELECT nonce, domain, siwe_uri, device_hash, project_id, parent_origin, key_thumbprint,
        expires_at FROM farcaster_channels
      WHERE channel_hash = $1 AND consumed_at IS NULL AND expires_at > $2
        AND key_thumbprint IS NOT NULL`,
    [sha256Hex(channelToken), new Date(now)],
  )
  return rows[0] && fromRow(rows[0])
}

/** Takes the channel once; false when another poll took it first or it expired. */
export async function consumeFarcasterChannel(
  db: Queryable,
  channelToken: string,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE farcaster_channels SET consumed_at = $2
      WHERE channel_hash = $1 AND consumed_at IS NULL AND expires_at > $2
      RETURNING channel_hash`,
    [sha256Hex(channelToken), new Date(now)],
  )
  return rows.length > 0
}

/** Drops channels that expired before `before` (ms). */
export async function pruneFarcasterChannels(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM farcaster_channels WHERE expires_at < $1', [new Date(before)])
}
