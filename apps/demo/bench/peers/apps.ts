/**
 * The five apps of the comparison, each a throwaway React + Vite app in its own folder under
 * the OS temp dir, with the same index.html, the same Vite config and the same React:
 * Keyway's is minimal-app's (installed from the packed tarballs with pnpm); the others are
 * installed from the npm registry with `npm install` at the versions of versions.ts, outside
 * the workspace and its lockfile.
 */
import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { INDEX_HTML, VITE_CONFIG } from '../minimal-app/app-sources.js'
import type { Tarballs } from '../minimal-app/packages.js'
import { createApp, seconds, workspaceVersions } from '../minimal-app/throwaway-app.js'
import { PEER_MAIN } from './app-sources.js'
import {
  APPKIT_VERSIONS,
  RAINBOWKIT_VERSIONS,
  WAGMI_BASELINE_VERSIONS,
  WAGMI_STACK_VERSIONS,
} from './versions.js'

const run = promisify(execFile)

/** The table's columns, in the order. */
export const APP_IDS = ['appkit', 'rainbowkit', 'keyway', 'wagmi', 'react'] as const
export type AppId = (typeof APP_IDS)[number]

export type AppSpec = {
  id: AppId
  /** Column header. */
  label: string
  /**
   * What "the modal's first wallet list" is in this toolkit's DOM: a CSS selector matched in
   * the document and in every open shadow root; the first frame with one such element laid
   * out is the first view. Undefined: the app has no modal (a baseline).
   */
  walletEntry?: string
}

export const APPS: Record<AppId, AppSpec> = {
  // AppKit's modal is Lit elements in shadow roots; each wallet row is one of these.
  appkit: { id: 'appkit', label: 'AppKit', walletEntry: 'wui-list-wallet' },
  // RainbowKit marks each wallet option of its Connect view with this test id.
  rainbowkit: {
    id: 'rainbowkit',
    label: 'RainbowKit',
    walletEntry: '[data-testid^="rk-wallet-option-"]',
  },
  keyway: { id: 'keyway', label: 'Keyway', walletEntry: 'kw-wallet-item' },
  wagmi: { id: 'wagmi', label: 'React + wagmi' },
  react: { id: 'react', label: 'React alone' },
}

type PeerId = Exclude<AppId, 'keyway'>

/** The package.json of a peer app: the workspace's React and Vite, the rest pinned. */
export function peerPackageJson(id: PeerId, workspace: Record<string, string>): object {
  const pick = (...names: string[]) =>
    Object.fromEntries(
      names.map((name) => {
        const version = workspace[name]
        if (!version) throw new Error(`the workspace has no version of ${name}`)
        return [name, version]
      }),
    )
  const toolkit: Record<PeerId, Record<string, string>> = {
    appkit: { ...APPKIT_VERSIONS, ...WAGMI_STACK_VERSIONS },
    rainbowkit: { ...RAINBOWKIT_VERSIONS, ...WAGMI_STACK_VERSIONS },
    wagmi: { ...WAGMI_BASELINE_VERSIONS, ...WAGMI_STACK_VERSIONS },
    react: {},
  }
  return {
    name: `keyway-bench-peer-${id}-app`,
    private: true,
    type: 'module',
    scripts: { build: 'vite build' },
    dependencies: { ...pick('react', 'react-dom'), ...toolkit[id] },
    devDependencies: pick('@vitejs/plugin-react', 'vite'),
  }
}

export type BuiltPeerApp = { spec: AppSpec; dir: string; distDir: string }

const BIG_OUTPUT = { maxBuffer: 64 * 1024 * 1024 }

/** Writes, installs (`npm install`) and builds one peer app in `dir`. */
async function createPeerApp(
  id: PeerId,
  dir: string,
  log: (message: string) => void,
): Promise<BuiltPeerApp> {
  await mkdir(join(dir, 'src'), { recursive: true })
  const manifest = peerPackageJson(id, workspaceVersions())
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await writeFile(join(dir, 'index.html'), INDEX_HTML)
  await writeFile(join(dir, 'vite.config.js'), VITE_CONFIG)
  await writeFile(join(dir, 'src', 'main.tsx'), PEER_MAIN[id])

  let started = performance.now()
  // No install scripts: they build native Node add-ons a browser bundle never uses.
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    ...BIG_OUTPUT,
  })
  log(`  ${id}: npm install ${seconds(started)}`)
  started = performance.now()
  await run('npm', ['run', 'build', '--', '--logLevel', 'warn'], { cwd: dir, ...BIG_OUTPUT })
  log(`  ${id}: vite build ${seconds(started)}`)
  return { spec: APPS[id], dir, distDir: join(dir, 'dist') }
}

/** Creates the app `id` in `dir`: Keyway's from the tarballs, the others from the registry. */
export async function createBenchApp(
  id: AppId,
  dir: string,
  tarballs: Tarballs,
  log: (message: string) => void,
): Promise<BuiltPeerApp> {
  if (id === 'keyway') {
    const built = await createApp('minimal', dir, tarballs, log)
    return { spec: APPS.keyway, dir: built.dir, distDir: built.distDir }
  }
  return createPeerApp(id, dir, log)
}
