/**
 * The example's Next.js config. It reaches devnet as the workspace's demo does: devnet's
 * READY JSON in $KEYWAY_DEVNET (fixed loopback ports without it) and frame-host's URL in
 * $KEYWAY_FRAME_HOST, read here at build time and baked into both bundles (server and
 * browser) as `process.env.KEYWAY_DEVNET_ENDPOINTS`. A dapp on a public network has none of
 * this: its `src/keyway.ts` names its chains and its project id.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import type { NextConfig } from 'next'

type DevnetEndpointsModule = typeof import('../../demo/scripts/lib/devnet-endpoints.js')

/** `next build` and `next start` run in the app's folder. */
const appDir = process.cwd()
const repoRoot = resolve(appDir, '../../..')

/**
 * The demo's devnet reader (apps/demo/scripts/lib/devnet-endpoints.ts), loaded with the
 * demo's TypeScript loader (tsx): Next compiles this file but not the TypeScript it imports.
 */
function loadDevnetReader(): DevnetEndpointsModule {
  const demo = createRequire(join(repoRoot, 'apps/demo/package.json'))
  const tsx = demo('tsx/cjs/api') as { require(id: string, fromFile: string): unknown }
  return tsx.require(
    '../../demo/scripts/lib/devnet-endpoints.ts',
    join(appDir, 'next.config.ts'),
  ) as DevnetEndpointsModule
}

const devnet = loadDevnetReader().readDevnetEndpoints(process.env.KEYWAY_DEVNET, {
  frameHost: process.env.KEYWAY_FRAME_HOST,
})

type ExportMap = Record<string, string | Record<string, unknown>>

/**
 * Workspace packages are used from their TypeScript sources (their `@keyway/source` export
 * condition), as the demo's Vite config does: a clean clone has no `dist`. Turbopack takes
 * no custom export condition, so every export of every `@keyway/*` package is aliased to its
 * source file, read from the package's own `exports` (one list, never copied by hand).
 */
function keywaySourceAliases(): Record<string, string> {
  const aliases: Record<string, string> = {}
  const packagesDir = join(repoRoot, 'packages')
  for (const folder of readdirSync(packagesDir)) {
    const packageDir = join(packagesDir, folder)
    let manifest: { name?: string; exports?: ExportMap }
    try {
      manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
    } catch {
      continue
    }
    if (!manifest.name?.startsWith('@keyway/') || !manifest.exports) continue
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const source = typeof target === 'object' ? target['@keyway/source'] : undefined
      if (typeof source !== 'string') continue
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
      // Turbopack resolves an alias's relative target from the app's folder.
      aliases[specifier] = `./${relative(appDir, join(packageDir, source))}`
    }
  }
  return aliases
}

/**
 * The workspace packages' sources (packages/<name>/src) are compiled by TypeScript, under
 * each package's tsconfig, before Turbopack bundles them (workspace-source-loader.cjs says
 * why: Lit's decorators and the `.js` of relative imports).
 */
const workspaceSources = {
  condition: { path: /(^|\/)packages\/[^/]+\/src\// },
  // The module keeps its name (no `as`): the packages' `sideEffects` lists name `.ts` files.
  loaders: [join(appDir, 'workspace-source-loader.cjs')],
}

const config: NextConfig = {
  env: {
    KEYWAY_DEVNET_ENDPOINTS: JSON.stringify(devnet),
    // Devnet only (this example runs offline): outside vitest, @walletconnect/core adds a
    // Verify iframe that waits 5 s for an unreachable server; this flag skips it, with
    // src/devnet-process-shim.ts. A dapp on a public network leaves both out.
    IS_VITEST: 'true',
  },
  // The e2e fixture builds into a folder of its own, so two runs never share one.
  ...(process.env.KEYWAY_NEXT_DIST_DIR ? { distDir: process.env.KEYWAY_NEXT_DIST_DIR } : {}),
  turbopack: {
    root: repoRoot,
    resolveAlias: keywaySourceAliases(),
    rules: { '*.ts': workspaceSources, '*.tsx': workspaceSources },
  },
  // Each build starts from nothing (the e2e run measures a cold build; CI caches nothing).
  experimental: { turbopackFileSystemCacheForBuild: false },
  // `pnpm typecheck` checks the types (CI runs it); the build does not do it twice.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
}

export default config
