import { InvalidChainIdError } from '../errors/chain-support.js'

/** SLIP-44 coin type of Ethereum mainnet. */
const ETHEREUM_COIN_TYPE = 60
/** ENSIP-11: EVM coin types set the top bit; chain ids must fit below it. */
const EVM_COIN_TYPE_FLAG = 0x80000000

/**
 * ENSIP-11 coin type of an EVM chain, for name records (docs/services.md#calls POST /v1/profile/account).
 * Chain 1 → 60; others → (0x80000000 | chainId) >>> 0. docs/validation.md#names: a chain id of 2^31 or more
 * (or a negative / fractional one) throws 'Invalid chainId'.
 */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new InvalidChainIdError({ details: String(chainId) })
  }
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
