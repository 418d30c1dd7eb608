/**
 * The rules of batched calls (docs/batched-calls.md), loaded on first use (entry.ts):
 * every batch is checked (validateSendCalls) before the adapter is asked. An adapter without
 * batched calls answers AtomicityNotSupportedError (5760) for a batch that must be atomic and
 * UnsupportedProviderMethodError (4200) otherwise; the sequential fallback is the adapter's
 * (it keeps the record getCallsStatus answers from).
 */
import type {
  AbortableParameters,
  AdapterCallsStatus,
  AdapterSendCallsResult,
} from '../../adapter/types.js'
import { UnsupportedProviderMethodError } from '../../errors/provider-rpc.js'
import { AtomicityNotSupportedError } from '../../errors/wallet-calls-rpc.js'
import { validateSendCalls } from '../../validate/send-calls.js'
import type { CallsTarget } from './target.js'

export type BatchCall = {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  /** In wei. */
  value?: bigint | undefined
}

export type SendCallsRequest = AbortableParameters & {
  calls: readonly BatchCall[]
  /**
   * true (the default): all calls or none, else AtomicityNotSupportedError (5760). false:
   * a wallet without atomic batching gets the calls one transaction at a time.
   */
  forceAtomic?: boolean | undefined
  /** The dapp's own id for the batch. */
  id?: string | undefined
  /** Capabilities asked of the wallet for this batch. */
  capabilities?: Record<string, unknown> | undefined
}

export type CallsRules = typeof callsRules

const toHex = (value: bigint) => `0x${value.toString(16)}`

async function sendCalls(
  { adapter, address, network, connectorId }: CallsTarget,
  request: SendCallsRequest,
): Promise<AdapterSendCallsResult> {
  const calls = request.calls.map((call) => ({
    to: call.to,
    ...(call.data !== undefined ? { data: call.data } : {}),
    ...(call.value !== undefined ? { value: toHex(call.value) } : {}),
  }))
  validateSendCalls({ calls })
  const forceAtomic = request.forceAtomic ?? true
  if (adapter.sendCalls) {
    return adapter.sendCalls({
      address,
      network,
      connectorId,
      calls,
      forceAtomic,
      id: request.id,
      capabilities: request.capabilities,
      signal: request.signal,
    })
  }
  if (forceAtomic) {
    throw new AtomicityNotSupportedError({
      details: `The ${adapter.namespace} adapter has no batched calls`,
    })
  }
  throw new UnsupportedProviderMethodError({
    details: `${adapter.namespace} adapter: wallet_sendCalls`,
  })
}

async function getCallsStatus(
  { adapter, connectorId }: CallsTarget,
  { id, signal }: AbortableParameters & { id: string },
): Promise<AdapterCallsStatus> {
  if (!adapter.getCallsStatus) {
    throw new UnsupportedProviderMethodError({
      details: `${adapter.namespace} adapter: calls status`,
    })
  }
  return adapter.getCallsStatus({ id, connectorId, signal })
}

async function getCapabilities(
  { adapter, address, connectorId }: CallsTarget,
  { signal }: AbortableParameters,
): Promise<Record<string, unknown>> {
  if (!adapter.getCapabilities) return {}
  return adapter.getCapabilities({ address, connectorId, signal })
}

async function showCallsStatus(
  { adapter, connectorId }: CallsTarget,
  { id, signal }: AbortableParameters & { id: string },
): Promise<void> {
  if (!adapter.showCallsStatus) {
    throw new UnsupportedProviderMethodError({
      details: `${adapter.namespace} adapter: show calls`,
    })
  }
  await adapter.showCallsStatus({ id, connectorId, signal })
}

export const callsRules = { sendCalls, getCallsStatus, getCapabilities, showCallsStatus }
