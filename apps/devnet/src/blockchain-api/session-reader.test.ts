import { createServer, type Server, type Socket } from 'node:net'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChain } from '../evm/index.js'
import { HttpError } from '../http/server.js'
import { createSessionReader } from './session-reader.js'
import type { SessionChain } from './session-shape.js'

/**
 * How the reader fails when the node does not answer (sessions.test.ts covers its reads
 * against a real chain with the ERC-4337 stack).
 */

const USER: Address = '0x00000000000000000000000000000000000A11cE'
const PCI = `0x${'ab'.repeat(32)}` as const

function sessionChain(rpcUrl: string): SessionChain {
  const at = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`
  return {
    chainId: 31337,
    caip2: 'eip155:31337',
    rpcUrl,
    chain: devnetChain(31337, rpcUrl),
    delegationManager: at(1),
    valueLteEnforcer: at(10),
    erc20PeriodTransferEnforcer: at(11),
    timestampEnforcer: at(12),
  }
}

describe('the session reader when the node fails', () => {
  let silent: Server
  let silentUrl: string
  const sockets = new Set<Socket>()

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => {
      sockets.add(socket)
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as { port: number }).port
    silentUrl = `http://127.0.0.1:${port}`
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }

  it('answers 502 when a read times out', async () => {
    const reader = createSessionReader({ chains: [sessionChain(silentUrl)], timeoutMs: 200 })
    const started = Date.now()
    const error = await failure(reader.list(USER, 0))
    expect(error.status).toBe(502)
    expect(error.message).toMatch(/^chain read failed/)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect((await failure(reader.status(USER, PCI))).status).toBe(502)
  })

  it('answers 502 when the node refuses the connection', async () => {
    const reader = createSessionReader({
      chains: [sessionChain('http://127.0.0.1:1')],
      timeoutMs: 2_000,
    })
    expect((await failure(reader.list(USER, 0))).status).toBe(502)
  })

  it("stops waiting when the request's signal aborts", async () => {
    const reader = createSessionReader({ chains: [sessionChain(silentUrl)], timeoutMs: 30_000 })
    const started = Date.now()
    const error = await failure(reader.list(USER, 0, AbortSignal.timeout(100)))
    expect(error.status).toBe(502)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('lists nothing when no chain has the stack', async () => {
    const reader = createSessionReader({ chains: [], timeoutMs: 200 })
    expect(await reader.list(USER, 0)).toEqual([])
    expect(await reader.status(USER, PCI)).toBeUndefined()
  })
})
