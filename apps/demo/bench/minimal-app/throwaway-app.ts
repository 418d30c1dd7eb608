/**
 * Makes a throwaway app folder (outside the workspace), installs it with pnpm as a dapp
 * would (the Keyway tarballs by `file:`, everything else from the registry or pnpm's store)
 * and builds it with its own `vite build`.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { APP_MAIN, type AppKind, INDEX_HTML, VITE_CONFIG } from './app-sources.js'
import type { Tarballs } from './packages.js'

const run = promisify(execFile)

const demoDir = fileURLToPath(new URL('../../', import.meta.url))
const adapterEvmDir = fileURLToPath(new URL('../../../../packages/adapter-evm/', import.meta.url))

/**
 * The version the workspace installed for a direct dependency of `packageDir`, pinned. Read
 * from node_modules, not resolved: some packages do not export their package.json.
 */
function installedVersion(packageDir: string, name: string): string {
  const manifest = readFileSync(join(packageDir, 'node_modules', name, 'package.json'), 'utf8')
  return (JSON.parse(manifest) as { version: string }).version
}

/** The apps' own dependencies, at the versions apps/demo (and adapter-evm) resolved. */
export function workspaceVersions(): Record<string, string> {
  return {
    react: installedVersion(demoDir, 'react'),
    'react-dom': installedVersion(demoDir, 'react-dom'),
    vite: installedVersion(demoDir, 'vite'),
    '@vitejs/plugin-react': installedVersion(demoDir, '@vitejs/plugin-react'),
    viem: installedVersion(demoDir, 'viem'),
    '@wagmi/core': installedVersion(adapterEvmDir, '@wagmi/core'),
  }
}

export function appPackageJson(
  kind: AppKind,
  versions: Record<string, string>,
  tarballs: Tarballs,
): object {
  const pick = (...names: string[]) =>
    Object.fromEntries(names.map((name) => [name, versions[name] ?? 'latest']))
  const file = (path: string) => `file:${path}`
  const keyway = {
    '@keyway/adapter-evm': file(tarballs['@keyway/adapter-evm']),
    '@keyway/core': file(tarballs['@keyway/core']),
    '@keyway/react': file(tarballs['@keyway/react']),
  }
  return {
    name: `keyway-bench-${kind}-app`,
    private: true,
    type: 'module',
    scripts: { build: 'vite build' },
    dependencies:
      kind === 'baseline'
        ? pick('@wagmi/core', 'react', 'react-dom', 'viem')
        : { ...keyway, ...pick('react', 'react-dom') },
    devDependencies: pick('@vitejs/plugin-react', 'vite'),
    // The packed manifests depend on each other at version 0.0.0, which no registry has:
    // the tarballs stand in for it, as a published release would.
    ...(kind !== 'baseline'
      ? {
          pnpm: {
            overrides: {
              '@keyway/core': file(tarballs['@keyway/core']),
              '@keyway/ui': file(tarballs['@keyway/ui']),
              '@keyway/embedded-wallet': file(tarballs['@keyway/embedded-wallet']),
            },
          },
        }
      : {}),
  }
}

export type BuiltApp = { kind: AppKind; dir: string; distDir: string }

/** Writes, installs (`pnpm install --prefer-offline`) and builds one app in `dir`. */
export async function createApp(
  kind: AppKind,
  dir: string,
  tarballs: Tarballs,
  log: (message: string) => void,
): Promise<BuiltApp> {
  await mkdir(join(dir, 'src'), { recursive: true })
  const manifest = appPackageJson(kind, workspaceVersions(), tarballs)
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await writeFile(join(dir, 'index.html'), INDEX_HTML)
  await writeFile(join(dir, 'vite.config.js'), VITE_CONFIG)
  await writeFile(join(dir, 'src', 'main.tsx'), APP_MAIN[kind])

  let started = performance.now()
  await run('pnpm', ['install', '--prefer-offline', '--reporter=silent'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  })
  log(`  ${kind}: pnpm install ${seconds(started)}`)
  started = performance.now()
  await run('pnpm', ['run', 'build', '--logLevel', 'warn'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  })
  log(`  ${kind}: vite build ${seconds(started)}`)
  return { kind, dir, distDir: join(dir, 'dist') }
}

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`
}
