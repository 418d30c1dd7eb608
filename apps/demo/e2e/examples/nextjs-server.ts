/**
 * The Next.js example's fixture: `next build` of apps/examples/nextjs against this run's
 * devnet and frame-host (`KEYWAY_DEVNET`, `KEYWAY_FRAME_HOST`, read by its next.config.ts),
 * then `next start` on the 127.0.0.1 port the global setup picked and allowed in devnet's
 * configuration service (also frame-host's frame-ancestors). Once per worker; the server is
 * stopped (its whole process group) when the worker ends. Nothing is cached across runs:
 * the build folder is emptied first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { E2eEnv } from '../e2e-env.js'
import { test as base } from '../fixtures.js'

export const NEXTJS_DIR = fileURLToPath(new URL('../../../examples/nextjs/', import.meta.url))
const HOST = '127.0.0.1'
/** A cold `next build` (workspace sources, wagmi, WalletConnect) on two busy cores. */
export const NEXT_BUILD_TIMEOUT_MS = 180_000
const NEXT_START_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 10_000

/**
 * The build folder (next.config.ts's `distDir`, inside the app): one per e2e run
 * (KEYWAY_E2E_OUT_DIR), so two runs side by side never share one.
 */
function distDirOf(): string {
  const run = (process.env.KEYWAY_E2E_OUT_DIR ?? 'dist/e2e').replace(/[^a-zA-Z0-9-]+/g, '-')
  return `.next-${run}`
}

/** What `next build` and `next start` read: this run's devnet, no telemetry. */
function nextEnv(e2e: E2eEnv, distDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    KEYWAY_DEVNET: JSON.stringify(e2e.devnet.urls),
    KEYWAY_FRAME_HOST: e2e.frameHost.url,
    KEYWAY_NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

function nextBin(): string {
  return createRequire(join(NEXTJS_DIR, 'package.json')).resolve('next/dist/bin/next')
}

/** `next` in a process group of its own (`next start` forks the server): all of it is stopped. */
function spawnNext(args: string[], env: NodeJS.ProcessEnv, output: string[]): ChildProcess {
  const child = spawn(process.execPath, [nextBin(), ...args], {
    cwd: NEXTJS_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  return child
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  } catch {
    child.kill(signal)
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    signalGroup(child, 'SIGTERM')
  })
}

export type NextBuild = { distDir: string; durationMs: number }

/** `next build` from scratch; fails with Next's output. */
export async function buildNextExample(e2e: E2eEnv): Promise<NextBuild> {
  const distDir = distDirOf()
  await rm(join(NEXTJS_DIR, distDir), { recursive: true, force: true })
  const output: string[] = []
  const started = performance.now()
  const child = spawnNext(['build'], nextEnv(e2e, distDir), output)
  const code = await new Promise<number | null>((done, fail) => {
    const timer = setTimeout(() => {
      signalGroup(child, 'SIGKILL')
      fail(new Error(`next build took over ${NEXT_BUILD_TIMEOUT_MS} ms:\n${output.join('')}`))
    }, NEXT_BUILD_TIMEOUT_MS)
    child.once('error', (error) => {
      clearTimeout(timer)
      fail(error)
    })
    child.once('close', (exitCode) => {
      clearTimeout(timer)
      done(exitCode)
    })
  })
  if (code !== 0)
    throw new Error(`next build of apps/examples/nextjs failed (${code}):\n${output.join('')}`)
  return { distDir, durationMs: performance.now() - started }
}

export type NextServer = { url: string; close(): Promise<void> }

/** `next start` on the port the global setup picked and allowed; resolves once the page answers. */
export async function startNextExample(e2e: E2eEnv, distDir: string): Promise<NextServer> {
  const port = e2e.examplePorts.nextjs
  if (port === undefined) throw new Error('global-setup.ts picks no port for nextjs')
  const url = `http://${HOST}:${port}/`
  const output: string[] = []
  const child = spawnNext(['start', '-H', HOST, '-p', String(port)], nextEnv(e2e, distDir), output)
  const close = () => stopChild(child)
  try {
    const deadline = Date.now() + NEXT_START_TIMEOUT_MS
    for (;;) {
      if (child.exitCode !== null) throw new Error(`next start exited:\n${output.join('')}`)
      const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined)
      if (answer?.ok) break
      if (Date.now() > deadline) throw new Error(`next start did not answer:\n${output.join('')}`)
      await new Promise((wait) => setTimeout(wait, 250))
    }
    return { url, close }
  } catch (error) {
    await close()
    throw error
  }
}

type NextjsWorkerFixtures = {
  /** The served Next.js example, ready for `page.goto`. */
  nextjsUrl: string
}

export const test = base.extend<object, NextjsWorkerFixtures>({
  nextjsUrl: [
    async ({ e2e }, use) => {
      const build = await buildNextExample(e2e)
      // Printed, not asserted: CI's budget for this build is well under two minutes.
      console.log(`next build of apps/examples/nextjs: ${(build.durationMs / 1000).toFixed(1)} s`)
      const server = await startNextExample(e2e, build.distDir)
      try {
        await use(server.url)
      } finally {
        await server.close()
        await rm(join(NEXTJS_DIR, build.distDir), { recursive: true, force: true })
      }
    },
    { scope: 'worker', timeout: NEXT_BUILD_TIMEOUT_MS + NEXT_START_TIMEOUT_MS + 30_000 },
  ],
})

export { expect } from '../fixtures.js'
