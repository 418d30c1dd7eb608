import { readFileSync } from 'node:fs'
import { HttpError, type RequestContext } from './http/server.js'

/**
 * The projects devnet knows: one registry shared by the blockchain API and the toolkit
 * configuration service, so a test that turns a feature flag off or changes the allowed
 * origins of a project sees it everywhere. Loaded from a JSON file (default
 * `projects.json` beside package.json, or $KEYWAY_DEVNET_PROJECTS).
 */

/** Remote feature flags of docs/overview.md#ways-to-connect (email, socials, swaps, onramp, activity, reownBranding). */
export type ProjectFeatures = {
  email?: boolean
  socials?: string[] | false
  swaps?: string[] | false
  onramp?: string[] | false
  activity?: boolean
  reownBranding?: boolean
}

export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  features: ProjectFeatures
  /** When false, /getAnalyticsConfig answers isAnalyticsEnabled: false. */
  analytics?: boolean
}

export type ProjectRegistry = {
  get(id: string): Project | undefined
  list(): Project[]
  /** Adds or replaces a project (tests use it to flip flags). */
  set(project: Project): void
  /** Reads `projectId` from the query and answers 400 when missing, 403 when unknown. */
  require(ctx: RequestContext, param?: string): Project
}

export function createProjectRegistry(projects: readonly Project[]): ProjectRegistry {
  const byId = new Map(projects.map((p) => [p.id, structuredClone(p)]))
  return {
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    set: (project) => {
      byId.set(project.id, structuredClone(project))
    },
    require(ctx, param = 'projectId') {
      const id = ctx.query.get(param)
      if (!id) throw new HttpError(400, `missing query parameter(s): ${param}`)
      const project = byId.get(id)
      if (!project) throw new HttpError(403, 'invalid project id', { code: 'invalid_project_id' })
      return project
    },
  }
}

export function loadProjectsFile(path: string): Project[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { projects?: Project[] }
  if (!Array.isArray(parsed.projects)) throw new Error(`${path}: expected { "projects": [...] }`)
  return parsed.projects
}
