import { EMBEDDED_WALLET_RPC_METHODS, rpcMethodPolicy } from '@keyway/embedded-wallet/protocol'
import { type Address, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import { InvalidInputError } from '../errors.js'
import type { WalletSigner } from '../keys/index.js'
import type { EvmChainClient } from './evm-client.js'
import type { SmartAccount } from './smart-accounts.js'

/**
 * What the eip155 requests of `POST /v1/rpc` share: the request's context, the params'
 * schemas and their parsing, and the methods passed to the node as they are. Kept apart from
 * the dispatch (evm-requests.ts), which the smart-account and permission modules it calls
 * would otherwise import back.
 */

export type EvmRequestContext = {
  caip2: string
  chainId: number
  /** The session user's eip155 address (from the stored key material, no decryption). */
  address: Address
  /**
   * The user's smart account on this chain when it is their account there; `address` is
   * then its owner, whose key signs.
   */
  smartAccount?: SmartAccount | undefined
  chain: EvmChainClient
  /** Bound on each call to the chain's node and bundler. */
  timeoutMs: number
  /** The HTTP request's signal. */
  signal: AbortSignal
  /** A user operation's gas may be at most this many times the approved estimate. */
  gasCapMultiplier: number
  /** Opens the user's signer; called only for methods that sign. */
  openSigner(): Promise<WalletSigner>
  /** Whether another CAIP-2 network is served here (wallet_switchEthereumChain). */
  isServedChain(caip2: string): boolean
  /** Runs the account's sends on this chain one at a time (nonces come from the chain). */
  serializeSends<T>(task: () => Promise<T>): Promise<T>
  /** The blocks of the smart sessions granted on this chain (store/permission-grants.ts). */
  permissionGrants: PermissionGrantBlocks
}

/** Where an account's grants on this chain were written, by pci (permissions.ts). */
export type PermissionGrantBlocks = {
  record(account: Address, pci: Hex, blockNumber: bigint): Promise<void>
  blockOf(account: Address, pci: Hex): Promise<bigint | undefined>
}

export const positionalParams = z.array(z.json()).max(64).optional()

const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/, 'must be a hex quantity')
const address = z.string().refine((value) => isAddress(value, { strict: false }), {
  message: 'must be a 0x address',
})
const hexData = z.string().refine((value) => isHex(value, { strict: true }), {
  message: 'must be 0x-prefixed hex',
})

/**
 * An eth_sendTransaction request as dapps send it: everything but `from` may be left for
 * the wallet to fill. Strict, so a field the signer would silently drop (an access list,
 * blobs) is refused instead.
 */
const sendTransactionRequest = z
  .strictObject({
    from: address,
    to: address.nullable().optional(),
    value: quantity.optional(),
    data: hexData.optional(),
    input: hexData.optional(),
    gas: quantity.optional(),
    nonce: quantity.optional(),
    chainId: quantity.optional(),
    type: z
      .enum(['0x0', '0x2'], { error: 'type must be 0x0 (legacy) or 0x2 (EIP-1559)' })
      .optional(),
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
  })
  .refine((tx) => tx.data === undefined || tx.input === undefined || tx.data === tx.input, {
    message: 'data and input differ',
  })
export const sendTransactionParams = z.tuple([sendTransactionRequest])

export const switchChainParams = z.tuple([z.strictObject({ chainId: quantity })])

/**
 * The read-only methods of the embedded wallet's allow-list that go to the chain's node as
 * they are: the allow-list's safe methods, less the ones answered here and the wallet_* ones no
 * node answers. Nothing else reaches the node unchanged.
 */
export const NODE_READ_METHODS: ReadonlySet<string> = new Set(
  EMBEDDED_WALLET_RPC_METHODS.filter(
    (method) =>
      rpcMethodPolicy(method) === 'safe' &&
      !method.startsWith('wallet_') &&
      method !== 'eth_accounts' &&
      method !== 'eth_chainId',
  ),
)

export function parseParams<T>(method: string, schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new InvalidInputError(`${method}: invalid params${where}: ${issue?.message}`)
}

export type SendTransactionRequest = z.output<typeof sendTransactionRequest>
