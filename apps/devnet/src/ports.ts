/**
 * Devnet's fixed loopback ports (each overridable; 0 means "any free port", which the
 * tests use). Kept in one place so the demo, frame-host and docs agree.
 */
export const DEFAULT_PORTS = {
  evmRpc: 8545,
  evmRpc2: 8546,
  solanaRpc: 8899,
  /** Solana's convention: the WebSocket endpoint sits on the RPC port + 1. */
  solanaWs: 8900,
  relay: 8555,
  blockchainApi: 8510,
  configApi: 8511,
  mailbox: 8512,
  /** The mailbox's SMTP listener (mail in; the mailbox's HTTP port is how it is read). */
  smtp: 8525,
  oauth: 8513,
  /** The ERC-4337 bundler (alto) of the first EVM chain; also reached via the chain-RPC route. */
  bundler: 8514,
} as const

export type DevnetPorts = { -readonly [K in keyof typeof DEFAULT_PORTS]: number }

export const DEFAULT_HOST = '127.0.0.1'

/** The two local EVM chains: network switching between them is real. */
export const EVM_CHAIN_ID = 31337
export const EVM_CHAIN_ID_2 = 31338
