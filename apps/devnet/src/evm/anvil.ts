import { spawn } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort, killAndWait } from '../child-process.js'

/**
 * Runs one anvil node from the `@foundry-rs/anvil` npm package. The package's postinstall
 * (which copies the binary) is not run on our machines, so the binary is taken straight
 * from the platform package (`@foundry-rs/anvil-<os>-<arch>`), which pnpm installs beside
 * the wrapper package.
 */

/** anvil's (and Hardhat's) well-known test mnemonic: the same accounts on every run. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

export class AnvilNotFoundError extends Error {
  override name = 'AnvilNotFoundError' as const
}

export type ResolveAnvilOptions = {
  platform?: NodeJS.Platform
  arch?: string
  /** Module URL or path to resolve `@foundry-rs/anvil` from (tests point it elsewhere). */
  from?: string
}

export function resolveAnvilBinary(options: ResolveAnvilOptions = {}): string {
  const platform = options.platform ?? process.platform
  const arch = options.arch === undefined ? process.arch : options.arch
  const cpu = arch === 'x64' ? 'amd64' : arch
  const os = platform === 'win32' ? 'win32' : platform
  const platformPackage = `@foundry-rs/anvil-${os}-${cpu}`
  const hint = `install it with \`pnpm --filter @keyway/devnet install\` (package ${platformPackage} must be present for ${platform}/${arch})`
  let wrapperJson: string
  try {
    wrapperJson = createRequire(options.from ?? import.meta.url).resolve(
      '@foundry-rs/anvil/package.json',
    )
  } catch (cause) {
    throw new AnvilNotFoundError(`anvil: the @foundry-rs/anvil package is missing; ${hint}`, {
      cause,
    })
  }
  let platformJson: string
  try {
    // The platform package is an optional dependency of the wrapper, so resolve from there.
    platformJson = createRequire(realpathSync(wrapperJson)).resolve(
      `${platformPackage}/package.json`,
    )
  } catch (cause) {
    throw new AnvilNotFoundError(`anvil: no binary for this platform; ${hint}`, { cause })
  }
  const binary = join(dirname(platformJson), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new AnvilNotFoundError(`anvil: ${binary} does not exist; ${hint}`)
  return binary
}

export type AnvilOptions = {
  host: string
  /** 0 picks a free port. */
  port: number
  chainId: number
  accounts: number
  mnemonic?: string
  binary?: string
  fetch?: typeof fetch
  /** How long to wait for eth_chainId to answer, default 20 s. */
  readyTimeoutMs?: number
}

export type AnvilNode = {
  rpcUrl: string
  chainId: number
  pid: number
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function chainIdAnswers(url: string, fetchFn: typeof fetch): Promise<boolean> {
  try {
    const res = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    return res.ok
  } catch {
    return false
  }
}

class EarlyExitError extends Error {}

/** Starts anvil and resolves once eth_chainId answers. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const binary = options.binary ?? resolveAnvilBinary()
  // With port 0 the free port is picked here (anvil --silent does not print it); another
  // process may grab it first, so that case is retried on a new port.
  for (let attempt = 1; ; attempt++) {
    const port = options.port === 0 ? await freePort(options.host) : options.port
    try {
      return await launchAnvil(options, binary, port)
    } catch (error) {
      if (!(error instanceof EarlyExitError) || options.port !== 0 || attempt >= 3) throw error
    }
  }
}

async function launchAnvil(
  options: AnvilOptions,
  binary: string,
  port: number,
): Promise<AnvilNode> {
  const fetchFn = options.fetch ?? fetch
  const args = [
    '--host',
    options.host,
    '--port',
    String(port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    options.mnemonic ?? ANVIL_MNEMONIC,
    '--accounts',
    String(options.accounts),
    '--silent',
  ]
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000)
  })
  // A parent that exits without calling stop() must not leave anvil running.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))

  const rpcUrl = `http://${options.host}:${port}`
  const deadline = Date.now() + (options.readyTimeoutMs ?? 20_000)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let failed = false
  void exited.then(() => {
    failed = true
  })
  child.once('error', () => {
    failed = true
  })
  for (;;) {
    if (failed) {
      process.off('exit', killOnExit)
      throw new EarlyExitError(
        `anvil (chain ${options.chainId}, port ${port}) exited early: ${stderr.trim()}`,
      )
    }
    if (await chainIdAnswers(rpcUrl, fetchFn)) break
    if (Date.now() > deadline) {
      await killAndWait(child)
      throw new Error(`anvil (chain ${options.chainId}) did not answer on ${rpcUrl} in time`)
    }
    await sleep(50)
  }
  return {
    rpcUrl,
    chainId: options.chainId,
    pid: child.pid ?? -1,
    stop: () => killAndWait(child),
  }
}
