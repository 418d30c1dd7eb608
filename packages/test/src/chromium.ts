/**
 * Debian's Chromium, the only browser Keyway's tests and benchmarks use (never a downloaded
 * one): the vitest browser projects, the demo's Playwright suite and its benchmarks. The
 * flags keep it headless, quiet and off the network services Chromium calls by itself.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Any host but loopback fails to resolve, so nothing leaves the machine without the cost of
 * intercepting every request (component tests, benchmarks).
 */
export const LOOPBACK_ONLY_ARG =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'
