import {
  type Address,
  bytesToHex,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  keccak256,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAddress, signMessage, signTransaction, signTypedData } from 'viem/accounts'
import { z } from 'zod'
import { InvalidSigningRequestError } from './errors.js'

/**
 * Signing with a user's secp256k1 key (docs/roles.md#embedded-wallet-methods not-safe eip155 methods): personal_sign,
 * eth_signTypedData_v4, and the signature of an eth_sendTransaction whose nonce, gas and
 * fees the server has already filled in from the chain. Every request names the account
 * it expects, and is refused when that is not this wallet.
 */

const addressSchema = z.string().refine((value) => isAddress(value, { strict: false }), {
  message: 'must be a 0x address',
})
const hexSchema = z.string().refine((value) => isHex(value, { strict: true }), {
  message: 'must be 0x-prefixed hex',
})
const quantitySchema = z
  .string()
  .regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/, 'must be a hex quantity')
  .transform((value) => BigInt(value))

const personalSignParams = z.tuple([z.string(), addressSchema])

const typedDataSchema = z.object({
  types: z.record(
    z.string(),
    z.array(z.strictObject({ name: z.string(), type: z.string() })).max(256),
  ),
  primaryType: z.string().min(1),
  domain: z.record(z.string(), z.unknown()).optional(),
  message: z.record(z.string(), z.unknown()),
})
const signTypedDataParams = z.tuple([addressSchema, z.union([z.string(), typedDataSchema])])

/**
 * A transaction ready to sign, in JSON-RPC form. Strict: a field this signer does not
 * know (an access list, an authorization list) is refused rather than silently dropped,
 * so what is signed is exactly what was approved.
 */
export const preparedEvmTransactionSchema = z
  .strictObject({
    from: addressSchema,
    to: addressSchema.optional(),
    value: quantitySchema.optional(),
    data: hexSchema.optional(),
    nonce: quantitySchema.refine((n) => n <= BigInt(Number.MAX_SAFE_INTEGER), {
      message: 'is too large',
    }),
    gas: quantitySchema,
    chainId: quantitySchema,
    gasPrice: quantitySchema.optional(),
    maxFeePerGas: quantitySchema.optional(),
    maxPriorityFeePerGas: quantitySchema.optional(),
  })
  .refine(
    (tx) =>
      tx.gasPrice === undefined
        ? tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined
        : tx.maxFeePerGas === undefined && tx.maxPriorityFeePerGas === undefined,
    { message: 'needs gasPrice, or maxFeePerGas and maxPriorityFeePerGas' },
  )
export type PreparedEvmTransaction = z.input<typeof preparedEvmTransactionSchema>

export type SignedEvmTransaction = { rawTransaction: Hex; hash: Hex }

export type EvmSigner = {
  readonly address: Address
  /** personal_sign params: `[message, address]`; a 0x message is bytes, anything else UTF-8. */
  personalSign(params: unknown): Promise<Hex>
  /** eth_signTypedData_v4 params: `[address, typedData]` (JSON text or an object). */
  signTypedDataV4(params: unknown, chainId: number): Promise<Hex>
  signTransaction(transaction: unknown, chainId: number): Promise<SignedEvmTransaction>
}

function parse<T>(method: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new InvalidSigningRequestError(`${method}: invalid params${where}: ${issue?.message}`)
}

/**
 * The signer of `privateKey`. `derivedAddress` is this very key's address when it was
 * derived before (custody.ts keeps it per sealed key material, which decrypts to this key
 * only); without it the address is derived here, an elliptic-curve multiplication that costs
 * about as much as the signature itself. It must never come from anywhere else.
 */
export function createEvmSigner(privateKey: Uint8Array, derivedAddress?: Address): EvmSigner {
  const key = bytesToHex(privateKey)
  const address = derivedAddress ?? privateKeyToAddress(key)
  const checkAccount = (method: string, requested: string) => {
    if (!isAddressEqual(requested as Address, address)) {
      throw new InvalidSigningRequestError(
        `${method}: ${requested} is not this wallet's account (${address})`,
      )
    }
  }
  return {
    address,

    async personalSign(params) {
      const [message, address] = parse('personal_sign', personalSignParams, params)
      checkAccount('personal_sign', address)
      return signMessage({
        message: isHex(message, { strict: true }) ? { raw: message } : message,
        privateKey: key,
      })
    },

    async signTypedDataV4(params, chainId) {
      const [address, raw] = parse('eth_signTypedData_v4', signTypedDataParams, params)
      checkAccount('eth_signTypedData_v4', address)
      let json: unknown = raw
      if (typeof raw === 'string') {
        try {
          json = JSON.parse(raw)
        } catch {
          throw new InvalidSigningRequestError('eth_signTypedData_v4: the typed data is not JSON')
        }
      }
      const typedData = parse('eth_signTypedData_v4', typedDataSchema, json)
      // A signature for another chain could be replayed there (EIP-712 domain separation).
      const domainChain = typedData.domain?.chainId
      if (domainChain !== undefined && Number(domainChain) !== chainId) {
        throw new InvalidSigningRequestError(
          `eth_signTypedData_v4: the typed data is for chain ${String(domainChain)}, not the connected chain ${chainId}`,
        )
      }
      try {
        return await signTypedData({
          ...(typedData as unknown as TypedDataDefinition),
          privateKey: key,
        })
      } catch (error) {
        throw new InvalidSigningRequestError(
          `eth_signTypedData_v4: the typed data does not match its types: ${(error as Error).message.split('\n')[0]}`,
          { cause: error },
        )
      }
    },

    async signTransaction(transaction, chainId) {
      const tx = parse('eth_sendTransaction', preparedEvmTransactionSchema, transaction)
      checkAccount('eth_sendTransaction', tx.from)
      if (tx.chainId !== BigInt(chainId)) {
        throw new InvalidSigningRequestError(
          `eth_sendTransaction: the transaction is for chain ${tx.chainId}, not the connected chain ${chainId}`,
        )
      }
      const common = {
        chainId,
        nonce: Number(tx.nonce),
        gas: tx.gas,
        ...(tx.to === undefined ? {} : { to: tx.to as Address }),
        ...(tx.value === undefined ? {} : { value: tx.value }),
        ...(tx.data === undefined ? {} : { data: tx.data as Hex }),
      }
      const serializable: TransactionSerializable =
        tx.gasPrice === undefined
          ? {
              ...common,
              type: 'eip1559',
              maxFeePerGas: tx.maxFeePerGas as bigint,
              maxPriorityFeePerGas: tx.maxPriorityFeePerGas as bigint,
            }
          : { ...common, type: 'legacy', gasPrice: tx.gasPrice }
      const rawTransaction = await signTransaction({ transaction: serializable, privateKey: key })
      return { rawTransaction, hash: keccak256(rawTransaction) }
    },
  }
}
