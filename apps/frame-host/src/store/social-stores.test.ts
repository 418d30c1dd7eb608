import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../auth/secrets.js'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrations.js'
import { createTestEngines, ENGINES } from '../testing/databases.test-helpers.js'
import {
  consumeFarcasterChannel,
  findFarcasterChannel,
  insertFarcasterChannel,
  pruneFarcasterChannels,
} from './social-farcaster-channels.js'
import {
  ensureVerifiedDevice,
  findSocialIdentity,
  insertUserWithoutEmail,
  latestSocialUsername,
  linkSocialIdentity,
} from './social-identities.js'
import {
  consumeSocialLoginState,
  insertSocialLoginState,
  pruneSocialLoginStates,
} from './social-login-states.js'
import { ensureUser, findUserById } from './users.js'

const NOW = Date.parse('2026-11-23T10:00:00Z')
const P = 'project-a'
/** Where a login started: the frame's project, its parent page and its key. */
const STARTED = { projectId: P, parentOrigin: 'https://dapp.example', keyThumbprint: 'thumb' }
const engines = createTestEngines()
afterAll(() => engines.stop())

describe.each(ENGINES)('social stores on %s', (engine) => {
  let db: Database
  beforeEach(async () => {
    db = await engines.fresh(engine)
    await migrate(db)
  })

  it('an OAuth state is kept hashed and taken once, before it expires', async () => {
    const state = 's'.repeat(43)
    const row = {
      provider: 'google',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'http://127.0.0.1:8520/v1/social/callback',
      deviceHash: sha256Hex('device-a-0123456789abcdef'),
      ...STARTED,
    }
    await insertSocialLoginState(db, { ...row, state, now: NOW, ttlMs: 600_000 })
    const { rows } = await db.query<{ state_hash: string }>(
      'SELECT state_hash FROM social_login_states',
    )
    expect(rows).toEqual([{ state_hash: sha256Hex(state) }])
    expect(await consumeSocialLoginState(db, state, NOW + 1_000)).toEqual(row)
    expect(await consumeSocialLoginState(db, state, NOW + 2_000)).toBeUndefined()

    const late = 't'.repeat(43)
    await insertSocialLoginState(db, { ...row, state: late, now: NOW, ttlMs: 600_000 })
    expect(await consumeSocialLoginState(db, late, NOW + 600_000)).toBeUndefined()
    await pruneSocialLoginStates(db, NOW + 600_001)
    expect((await db.query('SELECT 1 FROM social_login_states')).rows).toEqual([])
  })

  it('two sign-ins of one new identity at once end on one user', async () => {
    const [a, b] = await Promise.all([
      insertUserWithoutEmail(db, P, NOW),
      insertUserWithoutEmail(db, P, NOW),
    ])
    const input = {
      projectId: P,
      provider: 'farcaster',
      subject: '1001',
      username: 'alice.devnet',
      now: NOW,
    }
    const first = await linkSocialIdentity(db, { ...input, userId: a })
    const second = await linkSocialIdentity(db, { ...input, userId: b, username: 'renamed' })
    expect(second.userId).toBe(first.userId)
    // The same identity in another project is not this user.
    expect(await findSocialIdentity(db, 'project-b', 'farcaster', '1001')).toBeUndefined()
    expect(await findSocialIdentity(db, P, 'farcaster', '1001')).toEqual({
      provider: 'farcaster',
      subject: '1001',
      userId: a,
    })
    const { rows } = await db.query<{ username: string }>('SELECT username FROM social_identities')
    expect(rows).toEqual([{ username: 'renamed' }])
    expect((await findUserById(db, a))?.email).toBeNull()
  })

  it('the social username is the one of the latest sign-in that named one', async () => {
    const userId = await insertUserWithoutEmail(db, P, NOW)
    expect(await latestSocialUsername(db, userId)).toBeUndefined()
    const link = (provider: string, username: string | null, at: number) =>
      linkSocialIdentity(db, {
        projectId: P,
        provider,
        subject: `${provider}-1`,
        userId,
        username,
        now: at,
      })
    await link('github', 'octo', NOW)
    await link('discord', 'disco', NOW + 1_000)
    expect(await latestSocialUsername(db, userId)).toBe('disco')
    // Signing in with GitHub again makes it the latest.
    await link('github', 'octo-renamed', NOW + 2_000)
    expect(await latestSocialUsername(db, userId)).toBe('octo-renamed')
    // A latest identity without a handle answers none rather than an older one's.
    await link('google', null, NOW + 3_000)
    expect(await latestSocialUsername(db, userId)).toBeUndefined()
    const other = await insertUserWithoutEmail(db, P, NOW)
    expect(await latestSocialUsername(db, other)).toBeUndefined()
  })

  it('users without an email do not collide; one with an email stays unique', async () => {
    await insertUserWithoutEmail(db, P, NOW)
    await insertUserWithoutEmail(db, P, NOW)
    const one = await ensureUser(db, P, 'ada@example.com', NOW)
    expect((await ensureUser(db, P, 'ada@example.com', NOW)).id).toBe(one.id)
  })

  it('a social sign-in verifies its browser, keeping an earlier verification time', async () => {
    const user = await insertUserWithoutEmail(db, P, NOW)
    const deviceHash = sha256Hex('device-b-0123456789abcdef')
    const id = await ensureVerifiedDevice(db, { userId: user, deviceHash, now: NOW })
    expect(await ensureVerifiedDevice(db, { userId: user, deviceHash, now: NOW + 5_000 })).toBe(id)
    const { rows } = await db.query<{ verified_at: Date; last_seen_at: Date }>(
      'SELECT verified_at, last_seen_at FROM devices WHERE id = $1',
      [id],
    )
    expect(new Date(rows[0]?.verified_at as Date).getTime()).toBe(NOW)
    expect(new Date(rows[0]?.last_seen_at as Date).getTime()).toBe(NOW + 5_000)
  })

  it('a Farcaster channel is found while live, taken once, and a reused token is refused', async () => {
    const channel = {
      channelToken: 'c'.repeat(32),
      nonce: 'n0nce0123456789a',
      domain: '127.0.0.1:8520',
      siweUri: 'http://127.0.0.1:8520',
      deviceHash: sha256Hex('device-a-0123456789abcdef'),
      ...STARTED,
    }
    expect(await insertFarcasterChannel(db, { ...channel, now: NOW, ttlMs: 600_000 })).toBe(true)
    expect(await insertFarcasterChannel(db, { ...channel, now: NOW, ttlMs: 600_000 })).toBe(false)
    expect(await findFarcasterChannel(db, channel.channelToken, NOW + 1)).toMatchObject({
      nonce: channel.nonce,
      ...STARTED,
      expiresAt: NOW + 600_000,
    })
    expect(await findFarcasterChannel(db, channel.channelToken, NOW + 600_000)).toBeUndefined()
    expect(await consumeFarcasterChannel(db, channel.channelToken, NOW + 1)).toBe(true)
    expect(await consumeFarcasterChannel(db, channel.channelToken, NOW + 2)).toBe(false)
    expect(await findFarcasterChannel(db, channel.channelToken, NOW + 3)).toBeUndefined()
    await pruneFarcasterChannels(db, NOW + 600_001)
    expect((await db.query('SELECT 1 FROM farcaster_channels')).rows).toEqual([])
  })
})
