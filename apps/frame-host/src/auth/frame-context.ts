import { z } from 'zod'
import { frameOrigins } from '../server/origins.js'
import type { Request } from '../server/server.js'
import type { AuthContext } from './context.js'
import { FrameContextError, OriginNotAllowedError } from './session-errors.js'

/**
 * Which project and which parent page a frame request is for (README "Sessions and
 * projects"). The frame page knows its project from its URL and the parent's origin from
 * the handshake, and sends both on every API call; the server believes the origin only
 * when the project's configuration lists it, so a session or login is never usable from a
 * page the project does not allow.
 */

export const PROJECT_HEADER = 'x-keyway-project-id'
export const PARENT_ORIGIN_HEADER = 'x-keyway-parent-origin'
/** The dapp's name from syncDappData, URI-encoded: only shown in mails, never trusted. */
export const APP_NAME_HEADER = 'x-keyway-app-name'

export type FrameContext = {
  projectId: string
  parentOrigin: string
  /** The dapp's own name for itself (syncDappData), when the frame has it. */
  appName?: string | undefined
  /** A short summary of the browser (User-Agent), for mails. */
  userAgent?: string | undefined
}

export const projectIdSchema = z
  .string({ error: 'The X-Keyway-Project-Id header is required' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'X-Keyway-Project-Id must be letters, digits, _ or -')

const originSchema = z
  .string({ error: 'The X-Keyway-Parent-Origin header is required' })
  .max(2048)
  .refine((value) => frameOrigins([value])[0] === value, {
    message: 'X-Keyway-Parent-Origin must be an http(s) origin',
  })

const header = (request: Request, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The app name as shown in a mail: printable, trimmed, at most 64 characters. */
function appName(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  const clean = decoded
    .replace(/[\p{C}<>]/gu, '')
    .trim()
    .slice(0, 64)
  return clean || undefined
}

/**
 * The request's project and parent origin, checked against the project's allowed origins
 * (the configuration service, cached). FrameContextError on missing or malformed headers,
 * OriginNotAllowedError when the project does not allow the origin.
 */
export async function requireFrameContext(
  ctx: AuthContext,
  request: Request,
): Promise<FrameContext> {
  const project = projectIdSchema.safeParse(header(request, PROJECT_HEADER))
  if (!project.success) throw new FrameContextError(project.error.issues[0]?.message)
  const origin = originSchema.safeParse(header(request, PARENT_ORIGIN_HEADER))
  if (!origin.success) throw new FrameContextError(origin.error.issues[0]?.message)
  const allowed = frameOrigins(await ctx.origins.allowedOrigins(project.data, request.signal))
  if (!allowed.includes(origin.data)) throw new OriginNotAllowedError(origin.data, project.data)
  return {
    projectId: project.data,
    parentOrigin: origin.data,
    appName: appName(header(request, APP_NAME_HEADER)),
    userAgent: header(request, 'user-agent'),
  }
}
