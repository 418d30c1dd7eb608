import { describe, expect, it, vi } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import * as openRequests from './open-requests.js'
import { createRequestsFront } from './requests-front.js'

type Rules = typeof openRequests

/** A loader of the rules that the test lets arrive (or fail), counting its calls. */
function heldRules() {
  let loads = 0
  let arrive: (rules: Rules) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const load = () => {
    loads += 1
    return new Promise<Rules>((resolve, reject) => {
      arrive = resolve
      fail = reject
    })
  }
  return {
    load,
    loads: () => loads,
    arrive: () => arrive(openRequests),
    fail: () => fail(new Error('Failed to fetch dynamically imported module')),
  }
}

/** An operation that records how it was run and answers when the test says. */
function walletCall<T>() {
  const runs: ('tracked' | 'untracked')[] = []
  const signals: AbortSignal[] = []
  let answer: (value: T) => void = () => undefined
  const answered = new Promise<T>((resolve) => {
    answer = resolve
  })
  return {
    runs,
    signals,
    answer: (value: T) => answer(value),
    tracked: (signal: AbortSignal) => {
      runs.push('tracked')
      signals.push(signal)
      return answered
    },
    untracked: () => {
      runs.push('untracked')
      return answered
    },
  }
}

describe('createRequestsFront', () => {
  it('runs a connection step at once, without loading the rules (a page-load reconnect fetches nothing)', async () => {
    const rules = heldRules()
    const front = createRequestsFront('eip155', rules.load)
    const reconnect = walletCall<string>()
    const result = front.run('reconnect', undefined, reconnect.tracked, reconnect.untracked)
    expect(reconnect.runs).toEqual(['untracked'])
    reconnect.answer('0x1')
    await expect(result).resolves.toBe('0x1')
    front.rejectNotSafe()
    expect(rules.loads()).toBe(0)
  })

  it('loads the rules once, with the first request, and tracks each request under its method', async () => {
    const rules = heldRules()
    const front = createRequestsFront('eip155', rules.load)
    const sign = walletCall<string>()
    const read = walletCall<string>()
    const signing = front.run('signMessage', undefined, sign.tracked, sign.untracked)
    const reading = front.run('getBalance', undefined, read.tracked, read.untracked)
    expect(sign.runs).toEqual([])
    rules.arrive()
    await vi.waitFor(() => expect([sign.runs, read.runs]).toEqual([['tracked'], ['tracked']]))
    expect(rules.loads()).toBe(1)
    front.rejectNotSafe()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    expect(sign.signals[0]?.aborted).toBe(true)
    read.answer('1')
    await expect(reading).resolves.toBe('1')
  })

  it("the wallet went away while the rules loaded: a signature never reaches the wallet and fails with 'Request was aborted'; a read goes on", async () => {
    const rules = heldRules()
    const front = createRequestsFront('eip155', rules.load)
    const sign = walletCall<string>()
    const read = walletCall<string>()
    const signing = front.run('signMessage', undefined, sign.tracked, sign.untracked)
    const reading = front.run('getBalance', undefined, read.tracked, read.untracked)
    front.rejectNotSafe()
    rules.arrive()
    const refused = await signing.catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RequestAbortedError)
    expect((refused as Error).message).toContain('Request was aborted')
    expect(sign.runs).toEqual([])
    read.answer('1')
    await expect(reading).resolves.toBe('1')
    // A request made after the departure is not refused.
    const next = walletCall<string>()
    const again = front.run('signMessage', undefined, next.tracked, next.untracked)
    next.answer('0xsig')
    await expect(again).resolves.toBe('0xsig')
  })

  it('runs the request untracked when the rules do not arrive (offline), and loads them again with the next', async () => {
    const rules = heldRules()
    const front = createRequestsFront('eip155', rules.load)
    const sign = walletCall<string>()
    const signing = front.run('signMessage', undefined, sign.tracked, sign.untracked)
    rules.fail()
    await vi.waitFor(() => expect(sign.runs).toEqual(['untracked']))
    sign.answer('0xsig')
    await expect(signing).resolves.toBe('0xsig')
    const send = walletCall<string>()
    void front.run('sendTransaction', undefined, send.tracked, send.untracked)
    expect(rules.loads()).toBe(2)
    rules.arrive()
    await vi.waitFor(() => expect(send.runs).toEqual(['tracked']))
  })

  it('runs an operation that asks the wallet no method untracked (a Solana read goes to the RPC)', async () => {
    const rules = heldRules()
    const front = createRequestsFront('solana', rules.load)
    const read = walletCall<string>()
    const reading = front.run('getBalance', undefined, read.tracked, read.untracked)
    rules.arrive()
    await vi.waitFor(() => expect(read.runs).toEqual(['untracked']))
    read.answer('1')
    await expect(reading).resolves.toBe('1')
  })
})
