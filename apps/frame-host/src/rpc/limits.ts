import { z } from 'zod'
import type { Queryable } from '../db/database.js'
import {
  hitRateLimit,
  type RateLimitRule,
  rateLimitResult,
  rateLimitWindow,
} from '../store/rate-limits.js'
import { RpcRateLimitedError } from './errors.js'

/**
 * What bounds one user's use of `POST /v1/rpc` (README "RPC", "Environment"): a request
 * rate over the RPC routes, a signing velocity, caps on the gas and fees a dapp may ask
 * for, and how long a prepared request and an approval live. The counters are rows of
 * `rate_limits`, so every instance on one database counts the same requests.
 */
export type RpcLimits = {
  /** `POST /v1/rpc`, `/v1/rpc/prepare` and `/v1/rpc/approvals` per user (RPC_RATE_LIMIT). */
  requests: RateLimitRule
  /** Requests that make the user's key sign, per user (RPC_SIGNING_LIMIT). */
  signatures: RateLimitRule
  /** A dapp's gas limit may be at most this many times the node's estimate (RPC_GAS_CAP). */
  gasCapMultiplier: number
  /**
   * A dapp's maxFeePerGas, maxPriorityFeePerGas or gasPrice may be at most this many times
   * the chain's current value (RPC_FEE_CAP).
   */
  feeCapMultiplier: number
  /** How long a prepared request waits for Approve. */
  preparedTtlMs: number
  /** How long an approval may wait for its `POST /v1/rpc`. */
  approvalTtlMs: number
}

export const DEFAULT_RPC_LIMITS: RpcLimits = {
  requests: { limit: 300, windowMs: 60_000 },
  signatures: { limit: 30, windowMs: 5 * 60_000 },
  gasCapMultiplier: 2,
  feeCapMultiplier: 3,
  // The card waits for a person; 10 minutes is ample and bounds the rows kept.
  preparedTtlMs: 10 * 60_000,
  approvalTtlMs: 2 * 60_000,
}

/** The counter of one user's RPC requests (RPC_RATE_LIMIT) and of their signatures. */
export const rpcRequestCounter = (limits: RpcLimits, userId: string): RpcCounter => ({
  what: 'requests',
  key: `rpc:${userId}`,
  rule: limits.requests,
})
export const signatureCounter = (limits: RpcLimits, userId: string): RpcCounter => ({
  what: 'signatures',
  key: `sign:${userId}`,
  rule: limits.signatures,
})

export type RpcCounter = {
  what: 'requests' | 'signatures'
  /** The rate_limits key. */
  key: string
  rule: RateLimitRule
}

/**
 * A counter's hit as the statements that count it in passing take it (the window's start),
 * and what the window's count after the hit means: RpcRateLimitedError with the wait when over.
 */
export const counterWindow = (counter: RpcCounter, now: number) => ({
  key: counter.key,
  windowStart: rateLimitWindow(counter.rule, now),
})
export function refuseOverLimit(counter: RpcCounter, count: number, now: number): void {
  const hit = rateLimitResult(count, counter.rule, now)
  if (!hit.allowed) throw new RpcRateLimitedError(counter.what, hit.retryAfterMs)
}

/** Counts one hit of `counter` on its own; RpcRateLimitedError with the wait when over. */
export async function countHit(db: Queryable, counter: RpcCounter, now: number): Promise<void> {
  const hit = await hitRateLimit(db, counter.key, counter.rule, now)
  if (!hit.allowed) throw new RpcRateLimitedError(counter.what, hit.retryAfterMs)
}

/**
 * `<count>/<seconds>` as written in RPC_RATE_LIMIT and RPC_SIGNING_LIMIT, e.g. `300/60`:
 * at most 300 in each 60-second window.
 */
export function rateRuleSetting(name: string) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,6}\/[1-9][0-9]{0,5}$/, `${name} must be <count>/<seconds>, e.g. 300/60`)
    .transform((value): RateLimitRule => {
      const [limit, seconds] = value.split('/').map(Number) as [number, number]
      return { limit, windowMs: seconds * 1000 }
    })
}

/** RPC_GAS_CAP and RPC_FEE_CAP: a whole multiplier from 1 to 100. */
export function capMultiplierSetting(name: string) {
  return z
    .string()
    .regex(/^(100|[1-9][0-9]?)$/, `${name} must be a whole number from 1 to 100`)
    .transform(Number)
}
