import { type Address, BaseError, getAddress, type Hex, type PublicClient } from 'viem'
import { z } from 'zod'

/**
 * Reads the native-coin transfers a transaction made inside contracts (a pool paying out ETH,
 * a wallet contract forwarding it) from the node's call trace: anvil's
 * `debug_traceTransaction` with the built-in `callTracer`. Receipts do not show these, as the
 * native coin emits no Transfer event, yet docs/services.md#calls's history lists every transfer of the
 * account, so a swap to ETH must show the ETH coming in.
 */

export type CallFrame = {
  type: string
  from: string
  to?: string | undefined
  value?: string | undefined
  /** Set when the frame reverted: nothing it (or its children) sent was kept. */
  error?: string | undefined
  calls?: CallFrame[] | undefined
}

/** Native coin that one call frame sent. */
export type NativePayment = { from: Address; to: Address; amount: bigint }

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]*$/)

const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: z.string(),
    to: z.string().optional(),
    value: hexQuantity.optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
)

/**
 * Frame types that move value to `to`. DELEGATECALL and CALLCODE run another contract's code
 * in the caller's own account (the value they show is the caller's, not a payment) and a
 * STATICCALL cannot carry value.
 */
const PAYING_FRAMES = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

export class CallTraceError extends Error {
  override name = 'CallTraceError' as const
}

/**
 * The value-carrying calls below the top frame, in execution order. The top frame is the
 * transaction itself, whose value the indexer already takes from the transaction, so it is
 * left out; a reverted frame is left out with everything under it.
 */
export function internalPayments(root: CallFrame): NativePayment[] {
  const payments: NativePayment[] = []
  const visit = (frame: CallFrame) => {
    if (frame.error !== undefined) return
    const value = frame.value ? BigInt(frame.value) : 0n
    if (frame !== root && value > 0n && frame.to && PAYING_FRAMES.has(frame.type)) {
      payments.push({ from: getAddress(frame.from), to: getAddress(frame.to), amount: value })
    }
    for (const child of frame.calls ?? []) visit(child)
  }
  visit(root)
  return payments
}

/** Asks the node for the call trace of `hash`; a malformed answer is a CallTraceError. */
export async function traceCalls(client: PublicClient, hash: Hex): Promise<CallFrame> {
  const raw = await client.request<{
    Parameters: [Hex, { tracer: 'callTracer' }]
    ReturnType: unknown
  }>({ method: 'debug_traceTransaction', params: [hash, { tracer: 'callTracer' }] })
  const parsed = callFrameSchema.safeParse(raw)
  if (!parsed.success) {
    throw new CallTraceError(`debug_traceTransaction(${hash}) answered no call frame`, {
      cause: parsed.error,
    })
  }
  return parsed.data
}

/** JSON-RPC "method not found" (-32601) or "method not supported" (-32004). */
export function isMissingMethod(error: unknown): boolean {
  const hasCode = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e && (e.code === -32601 || e.code === -32004)
  if (error instanceof BaseError) return error.walk(hasCode) !== null
  return hasCode(error)
}
