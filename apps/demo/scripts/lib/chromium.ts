// The demo's Playwright suite and its benchmarks launch Debian's Chromium with the flags
// every Keyway browser test uses (one list, in @keyway/test).
export { CHROMIUM_ARGS, CHROMIUM_PATH, LOOPBACK_ONLY_ARG } from '@keyway/test/chromium'
