// @keyway/test: shared test wallets and devnet helpers (private; tests and e2e only). The
// EVM and Solana wallets live in the public @keyway/testing; they are re-exported here so
// the workspace's tests keep one import path.
export * from '@keyway/testing/evm'
export { type Devnet, devnetTestChains, startTestDevnet } from './devnet.js'
