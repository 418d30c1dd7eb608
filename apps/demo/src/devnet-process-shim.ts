/**
 * Demo-only, with vite.config.ts's `process.env.IS_VITEST` define: @walletconnect/core checks
 * `typeof process < "u" && process.env.IS_VITEST === "true"` before skipping its Verify
 * iframe (verify.walletconnect.org, unreachable offline: a 5 s wait and a non-loopback
 * request). The define replaces the second half; this gives the first half a `process`.
 * Imported first by main.tsx. A library must never do this.
 */
const host = globalThis as { process?: { env: Record<string, string | undefined> } }
host.process ??= { env: {} }
