/**
 * Switch a wallet to a network, adding it first when the wallet does not know it (docs/account-features.md#balances
 * Wallet calls): wallet_switchEthereumChain, then on 4902 wallet_addEthereumChain with the
 * network's rpcUrls, name, native currency and explorers. A failed add is 'Chain is not
 * supported' (docs/errors.md#networks-and-addresses); a rejected prompt stays a user rejection so the UI can offer retry.
 * Written against the provider rather than wagmi's switchChain because wagmi reports any
 * failed add as a user rejection and sends only the first rpc URL.
 */
import { ChainNotSupportedError, isUserRejection } from '@keyway/core'
import { hexToNumber, isHex, numberToHex } from 'viem'
import { type EvmNetwork, evmChainId } from '../networks.js'
import { toAdapterError } from '../to-adapter-error.js'
import { toAddEthereumChainParameter } from './add-ethereum-chain.js'

export type Eip1193Requester = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const UNRECOGNIZED_CHAIN_CODE = 4902

function codeOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const code = Reflect.get(value, 'code')
  return typeof code === 'number' ? code : undefined
}

/** 4902 directly, or nested as some mobile wallets send it (data.originalError.code). */
export function isUnrecognizedChainError(error: unknown): boolean {
  if (codeOf(error) === UNRECOGNIZED_CHAIN_CODE) return true
  const data = typeof error === 'object' && error !== null ? Reflect.get(error, 'data') : undefined
  const original =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'originalError') : undefined
  return codeOf(original) === UNRECOGNIZED_CHAIN_CODE
}

async function currentChainId(provider: Eip1193Requester): Promise<number | undefined> {
  const hex = await provider.request({ method: 'eth_chainId' })
  return typeof hex === 'string' && isHex(hex) ? hexToNumber(hex) : undefined
}

export async function switchOrAddChain(
  provider: Eip1193Requester,
  network: EvmNetwork,
): Promise<void> {
  const chainId = numberToHex(evmChainId(network))
  const switchChain = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (error) {
    if (!isUnrecognizedChainError(error)) throw toAdapterError(error)
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(network)],
    })
  } catch (error) {
    if (isUserRejection(error)) throw toAdapterError(error)
    throw new ChainNotSupportedError({ cause: error, details: network.name })
  }
  // Some wallets add without switching: ask again so the wallet ends on the network.
  try {
    if ((await currentChainId(provider)) !== evmChainId(network)) await switchChain()
  } catch (error) {
    throw toAdapterError(error)
  }
}
