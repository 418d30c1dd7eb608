import type { AuthContext } from '../auth/context.js'
import { verifyProof } from '../auth/dpop.js'
import { requireFrameContext } from '../auth/frame-context.js'
import { sha256Hex } from '../auth/secrets.js'
import type { SignedIn } from '../auth/session.js'
import { UnauthorizedError } from '../errors.js'
import { findSessionWithUser } from '../store/sessions.js'
import type { Request } from './server.js'

/** The access token of `Authorization: DPoP <token>`; a Bearer token is not enough. */
export function dpopAccessToken(request: Request): string | undefined {
  const header = request.headers.authorization
  const match = header ? /^DPoP ([A-Za-z0-9_-]{1,256})$/.exec(header) : null
  return match?.[1]
}

const deviceHeader = (request: Request) => {
  const value = request.headers['x-keyway-device-id']
  return typeof value === 'string' ? value : undefined
}

/**
 * The signed-in user behind a request, or a 401/403. Every route that needs a session goes
 * through here, so how a request proves its session is decided in one place (README
 * "Sessions"): the frame's project and parent origin (one the project allows), the access
 * token (`Authorization: DPoP …`), a fresh DPoP proof for this method, URL and body by the
 * key the session was bound to, the device the session was made on, and the same project.
 */
export async function authenticate(ctx: AuthContext, request: Request): Promise<SignedIn> {
  const frame = await requireFrameContext(ctx, request)
  const token = dpopAccessToken(request)
  if (!token) throw new UnauthorizedError()
  const now = ctx.now()
  // The session and its user in one statement (each request pays one round trip for both).
  const found = await findSessionWithUser(ctx.db, token, now)
  if (!found) throw new UnauthorizedError()
  const { session, user } = found
  // Minted for another project: refused here even from an origin both projects allow.
  if (session.projectId !== frame.projectId) throw new UnauthorizedError()
  const device = deviceHeader(request)
  if (!device || sha256Hex(device) !== session.deviceHash) throw new UnauthorizedError()
  const thumbprint = await verifyProof(ctx.db, {
    proof: request.headers.dpop,
    method: request.method,
    publicUrl: ctx.publicUrl,
    path: request.url.pathname,
    body: request.rawBody,
    accessToken: token,
    now,
  })
  if (thumbprint !== session.keyThumbprint) throw new UnauthorizedError()
  if (user.projectId !== session.projectId) throw new UnauthorizedError()
  return { session, user, projectId: frame.projectId, parentOrigin: frame.parentOrigin, token }
}

/**
 * A login request's proof of possession (no access token yet): its key's thumbprint, which
 * the new session will be bound to. The proof is checked as for a signed-in request.
 */
export async function proofKeyThumbprint(ctx: AuthContext, request: Request): Promise<string> {
  return verifyProof(ctx.db, {
    proof: request.headers.dpop,
    method: request.method,
    publicUrl: ctx.publicUrl,
    path: request.url.pathname,
    body: request.rawBody,
    now: ctx.now(),
  })
}
