import { getAddress, MethodNotFoundRpcError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { type CallFrame, internalPayments, isMissingMethod } from './call-trace.js'

const USER = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65'
const ROUTER = '0x5c4a427fbc88c761db3887d88606d97d32e95c3b'
const POOL = '0x749d20d85555330d20862770b58a72939285c42a'
const TOKEN = '0xfbfbfddd6e35da57b7b0f9a2c10e34be70b3a4e9'
const OTHER = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc'

describe('internalPayments', () => {
  it('lists the value-carrying calls below the top frame in execution order, checksummed', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: USER,
      to: ROUTER,
      value: '0x5',
      calls: [
        { type: 'CALL', from: ROUTER, to: TOKEN, value: '0x0' },
        {
          type: 'CALL',
          from: ROUTER,
          to: POOL,
          value: '0x3',
          calls: [{ type: 'CALL', from: POOL, to: USER, value: '0x1622b950ba30ab1' }],
        },
      ],
    }
    expect(internalPayments(root)).toEqual([
      { from: getAddress(ROUTER), to: getAddress(POOL), amount: 3n },
      { from: getAddress(POOL), to: getAddress(USER), amount: 0x1622b950ba30ab1n },
    ])
  })

  it('leaves out the top frame: a plain ETH send has no internal payment', () => {
    expect(
      internalPayments({ type: 'CALL', from: USER, to: OTHER, value: '0xde0b6b3a7640000' }),
    ).toEqual([])
  })

  it('leaves out a reverted frame and everything under it', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: USER,
      to: ROUTER,
      calls: [
        {
          type: 'CALL',
          from: ROUTER,
          to: POOL,
          value: '0x7',
          error: 'execution reverted',
          calls: [{ type: 'CALL', from: POOL, to: USER, value: '0x9' }],
        },
        { type: 'CALL', from: ROUTER, to: OTHER, value: '0x2' },
      ],
    }
    expect(internalPayments(root).map((p) => p.amount)).toEqual([2n])
  })

  it('counts CREATE and SELFDESTRUCT payments but not DELEGATECALL, CALLCODE or STATICCALL', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: USER,
      to: ROUTER,
      value: '0x10',
      calls: [
        { type: 'DELEGATECALL', from: ROUTER, to: POOL, value: '0x10' },
        { type: 'CALLCODE', from: ROUTER, to: POOL, value: '0x11' },
        { type: 'STATICCALL', from: ROUTER, to: POOL },
        { type: 'CREATE', from: ROUTER, to: OTHER, value: '0x12' },
        { type: 'SELFDESTRUCT', from: POOL, to: USER, value: '0x13' },
      ],
    }
    expect(internalPayments(root).map((p) => p.amount)).toEqual([0x12n, 0x13n])
  })
})

describe('isMissingMethod', () => {
  it('recognises -32601 and -32004, also wrapped as a cause', () => {
    const notFound = new MethodNotFoundRpcError(
      new RpcRequestError({ body: {}, url: 'http://x', error: { code: -32601, message: 'no' } }),
      { method: 'debug_traceTransaction' },
    )
    expect(isMissingMethod(notFound)).toBe(true)
    expect(isMissingMethod({ code: -32004, message: 'not supported' })).toBe(true)
    expect(isMissingMethod(new Error('timeout'))).toBe(false)
    expect(isMissingMethod({ code: -32000, message: 'execution reverted' })).toBe(false)
  })
})
