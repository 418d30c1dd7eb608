import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterTransferFeeParameters } from '../adapter/types.js'
import { connect } from './connect.js'
import { eth, RECEIVER } from './send.test-helpers.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { updateSendForm } from './update-send-form.js'
import { type SendFeeState, watchSendFee } from './watch-send-fee.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Moves the (fake) clock on, running the timers and promises due: no real waiting, so the
 * debounce's timing holds on a loaded machine. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

afterEach(() => {
  vi.useRealTimers()
})

/** A client whose eip155 adapter answers 21000 gwei-units per estimate, after `delayMs`. */
async function setup(options: { delayMs?: number; fail?: boolean } = {}) {
  const context = createActionTestClient()
  const asked: AdapterTransferFeeParameters[] = []
  const aborted: AdapterTransferFeeParameters[] = []
  context.evm.estimateTransferFee = async (parameters) => {
    asked.push(parameters)
    await sleep(options.delayMs ?? 0)
    if (parameters.signal?.aborted) {
      aborted.push(parameters)
      throw parameters.signal.reason
    }
    if (options.fail) throw new Error('estimate failed')
    return 21_000n * 1_000_000_000n
  }
  await connect(context.client, { connectorId: 'eip155-injected' })
  // From here the clock is the test's: the debounce and the estimates' delays are timers.
  vi.useFakeTimers()
  const seen: SendFeeState[] = []
  return { ...context, asked, aborted, seen, onChange: (state: SendFeeState) => seen.push(state) }
}

describe('watchSendFee', () => {
  it('stays idle while no token is chosen', async () => {
    const { client, asked, seen, onChange } = await setup()
    const stop = watchSendFee(client, { onChange, debounceMs: 5 })
    await wait(20)
    stop()
    expect(asked).toEqual([])
    expect(seen).toEqual([])
  })

  it('estimates at once, then once per pause of typing, with the form as it is then', async () => {
    const { client, asked, seen, onChange } = await setup()
    updateSendForm(client, { token: eth, amount: '0.1' })
    const stop = watchSendFee(client, { onChange, debounceMs: 60 })
    await wait(10)
    expect(asked).toHaveLength(1)
    expect(seen.at(-1)).toEqual({
      status: 'idle',
      fee: { value: 21_000_000_000_000n, formatted: '0.000021', symbol: 'ETH' },
    })
    updateSendForm(client, { amount: '0.2' })
    await wait(5)
    updateSendForm(client, { amount: '0.25', receiverAddress: RECEIVER })
    await wait(5)
    expect(asked).toHaveLength(1)
    await wait(150)
    stop()
    expect(asked).toHaveLength(2)
    expect(asked[1]).toMatchObject({ value: 250_000_000_000_000_000n, to: RECEIVER })
    expect(seen.map((state) => state.status)).toEqual(['loading', 'idle', 'loading', 'idle'])
  })

  it('aborts an estimate the form has moved past, and reports only the newer one', async () => {
    const { client, asked, aborted, seen, onChange } = await setup({ delayMs: 40 })
    updateSendForm(client, { token: eth, amount: '1' })
    const stop = watchSendFee(client, { onChange, debounceMs: 5 })
    await wait(10)
    updateSendForm(client, { amount: '0.5' })
    await wait(100)
    stop()
    expect(asked).toHaveLength(2)
    expect(aborted).toEqual([asked[0]])
    expect(seen.filter((state) => state.status === 'idle')).toHaveLength(1)
  })

  it('says failed when the chain gives no estimate; the send does not need one', async () => {
    const { client, seen, onChange } = await setup({ fail: true })
    updateSendForm(client, { token: eth, amount: '1' })
    const stop = watchSendFee(client, { onChange, debounceMs: 5 })
    await wait(20)
    stop()
    expect(seen.at(-1)).toEqual({ fee: undefined, status: 'failed' })
  })

  it('stopping aborts the running estimate and reports nothing more', async () => {
    const { client, aborted, seen, onChange } = await setup({ delayMs: 30 })
    updateSendForm(client, { token: eth, amount: '1' })
    const stop = watchSendFee(client, { onChange, debounceMs: 5 })
    await wait(10)
    stop()
    updateSendForm(client, { amount: '2' })
    await wait(60)
    expect(aborted).toHaveLength(1)
    expect(seen).toEqual([{ fee: undefined, status: 'loading' }])
  })
})
