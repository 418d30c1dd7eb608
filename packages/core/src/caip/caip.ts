/**
 * The one CAIP module: every CAIP-2 network id (`namespace:reference`) and CAIP-10 account
 * id (`namespace:reference:address`) is parsed and formatted here (docs/validation.md#addresses-and-network-ids: exactly 2 /
 * exactly 3 colon-separated non-empty parts), with typed errors. Code elsewhere never
 * splits or joins these strings by hand.
 */

import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../chains/types.js'
import { CHAIN_NAMESPACES } from '../constants/chains.js'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from '../errors/caip.js'

export type ParsedCaipNetworkId = {
  /** The namespace as written; narrow with `isChainNamespace` before using it as a key. */
  readonly chainNamespace: string
  readonly chainId: string
}
export type ParsedCaipAddress = ParsedCaipNetworkId & {
  readonly address: string
  readonly caipNetworkId: string
}

function nonEmptyParts(value: string, count: number): string[] | undefined {
  const parts = value.split(':')
  return parts.length === count && parts.every((part) => part !== '') ? parts : undefined
}

/** Whether a value is one of the namespaces Keyway knows (docs/state.md#token-balance). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return typeof value === 'string' && nonEmptyParts(value, 2) !== undefined
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  return typeof value === 'string' && nonEmptyParts(value, 3) !== undefined
}

/**
 * Splits a CAIP-2 id (`eip155:1`). Throws 'Invalid CAIP-2 network id' unless it has exactly
 * 2 non-empty parts.
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? nonEmptyParts(value, 2) : undefined
  const [chainNamespace, chainId] = parts ?? []
  if (chainNamespace === undefined || chainId === undefined) {
    throw new InvalidCaipNetworkIdError({ details: String(value) })
  }
  return { chainNamespace, chainId }
}

/**
 * Splits a CAIP-10 address (`eip155:1:0xabc…`). Throws 'Invalid CAIP Address' when there is
 * no string at all, and 'Invalid CAIP-10 address' unless it has exactly 3 non-empty parts.
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') throw new InvalidCaipAddressError({ details: String(value) })
  const [chainNamespace, chainId, address] = nonEmptyParts(value, 3) ?? []
  if (chainNamespace === undefined || chainId === undefined || address === undefined) {
    throw new InvalidCaip10AddressError({ details: value })
  }
  return { chainNamespace, chainId, address, caipNetworkId: `${chainNamespace}:${chainId}` }
}

/** Like `parseCaipNetworkId`, for a value that may not be one: undefined instead of a throw. */
export function tryParseCaipNetworkId(value: unknown): ParsedCaipNetworkId | undefined {
  return isCaipNetworkId(value) ? parseCaipNetworkId(value) : undefined
}

/** Like `parseCaipAddress`, for a value that may not be one: undefined instead of a throw. */
export function tryParseCaipAddress(value: unknown): ParsedCaipAddress | undefined {
  return isCaipAddress(value) ? parseCaipAddress(value) : undefined
}

/** Whether `value` is a CAIP-2 id or CAIP-10 address of `namespace` (`solana:…`). */
export function isCaipOfNamespace(value: unknown, namespace: string): boolean {
  const parsed = tryParseCaipNetworkId(value) ?? tryParseCaipAddress(value)
  return parsed?.chainNamespace === namespace
}

/**
 * Builds a CAIP-2 id from a namespace and a reference (`eip155` + `1` → `eip155:1`).
 * Throws 'Invalid CAIP-2 network id' when the reference is empty or holds a colon.
 */
export function toCaipNetworkId<namespace extends ChainNamespace>(
  namespace: namespace,
  reference: string | number,
): CaipNetworkId<namespace> {
  const text = String(reference)
  if (text === '' || text.includes(':')) {
    throw new InvalidCaipNetworkIdError({ details: `${namespace}:${text}` })
  }
  return `${namespace}:${text}`
}

/**
 * Joins a network id and an address (`eip155:1`, `0xabc…` → `eip155:1:0xabc…`). Throws
 * 'Invalid CAIP-10 address' unless the result has exactly 3 non-empty parts.
 */
export function toCaipAddress<namespace extends ChainNamespace>(
  caipNetworkId: CaipNetworkId<namespace>,
  address: string,
): CaipAddress<namespace>
export function toCaipAddress(caipNetworkId: string, address: string): string
export function toCaipAddress(caipNetworkId: string, address: string): string {
  const value = `${caipNetworkId}:${address}`
  if (!isCaipAddress(value)) throw new InvalidCaip10AddressError({ details: value })
  return value
}
