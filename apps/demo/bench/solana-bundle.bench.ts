/**
 * `pnpm --filter demo bench:solana-bundle`: what a Solana-only dapp loads (only the Solana
 * code a dapp uses should be in its bundle). Builds bench/solana-only/entry.ts (core
 * and @keyway/adapter-solana, no modal, no React) and prints gzip sizes: the entry with
 * everything it imports statically, then each chunk it loads only on demand (the transfer
 * builder with web3.js and spl-token, WalletConnect's provider). It prints figures and
 * asserts nothing.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'
import { gzipSize } from '../scripts/lib/initial-js.js'

const root = fileURLToPath(new URL('./solana-only/', import.meta.url))
const outDir = fileURLToPath(new URL('../dist/bench-solana/', import.meta.url))

type ManifestEntry = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

async function main(): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['@keyway/source', ...defaultClientConditions] },
    define: { global: 'globalThis', 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { input: join(root, 'entry.ts') },
    },
  })
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestEntry>
  const gz = async (file: string) => gzipSize(await readFile(join(outDir, file)))

  // The entry and its static imports, transitively: what loads with the page.
  const initial = new Set<string>()
  const visit = (key: string) => {
    if (initial.has(key)) return
    initial.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('no entry in the manifest')
  visit(entryKey)
  let initialBytes = 0
  for (const key of initial) initialBytes += await gz(manifest[key]?.file ?? '')
  console.log(`Solana-only dapp (core + adapter-solana), gzip level 9:`)
  console.log(
    `  loaded with the page                ${(initialBytes / 1000).toFixed(1).padStart(7)} KB`,
  )
  const lazy = Object.entries(manifest).filter(([key]) => !initial.has(key))
  for (const [key, entry] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
    const bytes = await gz(entry.file)
    const name = key.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    console.log(
      `  on demand: ${name.slice(0, 60).padEnd(60)} ${(bytes / 1000).toFixed(1).padStart(7)} KB`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
