/**
 * Adds the demo's origin to the `keyway-demo` project's allowed origins through devnet's
 * admin route, when the demo is served on a port devnet's projects.json does not list
 * (a free port in tests, or the next port when 5173 is busy). Without it the toolkit shows
 * docs/validation.md#configuration's invalid-app-configuration alert.
 */
import type { FetchLike } from './fetch-like.js'

export const DEMO_PROJECT_ID = 'keyway-demo'

type ProjectsAnswer = { projects?: { id: string; allowedOrigins?: string[] }[] }

export async function allowDemoOrigin(parameters: {
  configApi: string
  origin: string
  projectId?: string
  fetch?: FetchLike
  signal?: AbortSignal
}): Promise<'already-allowed' | 'added'> {
  const fetchFn = parameters.fetch ?? fetch
  const projectId = parameters.projectId ?? DEMO_PROJECT_ID
  const signal = parameters.signal ?? AbortSignal.timeout(5_000)
  const base = parameters.configApi.replace(/\/$/, '')
  const listed = await fetchFn(`${base}/__devnet/projects`, { signal })
  if (!listed.ok) throw new Error(`devnet projects: HTTP status code: ${listed.status}`)
  const body = (await listed.json()) as ProjectsAnswer
  const project = body.projects?.find((p) => p.id === projectId)
  const origins = project?.allowedOrigins ?? []
  if (origins.includes(parameters.origin)) return 'already-allowed'
  const put = await fetchFn(`${base}/__devnet/projects/${projectId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowedOrigins: [...origins, parameters.origin] }),
    signal,
  })
  if (!put.ok) throw new Error(`devnet project ${projectId}: HTTP status code: ${put.status}`)
  return 'added'
}
