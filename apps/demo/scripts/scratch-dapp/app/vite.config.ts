// Builds the scratch dapp with devnet's URLs from $KEYWAY_DEVNET (devnet's READY JSON).
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const ready = JSON.parse(process.env.KEYWAY_DEVNET ?? '{}') as Record<string, unknown>

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: {
    // WalletConnect's packages read `global`.
    global: 'globalThis',
    __SCRATCH_DEVNET__: JSON.stringify({
      evmRpc: ready.evmRpc,
      relay: ready.relay,
      configApi: ready.configApi,
      blockchainApi: ready.blockchainApi,
      projectId: process.env.SCRATCH_PROJECT_ID,
    }),
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
