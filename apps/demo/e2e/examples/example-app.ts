/**
 * The example apps' fixture: builds one app of `apps/examples/<name>` with its own
 * vite.config.ts, pointed at this run's devnet and frame-host (`KEYWAY_DEVNET`,
 * `KEYWAY_FRAME_HOST`, as `npm run demo` sets them), serves the build with `vite preview`
 * on the 127.0.0.1 port the global setup picked for it and already allowed in devnet's
 * configuration service (also frame-host's frame-ancestors). Once per worker: every test of
 * a spec shares the build.
 *
 * A spec picks its app with `test.use({ exampleApp: '<folder>' })` and gets `exampleUrl`.
 * The example apps use devnet's `keyway-demo` project id.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import type { E2eEnv } from '../e2e-env.js'
import { test as base } from '../fixtures.js'

const EXAMPLES_DIR = fileURLToPath(new URL('../../../examples/', import.meta.url))
const HOST = '127.0.0.1'
/** A cold build of an example (workspace sources, wagmi, WalletConnect) on two busy cores. */
const BUILD_TIMEOUT_MS = 240_000

/** The build folder inside the example: per e2e run (KEYWAY_E2E_OUT_DIR), so runs never clash. */
function outDirOf(): string {
  return process.env.KEYWAY_E2E_OUT_DIR ?? 'dist/e2e'
}

/** `apps/examples/<name>`, refusing anything but a plain folder name. */
export function exampleDir(name: string): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`not an example folder name: ${name}`)
  return join(EXAMPLES_DIR, name)
}

/** The environment a build of an example reads (its vite.config.ts): this run's devnet. */
export function exampleBuildEnv(e2e: E2eEnv): Record<string, string> {
  return {
    KEYWAY_DEVNET: JSON.stringify(e2e.devnet.urls),
    KEYWAY_FRAME_HOST: e2e.frameHost.url,
  }
}

/**
 * Runs the example's `vite build` (its own Vite, its own config) in a child process, so
 * the config reads the environment given here and not the worker's. Fails with Vite's output.
 */
export async function buildExample(parameters: {
  name: string
  env: Record<string, string>
  outDir: string
  signal?: AbortSignal
}): Promise<string> {
  const dir = exampleDir(parameters.name)
  const viteDir = dirname(createRequire(join(dir, 'package.json')).resolve('vite/package.json'))
  const vite = join(viteDir, 'bin', 'vite.js')
  const signal = parameters.signal ?? AbortSignal.timeout(BUILD_TIMEOUT_MS)
  const output: string[] = []
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', parameters.outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: dir, env: { ...process.env, ...parameters.env }, signal, stdio: 'pipe' },
    )
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.on('error', fail)
    child.on('close', done)
  })
  if (code !== 0) {
    throw new Error(
      `vite build of apps/examples/${parameters.name} failed (${code}):\n${output.join('')}`,
    )
  }
  return resolve(dir, parameters.outDir)
}

export type ExampleServer = { url: string; close(): Promise<void> }

/** Serves a finished build with `vite preview` on `port` of 127.0.0.1 (0: any free one). */
export async function serveExample(name: string, outDir: string, port = 0): Promise<ExampleServer> {
  const server = await preview({
    root: exampleDir(name),
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: HOST, port, strictPort: port !== 0, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') {
    await server.close()
    throw new Error('vite preview did not bind a TCP port')
  }
  return { url: `http://${HOST}:${address.port}/`, close: () => server.close() }
}

type ExampleWorkerFixtures = {
  /** The folder of `apps/examples/` a spec tests; set it with `test.use`. */
  exampleApp: string
  /** The served build of that app, ready for `page.goto`. */
  exampleUrl: string
}

export const test = base.extend<object, ExampleWorkerFixtures>({
  exampleApp: ['', { scope: 'worker', option: true }],
  exampleUrl: [
    async ({ exampleApp, e2e }, use) => {
      if (!exampleApp) throw new Error("set the example with test.use({ exampleApp: '<folder>' })")
      const outDir = await buildExample({
        name: exampleApp,
        env: exampleBuildEnv(e2e),
        outDir: outDirOf(),
      })
      const port = e2e.examplePorts[exampleApp]
      if (port === undefined) throw new Error(`global-setup.ts picks no port for ${exampleApp}`)
      const server = await serveExample(exampleApp, outDir, port)
      try {
        await use(server.url)
      } finally {
        await server.close()
      }
    },
    { scope: 'worker', timeout: BUILD_TIMEOUT_MS + 30_000 },
  ],
})

export { expect } from '../fixtures.js'
