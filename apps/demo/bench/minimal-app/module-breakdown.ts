/**
 * What the JS a page fetched is made of, by package and by part of Keyway's packages.
 *
 * The throwaway app's Vite build writes, for each chunk, the rendered length of each
 * module in it (MODULES_FILE, by the plugin in app-sources.ts). A file's gzip size is then
 * shared out among its modules in proportion to their rendered length, and summed per
 * group. The result adds up to the bench's own figure (gzip per file, summed); each group's
 * share is an estimate, since gzip does not compress every part of a file alike.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { JsFileSize } from '../../scripts/lib/initial-js.js'

/** Written into the app's dist folder by the build: `{ [fileName]: { [moduleId]: length } }`. */
export const MODULES_FILE = 'bench-modules.json'

export type ChunkModules = Record<string, Record<string, number>>

/** Lit's packages, one group: they come and go together. */
const LIT_PACKAGES = new Set([
  'lit',
  'lit-html',
  'lit-element',
  '@lit/reactive-element',
  '@lit/context',
  '@lit/react',
])

/** Keyway folders that are broken down one level further (views/connect, features/swap). */
const DEEP_FOLDERS = new Set(['views', 'elements', 'primitives', 'features', 'controllers'])

/**
 * The group of a module id: the app's own code; Lit; a Keyway package with its folder under
 * `src` or `dist/esm` (two levels for views, elements, primitives, features, controllers);
 * else the npm package it comes from.
 */
export function moduleGroup(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0] ?? id
  const at = path.lastIndexOf('/node_modules/')
  if (at < 0) return path.includes('/@keyway/') ? keywayGroup(path) : 'app'
  const rest = path.slice(at + '/node_modules/'.length).split('/')
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path)
  if (LIT_PACKAGES.has(name)) return 'lit (+ @lit/*)'
  if (name.startsWith('@keyway/')) return keywayGroup(path)
  return name
}

function keywayGroup(path: string): string {
  const match = /@keyway\/([^/]+)\/(?:dist\/esm|src)\/(.+)$/.exec(path)
  if (!match) return path.slice(path.indexOf('@keyway/'))
  const [, pkg, inner] = match as unknown as [string, string, string]
  const parts = inner.split('/')
  if (parts.length === 1) return `@keyway/${pkg}`
  const depth = DEEP_FOLDERS.has(parts[0] ?? '') && parts.length > 2 ? 2 : 1
  return `@keyway/${pkg} ${parts.slice(0, depth).join('/')}/`
}

export type GroupShare = { group: string; gzipBytes: number; renderedBytes: number }

/**
 * Shares each file's gzip size out to its modules' groups (by rendered length), summed
 * per group, largest first. A file the build did not describe counts as its own group.
 */
export function breakDown(files: readonly JsFileSize[], chunks: ChunkModules): GroupShare[] {
  const groups = new Map<string, GroupShare>()
  const add = (group: string, gzipBytes: number, renderedBytes: number) => {
    const share = groups.get(group) ?? { group, gzipBytes: 0, renderedBytes: 0 }
    share.gzipBytes += gzipBytes
    share.renderedBytes += renderedBytes
    groups.set(group, share)
  }
  for (const file of files) {
    const modules = chunks[file.path.replace(/^\//, '')]
    const entries = Object.entries(modules ?? {}).filter(([, length]) => length > 0)
    const rendered = entries.reduce((sum, [, length]) => sum + length, 0)
    if (rendered === 0) {
      add(`(${file.path})`, file.gzipBytes, file.bytes)
      continue
    }
    for (const [id, length] of entries) {
      add(moduleGroup(id), (file.gzipBytes * length) / rendered, length)
    }
  }
  return [...groups.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** The build's module table, or undefined when the app was built without the plugin. */
export async function readChunkModules(distDir: string): Promise<ChunkModules | undefined> {
  try {
    return JSON.parse(await readFile(join(distDir, MODULES_FILE), 'utf8')) as ChunkModules
  } catch {
    return undefined
  }
}

/**
 * The Vite plugin of the throwaway apps' config, as source text: after the bundle is
 * generated it writes each chunk's modules with their rendered length to MODULES_FILE.
 */
export const MODULES_PLUGIN_SOURCE = `const benchModules = {
  name: 'keyway-bench-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = {}
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type !== 'chunk') continue
      chunks[fileName] = Object.fromEntries(
        Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
      )
    }
    this.emitFile({ type: 'asset', fileName: '${MODULES_FILE}', source: JSON.stringify(chunks) })
  },
}`
