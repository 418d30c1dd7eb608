/**
 * Devnet's fixed loopback ports (each overridable; 0 means "any free port", which the
 * tests use), its host and chain ids. One source: the published fixtures module
 * (`@keyway/devnet/fixtures`, fixtures.js at the package root), so the demo, frame-host,
 * a dapp's config and the docs agree.
 */
import type { DEFAULT_PORTS } from '../fixtures.js'

export { DEFAULT_HOST, DEFAULT_PORTS, EVM_CHAIN_ID, EVM_CHAIN_ID_2 } from '../fixtures.js'

export type DevnetPorts = { -readonly [K in keyof typeof DEFAULT_PORTS]: number }
