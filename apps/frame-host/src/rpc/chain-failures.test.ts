import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import {
  type CallResult,
  call,
  createRecordedMailer,
  frameRequest,
  signIn,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { frameRpc, type RpcBody } from './approved-rpc.test-helpers.js'

/**
 * What `POST /v1/rpc` does when a chain's node fails rather than refuses: a node that
 * takes the request and never answers is cut off at the timeout, a client that leaves
 * takes the node call down with it, and a node nobody listens on is a 502.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
const SOLANA_STALLED = 'solana:11111111111111111111111111111111'
const SOLANA_DOWN = 'solana:22222222222222222222222222222222'
let stalled: Server
let seen: IncomingMessage[] = []
let host: FrameHost
let token: string
let accounts: { eip155: string; solana: string }

beforeAll(async () => {
  stalled = createServer((req) => {
    seen.push(req)
  })
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve))
  const stalledUrl = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    chainRpcUrls: {
      'eip155:999': stalledUrl,
      'eip155:998': 'http://127.0.0.1:9',
      [SOLANA_STALLED]: stalledUrl,
      [SOLANA_DOWN]: 'http://127.0.0.1:9',
    },
    chainTimeoutMs: 2_000,
  })
  token = await signIn(host.url, mailer, 'chain-failures@example.com')
  accounts = (await call(host.url, 'GET', '/v1/user', { token })).json.user.accounts
})
afterAll(async () => {
  await host?.stop()
  stalled?.closeAllConnections()
  await new Promise((resolve) => stalled?.close(resolve))
  keys.remove()
})

/** As the frame asks: a not-safe method is prepared and approved first (approved-rpc). */
const rpc = (body: RpcBody): Promise<CallResult> => frameRpc(host.url, token, body)

/** A transfer from the user's Solana account (never sent anywhere that executes it). */
function solanaTransfer(): string {
  const from = address(accounts.solana)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: '4uQeVj5tqViQh7yWWGStvkEG1Zmhx6uasJtWCJziofM' as Blockhash,
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: address('11111111111111111111111111111112'), role: AccountRole.WRITABLE },
          ],
          data: new Uint8Array([2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]),
        },
        m,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

describe('chain calls are bounded and follow the client', () => {
  it('an eip155 node that does not answer in time: 504', async () => {
    seen = []
    const started = Date.now()
    const answer = await rpc({ chainId: 'eip155:999', method: 'eth_blockNumber' })
    expect(answer.json).toEqual({
      error: {
        code: 'chain_timeout',
        message: 'The RPC node of eip155:999 did not answer within 2000 ms',
      },
    })
    expect(answer.status).toBe(504)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(seen).toHaveLength(1)
  })

  it('a Solana node that does not answer in time: 504, after signing', async () => {
    seen = []
    // The prepare step's fee lookup gives up after the timeout (the card then shows no
    // fee); the send after Approve is the second call, and the one that fails.
    const answer = await rpc({
      chainId: SOLANA_STALLED,
      method: 'solana_signAndSendTransaction',
      params: { transaction: solanaTransfer() },
    })
    expect(answer.json.error).toEqual({
      code: 'chain_timeout',
      message: `The RPC node of ${SOLANA_STALLED} did not answer within 2000 ms`,
    })
    expect(answer.status).toBe(504)
    expect(seen).toHaveLength(2)
  })

  it('a client that goes away aborts the call to the node', async () => {
    seen = []
    const controller = new AbortController()
    const sent = await frameRequest(host.url, 'POST', '/v1/rpc', {
      token,
      body: {
        chainId: 'eip155:999',
        method: 'eth_getBalance',
        params: [accounts.eip155, 'latest'],
      },
    })
    const request = fetch(sent.url, {
      method: 'POST',
      headers: sent.headers,
      body: sent.body as string,
      signal: controller.signal,
    }).catch((error: unknown) => error)
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(1)
    const upstreamClosed = new Promise<number>((resolve) =>
      seen[0]!.socket.once('close', () => resolve(Date.now())),
    )
    const abortedAt = Date.now()
    controller.abort()
    expect(await request).toBeInstanceOf(Error)
    // Well before the 2 s timeout would have closed it.
    expect((await upstreamClosed) - abortedAt).toBeLessThan(1_500)
  })

  it('a node nobody listens on: 502', async () => {
    const evm = await rpc({ chainId: 'eip155:998', method: 'eth_blockNumber' })
    expect(evm.json.error).toEqual({
      code: 'chain_unavailable',
      message: 'The RPC node of eip155:998 could not be reached',
    })
    expect(evm.status).toBe(502)
    const solana = await rpc({
      chainId: SOLANA_DOWN,
      method: 'solana_signAndSendTransaction',
      params: { transaction: solanaTransfer() },
    })
    expect(solana.json.error).toEqual({
      code: 'chain_unavailable',
      message: `The RPC node of ${SOLANA_DOWN} could not be reached`,
    })
    expect(solana.status).toBe(502)
  })
})
