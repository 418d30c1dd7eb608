import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { hashOtp, sameHash } from '../auth/secrets.js'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrations.js'
import { createTestEngines, ENGINES } from '../testing/databases.test-helpers.js'
import {
  approveDevice,
  ensureDevice,
  findDevice,
  hasVerifiedDevice,
  setDeviceApproval,
} from './devices.js'
import { insertKeyMaterial, loadKeyMaterial, updateSealedKeys } from './key-material.js'
import { claimLoginStart, lockEmail, releaseLoginStart } from './login-throttle.js'
import { activeOtpCode, consumeOtpCode, insertOtpCode } from './otp-codes.js'
import { hitRateLimit, pruneRateLimits } from './rate-limits.js'
import { createRefreshToken, useRefreshToken } from './refresh-tokens.js'
import {
  createAccessToken,
  createSessionFamily,
  findSession,
  revokeSessionFamily,
  revokeUserSessions,
} from './sessions.js'
import { ensureUser, findUserByEmail, recordWrongCode } from './users.js'

const NOW = Date.parse('2026-11-23T10:00:00Z')
const P = 'project-a'
const REQUEST = { projectId: P, origin: 'https://dapp.example', at: NOW }
const engines = createTestEngines()
afterAll(() => engines.stop())

describe.each(ENGINES)('stores on %s', (engine) => {
  let db: Database
  beforeEach(async () => {
    db = await engines.fresh(engine)
    await migrate(db)
  })

  it('users: one row per email, even when created twice at once', async () => {
    const [a, b] = await Promise.all([
      ensureUser(db, P, 'ada@example.com', NOW),
      ensureUser(db, P, 'ada@example.com', NOW + 5),
    ])
    expect(a.id).toBe(b.id)
    expect(a.projectId).toBe(P)
    expect((await findUserByEmail(db, P, 'ada@example.com'))?.createdAt).toBe(a.createdAt)
    // The same address in another project is another user (another wallet).
    const other = await ensureUser(db, 'project-b', 'ada@example.com', NOW)
    expect(other.id).not.toBe(a.id)
    expect(await findUserByEmail(db, 'project-c', 'ada@example.com')).toBeUndefined()
    expect(await findUserByEmail(db, P, 'bob@example.com')).toBeUndefined()
  })

  it('users: the fifth wrong code sets the lock and resets the count', async () => {
    const user = await ensureUser(db, P, 'ada@example.com', NOW)
    for (let i = 1; i <= 4; i++) {
      const after = await db.transaction((tx) => recordWrongCode(tx, user.id, 5, NOW + 60_000))
      expect(after).toMatchObject({ failedOtpAttempts: i, lockedUntil: null })
    }
    const locked = await db.transaction((tx) => recordWrongCode(tx, user.id, 5, NOW + 60_000))
    expect(locked).toMatchObject({ failedOtpAttempts: 0, lockedUntil: NOW + 60_000 })
  })

  it('rate limits: counts per key and window, and says how long to wait', async () => {
    const rule = { limit: 2, windowMs: 60_000 }
    expect(await hitRateLimit(db, 'ip:1', rule, NOW)).toEqual({
      allowed: true,
      count: 1,
      retryAfterMs: 60_000,
    })
    expect((await hitRateLimit(db, 'ip:1', rule, NOW + 1_000)).allowed).toBe(true)
    expect(await hitRateLimit(db, 'ip:1', rule, NOW + 10_000)).toEqual({
      allowed: false,
      count: 3,
      retryAfterMs: 50_000,
    })
    expect((await hitRateLimit(db, 'ip:2', rule, NOW + 10_000)).allowed).toBe(true)
    expect((await hitRateLimit(db, 'ip:1', rule, NOW + 60_000)).count).toBe(1)
    await pruneRateLimits(db, NOW + 60_000)
    const { rows } = await db.query('SELECT key FROM rate_limits')
    expect(rows).toHaveLength(1)
  })

  it('otp codes: stored hashed, one live code per purpose, expiry honoured', async () => {
    const user = await ensureUser(db, P, 'ada@example.com', NOW)
    const base = { userId: user.id, purpose: 'login' as const, email: user.email, ttlMs: 600_000 }
    const first = await db.transaction((tx) =>
      insertOtpCode(tx, { ...base, code: '111111', now: NOW }),
    )
    const second = await db.transaction((tx) =>
      insertOtpCode(tx, { ...base, code: '222222', now: NOW + 31_000 }),
    )
    const { rows } = await db.query<{ code_hash: string }>('SELECT code_hash FROM otp_codes')
    expect(JSON.stringify(rows)).not.toMatch(/111111|222222/)
    const live = await db.transaction((tx) => activeOtpCode(tx, user.id, 'login', NOW + 32_000))
    expect(live?.id).toBe(second.id)
    expect(live && sameHash(live.codeHash, hashOtp(live.id, '222222'))).toBe(true)
    expect(first.id).not.toBe(second.id)
    expect(
      await db.transaction((tx) => activeOtpCode(tx, user.id, 'login', NOW + 31_000 + 600_000)),
    ).toBeUndefined()
    await db.transaction((tx) => consumeOtpCode(tx, second.id, NOW + 40_000))
    expect(
      await db.transaction((tx) => activeOtpCode(tx, user.id, 'login', NOW + 41_000)),
    ).toBeUndefined()
  })

  it('login throttle: a second start within 30 s waits for the rest', async () => {
    const claim = (email: string, at: number) =>
      db.transaction(async (tx) => {
        await lockEmail(tx, email)
        return claimLoginStart(tx, email, at, 30_000)
      })
    expect(await claim('ada@example.com', NOW)).toEqual({ ok: true, previous: undefined })
    expect(await claim('ada@example.com', NOW + 12_500)).toEqual({ ok: false, waitMs: 17_500 })
    expect(await claim('bob@example.com', NOW + 12_500)).toEqual({ ok: true, previous: undefined })
    expect(await claim('ada@example.com', NOW + 30_000)).toEqual({ ok: true, previous: NOW })
    // A start whose mail did not go out is given back: the one before it counts again.
    await releaseLoginStart(db, 'ada@example.com', NOW + 30_000, NOW)
    expect(await claim('ada@example.com', NOW + 31_000)).toEqual({ ok: true, previous: NOW })
    await releaseLoginStart(db, 'bob@example.com', NOW + 12_500, undefined)
    expect(await claim('bob@example.com', NOW + 13_000)).toEqual({ ok: true, previous: undefined })
    const racing = await Promise.all([claim('eve@example.com', NOW), claim('eve@example.com', NOW)])
    expect(racing.filter((r) => r.ok)).toHaveLength(1)
  })

  it('sessions: tokens are stored hashed, access tokens end, a family is revoked whole', async () => {
    const user = await ensureUser(db, P, 'ada@example.com', NOW)
    const device = await ensureDevice(db, user.id, 'device-one-abcdefgh', NOW)
    const family = await createSessionFamily(db, {
      userId: user.id,
      deviceId: device.id,
      projectId: P,
      keyThumbprint: 'thumb',
      now: NOW,
      ttlMs: 7_200_000,
    })
    const { token, expiresAt } = await createAccessToken(db, { family, now: NOW, ttlMs: 3_600_000 })
    expect(expiresAt).toBe(NOW + 3_600_000)
    // Never past the family's end.
    const late = await createAccessToken(db, { family, now: NOW + 5_400_000, ttlMs: 3_600_000 })
    expect(late.expiresAt).toBe(NOW + 7_200_000)
    const refresh = await createRefreshToken(db, {
      familyId: family.id,
      now: NOW,
      expiresAt: family.expiresAt,
    })
    const { rows } = await db.query('SELECT * FROM sessions')
    const { rows: refreshRows } = await db.query('SELECT * FROM refresh_tokens')
    expect(JSON.stringify([rows, refreshRows])).not.toContain(token)
    expect(JSON.stringify([rows, refreshRows])).not.toContain(refresh)
    expect(await findSession(db, token, NOW + 1)).toMatchObject({
      userId: user.id,
      projectId: P,
      keyThumbprint: 'thumb',
      familyId: family.id,
    })
    expect(await findSession(db, token, expiresAt)).toBeUndefined()
    expect(await findSession(db, `${token}x`, NOW + 1)).toBeUndefined()
    expect(await useRefreshToken(db, refresh, NOW + 1)).toEqual({
      kind: 'fresh',
      familyId: family.id,
    })
    expect(await useRefreshToken(db, refresh, NOW + 2)).toEqual({
      kind: 'reused',
      familyId: family.id,
    })
    expect(await useRefreshToken(db, 'unknown-refresh-token', NOW + 2)).toEqual({
      kind: 'unknown',
    })
    await revokeSessionFamily(db, family.id, NOW + 3)
    expect(await findSession(db, token, NOW + 4)).toBeUndefined()
  })

  it('sessions: sign-out everywhere ends every family of the user in that project only', async () => {
    const user = await ensureUser(db, P, 'ada@example.com', NOW)
    const device = await ensureDevice(db, user.id, 'device-one-abcdefgh', NOW)
    const input = {
      userId: user.id,
      deviceId: device.id,
      keyThumbprint: 't',
      now: NOW,
      ttlMs: 60_000,
    }
    const a = await createSessionFamily(db, { ...input, projectId: P })
    const b = await createSessionFamily(db, { ...input, projectId: P })
    const tokenA = await createAccessToken(db, { family: a, now: NOW, ttlMs: 60_000 })
    const tokenB = await createAccessToken(db, { family: b, now: NOW, ttlMs: 60_000 })
    expect(await revokeUserSessions(db, { userId: user.id, projectId: 'other', now: NOW })).toBe(0)
    expect(await revokeUserSessions(db, { userId: user.id, projectId: P, now: NOW + 1 })).toBe(2)
    expect(await findSession(db, tokenA.token, NOW + 2)).toBeUndefined()
    expect(await findSession(db, tokenB.token, NOW + 2)).toBeUndefined()
  })

  it('devices: unverified on first sight, verified once by an unexpired link', async () => {
    const user = await ensureUser(db, P, 'ada@example.com', NOW)
    const device = await ensureDevice(db, user.id, 'device-one-abcdefgh', NOW)
    expect(device.verifiedAt).toBeNull()
    expect((await ensureDevice(db, user.id, 'device-one-abcdefgh', NOW + 1)).id).toBe(device.id)
    expect(await hasVerifiedDevice(db, user.id)).toBe(false)
    await setDeviceApproval(db, device.id, 'link-token', NOW + 600_000, REQUEST)
    expect(await approveDevice(db, 'link-token', NOW + 600_000)).toBeUndefined()
    expect(await approveDevice(db, 'other-token', NOW)).toBeUndefined()
    const approved = await approveDevice(db, 'link-token', NOW + 1)
    expect(approved?.id).toBe(device.id)
    // The request the link was mailed for comes back, for the code mailed next.
    expect(approved?.approvalRequest).toEqual(REQUEST)
    expect(await approveDevice(db, 'link-token', NOW + 2)).toBeUndefined()
    expect((await findDevice(db, user.id, 'device-one-abcdefgh'))?.verifiedAt).toBe(NOW + 1)
    expect(await hasVerifiedDevice(db, user.id)).toBe(true)
    const { rows } = await db.query('SELECT * FROM devices')
    expect(JSON.stringify(rows)).not.toMatch(/device-one|link-token/)
  })

  it('key material: opaque bytes in, the same bytes out; the first wallet stays', async () => {
    const user = await ensureUser(db, P, 'ada@example.com', NOW)
    const material = {
      userId: user.id,
      formatVersion: 1,
      kekId: 'local:abc',
      wrappedDataKey: new Uint8Array([0, 1, 2, 255]),
      encryptedKeys: new Uint8Array(300).map((_, i) => i % 256),
      addresses: { eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', solana: 'So1ana' },
    }
    const stored = { ...material, createdAt: NOW, updatedAt: NOW }
    expect(await insertKeyMaterial(db, material, NOW)).toEqual(stored)
    const other = {
      ...material,
      encryptedKeys: new Uint8Array([9]),
      addresses: { eip155: '0x1', solana: 'x' },
    }
    expect(await insertKeyMaterial(db, other, NOW + 5)).toEqual(stored)
    await updateSealedKeys(
      db,
      { ...material, kekId: 'local:def', wrappedDataKey: new Uint8Array([7]) },
      NOW + 9,
    )
    expect(await loadKeyMaterial(db, user.id)).toEqual({
      ...stored,
      kekId: 'local:def',
      wrappedDataKey: new Uint8Array([7]),
      updatedAt: NOW + 9,
    })
    expect(await loadKeyMaterial(db, '00000000-0000-0000-0000-000000000000')).toBeUndefined()
  })
})
