/**
 * `pnpm --filter demo scratch-dapp` (in `npm test`, after the packages are built): a dapp's
 * own e2e with @keyway/testing, outside the workspace. In a temporary folder with no
 * `workspace:` link it installs the packed tarballs of the public packages it needs, builds
 * the tiny React dapp of app/ (its own connect, sign and send buttons and its own error
 * text), starts devnet on free ports with the installed package's `keyway-devnet --json`
 * (as a dapp team would), serves the build, and runs app/e2e/dapp.spec.ts, which
 * imports only @keyway/testing (and viem to check anvil). Prints the time of each step and
 * the total from the clean install; exits 1 when any step or the spec fails.
 * See docs/testing.md#the-scratch-dapp.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startBinUntilLine } from '../../../../scripts/pack.mjs'
import { seconds } from '../../bench/minimal-app/throwaway-app.js'
import { allowDemoOrigin } from '../lib/allow-origin.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH, LOOPBACK_ONLY_ARG } from '../lib/chromium.js'
import { freePort } from '../lib/free-port.js'
import { installedVersion, packTarballs, scratchManifest } from '../lib/pack-tarballs.js'

const run = promisify(execFile)
const APP_DIR = fileURLToPath(new URL('./app/', import.meta.url))

/** What is packed: what the dapp imports, and the @keyway packages those depend on. */
const PACKAGES = [
  'packages/core',
  'packages/ui',
  'packages/react',
  'packages/embedded-wallet',
  'packages/adapter-evm',
  'packages/testing',
  'packages/server-kit',
  'apps/devnet',
]
/** What the dapp lists itself (the rest come in as dependencies). */
const DIRECT = ['@keyway/core', '@keyway/react', '@keyway/adapter-evm', '@keyway/testing']
/** devnet's project whose allowed origins get the dapp's origin. */
const PROJECT_ID = 'keyway-test'
const HOST = '127.0.0.1'

function manifest(tarballs: Record<string, string>): object {
  return scratchManifest('keyway-scratch-dapp', tarballs, {
    dependencies: Object.fromEntries(DIRECT.map((name) => [name, tarballs[name] ?? ''])),
    devDependencies: {
      '@playwright/test': installedVersion('@playwright/test'),
      '@keyway/devnet': tarballs['@keyway/devnet'] ?? '',
    },
  })
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode})`)
    const answered = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

type DevnetProcess = { child: ChildProcess; ready: string; urls: { configApi: string } }

/**
 * Starts the installed `keyway-devnet --json` on free ports; resolves with its READY JSON,
 * which must be the only thing on its stdout.
 */
async function startInstalledDevnet(root: string): Promise<DevnetProcess> {
  const installed = join(root, 'node_modules', '@keyway', 'devnet')
  const { bin } = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
    bin: Record<string, string>
  }
  const cli = bin['keyway-devnet']
  if (!cli) throw new Error('the installed @keyway/devnet has no keyway-devnet bin')
  let spawned: ChildProcess | undefined
  try {
    const { child, line } = await startBinUntilLine(join(installed, cli), ['--json'], {
      cwd: root,
      env: { ...process.env, KEYWAY_DEVNET_PORTS: 'free' },
      onSpawn: (started) => {
        spawned = started
      },
    })
    const urls = JSON.parse(line) as { configApi?: unknown }
    if (typeof urls.configApi !== 'string') throw new Error(`keyway-devnet --json printed ${line}`)
    return { child, ready: line, urls: { configApi: urls.configApi } }
  } catch (error) {
    // No READY: the caller gets no process to stop, so none may be left running.
    if (spawned?.exitCode === null) spawned.kill('SIGKILL')
    throw error
  }
}

/** SIGTERM, then waits for the exit (SIGKILL after 15 s); rejects unless it exits 0. */
async function stopDevnet({ child }: DevnetProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  const code = await exited
  clearTimeout(timer)
  if (code !== 0) throw new Error(`keyway-devnet exited with ${code} on SIGTERM`)
}

/** Runs a node script of the scratch folder, its output shown; resolves with its exit code. */
function runVisible(root: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
    const timer = setTimeout(() => child.kill('SIGTERM'), 5 * 60_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code ?? 1)
    })
  })
}

async function main(): Promise<void> {
  const started = performance.now()
  const root = await mkdtemp(join(tmpdir(), 'keyway-scratch-dapp-'))
  let devnet: DevnetProcess | undefined
  let server: ChildProcess | undefined
  let failure: string | undefined
  try {
    let step = performance.now()
    await mkdir(join(root, 'tarballs'))
    const tarballs = await packTarballs(PACKAGES, join(root, 'tarballs'))
    console.log(`packed ${Object.keys(tarballs).length} packages in ${seconds(step)}`)

    const fromInstall = performance.now()
    await writeFile(join(root, 'package.json'), `${JSON.stringify(manifest(tarballs), null, 2)}\n`)
    await cp(APP_DIR, root, { recursive: true })
    await run('pnpm', ['install', '--prefer-offline', '--reporter=silent'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 5 * 60_000,
    })
    console.log(`installed the tarballs outside the workspace (${root}) in ${seconds(fromInstall)}`)

    step = performance.now()
    devnet = await startInstalledDevnet(root)
    const { ready } = devnet
    const port = await freePort(HOST)
    const url = `http://${HOST}:${port}`
    await allowDemoOrigin({ configApi: devnet.urls.configApi, origin: url, projectId: PROJECT_ID })
    console.log(`keyway-devnet --json (installed) started on free ports in ${seconds(step)}`)

    const env = {
      ...process.env,
      KEYWAY_DEVNET: ready,
      SCRATCH_PROJECT_ID: PROJECT_ID,
      SCRATCH_DAPP_URL: url,
      SCRATCH_CHROMIUM_PATH: CHROMIUM_PATH,
      SCRATCH_CHROMIUM_ARGS: JSON.stringify([...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG]),
    }
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
    step = performance.now()
    await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      env,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 5 * 60_000,
    })
    console.log(`built the dapp in ${seconds(step)}`)

    server = spawn(
      process.execPath,
      [vite, 'preview', '--host', HOST, '--port', String(port), '--strictPort'],
      { cwd: root, env, stdio: 'ignore' },
    )
    await waitForServer(url, server, 20_000)

    step = performance.now()
    const playwright = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
    const code = await runVisible(root, [playwright, 'test'], env)
    console.log(
      `the dapp's Playwright spec ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(step)}`,
    )
    if (code !== 0) failure = `the scratch dapp's spec failed (exit ${code})`
    console.log(`from the clean install to the spec's end: ${seconds(fromInstall)}`)
  } catch (error) {
    failure = error instanceof Error ? (error.stack ?? error.message) : String(error)
  } finally {
    server?.kill('SIGTERM')
    if (devnet) {
      await stopDevnet(devnet).catch((error: unknown) => {
        failure ??= error instanceof Error ? error.message : String(error)
      })
    }
    await rm(root, { recursive: true, force: true })
  }
  console.log(`scratch dapp: ${failure ? 'FAILED' : 'ok'} in ${seconds(started)}`)
  if (failure) {
    console.error(`  ✗ ${failure}`)
    process.exitCode = 1
  }
}

await main()
