// Packing a workspace package as `pnpm publish` would, and starting an installed package's bin:
// shared by the pack checks here, the scratch apps and dapp (apps/demo/scripts) and devnet's
// bin test, which all install tarballs outside the workspace.
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Packs `dir` with `pnpm pack` into `destination` (workspace ranges become versions and
 * publishConfig applies, as on publish) and returns the new tarball's path.
 * @param {string} dir
 * @param {string} destination an existing folder; other tarballs in it are left alone
 * @returns {Promise<string>}
 */
export async function packInto(dir, destination) {
  const before = new Set(readdirSync(destination))
  await run('pnpm', ['pack', '--pack-destination', destination], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
  const tarball = readdirSync(destination).find((f) => f.endsWith('.tgz') && !before.has(f))
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${dir}`)
  return join(destination, tarball)
}

/**
 * Packs `dir` into a temporary folder, hands the tarball's path to `use`, then removes it.
 * @template T
 * @param {string} dir
 * @param {(tarball: string) => Promise<T> | T} use
 * @returns {Promise<T>}
 */
export async function withPackedTarball(dir, use) {
  const destination = mkdtempSync(join(tmpdir(), 'keyway-pack-'))
  try {
    return await use(await packInto(dir, destination))
  } finally {
    rmSync(destination, { recursive: true, force: true })
  }
}

/**
 * Starts `bin` under this Node with `args` and resolves with its first stdout line (a READY
 * line), the child and everything it printed so far. Rejects, with its stderr, when it exits
 * first or prints no whole line within `timeoutMs`; the child is then the caller's to stop.
 * @param {string} bin
 * @param {readonly string[]} args
 * @param {{ cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; onSpawn?: (child: import('node:child_process').ChildProcess) => void }} options
 */
export function startBinUntilLine(bin, args, options) {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  options.onSpawn?.(child)
  const output = { stdout: '', stderr: '' }
  const timeoutMs = options.timeoutMs ?? 60_000
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${bin}: no line on stdout in ${timeoutMs} ms\n${output.stderr}`)),
      timeoutMs,
    )
    child.stderr?.on('data', (data) => {
      output.stderr += data.toString()
    })
    child.stdout?.on('data', (data) => {
      output.stdout += data.toString()
      const end = output.stdout.indexOf('\n')
      if (end >= 0) {
        clearTimeout(timer)
        resolve({ child, line: output.stdout.slice(0, end), output })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${bin} exited with ${code}\n${output.stderr}`))
    })
  })
}
