import {
  HttpRequestError,
  NetworkRequestError,
  RequestAbortedError,
  TimeoutError,
} from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { devnetSolanaAccount, testDevnet } from '../devnet.test-helpers.js'
import { createSolanaRpc } from './solana-rpc.js'

const devnet = testDevnet()

describe('Solana JSON-RPC client', () => {
  it("reads devnet's genesis hash and a funded account's lamports", async () => {
    const rpc = createSolanaRpc({ url: devnet.urls.solanaRpc, timeoutMs: 10_000 })
    expect(await rpc.getGenesisHash()).toBe(devnet.genesisHash)
    const balance = await rpc.getBalance(devnetSolanaAccount(devnet, 4).publicKey)
    expect(balance).toBeGreaterThan(0n)
  })

  it('reads a mint: its token program and decimals; null for no account', async () => {
    const rpc = createSolanaRpc({ url: devnet.urls.solanaRpc, timeoutMs: 10_000 })
    expect(await rpc.getMint(devnet.usdcMint.address)).toEqual({
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      decimals: 6,
    })
    expect(await rpc.getMint('11111111111111111111111111111112')).toBeNull()
  })

  it('turns a non-ok HTTP status into HttpRequestError and a fetch failure into NetworkRequestError', async () => {
    const failing = createSolanaRpc({
      url: 'http://rpc.invalid',
      timeoutMs: 1000,
      fetch: async () => new Response('busy', { status: 503 }),
    })
    await expect(failing.getGenesisHash()).rejects.toBeInstanceOf(HttpRequestError)
    const offline = createSolanaRpc({
      url: 'http://rpc.invalid',
      timeoutMs: 1000,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(offline.getGenesisHash()).rejects.toBeInstanceOf(NetworkRequestError)
  })

  it('aborts the fetch on timeout (TimeoutError) and on the caller signal (RequestAbortedError)', async () => {
    const signals: AbortSignal[] = []
    let fire = () => {}
    const rpc = createSolanaRpc({
      url: 'http://rpc.invalid',
      timeoutMs: 10_000,
      timers: {
        setTimeout: (callback) => {
          fire = callback
          return 1
        },
        clearTimeout: () => {},
      },
      fetch: (_, init) => {
        if (init?.signal) signals.push(init.signal)
        return new Promise<Response>(() => {})
      },
    })
    const timedOut = rpc.getGenesisHash()
    fire()
    await expect(timedOut).rejects.toBeInstanceOf(TimeoutError)
    expect(signals[0]?.aborted).toBe(true)
    const controller = new AbortController()
    const aborted = rpc.getGenesisHash({ signal: controller.signal })
    controller.abort()
    await expect(aborted).rejects.toBeInstanceOf(RequestAbortedError)
    expect(signals[1]?.aborted).toBe(true)
  })
})
