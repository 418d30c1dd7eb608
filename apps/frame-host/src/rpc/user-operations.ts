import {
  Implementation,
  type MetaMaskSmartAccount,
  toMetaMaskSmartAccount,
} from '@metamask/smart-accounts-kit'
import {
  type Address,
  type Hex,
  http,
  isAddressEqual,
  type LocalAccount,
  type SignableMessage,
  toHex,
  zeroHash,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type UserOperation,
  type UserOperationReceipt,
  UserOperationReceiptNotFoundError,
  WaitForUserOperationReceiptTimeoutError,
} from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'
import { FrameHostError, InvalidInputError } from '../errors.js'
import type { WalletSigner } from '../keys/index.js'
import { ChainRequestRejectedError } from './errors.js'
import { type EvmChainClient, evmChainError } from './evm-client.js'
import type { SmartAccount } from './smart-accounts.js'
// Before any call of the kit: no analytics (no-telemetry.ts).
import './no-telemetry.js'

/**
 * The smart account's user operations (README "Smart accounts"): built with MetaMask's
 * smart-accounts kit (a HybridDeleGator owned by the user's EOA key, salt 0), sponsored by
 * the chain's paymaster when it has one, sent to its bundler, and followed to their receipt.
 * The calls are always frame-host's own encoding of the approved request: nothing the
 * bundler or paymaster answers can change them (checked before the owner key signs).
 */

/** One call of the account, as the EntryPoint makes it. */
export type AccountCall = { to: Address; value: bigint; data: Hex }

export type UserOperationContext = {
  caip2: string
  chainId: number
  chain: EvmChainClient
  smartAccount: SmartAccount
  /** Opens the user's signer (the owner key); called only to sign. */
  openSigner(): Promise<WalletSigner>
  timeoutMs: number
  signal: AbortSignal
}

/** The owner EOA as a viem account whose signatures come from the user's custody signer. */
function ownerAccount(
  owner: Address,
  caip2: string,
  openSigner: () => Promise<WalletSigner>,
): LocalAccount {
  const sign = async (method: 'personal_sign' | 'eth_signTypedData_v4', params: unknown[]) => {
    const signed = await (await openSigner()).sign({ chainId: caip2, method, params })
    if (!('signature' in signed)) throw new Error(`${method} gave no signature`)
    return signed.signature as Hex
  }
  return toAccount({
    address: owner,
    signMessage: ({ message }: { message: SignableMessage }) =>
      sign('personal_sign', [
        typeof message === 'string'
          ? message
          : typeof message.raw === 'string'
            ? message.raw
            : toHex(message.raw),
        owner,
      ]),
    signTypedData: (typedData) => sign('eth_signTypedData_v4', [owner, typedData]),
    signTransaction: async () => {
      throw new Error('the smart account owner signs user operations, not transactions')
    },
  })
}

/** The user's HybridDeleGator on the chain (counterfactual until its first user operation). */
export function metaMaskAccount(
  ctx: Pick<UserOperationContext, 'caip2' | 'chain' | 'openSigner'> & {
    owner: Address
    smartAccount: Pick<SmartAccount, 'chain'>
  },
): Promise<MetaMaskSmartAccount> {
  return toMetaMaskSmartAccount({
    client: ctx.chain.client,
    implementation: Implementation.Hybrid,
    deployParams: [ctx.owner, [], [], []],
    deploySalt: zeroHash,
    signer: { account: ownerAccount(ctx.owner, ctx.caip2, ctx.openSigner) },
    environment: ctx.smartAccount.chain.environment,
  })
}

/** The smart account's address for `owner`: computed, no chain call. */
export async function smartAccountAddress(
  chain: EvmChainClient,
  caip2: string,
  owner: Address,
  smartAccount: Pick<SmartAccount, 'chain'>,
): Promise<Address> {
  const account = await metaMaskAccount({
    caip2,
    chain,
    owner,
    smartAccount,
    openSigner: () => Promise.reject(new Error('no signing for an address')),
  })
  return account.address
}

type Session = { account: MetaMaskSmartAccount; bundler: BundlerClient }

function open(ctx: UserOperationContext): Promise<Session> {
  const transport = (url: string) =>
    http(url, { timeout: ctx.timeoutMs, retryCount: 0, fetchOptions: { signal: ctx.signal } })
  const { bundlerUrl, paymasterUrl } = ctx.smartAccount.chain
  return metaMaskAccount({ ...ctx, owner: ctx.smartAccount.owner }).then((account) => {
    if (!isAddressEqual(account.address, ctx.smartAccount.address)) {
      throw new Error(`the smart account's address changed (${account.address})`)
    }
    const bundler: BundlerClient = createBundlerClient({
      account,
      client: ctx.chain.client,
      transport: transport(bundlerUrl),
      // Only the paymaster frame-host is configured with: a dapp names none.
      ...(paymasterUrl
        ? { paymaster: createPaymasterClient({ transport: transport(paymasterUrl) }) }
        : {}),
      userOperation: { estimateFeesPerGas: () => userOperationFees(ctx, bundler) },
    })
    return { account, bundler }
  })
}

/**
 * The bundler's own gas price where it has one (alto's and Pimlico's
 * pimlico_getUserOperationGasPrice, which they check each operation against), else the
 * chain's EIP-1559 fees.
 */
async function userOperationFees(ctx: UserOperationContext, bundler: BundlerClient) {
  try {
    const answer = (await bundler.request({
      method: 'pimlico_getUserOperationGasPrice' as 'eth_supportedEntryPoints',
      params: [] as never,
    })) as unknown as { fast?: { maxFeePerGas?: Hex; maxPriorityFeePerGas?: Hex } }
    const fast = answer.fast
    if (fast?.maxFeePerGas && fast.maxPriorityFeePerGas) {
      return {
        maxFeePerGas: BigInt(fast.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
      }
    }
  } catch (error) {
    if (ctx.signal.aborted) throw error
    // A bundler without the method: the chain's fees below.
  }
  return ctx.chain.run((c) => c.estimateFeesPerGas({ chain: null, type: 'eip1559' }))
}

const bundlerLabel = (ctx: UserOperationContext) => `the bundler of ${ctx.caip2}`

async function bundlerCall<T>(ctx: UserOperationContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw evmChainError(error, {
      caip2: bundlerLabel(ctx),
      timeoutMs: ctx.timeoutMs,
      signal: ctx.signal,
    })
  }
}

/** Every gas limit of the operation together: what its fee cap is multiplied by. */
export function userOperationGas(op: Partial<UserOperation<'0.7'>>): bigint {
  return (
    (op.callGasLimit ?? 0n) +
    (op.verificationGasLimit ?? 0n) +
    (op.preVerificationGas ?? 0n) +
    (op.paymasterVerificationGasLimit ?? 0n) +
    (op.paymasterPostOpGasLimit ?? 0n)
  )
}

export type UserOperationEstimate = {
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  /** Whether the chain's paymaster pays the gas (the account pays nothing). */
  sponsored: boolean
}

function noCalls(calls: readonly AccountCall[]) {
  if (calls.length === 0) throw new InvalidInputError('a user operation needs at least one call')
}

/**
 * The operation for `calls` as the bundler would take it now, unsigned: the prepare step's
 * gas and fees (the bundler simulates it, so a call that would revert is refused here).
 */
export async function estimateUserOperation(
  ctx: UserOperationContext,
  calls: readonly AccountCall[],
): Promise<UserOperationEstimate> {
  noCalls(calls)
  const { account, bundler } = await open(ctx)
  const op = await bundlerCall(ctx, () =>
    bundler.prepareUserOperation({ account, calls: [...calls] }),
  )
  return {
    gas: userOperationGas(op),
    maxFeePerGas: op.maxFeePerGas,
    maxPriorityFeePerGas: op.maxPriorityFeePerGas,
    sponsored: op.paymaster !== undefined,
  }
}

export type SentUserOperation = { userOpHash: Hex; receipt: UserOperationReceipt }

/**
 * Builds, checks, signs and sends the operation for the approved `calls` at the approved
 * fees, then waits for its receipt from the bundler. `maxGas` bounds its gas: the approved
 * estimate times the gas cap, as for a transaction.
 */
export async function sendUserOperation(
  ctx: UserOperationContext,
  calls: readonly AccountCall[],
  approved: { maxGas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
): Promise<SentUserOperation> {
  noCalls(calls)
  const { account, bundler } = await open(ctx)
  const op = await bundlerCall(ctx, () =>
    bundler.prepareUserOperation({
      account,
      calls: [...calls],
      maxFeePerGas: approved.maxFeePerGas,
      maxPriorityFeePerGas: approved.maxPriorityFeePerGas,
    }),
  )
  // What is signed is the approved request and nothing else: the sender, the calls as
  // frame-host encodes them, the approved fees, gas within the cap.
  const callData = await account.encodeCalls([...calls])
  if (!isAddressEqual(op.sender, account.address) || op.callData !== callData) {
    throw new ChainRequestRejectedError(
      `${bundlerLabel(ctx)}: the user operation is not the approved one`,
    )
  }
  if (
    op.maxFeePerGas !== approved.maxFeePerGas ||
    op.maxPriorityFeePerGas !== approved.maxPriorityFeePerGas
  ) {
    throw new ChainRequestRejectedError(`${bundlerLabel(ctx)}: the fees changed since approval`)
  }
  if (userOperationGas(op) > approved.maxGas) {
    throw new ChainRequestRejectedError(
      `${bundlerLabel(ctx)}: the user operation needs ${userOperationGas(op)} gas, more than the ${approved.maxGas} approved`,
    )
  }
  const signature = await account.signUserOperation({ ...op, chainId: ctx.chainId })
  const userOpHash = await bundlerCall(ctx, () =>
    bundler.request({
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest({ ...op, signature }), account.entryPoint.address],
    }),
  )
  const receipt = await bundler
    .waitForUserOperationReceipt({
      hash: userOpHash,
      pollingInterval: 200,
      timeout: RECEIPT_TIMEOUT_MS,
    })
    .catch((error: unknown) => {
      if (ctx.signal.aborted) throw error
      if (error instanceof WaitForUserOperationReceiptTimeoutError) {
        throw new UserOperationPendingError(userOpHash)
      }
      throw evmChainError(error, {
        caip2: bundlerLabel(ctx),
        timeoutMs: ctx.timeoutMs,
        signal: ctx.signal,
      })
    })
  return { userOpHash, receipt }
}

/**
 * How long a send waits for the bundler to include the operation: within the frame's own
 * 25 s wait for the server, so the frame hears what happened.
 */
export const RECEIPT_TIMEOUT_MS = 20_000

/** Sent, but not included in time: it may still be, so the user must not simply send again. */
export class UserOperationPendingError extends FrameHostError {
  override name = 'UserOperationPendingError' as const
  override status = 504
  override code = 'user_operation_pending'
  constructor(readonly userOpHash: Hex) {
    super(
      `The user operation ${userOpHash} was sent but not included within ${RECEIPT_TIMEOUT_MS / 1000} s: it may still be, check the account before sending again`,
    )
  }
}

/** The bundler's receipt of one operation; null while it is pending or unknown. */
export async function userOperationReceipt(
  ctx: UserOperationContext,
  userOpHash: Hex,
): Promise<UserOperationReceipt | null> {
  const { bundler } = await open(ctx)
  try {
    return await bundler.getUserOperationReceipt({ hash: userOpHash })
  } catch (error) {
    if (error instanceof UserOperationReceiptNotFoundError) return null
    throw evmChainError(error, {
      caip2: bundlerLabel(ctx),
      timeoutMs: ctx.timeoutMs,
      signal: ctx.signal,
    })
  }
}
