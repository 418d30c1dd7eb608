/**
 * The Keyway packages as a dapp installs them: each built with its own `build` script and
 * packed with `pnpm pack`, so the bench bundles exactly what the tarball ships (its `files`
 * and `exports`), not the workspace sources.
 */
import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

const packagesDir = fileURLToPath(new URL('../../../../packages/', import.meta.url))

/** What "React + the EVM adapter" installs, in build order (each after what it imports). */
export const KEYWAY_PACKAGES = [
  { name: '@keyway/core', dir: 'core' },
  { name: '@keyway/ui', dir: 'ui' },
  { name: '@keyway/react', dir: 'react' },
  // adapter-evm depends on it (the embedded wallet's connector, loaded on first use).
  { name: '@keyway/embedded-wallet', dir: 'embedded-wallet' },
  { name: '@keyway/adapter-evm', dir: 'adapter-evm' },
] as const

export type KeywayPackageName = (typeof KEYWAY_PACKAGES)[number]['name']

/** Package name → absolute path of its tarball. */
export type Tarballs = Record<KeywayPackageName, string>

/** The last lines of a failed command's output, for the error message. */
function outputTail(error: unknown): string {
  const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
  return `${stdout}${stderr}`.trim().split('\n').slice(-15).join('\n')
}

export class PackageBuildError extends Error {
  override name = 'PackageBuildError' as const
  constructor(packageName: string, output: string) {
    super(`${packageName} failed to build:\n${output}`)
  }
}

/** Runs `pnpm --filter <name> build` for each package, one at a time (two cores). */
export async function buildPackages(): Promise<void> {
  for (const { name } of KEYWAY_PACKAGES) {
    try {
      await run('pnpm', ['--filter', name, 'build'], {
        cwd: packagesDir,
        maxBuffer: 64 * 1024 * 1024,
      })
    } catch (error) {
      throw new PackageBuildError(name, outputTail(error))
    }
  }
}

/** Packs each package into `destination`; `workspace:*` ranges become the packed version. */
export async function packPackages(destination: string): Promise<Tarballs> {
  const tarballs: Partial<Tarballs> = {}
  for (const { name, dir } of KEYWAY_PACKAGES) {
    const before = new Set(await readdir(destination).catch(() => []))
    await run('pnpm', ['pack', '--pack-destination', destination], {
      cwd: join(packagesDir, dir),
      maxBuffer: 16 * 1024 * 1024,
    })
    const written = (await readdir(destination)).find(
      (file) => file.endsWith('.tgz') && !before.has(file),
    )
    if (!written) throw new Error(`pnpm pack wrote no tarball for ${name}`)
    tarballs[name] = join(destination, written)
  }
  return tarballs as Tarballs
}
