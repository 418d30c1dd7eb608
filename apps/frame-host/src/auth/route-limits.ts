/**
 * The shape of the sign-in routes' request limits (README "Limits"): each group of routes
 * has a per-IP limit and a global one. Its own file so that the configuration (auth/config.ts)
 * and the limiter (server/auth-limits.ts) both name it without importing each other.
 */
import type { RateLimitRule } from '../store/rate-limits.js'

export type AuthRouteGroup = 'start' | 'verify' | 'poll' | 'emailUpdate' | 'link'

export type AuthRouteLimit = { perIp: RateLimitRule; global: RateLimitRule }
export type AuthRouteLimits = Record<AuthRouteGroup, AuthRouteLimit>
