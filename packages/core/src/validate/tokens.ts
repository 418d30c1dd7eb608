/**
 * Checks createKeyway's `tokens` option once, when the client is made, so a typo in a
 * contract address or a network id fails loudly at start-up instead of showing an empty
 * list later.
 */
import type { CaipNetworkId, ChainDefinition, ChainNamespace } from '../chains/types.js'
import { FEATURE_NAMESPACES } from '../constants/features.js'
import { InvalidTokensOptionError } from '../errors/config.js'
import type { ConfiguredToken, TokensOption } from '../types/tokens.js'
import { isEvmAddress } from './address.js'

/** A Solana public key: 32 bytes in base58 (32 to 44 characters, no 0, O, I or l). */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Decimals a token can have; docs/validation.md#balances-and-activity hides zero-decimal balances, so 0 is refused. */
const MAX_DECIMALS = 255

function fail(details: string): never {
  throw new InvalidTokensOptionError({ details })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkToken(
  where: string,
  namespace: ChainNamespace,
  entry: unknown,
): asserts entry is ConfiguredToken {
  if (!isPlainObject(entry)) fail(`${where} must be an object with an address`)
  const { address, decimals, symbol, name, image } = entry
  if (typeof address !== 'string') fail(`${where}.address must be a string`)
  if (namespace === 'eip155' && !isEvmAddress(address)) {
    fail(`${where}.address "${address}" is not an EVM address (0x followed by 40 hex digits)`)
  }
  if (namespace === 'solana' && !SOLANA_ADDRESS.test(address)) {
    fail(`${where}.address "${address}" is not a Solana mint address (base58)`)
  }
  if (
    decimals !== undefined &&
    !(
      Number.isInteger(decimals) &&
      (decimals as number) >= 1 &&
      (decimals as number) <= MAX_DECIMALS
    )
  ) {
    fail(
      `${where}.decimals must be a whole number from 1 to ${MAX_DECIMALS} (zero-decimal balances are never shown)`,
    )
  }
  for (const [field, value] of [
    ['symbol', symbol],
    ['name', name],
    ['image', image],
  ] as const) {
    if (value !== undefined && typeof value !== 'string') fail(`${where}.${field} must be a string`)
  }
}

/**
 * Throws InvalidTokensOptionError when `tokens` names a network that is not among
 * `networks`, a network whose balances Keyway does not read (docs/overview.md#chain-namespaces-per-feature: eip155 and solana),
 * or a token whose address does not fit its network, whose decimals are not 1–255, or that
 * is listed twice.
 */
export function validateTokensOption(
  tokens: unknown,
  networks: readonly ChainDefinition[],
): asserts tokens is TokensOption | undefined {
  if (tokens === undefined) return
  if (!isPlainObject(tokens)) fail('tokens must be an object keyed by CAIP-2 network id')
  const balanceNamespaces: readonly ChainNamespace[] = FEATURE_NAMESPACES.balances
  for (const [networkId, list] of Object.entries(tokens)) {
    const network = networks.find((n) => n.caipNetworkId === (networkId as CaipNetworkId))
    if (!network) {
      fail(`tokens["${networkId}"]: ${networkId} is not one of the configured networks`)
    }
    if (!balanceNamespaces.includes(network.chainNamespace)) {
      fail(`tokens["${networkId}"]: balances are read on eip155 and solana networks only`)
    }
    if (!Array.isArray(list)) fail(`tokens["${networkId}"] must be an array of tokens`)
    const seen = new Set<string>()
    list.forEach((entry: unknown, index) => {
      const where = `tokens["${networkId}"][${index}]`
      checkToken(where, network.chainNamespace, entry)
      // EVM addresses differ only in checksum case; base58 is case-sensitive.
      const id = network.chainNamespace === 'eip155' ? entry.address.toLowerCase() : entry.address
      if (seen.has(id)) fail(`${where}: ${entry.address} is listed twice`)
      seen.add(id)
    })
  }
}
