/**
 * Batched calls of the EVM adapter (docs/batched-calls.md), loaded with the first batch.
 * The wallet's own wallet_sendCalls runs a batch when wallet_getCapabilities reports atomic
 * batching ('supported', or 'ready' for an account the wallet can upgrade) on the chain.
 * Otherwise a batch that must be atomic (forceAtomic) fails with AtomicityNotSupportedError
 * (5760), and one that need not is sent as one transaction per call, each mined before the
 * next is asked, under an id of ours whose status getCallsStatus answers from memory.
 */
import {
  type AdapterCallsStatus,
  type AdapterSendCallsParameters,
  type AdapterSendCallsResult,
  AtomicityNotSupportedError,
  type ChainAdapter,
  DuplicateIdError,
  UnknownBundleIdError,
} from '@keyway/core'
import { type AdapterTimers, withTimeout } from '@keyway/core/adapter'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import {
  getCallsStatus as wagmiGetCallsStatus,
  sendCalls as wagmiSendCalls,
  showCallsStatus as wagmiShowCallsStatus,
} from '@wagmi/core'
import { type Address, bytesToHex, type Hex, hexToBigInt, numberToHex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { type EvmNetwork, evmChainId } from '../networks.js'
import { type BatchRecords, createBatchRecords } from './batch-records.js'

export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

export type EvmBatchedCallsDeps = {
  config: Config
  requireNetwork: (network: { id: string | number }) => EvmNetwork
  activeConnector: (connectorId: string | undefined) => WagmiConnector
  /** The wallet's capabilities (wallet_getCapabilities), keyed by hex chain id. */
  getCapabilities: NonNullable<ChainAdapter['getCapabilities']>
  sendTransaction: ChainAdapter['sendTransaction']
  timers: AdapterTimers
  walletTimeoutMs: number
  /** How long a call of a sequential batch may take to be mined. */
  receiptTimeoutMs: number
  records?: BatchRecords | undefined
}

/** The wallet's atomic status on `chainId`; 'unsupported' when it reports nothing. */
export function atomicStatusOf(capabilities: unknown, chainId: number): AtomicStatus {
  const perChain = (capabilities as Record<string, unknown> | null | undefined)?.[
    numberToHex(chainId)
  ] as { atomic?: { status?: unknown } } | undefined
  const status = perChain?.atomic?.status
  return status === 'supported' || status === 'ready' ? status : 'unsupported'
}

function newBatchId(): Hex {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
}

export function createEvmBatchedCalls(deps: EvmBatchedCallsDeps) {
  const { config, timers, walletTimeoutMs } = deps
  const records = deps.records ?? createBatchRecords()

  async function atomicStatus(p: AdapterSendCallsParameters, chainId: number) {
    try {
      const answer = await deps.getCapabilities({
        address: p.address,
        connectorId: p.connectorId,
        signal: p.signal,
      })
      return atomicStatusOf(answer, chainId)
    } catch (error) {
      // A wallet without wallet_getCapabilities has no atomic batching; a refusal or an
      // abort is the caller's to see.
      const code = (error as { code?: unknown }).code
      if (code === 4200 || code === -32601) return 'unsupported'
      throw error
    }
  }

  async function sendSequentially(
    p: AdapterSendCallsParameters,
    network: EvmNetwork,
  ): Promise<AdapterSendCallsResult> {
    const chainId = evmChainId(network)
    const id = p.id ?? newBatchId()
    const client = config.getClient({ chainId })
    const hashes: string[] = []
    const receipts: AdapterCallsStatus['receipts'][number][] = []
    let statusCode: 200 | 500 | 600 = 200
    for (const call of p.calls) {
      let hash: string
      try {
        hash = await deps.sendTransaction({
          address: p.address,
          to: call.to,
          value: call.value ? hexToBigInt(call.value as Hex) : 0n,
          data: call.data as Hex | undefined,
          network: p.network,
          connectorId: p.connectorId,
          signal: p.signal,
        })
      } catch (error) {
        // Nothing sent yet: the failure (a refusal...) is the caller's. Once a call is on
        // chain, the batch ends there and its status says so.
        if (hashes.length === 0) throw error
        statusCode = 600
        break
      }
      hashes.push(hash)
      const receipt = await withTimeout(
        () =>
          waitForTransactionReceipt(client, {
            hash: hash as Hex,
            timeout: deps.receiptTimeoutMs,
          }),
        { timeoutMs: deps.receiptTimeoutMs, label: `${network.caipNetworkId}:receipt`, timers },
      )
      receipts.push({
        transactionHash: receipt.transactionHash,
        status: receipt.status,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
      })
      if (receipt.status === 'reverted') {
        statusCode = hashes.length === 1 ? 500 : 600
        break
      }
    }
    records.add({ id, chainId, statusCode, receipts })
    return { id, sequential: true, transactionHashes: hashes }
  }

  async function sendCalls(p: AdapterSendCallsParameters): Promise<AdapterSendCallsResult> {
    const network = deps.requireNetwork(p.network)
    const chainId = evmChainId(network)
    if (p.id !== undefined && records.has(p.id)) {
      throw new DuplicateIdError({ details: `Batch ${p.id} was already sent` })
    }
    const status = await atomicStatus(p, chainId)
    if (status === 'unsupported') {
      if (p.forceAtomic) {
        throw new AtomicityNotSupportedError({
          details: `The wallet reports no atomic batching on chain ${chainId}`,
        })
      }
      return sendSequentially(p, network)
    }
    const connector = deps.activeConnector(p.connectorId)
    const { id } = await withTimeout(
      () =>
        wagmiSendCalls(config, {
          connector,
          account: p.address as Address,
          chainId,
          calls: p.calls.map((call) => ({
            to: call.to as Address,
            ...(call.data ? { data: call.data as Hex } : {}),
            ...(call.value ? { value: hexToBigInt(call.value as Hex) } : {}),
          })),
          forceAtomic: p.forceAtomic,
          ...(p.id !== undefined ? { id: p.id } : {}),
          ...(p.capabilities ? { capabilities: p.capabilities } : {}),
        }),
      {
        timeoutMs: walletTimeoutMs,
        label: `wallet:${connector.id}:sendCalls`,
        signal: p.signal,
        timers,
      },
    )
    return { id, sequential: false }
  }

  async function getCallsStatus(
    p: Parameters<NonNullable<ChainAdapter['getCallsStatus']>>[0],
  ): Promise<AdapterCallsStatus> {
    const recorded = records.status(p.id)
    if (recorded) return recorded
    const connector = deps.activeConnector(p.connectorId)
    const answer = await withTimeout(() => wagmiGetCallsStatus(config, { connector, id: p.id }), {
      timeoutMs: walletTimeoutMs,
      label: `wallet:${connector.id}:getCallsStatus`,
      signal: p.signal,
      timers,
    })
    return {
      id: answer.id,
      chainId: answer.chainId,
      statusCode: answer.statusCode,
      status: answer.status ?? 'failure',
      atomic: answer.atomic,
      receipts: (answer.receipts ?? []).map((receipt) => ({
        transactionHash: receipt.transactionHash,
        status: receipt.status,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
      })),
    }
  }

  async function showCallsStatus(
    p: Parameters<NonNullable<ChainAdapter['showCallsStatus']>>[0],
  ): Promise<void> {
    // The wallet never saw a batch we sent one by one: there is nothing for it to show.
    if (records.has(p.id)) {
      throw new UnknownBundleIdError({ details: `The wallet did not run batch ${p.id}` })
    }
    const connector = deps.activeConnector(p.connectorId)
    await withTimeout(() => wagmiShowCallsStatus(config, { connector, id: p.id }), {
      timeoutMs: walletTimeoutMs,
      label: `wallet:${connector.id}:showCallsStatus`,
      signal: p.signal,
      timers,
    })
  }

  return { sendCalls, getCallsStatus, showCallsStatus }
}

export type EvmBatchedCalls = ReturnType<typeof createEvmBatchedCalls>
