/**
 * Builds scripts/evm-only/entry.ts (an EVM-only dapp) and lists what of Bitcoin reached its
 * bundle, first load and lazy chunks alike: modules of the Bitcoin adapter or of the Bitcoin
 * libraries, and the Bitcoin chain definitions (found by their CAIP-2 ids, since core keeps
 * every chain in one module and only tree-shaking leaves the unused ones out).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions, type Plugin } from 'vite'

const ENTRY = fileURLToPath(new URL('../evm-only/entry.ts', import.meta.url))
const OUT_DIR = fileURLToPath(new URL('../../dist/evm-only/', import.meta.url))

/** Module paths that are Bitcoin code. */
export const BITCOIN_MODULES: readonly RegExp[] = [
  /[\\/]adapter-bitcoin[\\/]/,
  /[\\/]@scure[\\/]btc-signer[\\/]/,
  /[\\/]@sats-connect[\\/]/,
  /[\\/]@exodus[\\/]bitcoin-wallet-standard[\\/]/,
  /[\\/]bip322-js[\\/]/,
]

/** Bitcoin mainnet's and testnet's CAIP-2 ids: present only with the chain definitions. */
export const BITCOIN_CHAIN_IDS: readonly string[] = [
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
]

export type BitcoinFinding = { kind: 'module' | 'chain'; what: string }

/** What of Bitcoin the given modules and output texts hold. */
export function findBitcoin(
  moduleIds: Iterable<string>,
  outputs: Iterable<{ file: string; text: string }>,
): BitcoinFinding[] {
  const found: BitcoinFinding[] = []
  for (const id of moduleIds) {
    if (BITCOIN_MODULES.some((pattern) => pattern.test(id)))
      found.push({ kind: 'module', what: id })
  }
  for (const { file, text } of outputs) {
    for (const chainId of BITCOIN_CHAIN_IDS) {
      if (text.includes(chainId)) found.push({ kind: 'chain', what: `${chainId} in ${file}` })
    }
  }
  return found
}

async function jsFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
}

export async function bitcoinInEvmOnlyBundle(): Promise<{
  chunks: number
  findings: BitcoinFinding[]
}> {
  const moduleIds = new Set<string>()
  const collect: Plugin = {
    name: 'keyway-collect-module-ids',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) moduleIds.add(id)
      }
    },
  }
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [collect],
    resolve: { conditions: ['@keyway/source', ...defaultClientConditions] },
    define: { global: 'globalThis', 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRY },
    },
  })
  const files = await jsFiles(OUT_DIR)
  const outputs = await Promise.all(
    files.map(async (file) => ({
      file: file.slice(OUT_DIR.length),
      text: await readFile(file, 'utf8'),
    })),
  )
  return { chunks: files.length, findings: findBitcoin(moduleIds, outputs) }
}
