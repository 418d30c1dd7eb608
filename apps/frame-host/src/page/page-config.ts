/**
 * What the frame page tells its script: the project and the origins allowed to embed it
 * (the same list frame-host put in `frame-ancestors`). The script accepts the handshake
 * only from those origins, so a page the CSP lets through by mistake still gets nothing.
 */
import { z } from 'zod'

/** The id of the JSON script element frame-host writes into the frame page. */
export const FRAME_CONFIG_ELEMENT_ID = 'keyway-frame-config'

/** Only canonical http(s) origins; 'null' and anything with a path never matches a sender. */
const originSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
    } catch {
      return false
    }
  }, 'Expected an http(s) origin')

export const frameConfigSchema = z.strictObject({
  projectId: z.string().min(1).max(128),
  allowedOrigins: z.array(originSchema).max(256),
})
export type FrameConfig = z.infer<typeof frameConfigSchema>

export class FrameConfigError extends Error {
  override name = 'FrameConfigError' as const
}

/** Parses the page's JSON; a missing or malformed config is a FrameConfigError. */
export function parseFrameConfig(text: string | null | undefined): FrameConfig {
  if (!text) throw new FrameConfigError('The frame page carries no configuration')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new FrameConfigError('The frame page configuration is not JSON')
  }
  const parsed = frameConfigSchema.safeParse(json)
  if (!parsed.success) {
    throw new FrameConfigError(
      `The frame page configuration is invalid: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
    )
  }
  return parsed.data
}

export function readFrameConfig(document: Document): FrameConfig {
  return parseFrameConfig(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent)
}

/** The JSON for the page, safe inside a `<script>` element (no `<`, so no `</script>`). */
export function serializeFrameConfig(config: FrameConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c')
}
