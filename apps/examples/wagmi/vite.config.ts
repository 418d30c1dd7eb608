/**
 * The example's Vite config. It reaches devnet as the workspace's demo does: devnet's
 * READY JSON in $KEYWAY_DEVNET (fixed loopback ports without it) and frame-host's URL in
 * $KEYWAY_FRAME_HOST, baked in as `__KEYWAY_DEVNET__`. A dapp on a public network has none of
 * this: its `src/keyway.ts` names its chains and its project id, nothing more.
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { readDevnetEndpoints } from '../../demo/scripts/lib/devnet-endpoints.js'

const devnet = readDevnetEndpoints(process.env.KEYWAY_DEVNET, {
  frameHost: process.env.KEYWAY_FRAME_HOST,
})

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // Workspace packages are used from their TypeScript sources, not their dist builds.
  resolve: { conditions: ['@keyway/source', ...defaultClientConditions] },
  define: {
    // WalletConnect's packages read Node's `global`; an alias is all they need.
    global: 'globalThis',
    // Devnet only (this example runs offline): outside vitest, @walletconnect/core adds a
    // Verify iframe that waits 5 s for an unreachable server; this flag skips it, with
    // src/devnet-process-shim.ts. A dapp on a public network leaves both out.
    'process.env.IS_VITEST': JSON.stringify('true'),
    __KEYWAY_DEVNET__: JSON.stringify(devnet),
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
  // 4173: an origin devnet's `keyway-demo` project allows (the demo itself is on 5173).
  server: { host: '127.0.0.1', port: 4173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
})
