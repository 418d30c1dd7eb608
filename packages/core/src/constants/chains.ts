/** Chain constants of docs/limits.md#chains and "Features and defaults". */
import type { ChainNamespace } from '../chains/types.js'

/** docs/state.md#connector-state: every chain namespace, in a stable order. */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
] as const satisfies readonly ChainNamespace[]

/** docs/limits.md#chains: native coin decimals. */
export const NATIVE_DECIMALS = { ETH: 18, SOL: 9, BTC: 8 } as const

/** docs/limits.md#display: native decimals per namespace, for namespaces whose native coin the spec names. */
export const NATIVE_DECIMALS_BY_NAMESPACE = {
  eip155: NATIVE_DECIMALS.ETH,
  solana: NATIVE_DECIMALS.SOL,
  bip122: NATIVE_DECIMALS.BTC,
} as const satisfies Partial<Record<ChainNamespace, number>>

/**
 * docs/limits.md#chains: the native token's address, keyed per namespace (the blockchain API and
 * swap/onramp services use these to mean "the native coin"). eip155 uses the
 * 0xeeee… convention; solana uses `So111…111` (the wrapped-SOL mint `So111…112` with
 * its last digit changed, so it never collides with the SPL token itself); other
 * namespaces have no token addresses, so a `namespace:native` marker is used.
 */
export const NATIVE_TOKEN_ADDRESSES = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
  polkadot: 'polkadot:native',
  bip122: 'bip122:native',
  cosmos: 'cosmos:native',
} as const satisfies Record<ChainNamespace, string>
