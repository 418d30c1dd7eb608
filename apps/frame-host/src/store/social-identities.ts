import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.js'

/**
 * Who signed in with which social account: (provider, subject) → user. `subject` is the
 * provider's stable id (an OIDC `sub`, a Farcaster fid), never an email, which people change.
 */
export type SocialIdentity = { provider: string; subject: string; userId: string }

/** The identity's user in `projectId`: one person has a separate user in each project. */
export async function findSocialIdentity(
  db: Queryable,
  projectId: string,
  provider: string,
  subject: string,
): Promise<SocialIdentity | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM social_identities WHERE project_id = $1 AND provider = $2 AND subject = $3',
    [projectId, provider, subject],
  )
  return rows[0] && { provider, subject, userId: rows[0].user_id }
}

/**
 * Records the identity for `userId` and its latest username. When another sign-in recorded
 * the same identity first (two instances racing), that row wins and its user is returned.
 */
export async function linkSocialIdentity(
  db: Queryable,
  input: {
    projectId: string
    provider: string
    subject: string
    userId: string
    username: string | null
    now: number
  },
): Promise<SocialIdentity> {
  const { rows } = await db.query<{ user_id: string }>(
    `INSERT INTO social_identities
        (project_id, provider, subject, user_id, username, created_at, last_login_at)
      VALUES ($1, $2, $3, $4, $5, $6, $6)
      ON CONFLICT (project_id, provider, subject) DO UPDATE
        SET username = EXCLUDED.username, last_login_at = EXCLUDED.last_login_at
      RETURNING user_id`,
    [
      input.projectId,
      input.provider,
      input.subject,
      input.userId,
      input.username,
      new Date(input.now),
    ],
  )
  const userId = (rows[0] as { user_id: string }).user_id
  return { provider: input.provider, subject: input.subject, userId }
}

/**
 * The username of the user's latest social sign-in (docs/embedded-wallet.md#browser-storage social username), or undefined
 * when their last identity reported none or they never signed in with a provider.
 */
export async function latestSocialUsername(
  db: Queryable,
  userId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ username: string | null }>(
    `SELECT username FROM social_identities WHERE user_id = $1
      ORDER BY last_login_at DESC, provider LIMIT 1`,
    [userId],
  )
  return rows[0]?.username ?? undefined
}

/** A user without an email: a Farcaster account, or a provider that did not verify one. */
export async function insertUserWithoutEmail(
  db: Queryable,
  projectId: string,
  now: number,
): Promise<string> {
  const id = randomUUID()
  await db.query(
    'INSERT INTO users (id, project_id, email, created_at) VALUES ($1, $2, NULL, $3)',
    [id, projectId, new Date(now)],
  )
  return id
}

/**
 * The social login's browser, verified at once: the provider's sign-in is the proof that
 * email login gets from a code (docs/embedded-wallet.md#email-login "verify device"). Takes the device id's hash.
 */
export async function ensureVerifiedDevice(
  db: Queryable,
  input: { userId: string; deviceHash: string; now: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO devices (id, user_id, device_hash, verified_at, created_at, last_seen_at)
      VALUES ($1, $2, $3, $4, $4, $4)
      ON CONFLICT (user_id, device_hash) DO UPDATE
        SET verified_at = COALESCE(devices.verified_at, EXCLUDED.verified_at),
            last_seen_at = EXCLUDED.last_seen_at
      RETURNING id`,
    [randomUUID(), input.userId, input.deviceHash, new Date(input.now)],
  )
  return (rows[0] as { id: string }).id
}
