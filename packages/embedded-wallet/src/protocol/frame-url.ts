/** The frame URL and its query parameters (docs/embedded-wallet.md#frame-events: projectId, chainId, version, enableLogger). */
import { z } from 'zod'
import { caipNetworkIdSchema } from './common.js'

export const frameUrlParamsSchema = z.strictObject({
  projectId: z.string().trim().min(1).max(128),
  chainId: caipNetworkIdSchema,
  /** The SDK version embedding the frame. */
  version: z.string().min(1).max(64),
  enableLogger: z.boolean(),
})
export type FrameUrlParams = z.infer<typeof frameUrlParamsSchema>

/** `base` (frame-host's page) with the docs/services.md#requests parameters; throws on bad parameters. */
export function buildFrameUrl(base: string | URL, params: FrameUrlParams): URL {
  const { projectId, chainId, version, enableLogger } = frameUrlParamsSchema.parse(params)
  const url = new URL(base)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', chainId)
  url.searchParams.set('version', version)
  url.searchParams.set('enableLogger', String(enableLogger))
  return url
}

/** frame-host side: reads the parameters back; a missing or bad one is a ZodError. */
export function parseFrameUrlParams(search: URLSearchParams | string): FrameUrlParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return frameUrlParamsSchema.parse({
    projectId: params.get('projectId') ?? undefined,
    chainId: params.get('chainId') ?? undefined,
    version: params.get('version') ?? undefined,
    enableLogger: params.get('enableLogger') === 'true',
  })
}
