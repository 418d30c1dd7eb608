import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type InlineConfig } from 'vite'
import { type DemoDevnetEndpoints, readDevnetEndpoints } from './scripts/lib/devnet-endpoints.js'
import { type DevnetTestKeys, readDevnetTestKeys } from './scripts/lib/devnet-test-keys.js'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The demo's Vite config, as a factory so scripts (start, e2e setup, bench, size check) can
 * build against any devnet without touching process.env.
 */
export function createDemoViteConfig(
  devnet: DemoDevnetEndpoints,
  options: {
    outDir?: string
    /**
     * devnet's public test keys, for the "Devnet test wallets" module only: the separate
     * devnet-wallets build and the dev server (which serves that module from source) get
     * them; the app's build does not, so they cannot end up in its bundle.
     */
    devnetTestKeys?: DevnetTestKeys
  } = {},
): InlineConfig {
  return {
    root,
    configFile: false,
    plugins: [react()],
    // Workspace packages are used from their TypeScript sources, not their dist builds.
    resolve: { conditions: ['@keyway/source', ...defaultClientConditions] },
    define: {
      // WalletConnect's packages read Node's `global`; an alias is all they need.
      global: 'globalThis',
      // The demo runs offline against devnet. Outside vitest, @walletconnect/core adds a Verify
      // iframe that waits 5 s for an unreachable server; this flag skips it. Demo build only:
      // a library must never set it.
      'process.env.IS_VITEST': JSON.stringify('true'),
      // The devnet endpoints (loopback URLs only) for src/keyway.config.ts.
      __KEYWAY_DEVNET__: JSON.stringify(devnet),
      ...(options.devnetTestKeys
        ? { __KEYWAY_DEVNET_TEST_KEYS__: JSON.stringify(options.devnetTestKeys) }
        : {}),
    },
    build: {
      outDir: options.outDir ?? 'dist/app',
      emptyOutDir: true,
      target: 'es2022',
      // Chromium-only evergreen targets: no preload polyfill in the entry chunk.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 5173 },
  }
}

/** `vite` (the dev server): serves src/devnet-wallets/ from source, so it gets the test keys. */
export default defineConfig(
  createDemoViteConfig(
    readDevnetEndpoints(process.env.KEYWAY_DEVNET, { frameHost: process.env.KEYWAY_FRAME_HOST }),
    {
      devnetTestKeys: readDevnetTestKeys(),
    },
  ),
)
