import { isIPv4, isIPv6 } from 'node:net'
import type { AuthContext } from '../auth/context.js'
import type { AuthRouteGroup, AuthRouteLimits } from '../auth/route-limits.js'
import { FrameHostError, RateLimitedError } from '../errors.js'
import { hitRateLimit, type RateLimitRule } from '../store/rate-limits.js'
import type { Route } from './server.js'

/**
 * Request limits on every sign-in route, applied before the route does any work (README
 * "Limits"). Each group of routes has a per-IP limit and a global one, both counted in the
 * database, so every frame-host instance on one PostgreSQL counts the same requests. The
 * per-account lockout (5 wrong codes) stops guessing one account's code; these stop one
 * network from trying a few codes on many accounts, and a botnet from trying on all.
 */

export type { AuthRouteGroup, AuthRouteLimit, AuthRouteLimits } from '../auth/route-limits.js'

const TEN_MINUTES = 10 * 60_000
const rule = (limit: number): RateLimitRule => ({ limit, windowMs: TEN_MINUTES })

/**
 * Per 10 minutes. Polls are frequent by design (the device step every 2 s, Farcaster every
 * second); codes are few (one per start, and a person mistypes a few). The start's per-IP
 * rule is the login limits' `perIp` ("Login starts per client IP").
 */
export const DEFAULT_AUTH_ROUTE_LIMITS: Omit<AuthRouteLimits, 'start'> & {
  start: { global: RateLimitRule }
} = {
  start: { global: rule(5_000) },
  verify: { perIp: rule(50), global: rule(5_000) },
  poll: { perIp: rule(1_500), global: rule(200_000) },
  emailUpdate: { perIp: rule(20), global: rule(2_000) },
  link: { perIp: rule(30), global: rule(3_000) },
}

/** Which group each sign-in route counts in. */
export const AUTH_ROUTE_GROUPS: Readonly<Record<string, AuthRouteGroup>> = {
  '/v1/email/start': 'start',
  '/v1/social/start': 'start',
  '/v1/farcaster/start': 'start',
  '/v1/email/verify': 'verify',
  '/v1/social/connect': 'verify',
  '/v1/email/device': 'poll',
  '/v1/farcaster/poll': 'poll',
  '/v1/email/update': 'emailUpdate',
  '/v1/email/update/primary': 'emailUpdate',
  '/v1/email/update/secondary': 'emailUpdate',
  '/v1/device/approve': 'link',
  '/v1/email/revert': 'link',
}

/** Everyone together went over a route group's global limit. */
export class AuthBusyError extends FrameHostError {
  override name = 'AuthBusyError' as const
  override status = 429
  override code = 'busy'
  override retryAfterSeconds: number
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000))
    super(
      `Too many sign-in attempts on this service right now. Please try again after ${seconds} seconds`,
    )
    this.retryAfterSeconds = seconds
  }
}

/** The limits in force: the defaults, with `auth.limits.routes` overriding whole groups. */
export function authRouteLimits(auth: AuthContext): AuthRouteLimits {
  return {
    ...DEFAULT_AUTH_ROUTE_LIMITS,
    start: { perIp: auth.limits.perIp, global: DEFAULT_AUTH_ROUTE_LIMITS.start.global },
    ...auth.limits.routes,
  }
}

/**
 * The part of an address one client controls: an IPv4 address, or the /64 prefix of an
 * IPv6 one (a single host commonly holds a whole /64, so counting addresses would let it
 * rotate through 2^64 of them).
 */
export function clientKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1]
  if (mapped) return mapped
  if (isIPv4(bare) || !isIPv6(bare)) return bare
  const [head = '', tail = ''] = bare.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = bare.includes('::') && tail ? tail.split(':') : []
  // An embedded IPv4 tail is two groups; the prefix never reaches it, so count it so.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const groups = bare.includes('::')
    ? [...left, ...Array(8 - left.length - rightGroups.length).fill('0'), ...rightGroups]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/** Counts one request of `group` from `ip`; throws when the IP's or everyone's limit is spent. */
export async function hitAuthRouteLimit(
  auth: AuthContext,
  group: AuthRouteGroup,
  ip: string,
): Promise<void> {
  const limits = authRouteLimits(auth)[group]
  const now = auth.now()
  const own = await hitRateLimit(auth.db, `auth:${group}:ip:${clientKey(ip)}`, limits.perIp, now)
  if (!own.allowed) throw new RateLimitedError('ip', own.retryAfterMs)
  // Only requests inside their IP's limit count toward everyone's: one network that is
  // already cut off cannot use up the global limit for the rest.
  const all = await hitRateLimit(auth.db, `auth:${group}:all`, limits.global, now)
  if (!all.allowed) throw new AuthBusyError(all.retryAfterMs)
}

/** `routes` with the sign-in routes (AUTH_ROUTE_GROUPS) counted before their handler runs. */
export function withAuthLimits(auth: AuthContext, routes: readonly Route[]): Route[] {
  return routes.map((route) => {
    if (!Object.hasOwn(AUTH_ROUTE_GROUPS, route.path)) return route
    const group = AUTH_ROUTE_GROUPS[route.path] as AuthRouteGroup
    return {
      ...route,
      handler: async (request) => {
        await hitAuthRouteLimit(auth, group, request.ip)
        return route.handler(request)
      },
    }
  })
}
