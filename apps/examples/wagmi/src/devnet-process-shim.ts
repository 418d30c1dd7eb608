/**
 * Devnet only, with vite.config.ts's `process.env.IS_VITEST` define: @walletconnect/core
 * checks `typeof process < "u" && process.env.IS_VITEST === "true"` before skipping its
 * Verify iframe (a server unreachable offline). The define replaces the second half; this
 * gives the first half a `process`. Imported first by main.tsx. A dapp on a public network
 * leaves it out.
 */
const host = globalThis as { process?: { env: Record<string, string | undefined> } }
host.process ??= { env: {} }
