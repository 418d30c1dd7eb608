/**
 * CI's bundle-size check (the first-load budget): builds the demo, loads it in Chromium until
 * idle and fails (exit 1) when the JavaScript loaded before the first click is over 200 KB
 * gzip (level 9, per file, summed). `--no-build` measures the existing dist/size build.
 * It also fails when devnet's test keys appear anywhere in the build outside the separate
 * devnet-wallets bundle, which only a visitor who turns them on loads, and when an EVM-only
 * dapp's bundle (scripts/evm-only/entry.ts, lazy chunks included) holds any Bitcoin code.
 */
import { launchChromium } from './lib/browser.js'
import { buildDemo, DEVNET_WALLETS_DIR, serveDemo } from './lib/demo-server.js'
import { readDevnetEndpoints } from './lib/devnet-endpoints.js'
import { filesWithTestSecrets, readDevnetTestKeys } from './lib/devnet-test-keys.js'
import { bitcoinInEvmOnlyBundle } from './lib/evm-only-bundle.js'
import {
  collectInitialJsPaths,
  formatInitialJs,
  INITIAL_JS_BUDGET_BYTES,
  sizeBuiltFiles,
} from './lib/initial-js.js'

const OUT_DIR = 'dist/size'

async function main(): Promise<number> {
  // The bytes do not depend on devnet being up: its fixed ports are enough to build against.
  const devnet = readDevnetEndpoints(process.env.KEYWAY_DEVNET)
  if (!process.argv.includes('--no-build')) await buildDemo({ devnet, outDir: OUT_DIR })
  const server = await serveDemo({ devnet, outDir: OUT_DIR, port: 0 })
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const paths = await collectInitialJsPaths(page, server.url)
    const result = await sizeBuiltFiles(server.outDir, paths)
    for (const line of formatInitialJs(result)) console.log(line)
    if (result.totalGzipBytes > INITIAL_JS_BUDGET_BYTES) {
      console.error('check-size: the JavaScript before the first click is over budget')
      return 1
    }
    const leaks = await filesWithTestSecrets(
      server.outDir,
      readDevnetTestKeys(),
      DEVNET_WALLETS_DIR,
    )
    if (leaks.length > 0) {
      console.error(`check-size: devnet's test keys are in the app's build: ${leaks.join(', ')}`)
      return 1
    }
    console.log(`devnet test keys: only in ${DEVNET_WALLETS_DIR}/ (the on-demand bundle)   ok`)
    const evmOnly = await bitcoinInEvmOnlyBundle()
    if (evmOnly.findings.length > 0) {
      console.error('check-size: an EVM-only dapp bundles Bitcoin code:')
      for (const { kind, what } of evmOnly.findings) console.error(`  ${kind}: ${what}`)
      return 1
    }
    console.log(`EVM-only dapp: no Bitcoin code in its ${evmOnly.chunks} chunks   ok`)
    return 0
  } finally {
    await browser.close()
    await server.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
