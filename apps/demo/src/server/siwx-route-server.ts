/**
 * The siwx server behind the demo's sign-in route, apart from the demo's configuration so a
 * test can build it. A message may name the demo's networks, and Bitcoin mainnet and
 * testnet: a Bitcoin wallet signs in with a BIP-322 or legacy signature whatever networks
 * the page lists (sign-in needs no Bitcoin node), checked by siwx's bip122 verifier.
 */
import { bitcoin, bitcoinTestnet } from '@keyway/core'
import { eip155Verifier } from '@keyway/siwx'
import { createSiwxServer } from '@keyway/siwx/server'

/** The chains a sign-in message may name: `networkIds`, and Bitcoin's two networks. */
export function siwxRouteChainIds(networkIds: readonly string[]): string[] {
  return [...new Set([...networkIds, bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId])]
}

/**
 * The expected domain is the address the server listens on; the page's origin is it over
 * http. `evmRpcUrls` (eip155 chain id → RPC URL) lets smart accounts sign in on those chains:
 * the embedded wallet's, ERC-6492 before its first user operation deploys it, ERC-1271 after.
 */
export function createSiwxRouteServer(
  domain: string,
  networkIds: readonly string[],
  evmRpcUrls: Readonly<Record<string, string>> = {},
) {
  return createSiwxServer({
    domain,
    origins: [`http://${domain}`],
    chainIds: siwxRouteChainIds(networkIds),
    // Every page of an end-to-end run comes from 127.0.0.1: one client to the throttle.
    nonceRateLimit: { limit: 300, windowMs: 60_000 },
    secureCookie: false,
    verifiers: { eip155: eip155Verifier({ rpcUrls: evmRpcUrls }) },
  })
}
