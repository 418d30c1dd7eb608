import { describe, expect, it } from 'vitest'
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '../constants/rpc.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { createOpenRequests, operationMethod, type TrackedOperationName } from './open-requests.js'

const OPERATIONS: TrackedOperationName[] = [
  'getAccounts',
  'getBalance',
  'signMessage',
  'sendTransaction',
  'estimateGas',
  'estimateTransferFee',
  'getCapabilities',
  'getWalletAssets',
  'sendCalls',
  'writeContract',
  'getTokenBalances',
  'getEnsName',
  'resolveName',
]

/** A request the test answers. */
function waiting<T>() {
  let answer: (value: T) => void = () => undefined
  let signal: AbortSignal | undefined
  const run = (given: AbortSignal) => {
    signal = given
    return new Promise<T>((resolve) => {
      answer = resolve
    })
  }
  return { run, answer: (value: T) => answer(value), signal: () => signal }
}

describe('the methods of the requests an adapter opens', () => {
  it('every tracked method is on the safe or the not-safe list, never an unknown one', () => {
    const listed = new Set<string>([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS])
    for (const namespace of ['eip155', 'solana'] as const) {
      for (const operation of OPERATIONS) {
        const method = operationMethod(namespace, operation)
        if (method !== undefined) expect(listed).toContain(method)
      }
    }
  })

  it('signing and sending are not safe; reads are', () => {
    expect(operationMethod('eip155', 'signMessage')).toBe('personal_sign')
    expect(operationMethod('eip155', 'sendCalls')).toBe('wallet_sendCalls')
    expect(operationMethod('solana', 'sendTransaction')).toBe('solana_signAndSendTransaction')
    expect(operationMethod('eip155', 'getBalance')).toBe('eth_getBalance')
    // Solana reads go to the dapp's RPC, never to the wallet: nothing to end.
    expect(operationMethod('solana', 'getBalance')).toBeUndefined()
  })
})

describe('createOpenRequests', () => {
  it("rejectNotSafe aborts the open signature at once ('Request was aborted') and lets the read answer", async () => {
    const open = createOpenRequests()
    const sign = waiting<string>()
    const read = waiting<string>()
    const signing = open.track('personal_sign', undefined, sign.run).catch((e: unknown) => e)
    const reading = open.track('eth_getBalance', undefined, read.run)
    await Promise.resolve()
    expect(open.methods()).toEqual(['personal_sign', 'eth_getBalance'])
    expect(open.rejectNotSafe()).toBe(1)
    const error = await signing
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).details).toBe('personal_sign')
    expect(sign.signal()?.aborted).toBe(true)
    read.answer('1.5')
    await expect(reading).resolves.toBe('1.5')
    expect(read.signal()?.aborted).toBe(false)
    expect(open.methods()).toEqual([])
  })

  it('a settled request is no longer open; one that throws at once is not left open either', async () => {
    const open = createOpenRequests()
    await expect(open.track('eth_sendTransaction', undefined, async () => '0xhash')).resolves.toBe(
      '0xhash',
    )
    await expect(
      open.track('eth_sendTransaction', undefined, () => {
        throw new Error('no wallet')
      }),
    ).rejects.toThrow('no wallet')
    expect(open.methods()).toEqual([])
    expect(open.rejectNotSafe()).toBe(0)
  })

  it("the caller's own signal reaches the request", async () => {
    const open = createOpenRequests()
    const sign = waiting<string>()
    const caller = new AbortController()
    void open.track('personal_sign', caller.signal, sign.run)
    await Promise.resolve()
    caller.abort()
    expect(sign.signal()?.aborted).toBe(true)
  })
})
