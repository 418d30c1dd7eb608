import type { AuthContext } from '../auth/context.js'
import { type CheckedProof, checkProof, verifyProof } from '../auth/dpop.js'
import { type FrameContext, requireFrameContext } from '../auth/frame-context.js'
import { sha256Hex } from '../auth/secrets.js'
import type { SignedIn } from '../auth/session.js'
import { InvalidProofError } from '../auth/session-errors.js'
import { UnauthorizedError } from '../errors.js'
import {
  findSessionWithUser,
  findSessionWithUserRecordingProof,
  type Session,
} from '../store/sessions.js'
import type { User } from '../store/users.js'
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
 *
 * The proof's signature and claims are checked first (no database), then one statement
 * finds the session with its user and records the proof's jti; the checks below then run
 * in the order they always did, so each failure answers as before. A proof that fails its
 * checks is answered after a lookup of the session alone: a request without a live session
 * is 401 `unauthorized` whatever its proof.
 */
export async function authenticate(ctx: AuthContext, request: Request): Promise<SignedIn> {
  const frame = await requireFrameContext(ctx, request)
  const token = dpopAccessToken(request)
  if (!token) throw new UnauthorizedError()
  const now = ctx.now()
  let proof: CheckedProof
  try {
    proof = await checkProof({
      proof: request.headers.dpop,
      method: request.method,
      publicUrl: ctx.publicUrl,
      path: request.url.pathname,
      body: request.rawBody,
      accessToken: token,
      now,
    })
  } catch (error) {
    checkSession(await findSessionWithUser(ctx.db, token, now), frame, request)
    throw error
  }
  const device = deviceHeader(request)
  // The jti is recorded only for a live session of this project and device, as when the
  // proof was checked after them.
  const { found, proofFresh } = await findSessionWithUserRecordingProof(ctx.db, token, now, {
    keyThumbprint: proof.thumbprint,
    jti: proof.jti,
    expiresAt: proof.expiresAt,
    projectId: frame.projectId,
    deviceHash: device === undefined ? undefined : sha256Hex(device),
  })
  const { session, user } = checkSession(found, frame, request)
  if (!proofFresh) throw new InvalidProofError('the proof was already used')
  if (proof.thumbprint !== session.keyThumbprint) throw new UnauthorizedError()
  if (user.projectId !== session.projectId) throw new UnauthorizedError()
  return { session, user, projectId: frame.projectId, parentOrigin: frame.parentOrigin, token }
}

/** The live session of the request's project and device, or 401. */
function checkSession(
  found: { session: Session; user: User } | undefined,
  frame: FrameContext,
  request: Request,
): { session: Session; user: User } {
  if (!found) throw new UnauthorizedError()
  // Minted for another project: refused here even from an origin both projects allow.
  if (found.session.projectId !== frame.projectId) throw new UnauthorizedError()
  const device = deviceHeader(request)
  if (!device || sha256Hex(device) !== found.session.deviceHash) throw new UnauthorizedError()
  return found
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
