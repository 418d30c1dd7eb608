/**
 * Starts frame-host (apps/frame-host) as a child process beside a devnet on free ports, for
 * the e2e suite: its own throwaway PGlite folder and key file, devnet's configuration
 * service, SMTP mailbox and chains. A child process rather than in-process: frame-host
 * resolves the workspace packages from their sources (`--conditions=@keyway/source`), which
 * Playwright's loader does not do.
 *
 * It listens on 127.0.0.1 but is published as `localhost`: the demo is served on
 * 127.0.0.1, so the wallet frame is another site than the dapp, as it is in production, and
 * cross-origin rules (frame-ancestors, postMessage origins, partitioned storage) apply.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.js'

const FRAME_HOST_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../frame-host')

/** PGlite's first start (and the in-memory frame bundle) can take ~20 s on a loaded machine. */
export const FRAME_HOST_START_TIMEOUT_MS = 90_000

export type StartFrameHostParameters = {
  configApi: string
  /** devnet's SMTP listener, `smtp://127.0.0.1:<port>`. */
  smtp: string
  /** CAIP-2 network id → JSON-RPC URL of the chains frame-host may sign for. */
  chainRpcUrls: Readonly<Record<string, string>>
  /** devnet's OAuth and Farcaster stand-in, for the social logins (frame-host's OAUTH_URL). */
  oauth?: string
  /** eip155 chain id → devnet's ERC-4337 stack there (frame-host's SMART_ACCOUNTS). */
  smartAccounts?: Readonly<Record<string, unknown>>
  /** devnet's Farcaster ID registry (frame-host's FARCASTER_ID_REGISTRY): Farcaster sign-in needs it. */
  farcasterIdRegistry?: { chainId: number; address: string }
  /** devnet's blockchain API (frame-host's BLOCKCHAIN_API_URL): the approval card's USD prices. */
  blockchainApi?: string
  /** Host name browsers use for frame-host (default `localhost`, another site than 127.0.0.1). */
  publicHost?: string
  timeoutMs?: number
  /**
   * Keep every line of frame-host's output for `output()` (the e2e suite scans them);
   * otherwise stdout is drained and only stderr is passed on.
   */
  keepOutput?: boolean
}

export type RunningFrameHost = {
  /** frame-host as browsers see it: the dapp's `endpoints.frameHost` and the mails' links. */
  url: string
  /** The address it listens on, for requests from the test process itself. */
  listenUrl: string
  /**
   * Every line frame-host wrote (stdout and stderr, from its start) when started with
   * `keepOutput`, else none: the suite scans them once the run is over (e2e/log-scan.ts).
   */
  output(): readonly string[]
  stop(): Promise<void>
}

export class FrameHostStartError extends Error {
  override name = 'FrameHostStartError' as const
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolveReady, reject) => {
    let buffer = ''
    let errors = ''
    const timer = setTimeout(() => {
      finish()
      reject(new FrameHostStartError(`frame-host was not ready within ${timeoutMs} ms\n${errors}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString()
      const ready = /^FRAME HOST READY (\S+)$/m.exec(buffer)
      if (ready?.[1]) {
        finish()
        resolveReady(ready[1])
      }
    }
    const onError = (chunk: Buffer) => {
      errors = `${errors}${chunk.toString()}`.slice(-4000)
    }
    const onExit = (code: number | null) => {
      finish()
      reject(
        new FrameHostStartError(`frame-host exited with ${code} before it was ready\n${errors}`),
      )
    }
    function finish() {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onError)
    child.once('exit', onExit)
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    signalGroup(child, 'SIGTERM')
  })
}

/** Appends each whole line `stream` writes to `lines` (the last one once the stream ends). */
function keepLines(stream: NodeJS.ReadableStream | null, lines: string[]): void {
  if (!stream) return
  let rest = ''
  stream.on('data', (chunk: Buffer | string) => {
    const parts = `${rest}${chunk.toString()}`.split('\n')
    rest = parts.pop() ?? ''
    lines.push(...parts)
  })
  stream.on('end', () => {
    if (rest) lines.push(rest)
    rest = ''
  })
}

/** tsx runs frame-host in a process of its own: the whole group is signalled. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  } catch {
    child.kill(signal)
  }
}

export async function startFrameHost(
  parameters: StartFrameHostParameters,
): Promise<RunningFrameHost> {
  const dataDir = await mkdtemp(join(tmpdir(), 'keyway-e2e-frame-host-'))
  const port = await freePort()
  const publicUrl = `http://${parameters.publicHost ?? 'localhost'}:${port}`
  const child = spawn(
    join(FRAME_HOST_DIR, 'node_modules/.bin/tsx'),
    ['--conditions=@keyway/source', 'src/main.ts'],
    {
      cwd: FRAME_HOST_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        PGLITE_DIR: join(dataDir, 'pglite'),
        KEK_FILE: join(dataDir, 'kek'),
        SMTP_URL: parameters.smtp,
        CONFIG_API_URL: parameters.configApi,
        CHAIN_RPC_URLS: JSON.stringify(parameters.chainRpcUrls),
        ...(parameters.smartAccounts && Object.keys(parameters.smartAccounts).length > 0
          ? { SMART_ACCOUNTS: JSON.stringify(parameters.smartAccounts) }
          : {}),
        ...(parameters.farcasterIdRegistry
          ? { FARCASTER_ID_REGISTRY: JSON.stringify(parameters.farcasterIdRegistry) }
          : {}),
        ...(parameters.oauth ? { OAUTH_URL: parameters.oauth } : {}),
        ...(parameters.blockchainApi ? { BLOCKCHAIN_API_URL: parameters.blockchainApi } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  const output: string[] = []
  if (parameters.keepOutput) {
    keepLines(child.stdout, output)
    keepLines(child.stderr, output)
  }
  // Later output is passed on, so a failing request's log shows in the suite's output.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  const stop = async () => {
    await stopChild(child)
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const listenUrl = await waitForReady(child, parameters.timeoutMs ?? FRAME_HOST_START_TIMEOUT_MS)
    if (!parameters.keepOutput) child.stdout?.resume()
    return { url: publicUrl, listenUrl, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
