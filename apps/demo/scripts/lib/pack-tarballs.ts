/**
 * Packs public workspace packages with `pnpm pack` (workspace ranges become versions and
 * publishConfig applies, as on publish) into `destination`, for the scratch apps and the
 * scratch dapp that install them outside the workspace. Each package must be built.
 */
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const packagesDir = fileURLToPath(new URL('../../../../packages/', import.meta.url))

/** Package name → `file:` specifier of its tarball in `destination`. */
export async function packTarballs(
  folders: readonly string[],
  destination: string,
): Promise<Record<string, string>> {
  const tarballs: Record<string, string> = {}
  for (const dir of folders) {
    const packageDir = join(packagesDir, dir)
    if (!existsSync(join(packageDir, 'dist'))) {
      throw new Error(`packages/${dir} is not built: run \`pnpm run pack-check\` first`)
    }
    const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'))
    const before = new Set(await readdir(destination))
    await run('pnpm', ['pack', '--pack-destination', destination], { cwd: packageDir })
    const written = (await readdir(destination)).find((f) => f.endsWith('.tgz') && !before.has(f))
    if (!written) throw new Error(`pnpm pack wrote no tarball for ${manifest.name}`)
    tarballs[manifest.name] = `file:${join(destination, written)}`
  }
  return tarballs
}
/** A dev dependency of apps/demo (or the workspace root) at the version installed here. */
export function installedVersion(name: string): string {
  const demoDir = fileURLToPath(new URL('../../', import.meta.url))
  const path = createRequire(join(demoDir, 'package.json')).resolve(`${name}/package.json`)
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version
}
