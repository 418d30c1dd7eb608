/**
 * Devnet only, with next.config.ts's `IS_VITEST` env: @walletconnect/core checks
 * `typeof process < "u" && process.env.IS_VITEST === "true"` before skipping its Verify
 * iframe (verify.walletconnect.org, unreachable offline: a 5 s wait and a non-loopback
 * request). The build replaces the second half; this gives the first half a `process` in
 * the browser. Imported first by providers.tsx. A dapp on a public network leaves it out.
 */
const host = globalThis as { process?: { env: Record<string, string | undefined> } }
host.process ??= { env: {} }
