import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packInto, startBinUntilLine } from '../../../scripts/pack.mjs'
import { EVM_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNTS } from '../fixtures.js'

/**
 * `keyway-devnet` as a dapp team gets it: @keyway/devnet and @keyway/server-kit built,
 * packed as `pnpm publish` packs them, installed with pnpm in a folder outside the workspace,
 * and the installed package's bin started under plain Node with `--json`.
 */

const run = promisify(execFile)
const devnetDir = fileURLToPath(new URL('..', import.meta.url))
const serverKitDir = fileURLToPath(new URL('../../../packages/server-kit/', import.meta.url))
/** Building both packages on two busy cores, then a pnpm install of devnet's dependencies. */
const SETUP_TIMEOUT_MS = 300_000

let scratch = ''
const children: ChildProcess[] = []

/** Newest modification time under `path` (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** Runs the package's build when its dist is missing or older than what it is built from. */
async function buildIfStale(dir: string): Promise<void> {
  const inputs = ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json']
  const newestInput = Math.max(...inputs.map((name) => newestMtime(join(dir, name))))
  if (existsSync(join(dir, 'dist')) && newestMtime(join(dir, 'dist')) >= newestInput) return
  rmSync(join(dir, 'dist'), { recursive: true, force: true })
  await run('pnpm', ['run', 'build'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 })
}

beforeAll(async () => {
  await Promise.all([buildIfStale(serverKitDir), buildIfStale(devnetDir)])
  scratch = mkdtempSync(join(tmpdir(), 'keyway-devnet-bin-'))
  const devnet = `file:${await packInto(devnetDir, scratch)}`
  const serverKit = `file:${await packInto(serverKitDir, scratch)}`
  const manifest = {
    name: 'keyway-devnet-scratch',
    private: true,
    type: 'module',
    dependencies: { '@keyway/devnet': devnet },
    // The packed manifest names @keyway/server-kit at the workspace's version, which no
    // registry has: its tarball stands in for it, as a published release would.
    pnpm: { overrides: { '@keyway/server-kit': serverKit } },
  }
  await writeFile(join(scratch, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await run('pnpm', ['install', '--prefer-offline', '--reporter=silent'], {
    cwd: scratch,
    maxBuffer: 64 * 1024 * 1024,
  })
}, SETUP_TIMEOUT_MS)

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

/** pids of anvil processes serving `port` (empty when none). */
function anvilOn(port: string): string[] {
  try {
    const found = execFileSync('pgrep', ['-f', `anvil .*--port ${port} `]).toString()
    return found.trim().split('\n').filter(Boolean)
  } catch {
    return [] // pgrep exits 1 when nothing matches
  }
}

describe('the keyway-devnet bin, installed from its tarball', () => {
  it('prints only the READY JSON on stdout with --json, with the fixtures accounts, and stops on SIGTERM', async () => {
    const installed = join(scratch, 'node_modules', '@keyway', 'devnet')
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      bin: Record<string, string>
    }
    const bin = join(installed, manifest.bin['keyway-devnet'] ?? 'missing')
    expect(bin).toBe(join(installed, 'dist', 'cli.js'))

    const { child, output } = await startBinUntilLine(bin, ['--json'], {
      cwd: scratch,
      env: { ...process.env, KEYWAY_DEVNET_PORTS: 'free' },
      onSpawn: (spawned) => children.push(spawned),
    })
    const lines = output.stdout.split('\n').filter(Boolean)
    expect(lines).toHaveLength(1)
    const ready = JSON.parse(lines[0] ?? '')
    expect(ready.evmRpc).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(ready.relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    // The human table goes to stderr.
    expect(output.stderr).toContain('devnet is up:')
    expect(output.stderr).toContain(ready.configApi)

    // The fixtures entry, as installed, names the accounts this devnet funds.
    const installedFixtures = (await import(join(installed, 'fixtures.js'))) as {
      EVM_TEST_ACCOUNTS: unknown
      SOLANA_TEST_ACCOUNTS: unknown
    }
    expect(ready.accounts.evm).toEqual(installedFixtures.EVM_TEST_ACCOUNTS)
    expect(ready.accounts.solana).toEqual(installedFixtures.SOLANA_TEST_ACCOUNTS)
    expect(ready.accounts.evm).toEqual(EVM_TEST_ACCOUNTS)
    expect(ready.accounts.solana).toEqual(SOLANA_TEST_ACCOUNTS)

    const res = await fetch(`${ready.configApi}/getWallets?entries=1`, {
      signal: AbortSignal.timeout(10_000),
    })
    expect(res.status).toBe(200)

    const evmPorts = [ready.evmRpc, ready.evmRpc2].map((u: string) => new URL(u).port)
    expect(evmPorts.flatMap(anvilOn)).toHaveLength(2)
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(evmPorts.flatMap(anvilOn)).toEqual([])
    // Nothing but that line on stdout, also while stopping.
    expect(output.stdout).toBe(`${lines[0]}\n`)
    expect(output.stderr).toContain('devnet: SIGTERM, stopping')
  })
})
