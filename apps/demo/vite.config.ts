import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type InlineConfig } from 'vite'
import { type DemoDevnetEndpoints, readDevnetEndpoints } from './scripts/lib/devnet-endpoints.js'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The demo's Vite config, as a factory so scripts (start, e2e setup, bench, size check) can
 * build against any devnet without touching process.env.
 */
export function createDemoViteConfig(
  devnet: DemoDevnetEndpoints,
  options: { outDir?: string } = {},
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

export default defineConfig(createDemoViteConfig(readDevnetEndpoints(process.env.KEYWAY_DEVNET)))
