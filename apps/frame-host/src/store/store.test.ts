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
import { claimLoginStart, lockEmail } from './login-throttle.js'
import { activeOtpCode, consumeOtpCode, insertOtpCode } from './otp-codes.js'
import { hitRateLimit, pruneRateLimits } from './rate-limits.js'
import { createSession, findSession, revokeSession } from './sessions.js'
import { ensureUser, findUserByEmail, recordWrongCode } from './users.js'

const NOW = Date.parse('2026-11-23T10:00:00Z')
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
      ensureUser(db, 'ada@example.com', NOW),
      ensureUser(db, 'ada@example.com', NOW + 5),
    ])
    expect(a.id).toBe(b.id)
    expect((await findUserByEmail(db, 'ada@example.com'))?.createdAt).toBe(a.createdAt)
    expect(await findUserByEmail(db, 'bob@example.com')).toBeUndefined()
  })

  it('users: the fifth wrong code sets the lock and resets the count', async () => {
    const user = await ensureUser(db, 'ada@example.com', NOW)
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
    const user = await ensureUser(db, 'ada@example.com', NOW)
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
    expect(await claim('ada@example.com', NOW)).toEqual({ ok: true })
    expect(await claim('ada@example.com', NOW + 12_500)).toEqual({ ok: false, waitMs: 17_500 })
    expect(await claim('bob@example.com', NOW + 12_500)).toEqual({ ok: true })
    expect(await claim('ada@example.com', NOW + 30_000)).toEqual({ ok: true })
    const racing = await Promise.all([claim('eve@example.com', NOW), claim('eve@example.com', NOW)])
    expect(racing.filter((r) => r.ok)).toHaveLength(1)
  })

  it('sessions: the token is stored hashed, expires and is revoked', async () => {
    const user = await ensureUser(db, 'ada@example.com', NOW)
    const { token, expiresAt } = await createSession(db, {
      userId: user.id,
      deviceId: null,
      now: NOW,
      ttlMs: 3_600_000,
    })
    expect(expiresAt).toBe(NOW + 3_600_000)
    const { rows } = await db.query('SELECT * FROM sessions')
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(await findSession(db, token, NOW + 1)).toMatchObject({ userId: user.id })
    expect(await findSession(db, token, expiresAt)).toBeUndefined()
    expect(await findSession(db, `${token}x`, NOW + 1)).toBeUndefined()
    expect(await revokeSession(db, token, NOW + 2)).toBe(true)
    expect(await revokeSession(db, token, NOW + 3)).toBe(false)
    expect(await findSession(db, token, NOW + 4)).toBeUndefined()
  })

  it('devices: unverified on first sight, verified once by an unexpired link', async () => {
    const user = await ensureUser(db, 'ada@example.com', NOW)
    const device = await ensureDevice(db, user.id, 'device-one-abcdefgh', NOW)
    expect(device.verifiedAt).toBeNull()
    expect((await ensureDevice(db, user.id, 'device-one-abcdefgh', NOW + 1)).id).toBe(device.id)
    expect(await hasVerifiedDevice(db, user.id)).toBe(false)
    await setDeviceApproval(db, device.id, 'link-token', NOW + 600_000)
    expect(await approveDevice(db, 'link-token', NOW + 600_000)).toBeUndefined()
    expect(await approveDevice(db, 'other-token', NOW)).toBeUndefined()
    expect((await approveDevice(db, 'link-token', NOW + 1))?.id).toBe(device.id)
    expect(await approveDevice(db, 'link-token', NOW + 2)).toBeUndefined()
    expect((await findDevice(db, user.id, 'device-one-abcdefgh'))?.verifiedAt).toBe(NOW + 1)
    expect(await hasVerifiedDevice(db, user.id)).toBe(true)
    const { rows } = await db.query('SELECT * FROM devices')
    expect(JSON.stringify(rows)).not.toMatch(/device-one|link-token/)
  })

  it('key material: opaque bytes in, the same bytes out; the first wallet stays', async () => {
    const user = await ensureUser(db, 'ada@example.com', NOW)
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
