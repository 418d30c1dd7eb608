import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import {
  CHROMIUM_PATH,
  LOOPBACK_ONLY_ARG,
  CHROMIUM_ARGS as SHARED_CHROMIUM_ARGS,
} from '../test/src/chromium.js'
import { COMPONENT_TESTS } from './vitest.component-tests.js'

// The components in a real browser: Debian's Chromium, the same binary and flags as every
// Keyway browser test (packages/test/src/chromium.ts; never a downloaded browser). Every
// test that renders an element runs here (vitest.component-tests.ts); happy-dom keeps the rest.
const CHROMIUM_ARGS = [...SHARED_CHROMIUM_ARGS, LOOPBACK_ONLY_ARG]

const sourceConditions = ['@keyway/source', 'module', 'browser', 'development|production']

export default defineProject({
  resolve: { conditions: sourceConditions },
  // Pre-bundled up front, so the browser does not reload midway when a test first imports them.
  optimizeDeps: {
    include: [
      'axe-core',
      'lit',
      'lit/decorators.js',
      'lit/directives/style-map.js',
      'lit/static-html.js',
      '@lit/context',
      '@lit-labs/virtualizer/virtualize.js',
      'valtio/vanilla',
      'uqr',
    ],
  },
  test: {
    name: 'ui-browser',
    include: COMPONENT_TESTS,
    setupFiles: ['./vitest.setup.ts', './vitest.browser.setup.ts'],
    // All files share one page: importing lit, core and axe once instead of once per file
    // halves the run. vitest.browser.setup.ts empties the page and the clock after each test.
    isolate: false,
    // Waits in the tests (a view loading, a banner) get room when the whole suite loads the
    // machine; a passing poll returns at once.
    expect: { poll: { timeout: 5000 } },
    browser: {
      enabled: true,
      headless: true,
      // One page at a time: the machine's two cores are shared with the other suites.
      fileParallelism: false,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
})
