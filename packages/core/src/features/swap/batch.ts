/**
 * The swap's approval and swap as one atomic batch (docs/batched-calls.md), loaded with the
 * first swap that needs an approval: the wallet's capabilities say whether it runs batches
 * atomically on the network; the batch goes through the calls rules (checked by
 * validateSendCalls, sent with forceAtomic) and is followed until the wallet confirms it.
 */
import type { AdapterCallsStatus } from '../../adapter/types.js'
import type { BuiltTransaction } from '../../api/types.js'
import { tryParseCaipAddress } from '../../caip/caip.js'
import { SwapBatchFailedError } from '../../errors/swap.js'
import { sleep } from '../../utils/sleep.js'
import { callsRules } from '../calls/calls.js'
import type { CallsTarget } from '../calls/target.js'

/** How often and how long the batch's status is read before giving up. */
const STATUS_POLL_MS = 1_000
const STATUS_POLLS = 120

type Signal = { signal?: AbortSignal | undefined }

/** Whether the wallet runs batches atomically on the target's network. */
export async function supportsAtomicBatch(target: CallsTarget, { signal }: Signal) {
  const { adapter } = target
  if (!adapter.sendCalls || !adapter.getCallsStatus || !adapter.getCapabilities) return false
  const capabilities = await callsRules.getCapabilities(target, { signal }).catch(() => ({}))
  const perChain = (capabilities as Record<string, { atomic?: { status?: unknown } }>)[
    `0x${Number(target.network.id).toString(16)}`
  ]
  const status = perChain?.atomic?.status
  return status === 'supported' || status === 'ready'
}

/** Sends the transactions as one atomic batch; the last one's hash once confirmed. */
export async function sendAtomicBatch(
  target: CallsTarget,
  txs: readonly BuiltTransaction[],
  { signal }: Signal,
): Promise<string> {
  const { id } = await callsRules.sendCalls(target, {
    calls: txs.map((tx) => ({
      to: (tryParseCaipAddress(tx.to)?.address ?? tx.to) as `0x${string}`,
      data: tx.data,
      // `amount` is the quoted output of a swap, never what the wallet pays.
      value: BigInt(tx.value ?? '0'),
    })),
    forceAtomic: true,
    signal,
  })
  let status: AdapterCallsStatus | undefined
  for (let poll = 0; poll < STATUS_POLLS; poll += 1) {
    status = await callsRules.getCallsStatus(target, { id, signal })
    if (status.statusCode >= 200) break
    await sleep(STATUS_POLL_MS, signal)
  }
  if (status?.statusCode !== 200) {
    throw new SwapBatchFailedError({ details: `status ${status?.statusCode ?? 100}` })
  }
  return status.receipts.at(-1)?.transactionHash ?? id
}
