import { isEmbeddedWalletRpcMethod } from '@keyway/embedded-wallet/protocol'
import type { Address, Hex } from 'viem'
import type { WalletKeys } from './envelope.js'
import { InvalidSigningRequestError, RpcMethodNotAllowedError } from './errors.js'
import { createEvmSigner, type EvmSigner, type SignedEvmTransaction } from './evm-signer.js'
import { createSolanaSigner, type SolanaSigner } from './solana-signer.js'
import type { WalletAddresses } from './wallet-keys.js'

/**
 * One user's signer for the frame's rpcRequest event. It only signs: read-only methods
 * are the server's to answer from the chain, and sending is the server's once the
 * signature exists. A method off the embedded wallet's allow-list (docs/roles.md#embedded-wallet-methods) or one that
 * is not a signing method is refused with 'method not allowed', whatever the caller
 * checked before.
 */

export const SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
export type SigningMethod = (typeof SIGNING_METHODS)[number]

export type SigningRequest = {
  /** CAIP-2 network id: `eip155:<id>` or `solana:<genesis hash prefix>`. */
  chainId: string
  method: string
  /**
   * The method's params; for eth_sendTransaction `[transaction]` with nonce, gas, fees
   * and chainId already filled in from the chain.
   */
  params?: unknown
}

export type SigningResult =
  | { method: 'personal_sign' | 'eth_signTypedData_v4'; signature: Hex }
  | ({ method: 'eth_sendTransaction' } & SignedEvmTransaction)
  | { method: 'solana_signMessage'; signature: string }
  | { method: 'solana_signTransaction'; transaction: string }
  | { method: 'solana_signAllTransactions'; transactions: string[] }
  | { method: 'solana_signAndSendTransaction'; transaction: string; signature: string }

export type WalletSigner = {
  readonly addresses: WalletAddresses
  sign(request: SigningRequest): Promise<SigningResult>
}

const SIGNING: ReadonlySet<string> = new Set(SIGNING_METHODS)

export function isSigningMethod(method: string): method is SigningMethod {
  return SIGNING.has(method) && isEmbeddedWalletRpcMethod(method)
}

function evmChainId(chainId: string, method: string): number {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(chainId)
  if (!match?.[1] || !Number.isSafeInteger(Number(match[1]))) {
    throw new InvalidSigningRequestError(`${method} needs an eip155 chain, got "${chainId}"`)
  }
  return Number(match[1])
}

function checkSolanaChain(chainId: string, method: string): void {
  if (!/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chainId)) {
    throw new InvalidSigningRequestError(`${method} needs a solana network, got "${chainId}"`)
  }
}

/** The first (and, for these methods, only meaningful) positional param. */
function firstParam(method: string, params: unknown): unknown {
  if (!Array.isArray(params) || params.length !== 1) {
    throw new InvalidSigningRequestError(`${method}: params must be [transaction]`)
  }
  return params[0]
}

/**
 * The EVM address derived from a wallet's key, kept by custody.ts per sealed key material
 * (which decrypts to that one key) so the next opening need not derive it again.
 */
export type DerivedAddresses = { eip155?: Address }

/**
 * `derived` holds what was derived from these very keys before; the signer fills it in when
 * it derives an address itself.
 */
export function createWalletSigner(keys: WalletKeys, derived: DerivedAddresses = {}): WalletSigner {
  // Each key's signer is made on its first use: opening a wallet to sign one EVM request does
  // not derive the Solana public key, nor the EVM one for a Solana request (each derivation
  // is an elliptic-curve multiplication in JS, the largest part of opening a wallet).
  let evmSigner: EvmSigner | undefined
  let solanaSigner: SolanaSigner | undefined
  const evmOf = () => {
    if (!evmSigner) {
      evmSigner = createEvmSigner(keys.eip155, derived.eip155)
      derived.eip155 = evmSigner.address
    }
    return evmSigner
  }
  const solanaOf = () => {
    solanaSigner ??= createSolanaSigner(keys.solana)
    return solanaSigner
  }
  return {
    get addresses() {
      return { eip155: evmOf().address, solana: solanaOf().address }
    },

    async sign({ chainId, method, params }) {
      if (!isSigningMethod(method)) throw new RpcMethodNotAllowedError(method)
      switch (method) {
        case 'personal_sign':
          evmChainId(chainId, method)
          return { method, signature: await evmOf().personalSign(params) }
        case 'eth_signTypedData_v4':
          return {
            method,
            signature: await evmOf().signTypedDataV4(params, evmChainId(chainId, method)),
          }
        case 'eth_sendTransaction': {
          const chain = evmChainId(chainId, method)
          return { method, ...(await evmOf().signTransaction(firstParam(method, params), chain)) }
        }
        case 'solana_signMessage':
          checkSolanaChain(chainId, method)
          return { method, ...(await solanaOf().signMessage(params)) }
        case 'solana_signTransaction':
          checkSolanaChain(chainId, method)
          return { method, ...(await solanaOf().signTransaction(params)) }
        case 'solana_signAllTransactions':
          checkSolanaChain(chainId, method)
          return { method, ...(await solanaOf().signAllTransactions(params)) }
        case 'solana_signAndSendTransaction':
          checkSolanaChain(chainId, method)
          return { method, ...(await solanaOf().signTransactionForSending(params)) }
      }
    },
  }
}
