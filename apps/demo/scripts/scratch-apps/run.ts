/**
 * `pnpm --filter demo scratch-apps` (in `npm test`, after the packages are built): the
 * packages as a dapp team installs them. In a folder outside the workspace, with no
 * `workspace:` link, it installs the packed tarballs of the public packages and:
 * - type-checks every file of docs/snippets/ (the code the docs pages include: the quick
 *   starts, the adapter guide's custom adapter, the devnet and testing guides' tests, …)
 *   with strict TypeScript;
 * - builds the React one (the EVM adapter), whose build must hold no Solana code;
 * - builds the web-components one (the Solana adapter), whose build must hold no React;
 * - builds the server-rendered one and runs it in Node: its HTML must hold the connect
 *   button's element.
 * Prints the time each step takes; exits 1 on the first failure.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { seconds } from '../../bench/minimal-app/throwaway-app.js'
import { installedVersion, packTarballs, scratchManifest } from '../lib/pack-tarballs.js'
import { type Forbidden, forbiddenPackages, NO_REACT, NO_SOLANA } from './checks.js'
import { MODULES_FILE, SCRATCH_APPS, TSCONFIG, TYPE_CHECKED_SNIPPETS } from './sources.js'

const run = promisify(execFile)

/**
 * The public packages the apps and the snippets import (server-kit is devnet's dependency,
 * packed so that no registry is asked for it).
 */
const PACKAGES = [
  'packages/core',
  'packages/ui',
  'packages/react',
  'packages/embedded-wallet',
  'packages/adapter-evm',
  'packages/adapter-solana',
  'packages/testing',
  'packages/server-kit',
  'apps/devnet',
]
/** What a dapp lists as dev dependencies: its test kit and devnet. */
const DEV_PACKAGES = new Set(['@keyway/testing', '@keyway/devnet', '@keyway/server-kit'])

/** What each built app must not hold. */
const FORBIDDEN: Record<string, Forbidden> = {
  'react-evm': NO_SOLANA,
  'vanilla-solana': NO_REACT,
}

/** A package of the wagmi example app (apps/examples/wagmi) at the version installed there. */
function wagmiExampleVersion(name: string): string {
  const example = fileURLToPath(new URL('../../../examples/wagmi/package.json', import.meta.url))
  const path = createRequire(example).resolve(`${name}/package.json`)
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version
}

function manifest(tarballs: Record<string, string>): object {
  const pick = (dev: boolean) =>
    Object.fromEntries(Object.entries(tarballs).filter(([name]) => DEV_PACKAGES.has(name) === dev))
  return scratchManifest('keyway-scratch-apps', tarballs, {
    dependencies: {
      ...pick(false),
      // The migration guides' snippets keep wagmi's React provider and TanStack Query.
      wagmi: wagmiExampleVersion('wagmi'),
      '@tanstack/react-query': wagmiExampleVersion('@tanstack/react-query'),
    },
    devDependencies: {
      ...pick(true),
      typescript: installedVersion('typescript'),
      '@types/react': installedVersion('@types/react'),
      '@types/react-dom': installedVersion('@types/react-dom'),
      // The testing and devnet guides' tests.
      vitest: installedVersion('vitest'),
      '@playwright/test': installedVersion('@playwright/test'),
    },
  })
}

async function build(root: string, app: string): Promise<void> {
  await run('pnpm', ['exec', 'vite', 'build', '--config', join(app, 'vite.config.js')], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
}

async function main(): Promise<void> {
  const started = performance.now()
  const root = await mkdtemp(join(tmpdir(), 'keyway-scratch-'))
  const failures: string[] = []
  /** The type-check of the snippets; it never rejects (a failure is pushed to `failures`). */
  let typeCheck: Promise<void> = Promise.resolve()
  try {
    let step = performance.now()
    await mkdir(join(root, 'tarballs'))
    const tarballs = await packTarballs(PACKAGES, join(root, 'tarballs'))
    console.log(`packed ${Object.keys(tarballs).length} packages in ${seconds(step)}`)

    await writeFile(join(root, 'package.json'), `${JSON.stringify(manifest(tarballs), null, 2)}\n`)
    await writeFile(join(root, 'tsconfig.json'), TSCONFIG)
    await mkdir(join(root, 'snippets'))
    for (const [path, text] of Object.entries(TYPE_CHECKED_SNIPPETS)) {
      await writeFile(join(root, path), text)
    }
    for (const app of SCRATCH_APPS) {
      await mkdir(join(root, app.name))
      for (const [file, text] of Object.entries(app.files)) {
        await writeFile(join(root, app.name, file), text)
      }
    }
    step = performance.now()
    await run('pnpm', ['install', '--prefer-offline', '--reporter=silent'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    })
    console.log(`installed the tarballs outside the workspace (${root}) in ${seconds(step)}`)

    // The type-check runs beside the builds (they do not read each other's output).
    const typeCheckStarted = performance.now()
    typeCheck = run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], { cwd: root }).then(
      () => {
        const count = Object.keys(TYPE_CHECKED_SNIPPETS).length
        console.log(
          `the ${count} docs snippets type-check (strict) in ${seconds(typeCheckStarted)}, ` +
            'beside the builds',
        )
      },
      (error: unknown) => {
        const { stdout = '' } = error as { stdout?: string }
        failures.push(`the docs snippets do not type-check:\n${stdout.trim()}`)
      },
    )

    for (const [name, forbidden] of Object.entries(FORBIDDEN)) {
      step = performance.now()
      await build(root, name)
      const ids = JSON.parse(await readFile(join(root, name, 'dist', MODULES_FILE), 'utf8'))
      const found = forbiddenPackages(ids, forbidden)
      const verdict = found.length === 0 ? `no ${forbidden.label}` : `HOLDS ${forbidden.label}`
      console.log(`${name}: built in ${seconds(step)}, ${ids.length} modules, ${verdict}`)
      if (found.length > 0) failures.push(`${name} holds ${forbidden.label}: ${found.join(', ')}`)
    }

    step = performance.now()
    await build(root, 'ssr')
    const { stdout: html } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const page = await import('./ssr/dist/render.js'); process.stdout.write(page.renderPage())",
      ],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    )
    const rendered = html.includes('<kw-connect-button')
    console.log(
      `ssr: built and rendered in Node in ${seconds(step)}, ${html.length} characters, ` +
        `${rendered ? 'with' : 'WITHOUT'} <kw-connect-button>`,
    )
    if (!rendered) failures.push(`ssr rendered no <kw-connect-button>: ${html.slice(0, 300)}`)
  } finally {
    // The type-check's verdict, and, when a build threw, the folder kept until it ends.
    await typeCheck
    await rm(root, { recursive: true, force: true })
  }
  console.log(`scratch apps: ${failures.length === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`)
  for (const failure of failures) console.error(`  ✗ ${failure}`)
  if (failures.length > 0) process.exitCode = 1
}

await main()
