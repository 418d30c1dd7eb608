import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { isLoopbackUrl, readDevnetEndpoints } from '../../demo/scripts/lib/devnet-endpoints.js'

const devnet = readDevnetEndpoints(process.env.KEYWAY_DEVNET, {
  frameHost: process.env.KEYWAY_FRAME_HOST,
})

function solanaWebSocket(): string {
  const given: unknown = process.env.KEYWAY_DEVNET
    ? JSON.parse(process.env.KEYWAY_DEVNET.replace(/^DEVNET READY /, '')).solanaWs
    : undefined
  const url = typeof given === 'string' && given !== '' ? given : 'ws://127.0.0.1:8900'
  if (!isLoopbackUrl(url)) throw new Error(`KEYWAY_DEVNET.solanaWs must be a loopback URL: ${url}`)
  return url
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['@keyway/source', ...defaultClientConditions] },
  define: {
    global: 'globalThis',
    'process.env.IS_VITEST': JSON.stringify('true'),
    __KEYWAY_DEVNET__: JSON.stringify({ ...devnet, solanaWs: solanaWebSocket() }),
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
