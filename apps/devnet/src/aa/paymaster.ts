import { createRequire } from 'node:module'
import type { Abi } from 'viem'
import {
  type Address,
  concat,
  createPublicClient,
  encodeAbiParameters,
  type Hex,
  http,
  isAddress,
  isHex,
  keccak256,
  stringToHex,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { DevnetAccount } from '../evm/accounts.js'

/**
 * devnet's sponsorship service for the sample VerifyingPaymaster (ERC-7677:
 * pm_getPaymasterStubData and pm_getPaymasterData). devnet holds the paymaster's signer and
 * sponsors every user operation sent to its EntryPoint on its chain, for an hour from the
 * time it is signed. The hash signed is the paymaster's own `getHash`, read from the chain,
 * so what is signed is exactly what the contract checks.
 */

/** How long a sponsorship stays valid (seconds). */
export const SPONSORSHIP_TTL_SECONDS = 3600
/** Gas the paymaster's validation gets (its getHash and one ecrecover take about 35 k). */
export const PAYMASTER_VERIFICATION_GAS = 100_000n
/** The VerifyingPaymaster returns no context, so its postOp never runs. */
export const PAYMASTER_POST_OP_GAS = 0n

const require = createRequire(import.meta.url)
const verifyingPaymasterAbi = (
  require('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json') as { abi: Abi }
).abi

export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const hex = z.string().refine((v) => isHex(v), 'not a hex string')
const quantity = hex.transform((v) => BigInt(v))
const address = z.string().refine((v) => isAddress(v, { strict: false }), 'not an address')

/** A v0.7 user operation as ERC-7677 sends it (hex quantities; the paymaster fields optional). */
const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.optional().nullable(),
  factoryData: hex.optional().nullable(),
  callData: hex,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymasterVerificationGasLimit: quantity.optional().nullable(),
  paymasterPostOpGasLimit: quantity.optional().nullable(),
})

const paramsSchema = z.tuple([userOperationSchema, address, hex]).rest(z.unknown())

export type PaymasterServiceOptions = {
  chainId: number
  rpcUrl: string
  entryPoint: Address
  paymaster: Address
  signer: DevnetAccount
  /**
   * Seconds since the epoch the window starts from; default the later of the wall clock
   * and the chain's latest block (a test may move anvil's clock ahead).
   */
  now?: () => Promise<number>
}

export type PaymasterService = {
  /** Answers one pm_* JSON-RPC call: the `result`, or a JsonRpcError. */
  handle(method: string, params: unknown): Promise<unknown>
}

export function createPaymasterService(options: PaymasterServiceOptions): PaymasterService {
  const client = createPublicClient({ transport: http(options.rpcUrl, { timeout: 10_000 }) })
  const signer = privateKeyToAccount(options.signer.privateKey)
  const now =
    options.now ??
    (async () => {
      const block = await client.getBlock({ blockTag: 'latest' })
      return Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp))
    })

  const window = async () => {
    const validAfter = 0
    const validUntil = (await now()) + SPONSORSHIP_TTL_SECONDS
    return { validAfter, validUntil }
  }
  const timestamps = (validUntil: number, validAfter: number) =>
    encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])

  // The stub's signature has the real one's shape (65 bytes that recover to an address),
  // so gas estimation runs the paymaster's full validation without the contract reverting.
  const stubSignature = signer.sign({ hash: keccak256(stringToHex('keyway devnet stub')) })

  function parse(params: unknown) {
    const parsed = paramsSchema.safeParse(params)
    if (!parsed.success) {
      throw new JsonRpcError(
        -32602,
        `expected [userOperation, entryPoint, chainId, context?]: ${parsed.error.issues
          .map((i) => `${i.path.join('.') || 'params'}: ${i.message}`)
          .join('; ')}`,
      )
    }
    const [userOperation, entryPoint, chainId] = parsed.data
    if (entryPoint.toLowerCase() !== options.entryPoint.toLowerCase()) {
      throw new JsonRpcError(
        -32602,
        `entryPoint ${entryPoint} is not sponsored here (only ${options.entryPoint})`,
      )
    }
    if (BigInt(chainId) !== BigInt(options.chainId)) {
      throw new JsonRpcError(
        -32602,
        `chainId ${chainId} is not this paymaster's chain (${options.chainId})`,
      )
    }
    return userOperation
  }

  const base = {
    paymaster: options.paymaster,
    paymasterVerificationGasLimit: `0x${PAYMASTER_VERIFICATION_GAS.toString(16)}`,
    paymasterPostOpGasLimit: `0x${PAYMASTER_POST_OP_GAS.toString(16)}`,
  }

  async function stubData(params: unknown) {
    parse(params)
    const { validUntil, validAfter } = await window()
    return {
      ...base,
      paymasterData: concat([timestamps(validUntil, validAfter), await stubSignature]),
      sponsor: { name: 'Keyway devnet' },
      isFinal: false,
    }
  }

  async function data(params: unknown) {
    const op = parse(params)
    const { validUntil, validAfter } = await window()
    const userOperation = {
      ...op,
      sender: op.sender as Address,
      factory: (op.factory ?? undefined) as Address | undefined,
      factoryData: (op.factoryData ?? undefined) as Hex | undefined,
      callData: op.callData as Hex,
      paymaster: options.paymaster,
      paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
      paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS,
      paymasterData: '0x',
      signature: '0x',
    } satisfies UserOperation<'0.7'>
    const hash = await client.readContract({
      address: options.paymaster,
      abi: verifyingPaymasterAbi,
      functionName: 'getHash',
      args: [toPackedUserOperation(userOperation), validUntil, validAfter],
    })
    const signature = await signer.signMessage({ message: { raw: hash as Hex } })
    return {
      paymaster: options.paymaster,
      paymasterData: concat([timestamps(validUntil, validAfter), signature]),
    }
  }

  return {
    async handle(method, params) {
      if (method === 'pm_getPaymasterStubData') return stubData(params)
      if (method === 'pm_getPaymasterData') return data(params)
      throw new JsonRpcError(-32601, `method not supported by the devnet paymaster: ${method}`)
    },
  }
}
