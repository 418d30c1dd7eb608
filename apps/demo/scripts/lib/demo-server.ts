/**
 * Builds the demo against a devnet and serves the build with `vite preview` on loopback.
 * Shared by scripts/start.ts, the e2e global setup, the benchmark and the size check.
 * Vite's own log goes to stderr so that stdout carries only the READY line scripts wait for.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, createLogger, type InlineConfig, type Logger, type Plugin, preview } from 'vite'
import { createDemoViteConfig } from '../../vite.config.js'
import type { DemoDevnetEndpoints } from './devnet-endpoints.js'
import { readDevnetTestKeys } from './devnet-test-keys.js'

export const DEMO_HOST = '127.0.0.1'
export const DEMO_PORT = 5173

export type BuildDemoParameters = {
  devnet: DemoDevnetEndpoints
  /** Relative to apps/demo; one folder per purpose so parallel runs never clash. */
  outDir?: string
  /** Print Vite's build log (to stderr). */
  verbose?: boolean
}

export type DemoServer = {
  url: string
  outDir: string
  close(): Promise<void>
}

function stderrLogger(verbose: boolean): Logger {
  const logger = createLogger(verbose ? 'info' : 'warn')
  const write = (message: string) => process.stderr.write(`${message}\n`)
  return { ...logger, info: verbose ? write : () => {}, warn: write, warnOnce: write, error: write }
}

/** Where the separate "Devnet test wallets" bundle goes, inside the app's output folder. */
export const DEVNET_WALLETS_DIR = 'devnet-wallets'

/**
 * Runs `vite build` for the app, then for the "Devnet test wallets" as a
 * separate one-file bundle in `<outDir>/devnet-wallets/install.js`, which the app loads by
 * URL when the visitor turns them on (src/devnet-wallets/load.ts). Two builds, not one with
 * two entries: Rolldown would share modules between the entries and so move test-wallet
 * code into chunks the page loads first. Returns the absolute output folder.
 */
export async function buildDemo(parameters: BuildDemoParameters): Promise<string> {
  const config = createDemoViteConfig(
    parameters.devnet,
    parameters.outDir ? { outDir: parameters.outDir } : {},
  )
  const verbose = parameters.verbose ?? false
  const logging = {
    customLogger: stderrLogger(verbose),
    logLevel: verbose ? 'info' : 'warn',
  } as const
  await build({ ...config, ...logging })
  const outDir = resolve(String(config.root), String(config.build?.outDir))
  await buildSiwxRoute(config, outDir, logging)

  const wallets = createDemoViteConfig(parameters.devnet, { devnetTestKeys: readDevnetTestKeys() })
  await build({
    ...wallets,
    ...logging,
    plugins: [],
    publicDir: false,
    define: {
      ...wallets.define,
      // Library mode leaves process.env alone; the bundle runs in a page.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      ...wallets.build,
      outDir: join(outDir, DEVNET_WALLETS_DIR),
      emptyOutDir: true,
      lib: {
        entry: resolve(String(config.root), 'src/devnet-wallets/install.ts'),
        formats: ['es'],
        fileName: () => 'install.js',
      },
      // One file: its lazy imports (web3.js for transfers) are inlined.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
  return outDir
}

export type ServeDemoParameters = {
  devnet: DemoDevnetEndpoints
  outDir?: string
  /** A fixed port; taken as a wish (the next free one is used if busy). 0 = any free port. */
  port?: number
}

/**
 * The sign-in route (src/server/siwx-route.ts) as one Node module beside the app's output,
 * outside the folder the page is served from. Built with Vite so it uses the workspace
 * packages' sources, as the app does, and needs no package build first.
 */
async function buildSiwxRoute(
  config: InlineConfig,
  outDir: string,
  logging: { customLogger: Logger; logLevel: 'info' | 'warn' },
): Promise<void> {
  await build({
    ...config,
    ...logging,
    plugins: [],
    publicDir: false,
    // An SSR build reads its conditions from `ssr.resolve`, not `resolve`: without them the
    // workspace packages resolve to their `dist`, which a clean clone has not built.
    ssr: {
      noExternal: true,
      target: 'node',
      resolve: { conditions: SOURCE_CONDITIONS, externalConditions: SOURCE_CONDITIONS },
    },
    build: {
      ssr: resolve(String(config.root), 'src/server/siwx-route.ts'),
      outDir: siwxRouteDir(outDir),
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: SIWX_ROUTE_FILE } },
    },
  })
}

const SOURCE_CONDITIONS = ['@keyway/source', 'node', 'import', 'default']
const SIWX_ROUTE_FILE = 'siwx-route.mjs'
const siwxRouteDir = (outDir: string) => `${outDir}-server`

/** Mounts the built sign-in route at /siwx on a preview server. */
function siwxRoutePlugin(outDir: string): Plugin {
  return {
    name: 'keyway-demo-siwx-route',
    async configurePreviewServer(server) {
      const file = join(siwxRouteDir(outDir), SIWX_ROUTE_FILE)
      // A build from before the route existed: the app works, `?siwx` cannot sign in.
      if (!existsSync(file)) return
      const { createSiwxRoute } = (await import(
        pathToFileURL(file).href
      )) as typeof import('../../src/server/siwx-route.js')
      const route = createSiwxRoute({
        domain: () => {
          const address = server.httpServer.address()
          return typeof address === 'object' && address ? `${DEMO_HOST}:${address.port}` : DEMO_HOST
        },
      })
      server.middlewares.use((request, response, next) => route(request, response, next))
    },
  }
}

/** Serves a finished build with `vite preview` on 127.0.0.1. */
export async function serveDemo(parameters: ServeDemoParameters): Promise<DemoServer> {
  const config = createDemoViteConfig(
    parameters.devnet,
    parameters.outDir ? { outDir: parameters.outDir } : {},
  )
  const port = parameters.port ?? DEMO_PORT
  const builtDir = resolve(String(config.root), String(config.build?.outDir))
  const server = await preview({
    ...config,
    plugins: [...(config.plugins ?? []), siwxRoutePlugin(builtDir)],
    customLogger: stderrLogger(false),
    logLevel: 'warn',
    preview: { host: DEMO_HOST, port, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') {
    await server.close()
    throw new Error('vite preview did not bind a TCP port')
  }
  const outDir = resolve(String(config.root), String(config.build?.outDir))
  return {
    url: `http://${DEMO_HOST}:${address.port}/`,
    outDir,
    close: () => server.close(),
  }
}
