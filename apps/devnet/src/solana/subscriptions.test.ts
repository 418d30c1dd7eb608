import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type SolanaDevnet, startSolanaRpc } from './index.js'
import { testKeypairs } from './keys.js'
import { decodeWireTransaction } from './wire.js'

/**
 * The PubSub rules with a raw WebSocket client and a hand-driven slot clock, so what must
 * not have happened yet can be checked without waiting.
 */

let devnet: SolanaDevnet
const sockets: WebSocket[] = []

beforeAll(async () => {
  devnet = await startSolanaRpc({
    host: '127.0.0.1',
    port: 0,
    wsPort: 0,
    slotIntervalMs: 0,
    ledger: { finalityDepth: 3 },
  })
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

afterAll(async () => {
  await devnet?.stop()
})

type Message = {
  id?: number
  result?: unknown
  error?: { code: number }
  method?: string
  params?: { subscription: number; result: unknown }
}

async function connect() {
  const socket = new WebSocket(devnet.wsUrl)
  sockets.push(socket)
  const queue: Message[] = []
  const waiting: Array<(m: Message) => void> = []
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Message
    const resolve = waiting.shift()
    if (resolve) resolve(message)
    else queue.push(message)
  })
  await new Promise((resolve) => socket.once('open', resolve))
  let nextId = 1
  const next = () =>
    new Promise<Message>((resolve) => {
      const queued = queue.shift()
      if (queued) resolve(queued)
      else waiting.push(resolve)
    })
  return {
    raw: (text: string) => socket.send(text),
    next,
    async call(method: string, params?: unknown): Promise<Message> {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }))
      return next()
    },
  }
}

function landTransfer(): string {
  const [payer] = testKeypairs(1)
  if (!payer) throw new Error('no payer')
  const tx = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: devnet.ledger.latestBlockhash().blockhash,
  }).add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
  )
  tx.sign(payer)
  const result = devnet.ledger.submit(
    decodeWireTransaction(tx.serialize().toString('base64'), 'base64'),
  )
  if (!result.landed) throw new Error(result.err.message)
  return result.record.signature
}

describe('Solana PubSub over WebSocket', () => {
  it('answers malformed JSON with -32700, unknown methods with -32601, unknown ids with -32602', async () => {
    const client = await connect()
    client.raw('{nope')
    expect(await client.next()).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await client.call('blockSubscribe', [])).toMatchObject({ error: { code: -32601 } })
    expect(await client.call('slotUnsubscribe', [12345])).toMatchObject({ error: { code: -32602 } })
    expect(await client.call('signatureSubscribe', ['xyz'])).toMatchObject({
      error: { code: -32602 },
    })
  })

  it('notifies signatureSubscribe only when the asked commitment is reached, then ends it', async () => {
    const client = await connect()
    const signature = landTransfer()
    const confirmed = await client.call('signatureSubscribe', [
      signature,
      { commitment: 'confirmed' },
    ])
    const confirmedNote = await client.next()
    expect(confirmedNote).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: confirmed.result, result: { value: { err: null } } },
    })

    const finalized = await client.call('signatureSubscribe', [
      signature,
      { commitment: 'finalized' },
    ])
    // A round trip proves no notification was queued before it (messages keep their order).
    expect(await client.call('getHealth')).toMatchObject({ error: { code: -32601 } })
    expect(devnet.subscriptionCount()).toBe(1)
    devnet.ledger.advanceSlot()
    devnet.ledger.advanceSlot()
    expect(await client.next()).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: finalized.result, result: { value: { err: null } } },
    })
    expect(devnet.subscriptionCount()).toBe(0)
  })

  it('sends slot notifications with parent and root, and stops after slotUnsubscribe', async () => {
    const client = await connect()
    const { result: id } = await client.call('slotSubscribe')
    devnet.ledger.advanceSlot()
    const slot = devnet.ledger.slot()
    expect(await client.next()).toEqual({
      jsonrpc: '2.0',
      method: 'slotNotification',
      params: {
        subscription: id,
        result: { parent: Number(slot) - 1, root: Number(slot) - 3, slot: Number(slot) },
      },
    })
    expect(await client.call('slotUnsubscribe', [id])).toMatchObject({ result: true })
    expect(devnet.subscriptionCount()).toBe(0)
  })

  it('notifies accountSubscribe with the account in the asked encoding after a change', async () => {
    const client = await connect()
    const [payer] = testKeypairs(1)
    const address = payer?.publicKey.toBase58()
    const { result: id } = await client.call('accountSubscribe', [address, { encoding: 'base64' }])
    landTransfer()
    const note = await client.next()
    expect(note).toMatchObject({
      method: 'accountNotification',
      params: {
        subscription: id,
        result: { value: { owner: '11111111111111111111111111111111', data: ['', 'base64'] } },
      },
    })
    expect(await client.call('accountUnsubscribe', [id])).toMatchObject({ result: true })
  })

  it('drops the subscriptions of a closed connection', async () => {
    const client = await connect()
    await client.call('slotSubscribe')
    expect(devnet.subscriptionCount()).toBe(1)
    for (const socket of sockets.splice(0)) socket.close()
    await expect.poll(() => devnet.subscriptionCount()).toBe(0)
  })
})
