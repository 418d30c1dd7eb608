/**
 * EIP-5792 for the test wallet, when a test turns it on (`atomicBatching: 'unsupported'`):
 * wallet_getCapabilities reports no atomic batching on every chain the wallet knows;
 * wallet_sendCalls refuses a batch that must be atomic with 5760 and otherwise sends the
 * calls as consecutive transactions signed with the wallet's key (each mined before the
 * next); wallet_getCallsStatus answers from their receipts; wallet_showCallsStatus accepts
 * a known id. An unknown id is 5730.
 */
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  isHex,
  numberToHex,
  padHex,
} from 'viem'
import { invalidParams, TestProviderRpcError } from './errors.js'

/**
 * 'unsupported': no atomic batching, batches as consecutive transactions.
 * `{ delegator }`: atomic batching through an EIP-7702 delegation of the wallet's account to
 * that contract (MetaMask's EIP7702StatelessDeleGator): the batch is one transaction the
 * account sends to itself, calling the delegator's batch `execute`.
 */
export type TestAtomicBatching = 'unsupported' | { delegator: Hex }

export const BATCH_METHODS: ReadonlySet<string> = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

export const BATCH_ERROR_CODES = { unknownBundleId: 5730, atomicityNotSupported: 5760 } as const

type RpcReceipt = { status: Hex; transactionHash: Hex } & Record<string, unknown>

export type TestBatchedCallsDeps = {
  chainIds: () => number[]
  currentChainId: () => number
  /** Sends one call as the wallet's own transaction (eth_sendTransaction). */
  sendTransaction: (call: {
    to: Hex
    data?: Hex | undefined
    value?: bigint | undefined
  }) => Promise<Hex>
  mode: TestAtomicBatching
  /** The account's own transaction to itself with an EIP-7702 authorization (atomic mode). */
  sendDelegated: (parameters: { data: Hex; delegator: Hex; delegated: boolean }) => Promise<Hex>
  address: () => Hex
  /** Asks the current chain's RPC. */
  rpc: (method: string, params: unknown[]) => Promise<unknown>
}

/** Batches the wallet sent, oldest first; a test wallet keeps at most this many. */
const BATCH_LIMIT = 100

/** ERC-7579 execution mode: batch call type (0x01), default exec type, no selector or payload. */
const BATCH_MODE = padHex('0x01', { size: 32, dir: 'right' })
const EXECUTE_ABI = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      { name: '_mode', type: 'bytes32' },
      { name: '_executionCalldata', type: 'bytes' },
    ],
    outputs: [],
  },
] as const
const EXECUTIONS = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

async function receiptOf(deps: TestBatchedCallsDeps, hash: Hex): Promise<RpcReceipt> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const receipt = (await deps.rpc('eth_getTransactionReceipt', [hash])) as RpcReceipt | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new TestProviderRpcError(-32603, `Transaction ${hash} was not mined`)
}

export function createTestBatchedCalls(deps: TestBatchedCallsDeps) {
  const batches = new Map<string, { chainId: number; hashes: Hex[]; atomic?: boolean }>()
  let counter = 0

  function known(id: unknown) {
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) {
      throw new TestProviderRpcError(BATCH_ERROR_CODES.unknownBundleId, 'Unknown bundle id.')
    }
    return batch
  }

  async function sendCalls(request: Record<string, unknown> | undefined) {
    if (!request || !Array.isArray(request.calls))
      throw invalidParams('wallet_sendCalls needs calls')
    if (typeof deps.mode === 'object') return sendAtomically(deps.mode.delegator, request.calls)
    if (request.atomicRequired === true) {
      throw new TestProviderRpcError(
        BATCH_ERROR_CODES.atomicityNotSupported,
        'The wallet cannot execute this batch atomically.',
      )
    }
    const chainId = deps.currentChainId()
    const hashes: Hex[] = []
    for (const call of request.calls as Record<string, unknown>[]) {
      const hash = await deps.sendTransaction({
        to: call.to as Hex,
        data: typeof call.data === 'string' ? (call.data as Hex) : undefined,
        value:
          typeof call.value === 'string' && isHex(call.value) ? hexToBigInt(call.value) : undefined,
      })
      hashes.push(hash)
      await receiptOf(deps, hash)
    }
    counter += 1
    const id = typeof request.id === 'string' ? request.id : numberToHex(counter, { size: 32 })
    batches.set(id, { chainId, hashes })
    while (batches.size > BATCH_LIMIT) {
      const oldest = batches.keys().next().value
      if (oldest === undefined) break
      batches.delete(oldest)
    }
    return { id }
  }

  async function sendAtomically(delegator: Hex, calls: Record<string, unknown>[]) {
    const chainId = deps.currentChainId()
    const code = (await deps.rpc('eth_getCode', [deps.address(), 'latest'])) as Hex | null
    const delegated = (code ?? '0x').toLowerCase() === concat(['0xef0100', delegator]).toLowerCase()
    const executions = calls.map((call) => ({
      target: call.to as Hex,
      value: typeof call.value === 'string' && isHex(call.value) ? hexToBigInt(call.value) : 0n,
      callData: typeof call.data === 'string' ? (call.data as Hex) : '0x',
    }))
    const data = encodeFunctionData({
      abi: EXECUTE_ABI,
      functionName: 'execute',
      args: [BATCH_MODE, encodeAbiParameters(EXECUTIONS, [executions])],
    })
    const hash = await deps.sendDelegated({ data, delegator, delegated })
    await receiptOf(deps, hash)
    counter += 1
    const id = numberToHex(counter, { size: 32 })
    batches.set(id, { chainId, hashes: [hash], atomic: true })
    return { id }
  }

  async function callsStatus(id: unknown) {
    const batch = known(id)
    const receipts = await Promise.all(
      batch.hashes.map(
        (hash) => deps.rpc('eth_getTransactionReceipt', [hash]) as Promise<RpcReceipt | null>,
      ),
    )
    const mined = receipts.filter((receipt): receipt is RpcReceipt => receipt !== null)
    const status =
      mined.length < receipts.length
        ? 100
        : mined.every((r) => r.status === '0x1')
          ? 200
          : mined.every((r) => r.status === '0x0')
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(batch.chainId),
      status,
      atomic: batch.atomic ?? false,
      receipts: mined,
    }
  }

  return {
    async handle(method: string, params: unknown[]): Promise<unknown> {
      switch (method) {
        case 'wallet_getCapabilities':
          return Object.fromEntries(
            deps
              .chainIds()
              .map((chainId) => [
                numberToHex(chainId),
                { atomic: { status: typeof deps.mode === 'object' ? 'supported' : 'unsupported' } },
              ]),
          )
        case 'wallet_sendCalls':
          return sendCalls(params[0] as Record<string, unknown> | undefined)
        case 'wallet_getCallsStatus':
          return callsStatus(params[0])
        default:
          known(params[0])
          return null
      }
    },
  }
}
