/**
 * Packs public workspace packages with `pnpm pack` (workspace ranges become versions and
 * publishConfig applies, as on publish) into `destination`, for the scratch apps and the
 * scratch dapp that install them outside the workspace. Each package must be built.
 */
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packInto } from '../../../../scripts/pack.mjs'
import { workspaceVersions } from '../../bench/minimal-app/throwaway-app.js'

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url))

/**
 * Package name → `file:` specifier of its tarball in `destination`. `folders` are relative
 * to the workspace root (`packages/core`, `apps/devnet`).
 */
export async function packTarballs(
  folders: readonly string[],
  destination: string,
): Promise<Record<string, string>> {
  const tarballs: Record<string, string> = {}
  for (const folder of folders) {
    const packageDir = join(workspaceRoot, folder)
    if (!existsSync(join(packageDir, 'dist'))) {
      throw new Error(`${packageDir} is not built: run \`pnpm run pack-check\` first`)
    }
    const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'))
    tarballs[manifest.name] = `file:${await packInto(packageDir, destination)}`
  }
  return tarballs
}

/** A dev dependency of apps/demo (or the workspace root) at the version installed here. */
export function installedVersion(name: string): string {
  const demoDir = fileURLToPath(new URL('../../', import.meta.url))
  const path = createRequire(join(demoDir, 'package.json')).resolve(`${name}/package.json`)
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version
}

/**
 * The manifest of a scratch project: a React + Vite app on the packed tarballs, with the
 * peers a dapp owns (React, viem, wagmi's core) at the workspace's versions, plus `extra`.
 */
export function scratchManifest(
  name: string,
  tarballs: Record<string, string>,
  extra: { dependencies: Record<string, string>; devDependencies: Record<string, string> },
): object {
  const versions = workspaceVersions()
  return {
    name,
    private: true,
    type: 'module',
    dependencies: {
      ...extra.dependencies,
      react: versions.react,
      'react-dom': versions['react-dom'],
      // adapter-evm's peers, which the dapp owns.
      viem: versions.viem,
      '@wagmi/core': versions['@wagmi/core'],
    },
    devDependencies: {
      vite: versions.vite,
      '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
      ...extra.devDependencies,
    },
    // The packed manifests name each other at the workspace's version, which no registry
    // has: the tarballs stand in for it, as a published release would.
    pnpm: { overrides: tarballs },
  }
}
