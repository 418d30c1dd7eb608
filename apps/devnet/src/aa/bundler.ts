import { spawn } from 'node:child_process'
import { createWriteStream, realpathSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Address } from 'viem'
import { freePort, killAndWait } from '../child-process.js'
import type { AaKeys } from './keys.js'

/**
 * Runs Pimlico's alto (`@pimlico/alto`, a TypeScript ERC-4337 bundler) as a child process
 * against one anvil chain. Its output goes to a log file; the last lines are kept and put
 * in the error if it exits early or never answers.
 */

export type BundlerStartOptions = {
  /** The anvil node the bundler sends handleOps to. */
  rpcUrl: string
  entryPoint: Address
  /** alto's simulation contracts, already deployed (deployBundlerContracts). */
  simulations: { pimlico: Address; entryPointV07: Address }
  /** 0 picks a free port. alto itself always listens on every interface. */
  port: number
  /** The host readiness checks and the returned URL use (alto listens on all). */
  host: string
  /** How long to wait for eth_supportedEntryPoints to answer, default 30 s. */
  readyTimeoutMs?: number
  /** Aborts the start (the child is killed). */
  signal?: AbortSignal
}

export type BundlerProcessOptions = {
  keys: Pick<AaKeys, 'bundlerExecutor'>
  /**
   * Where alto's output goes while it runs; default a file in the OS temp folder named
   * after the process, removed again when the bundler stops.
   */
  logFile?: string
}

export type BundlerOptions = BundlerStartOptions & BundlerProcessOptions

export type Bundler = {
  url: string
  pid: number
  logFile: string
  stop(): Promise<void>
}

export class BundlerStartError extends Error {
  override name = 'BundlerStartError' as const
}

/** alto's CLI entry: the package's `exports` names only its library, so go by its folder. */
export function resolveAltoCli(): string {
  const main = realpathSync(createRequire(import.meta.url).resolve('@pimlico/alto'))
  return join(dirname(main), 'cli', 'alto.js')
}

/**
 * alto's command line for a local anvil (no tracing node, automining), and the variables
 * that carry its keys: alto reads ALTO_* too, and the environment is not what `ps` shows
 * every user.
 */
export function altoCommand(options: {
  rpcUrl: string
  entryPoint: Address
  simulations: { pimlico: Address; entryPointV07: Address }
  port: number
}): string[] {
  const argv = [
    ['--entrypoints', options.entryPoint],
    ['--rpc-url', options.rpcUrl],
    ['--port', String(options.port)],
    // Safe mode needs debug_traceCall with the ERC-7562 tracer, which anvil lacks.
    ['--safe-mode', 'false'],
    // Its simulation contracts are deployed by devnet beforehand (alto checks they exist).
    ['--deploy-simulations-contract', 'false'],
    ['--pimlico-simulation-contract', options.simulations.pimlico],
    ['--entrypoint-simulation-contract-v7', options.simulations.entryPointV07],
    // anvil mines on arrival: look for receipts often.
    ['--block-time', '100'],
    ['--min-bundle-interval', '50'],
    ['--max-bundle-interval', '200'],
    // The executor is funded by devnet; nothing to watch or refill, so no utility account.
    ['--utility-wallet-monitor', 'false'],
    ['--refilling-wallets', 'false'],
    ['--json', 'true'],
    ['--log-level', 'info'],
    // Its node and wallet clients log every call with its payload (megabytes of bytecode).
    ['--public-client-log-level', 'warn'],
    ['--wallet-client-log-level', 'warn'],
  ].flat()
  return argv
}

/** The variables that carry alto's key (it reads ALTO_*): not on the command line `ps` shows. */
export function altoEnvironment(keys: Pick<AaKeys, 'bundlerExecutor'>): Record<string, string> {
  return { ALTO_EXECUTOR_PRIVATE_KEYS: keys.bundlerExecutor.privateKey }
}

async function answers(url: string, entryPoint: Address): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
      signal: AbortSignal.timeout(1000),
    })
    if (!res.ok) return false
    const body = (await res.json()) as { result?: unknown }
    return (
      Array.isArray(body.result) &&
      body.result.some((e) => typeof e === 'string' && e.toLowerCase() === entryPoint.toLowerCase())
    )
  } catch {
    return false
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

class EarlyExitError extends BundlerStartError {}

/**
 * alto's process, spawned before its arguments are known: it loads alto's modules (most
 * of alto's start-up) while devnet deploys the contracts alto checks for when it starts.
 */
export type PreparedBundler = {
  /** Hands alto its arguments; resolves once eth_supportedEntryPoints names the EntryPoint. */
  start(options: BundlerStartOptions): Promise<Bundler>
  /** Ends the process if it was never started (no-op otherwise). */
  cancel(): Promise<void>
}

/**
 * The launcher beside this file. Resolved when a bundler starts, not at import: a test in a
 * browser-like environment imports devnet's helpers without a file URL for this module.
 */
const launcherPath = () => fileURLToPath(new URL('./alto-launcher.mjs', import.meta.url))

export function prepareBundler(options: BundlerProcessOptions): PreparedBundler {
  const env: NodeJS.ProcessEnv = { ...process.env, ...altoEnvironment(options.keys) }
  // No error reports leave the machine from devnet's bundler.
  delete env.SENTRY_DSN
  const child = spawn(process.execPath, [launcherPath(), resolveAltoCli()], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env,
    // Not the caller's folder: alto reads a `.env` file from where it runs.
    cwd: tmpdir(),
  })
  const logFile = options.logFile ?? join(tmpdir(), `keyway-devnet-alto-${child.pid ?? 0}.log`)
  const log = createWriteStream(logFile)
  let tail = ''
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    tail = (tail + chunk.toString('utf8')).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.stdin?.on('error', () => {}) // a child that died: reported by the start below
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  let exited = false
  child.once('exit', () => {
    exited = true
    process.off('exit', killOnExit)
    log.end()
  })
  child.once('error', (error) => {
    exited = true
    tail += `\n${String(error)}`
  })
  const stop = async () => {
    await killAndWait(child)
    if (!options.logFile) rmSync(logFile, { force: true })
  }
  let started = false

  return {
    cancel: async () => {
      if (!started) await stop()
    },
    async start(start) {
      started = true
      const port = start.port === 0 ? await freePort(start.host) : start.port
      const argv = altoCommand({
        rpcUrl: start.rpcUrl,
        entryPoint: start.entryPoint,
        simulations: start.simulations,
        port,
      })
      child.stdin?.end(JSON.stringify({ argv }))
      const url = `http://${start.host}:${port}`
      const deadline = Date.now() + (start.readyTimeoutMs ?? 30_000)
      for (;;) {
        if (exited) {
          throw new EarlyExitError(`the bundler (alto, port ${port}) exited early:\n${tail.trim()}`)
        }
        if (start.signal?.aborted) {
          await stop()
          throw new BundlerStartError('the bundler start was aborted')
        }
        if (await answers(url, start.entryPoint)) break
        if (Date.now() > deadline) {
          await stop()
          throw new BundlerStartError(
            `the bundler (alto) did not answer on ${url} in time; its log (${logFile}) ends:\n${tail.trim()}`,
          )
        }
        await sleep(100)
      }
      return { url, pid: child.pid ?? -1, logFile, stop }
    },
  }
}

/**
 * Starts alto (on `prepared`, if given, else a new process) and resolves once
 * eth_supportedEntryPoints names the EntryPoint. On a free port (0) that another process
 * takes meanwhile, it tries again on another.
 */
export async function startBundler(
  options: BundlerOptions,
  prepared?: PreparedBundler,
): Promise<Bundler> {
  for (let attempt = 1; ; attempt++) {
    const launcher = attempt === 1 && prepared ? prepared : prepareBundler(options)
    try {
      return await launcher.start(options)
    } catch (error) {
      if (!(error instanceof EarlyExitError) || options.port !== 0 || attempt >= 3) throw error
    }
  }
}
