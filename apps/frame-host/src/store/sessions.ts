import { randomUUID } from 'node:crypto'
import { newToken, sha256Hex } from '../auth/secrets.js'
import { type Queryable, toMs } from '../db/database.js'
import { recordProofSql } from './dpop-proofs.js'
import { type User, type UserRow, userFromRow } from './users.js'

/**
 * Sessions of the frame page (README "Sessions"). A sign-in is a family (`session_families`)
 * bound to the frame key's JWK thumbprint, a device and a project; it hands out short-lived
 * access tokens (this table) and rotating refresh tokens (refresh-tokens.ts). The database
 * keeps SHA-256 hashes of both, so a copy of the database signs nobody in.
 */
export type Session = {
  userId: string
  /** The devices row the sign-in was made on. */
  deviceId: string
  /** SHA-256 of the device id the frame keeps, to compare with X-Keyway-Device-Id. */
  deviceHash: string
  projectId: string
  /** The frame key's RFC 7638 thumbprint: every request must carry a proof by that key. */
  keyThumbprint: string
  familyId: string
  /** When this access token ends (at most 1 hour after it was made). */
  expiresAt: number
}

export type SessionFamily = {
  id: string
  userId: string
  deviceId: string
  projectId: string
  keyThumbprint: string
  expiresAt: number
}

/** A new sign-in: its family, which lives `ttlMs` however often it is refreshed. */
export async function createSessionFamily(
  db: Queryable,
  input: {
    userId: string
    deviceId: string
    projectId: string
    keyThumbprint: string
    now: number
    ttlMs: number
  },
): Promise<SessionFamily> {
  const id = randomUUID()
  const expiresAt = input.now + input.ttlMs
  await db.query(
    `INSERT INTO session_families
        (id, user_id, device_id, project_id, key_thumbprint, created_at, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      input.userId,
      input.deviceId,
      input.projectId,
      input.keyThumbprint,
      new Date(input.now),
      new Date(expiresAt),
    ],
  )
  return { id, ...input, expiresAt }
}

/** An access token of `family`, living `ttlMs` but never past the family. */
export async function createAccessToken(
  db: Queryable,
  input: { family: SessionFamily; now: number; ttlMs: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken()
  const expiresAt = Math.min(input.now + input.ttlMs, input.family.expiresAt)
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, device_id, family_id, created_at, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256Hex(token),
      input.family.userId,
      input.family.deviceId,
      input.family.id,
      new Date(input.now),
      new Date(expiresAt),
    ],
  )
  return { token, expiresAt }
}

type SessionRow = {
  user_id: string
  device_id: string
  device_hash: string
  project_id: string
  key_thumbprint: string
  family_id: string
  expires_at: Date
}

const SESSION_COLUMNS = `s.user_id, s.device_id, d.device_hash, f.project_id, f.key_thumbprint,
    s.family_id, s.expires_at`
const LIVE_SESSION = `FROM sessions s
      JOIN session_families f ON f.id = s.family_id
      JOIN devices d ON d.id = s.device_id`
const LIVE_SESSION_WHERE = `s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
        AND f.revoked_at IS NULL AND f.expires_at > $2`

const sessionFromRow = (row: SessionRow): Session => ({
  userId: row.user_id,
  deviceId: row.device_id,
  deviceHash: row.device_hash,
  projectId: row.project_id,
  keyThumbprint: row.key_thumbprint,
  familyId: row.family_id,
  expiresAt: toMs(row.expires_at),
})

/**
 * The live session behind access token `token`: unexpired at `now`, neither it nor its
 * family revoked. Proof, device, project and origin are checked by the caller
 * (src/server/authenticate.ts).
 */
export async function findSession(
  db: Queryable,
  token: string,
  now: number,
): Promise<Session | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} ${LIVE_SESSION} WHERE ${LIVE_SESSION_WHERE}`,
    [sha256Hex(token), new Date(now)],
  )
  return rows[0] && sessionFromRow(rows[0])
}

type SessionWithUserRow = SessionRow & { [K in keyof UserRow as `u_${K}`]: UserRow[K] }

const SESSION_WITH_USER = `SELECT ${SESSION_COLUMNS}, u.id AS u_id, u.project_id AS u_project_id,
        u.email AS u_email, u.created_at AS u_created_at,
        u.failed_otp_attempts AS u_failed_otp_attempts, u.locked_until AS u_locked_until
      ${LIVE_SESSION}
      JOIN users u ON u.id = s.user_id
      WHERE ${LIVE_SESSION_WHERE}`

const sessionWithUserFromRow = (row: SessionWithUserRow) => ({
  session: sessionFromRow(row),
  user: userFromRow({
    id: row.u_id,
    project_id: row.u_project_id,
    email: row.u_email,
    created_at: row.u_created_at,
    failed_otp_attempts: row.u_failed_otp_attempts,
    locked_until: row.u_locked_until,
  }),
})

/**
 * findSession and the session's user in one statement, so it costs one round trip to the
 * database, not two.
 */
export async function findSessionWithUser(
  db: Queryable,
  token: string,
  now: number,
): Promise<{ session: Session; user: User } | undefined> {
  const { rows } = await db.query<SessionWithUserRow>(SESSION_WITH_USER, [
    sha256Hex(token),
    new Date(now),
  ])
  const row = rows[0]
  return row && sessionWithUserFromRow(row)
}

/**
 * What every signed-in request looks up (src/server/authenticate.ts), in one statement:
 * findSessionWithUser, and the first use of the request's DPoP proof id recorded as
 * `recordProof` does (src/store/dpop-proofs.ts) when there is a live session of the
 * request's project and device (`proof.projectId`, `proof.deviceHash`; the proof's own
 * checks came first). `proofFresh` is false when nothing was recorded: a replay, or no such
 * session (the caller refuses that request before it asks).
 */
export async function findSessionWithUserRecordingProof(
  db: Queryable,
  token: string,
  now: number,
  proof: {
    keyThumbprint: string
    jti: string
    expiresAt: number
    projectId: string
    deviceHash: string | undefined
  },
): Promise<{ found: { session: Session; user: User } | undefined; proofFresh: boolean }> {
  const { rows } = await db.query<
    { proof_fresh: boolean } & { [K in keyof SessionWithUserRow]: SessionWithUserRow[K] | null }
  >(
    `WITH live AS (
        ${SESSION_WITH_USER}
      ), proof AS (
        ${recordProofSql(3, 'FROM live WHERE live.project_id = $6 AND live.device_hash = $7')}
      )
      SELECT EXISTS (SELECT 1 FROM proof) AS proof_fresh, live.*
        FROM (SELECT 1) AS one LEFT JOIN live ON true`,
    [
      sha256Hex(token),
      new Date(now),
      proof.keyThumbprint,
      proof.jti,
      new Date(proof.expiresAt),
      proof.projectId,
      proof.deviceHash ?? null,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('the session statement answered no row')
  return {
    found: row.user_id === null ? undefined : sessionWithUserFromRow(row as SessionWithUserRow),
    proofFresh: row.proof_fresh === true,
  }
}

/** The live family `id`, or nothing once it ended or was revoked. */
export async function findSessionFamily(
  db: Queryable,
  id: string,
  now: number,
): Promise<SessionFamily | undefined> {
  const { rows } = await db.query<{
    id: string
    user_id: string
    device_id: string
    project_id: string
    key_thumbprint: string
    expires_at: Date
  }>(
    `SELECT id, user_id, device_id, project_id, key_thumbprint, expires_at FROM session_families
      WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [id, new Date(now)],
  )
  const row = rows[0]
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      deviceId: row.device_id,
      projectId: row.project_id,
      keyThumbprint: row.key_thumbprint,
      expiresAt: toMs(row.expires_at),
    }
  )
}

/** Sign-out: the family (its access and refresh tokens) stops working everywhere at once. */
export async function revokeSessionFamily(db: Queryable, id: string, now: number): Promise<void> {
  await db.query(
    'UPDATE session_families SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
    [id, new Date(now)],
  )
}

/**
 * "Sign out everywhere": every live family of the user in the project, but
 * `exceptFamilyId` (the sign-in that asked, after an email change); how many ended.
 */
export async function revokeUserSessions(
  db: Queryable,
  input: { userId: string; projectId: string; now: number; exceptFamilyId?: string | undefined },
): Promise<number> {
  const { rows } = await db.query(
    `UPDATE session_families SET revoked_at = $3
      WHERE user_id = $1 AND project_id = $2 AND revoked_at IS NULL AND expires_at > $3
        AND ($4::uuid IS NULL OR id <> $4::uuid)
      RETURNING id`,
    [input.userId, input.projectId, new Date(input.now), input.exceptFamilyId ?? null],
  )
  return rows.length
}

/** Drops access tokens and families that ended before `before` (ms). */
export async function pruneSessions(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < $1', [new Date(before)])
  await db.query('DELETE FROM session_families WHERE expires_at < $1', [new Date(before)])
}
