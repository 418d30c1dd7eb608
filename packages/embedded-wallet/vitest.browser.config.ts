import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { defineProject, type Plugin } from 'vitest/config'
import {
  CHROMIUM_PATH,
  LOOPBACK_ONLY_ARG,
  CHROMIUM_ARGS as SHARED_CHROMIUM_ARGS,
} from '../test/src/chromium.js'

// The browser provider comes from @keyway/ui's devDependencies (same pinned version), so
// this package adds nothing to the lockfile.
const fromUi = createRequire(new URL('../ui/package.json', import.meta.url))
const { playwright } = (await import(
  fromUi.resolve('@vitest/browser-playwright')
)) as typeof import('@vitest/browser-playwright')

// The frame client against a REAL cross-origin iframe. The test page is on one loopback
// name (localhost) and the stand-in frame on the other (127.0.0.1): same server, two origins.
// Debian's Chromium with the flags of every Keyway browser test (packages/test/src/chromium.ts;
// never a downloaded browser).
const CHROMIUM_ARGS = [...SHARED_CHROMIUM_ARGS, LOOPBACK_ONLY_ARG]

export const TEST_FRAME_PATH = '/__keyway-test-frame-host'

/** Serves test/frame-host-stub.html as is (no HTML transform, no injected client script). */
function testFrameHost(): Plugin {
  const html = new URL('./test/frame-host-stub.html', import.meta.url)
  return {
    name: 'keyway-test-frame-host',
    configureServer(server) {
      server.middlewares.use(TEST_FRAME_PATH, (_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('cache-control', 'no-store')
        res.end(readFileSync(html))
      })
    },
  }
}

export default defineProject({
  plugins: [testFrameHost()],
  resolve: { conditions: ['@keyway/source', 'module', 'browser', 'development|production'] },
  optimizeDeps: { include: ['zod', '@keyway/core > valtio/vanilla'] },
  server: { host: '127.0.0.1' },
  test: {
    name: 'embedded-wallet-browser',
    include: ['src/**/*.browser.test.ts'],
    expect: { poll: { timeout: 5000 } },
    browser: {
      enabled: true,
      headless: true,
      fileParallelism: false,
      screenshotFailures: false,
      api: { host: '127.0.0.1' },
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
})
