import { z } from 'zod'
import {
  createJsonServer,
  HttpError,
  type RequestContext,
  type Route,
  type RouteResult,
  requireQuery,
} from '../http/server.js'
import type { Project, ProjectRegistry } from '../projects.js'
import {
  analyticsEventBody,
  createAnalyticsSink,
  type StoredAnalyticsEvent,
} from './analytics-sink.js'
import { type CatalogueEntry, createCatalogue, queryCatalogue } from './catalogue.js'
import { identiconSvg } from './images.js'

/**
 * Toolkit configuration services (docs/services.md#configuration-service-config): remote
 * features, allowed origins, the wallet catalogue and its images, the analytics switch and
 * the `/e` sink, plus admin routes tests use to change a project or read events back.
 */

export type ConfigApiOptions = {
  host: string
  port: number
  projects: ProjectRegistry
  /** Base URL as the browser sees it (behind a proxy); defaults to the listen URL. */
  publicUrl?: string
  /** CAIP-2 ids of devnet's own Solana chain, added to Solana wallets' chains. */
  solanaChains?: readonly string[]
  now?: () => number
}

export type ConfigApi = {
  url: string
  analyticsEvents(): readonly StoredAnalyticsEvent[]
  catalogue: readonly CatalogueEntry[]
  stop(): Promise<void>
}

/** docs/limits.md#sizes: 40 wallets per page; a search asks for 100. Larger pages are capped. */
const DEFAULT_ENTRIES = 40
const MAX_ENTRIES = 100
/** Images never change for an id: let browsers keep them for a day. */
const IMAGE_CACHE = 'public, max-age=86400, immutable'

const projectPatch = z
  .object({
    name: z.string().min(1),
    allowedOrigins: z.array(z.string()),
    features: z
      .object({
        email: z.boolean(),
        socials: z.union([z.array(z.string()), z.literal(false)]),
        swaps: z.union([z.array(z.string()), z.literal(false)]),
        onramp: z.union([z.array(z.string()), z.literal(false)]),
        activity: z.boolean(),
        reownBranding: z.boolean(),
      })
      .partial()
      .strict(),
    analytics: z.boolean(),
  })
  .partial()
  .strict()

function list(ctx: RequestContext, name: string): string[] | undefined {
  const value = ctx.query.get(name)
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined
}

function positiveInt(ctx: RequestContext, name: string, fallback: number): number {
  const raw = ctx.query.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new HttpError(400, `${name} must be a positive integer`)
  }
  return value
}

/** docs/services.md#requests: project and SDK parameters. */
function requireProject(ctx: RequestContext, projects: ProjectRegistry): Project {
  requireQuery(ctx, ['projectId', 'st', 'sv'])
  return projects.require(ctx)
}

function image(id: string, label: string): RouteResult {
  return {
    body: identiconSvg(id, label),
    contentType: 'image/svg+xml',
    headers: { 'cache-control': IMAGE_CACHE, etag: `"${id}"` },
  }
}

export async function startConfigApi(options: ConfigApiOptions): Promise<ConfigApi> {
  const { projects } = options
  const now = options.now ?? Date.now
  const catalogue = createCatalogue(options.solanaChains)
  const byImageId = new Map(catalogue.map((w) => [w.image_id, w]))
  const sink = createAnalyticsSink()

  const routes: Route[] = [
    {
      method: 'GET',
      path: '/appkit/v1/config',
      handler: (ctx) => ({ json: { features: requireProject(ctx, projects).features } }),
    },
    {
      method: 'GET',
      path: '/projects/v1/origins',
      handler: (ctx) => ({
        json: { allowedOrigins: requireProject(ctx, projects).allowedOrigins },
      }),
    },
    {
      method: 'GET',
      path: '/getWallets',
      handler: (ctx) => {
        // A projectId is optional here, but an unknown one is refused like elsewhere.
        if (ctx.query.get('projectId')) projects.require(ctx)
        const entries = Math.min(positiveInt(ctx, 'entries', DEFAULT_ENTRIES), MAX_ENTRIES)
        const include = list(ctx, 'include')
        const exclude = list(ctx, 'exclude')
        const chains = list(ctx, 'chains')
        const search = ctx.query.get('search')
        const badgeType = ctx.query.get('badge_type')
        return {
          json: queryCatalogue(catalogue, {
            page: positiveInt(ctx, 'page', 1),
            entries,
            ...(include ? { include } : {}),
            ...(exclude ? { exclude } : {}),
            ...(chains ? { chains } : {}),
            ...(search ? { search } : {}),
            ...(badgeType ? { badgeType } : {}),
          }),
        }
      },
    },
    {
      method: 'GET',
      path: '/getWalletImage/:id',
      handler: ({ params }) => {
        const id = params.id ?? ''
        const wallet = byImageId.get(id)
        if (!wallet) throw new HttpError(404, `no wallet image ${id}`)
        return image(id, wallet.name)
      },
    },
    ...(['getAssetImage', 'getCurrencyImage', 'getTokenImage'] as const).map(
      (kind): Route => ({
        method: 'GET',
        path: `/public/${kind}/:id`,
        // Any id gets a picture: networks, currencies and tokens are open-ended sets.
        handler: ({ params }) => image(`${kind}:${params.id}`, params.id ?? '?'),
      }),
    ),
    {
      method: 'GET',
      path: '/getAnalyticsConfig',
      handler: (ctx) => ({
        json: { isAnalyticsEnabled: requireProject(ctx, projects).analytics !== false },
      }),
    },
    {
      method: 'POST',
      path: '/e',
      handler: (ctx) => {
        const project = requireProject(ctx, projects)
        const parsed = analyticsEventBody.safeParse(ctx.body)
        if (!parsed.success) {
          throw new HttpError(400, `invalid analytics event: ${parsed.error.issues[0]?.message}`)
        }
        sink.add({
          ...parsed.data,
          projectId: project.id,
          st: ctx.query.get('st') ?? '',
          sv: ctx.query.get('sv') ?? '',
          receivedAt: now(),
        })
        return { status: 202, json: { accepted: true } }
      },
    },
    {
      method: 'GET',
      path: '/__devnet/events',
      handler: (ctx) => {
        const projectId = ctx.query.get('projectId')
        const event = ctx.query.get('event')
        return {
          json: {
            events: sink.list({
              ...(projectId ? { projectId } : {}),
              ...(event ? { event } : {}),
            }),
          },
        }
      },
    },
    {
      method: 'DELETE',
      path: '/__devnet/events',
      handler: () => {
        sink.clear()
        return { json: { events: [] } }
      },
    },
    {
      method: 'GET',
      path: '/__devnet/projects',
      handler: () => ({ json: { projects: projects.list() } }),
    },
    {
      method: 'PUT',
      path: '/__devnet/projects/:id',
      handler: ({ params, body }) => {
        const id = params.id ?? ''
        const parsed = projectPatch.safeParse(body ?? {})
        if (!parsed.success) {
          throw new HttpError(400, `invalid project: ${parsed.error.issues[0]?.message}`)
        }
        const patch = parsed.data
        const current = projects.get(id)
        const next: Project = {
          id,
          name: patch.name ?? current?.name ?? id,
          allowedOrigins: patch.allowedOrigins ?? current?.allowedOrigins ?? [],
          // A features object replaces the flags it names and keeps the others.
          features: { ...current?.features, ...(patch.features as Project['features']) },
        }
        const analytics = patch.analytics ?? current?.analytics
        if (analytics !== undefined) next.analytics = analytics
        projects.set(next)
        return { status: current ? 200 : 201, json: { project: next } }
      },
    },
  ]

  const server = createJsonServer({ name: 'config-api', routes })
  const url = await server.listen(options.port, options.host)
  return {
    url: options.publicUrl ?? url,
    catalogue,
    analyticsEvents: () => sink.list(),
    stop: () => server.stop(),
  }
}
