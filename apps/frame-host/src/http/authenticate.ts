import type { AuthContext } from '../auth/context.js'
import { requireSession, type SignedIn } from '../auth/session.js'
import { bearerToken, type Request } from './server.js'

/**
 * The signed-in user behind a request, or UnauthorizedError. Every route that needs a
 * session goes through here, so how a request proves its session is decided in one place
 * (README "API").
 */
export async function authenticate(ctx: AuthContext, request: Request): Promise<SignedIn> {
  return requireSession(ctx, bearerToken(request))
}
