import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { encodeAccount } from './account-json.js'
import {
  dispatchOne,
  errorResponse,
  INVALID_PARAMS,
  JsonRpcError,
  type MethodTable,
  PARSE_ERROR,
  stringifyJson,
} from './json-rpc.js'
import { type Commitment, meetsCommitment, type SolanaLedger } from './ledger.js'
import {
  accountEncoding,
  commitment,
  optionalConfig,
  parseParams,
  pubkey,
  signature,
} from './params.js'

/**
 * Solana's PubSub WebSocket API over devnet's ledger: signatureSubscribe (one notification
 * once the transaction reaches the asked commitment, then the subscription ends, as on a
 * validator), accountSubscribe (a notification for every transaction that touches the
 * account), slotSubscribe (every new slot), and their unsubscribe methods.
 */

type Subscription =
  | { kind: 'signature'; signature: string; commitment: Commitment }
  | { kind: 'account'; address: string; encoding: z.infer<typeof accountEncoding> }
  | { kind: 'slot' }

const signatureParams = z.tuple([
  signature,
  optionalConfig(
    z
      .object({
        commitment: commitment.optional(),
        enableReceivedNotification: z.boolean().optional(),
      })
      .loose(),
  ),
])
const accountParams = z.tuple([
  pubkey,
  optionalConfig(
    z.object({ commitment: commitment.optional(), encoding: accountEncoding.optional() }).loose(),
  ),
])
const unsubscribeParams = z.tuple([z.number().int()])

export type SubscriptionServer = {
  url: string
  /** Open subscriptions of all connections (tests check that unsubscribe and auto-removal work). */
  subscriptionCount(): number
  stop(): Promise<void>
}

export async function startSubscriptionServer(options: {
  ledger: SolanaLedger
  host: string
  port: number
}): Promise<SubscriptionServer> {
  const { ledger } = options
  const wss = new WebSocketServer({ host: options.host, port: options.port })
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve)
    wss.once('error', reject)
  })
  let nextId = 0
  const connections = new Map<WebSocket, Map<number, Subscription>>()

  function notify(socket: WebSocket, method: string, id: number, result: unknown): void {
    if (socket.readyState !== socket.OPEN) return
    socket.send(stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription: id } }))
  }

  /** Sends the signature notifications that are due and ends those subscriptions. */
  function checkSignatures(): void {
    for (const [socket, subs] of connections) {
      for (const [id, sub] of subs) {
        if (sub.kind !== 'signature') continue
        const record = ledger.getRecord(sub.signature)
        if (!record || !meetsCommitment(ledger.commitmentOf(record), sub.commitment)) continue
        subs.delete(id)
        notify(socket, 'signatureNotification', id, {
          context: { slot: ledger.slot() },
          value: { err: record.err?.json ?? null },
        })
      }
    }
  }

  const stopTx = ledger.onTransaction((record) => {
    const touched = new Set(record.transaction.accountKeys)
    for (const [socket, subs] of connections) {
      for (const [id, sub] of subs) {
        if (sub.kind !== 'account' || !touched.has(sub.address)) continue
        const account = ledger.getAccount(sub.address)
        if (!account) continue
        notify(socket, 'accountNotification', id, {
          context: { slot: ledger.slot() },
          value: encodeAccount(sub.address, account, sub.encoding, ledger.getAccount),
        })
      }
    }
    checkSignatures()
  })

  const stopSlot = ledger.onSlot((slot) => {
    for (const [socket, subs] of connections) {
      for (const [id, sub] of subs) {
        if (sub.kind === 'slot') {
          notify(socket, 'slotNotification', id, {
            parent: slot - 1n,
            root: ledger.rootSlot(),
            slot,
          })
        }
      }
    }
    checkSignatures()
  })

  function methodsFor(subs: Map<number, Subscription>): MethodTable {
    const add = (sub: Subscription) => {
      const id = nextId++
      subs.set(id, sub)
      return id
    }
    const remove = (params: unknown, kind: Subscription['kind']) => {
      const [id] = parseParams(unsubscribeParams, params)
      const sub = subs.get(id)
      if (!sub || sub.kind !== kind)
        throw new JsonRpcError(INVALID_PARAMS, 'Invalid subscription id.')
      subs.delete(id)
      return true
    }
    return {
      signatureSubscribe(params) {
        const [sig, config] = parseParams(signatureParams, params)
        return add({
          kind: 'signature',
          signature: sig,
          commitment: config?.commitment ?? 'finalized',
        })
      },
      signatureUnsubscribe: (params) => remove(params, 'signature'),
      accountSubscribe(params) {
        const [address, config] = parseParams(accountParams, params)
        if (config?.encoding === 'base64+zstd') {
          throw new JsonRpcError(
            INVALID_PARAMS,
            'Invalid params: base64+zstd is not supported by devnet',
          )
        }
        return add({ kind: 'account', address, encoding: config?.encoding ?? 'base58' })
      },
      accountUnsubscribe: (params) => remove(params, 'account'),
      slotSubscribe(params) {
        parseParams(z.tuple([]), params)
        return add({ kind: 'slot' })
      },
      slotUnsubscribe: (params) => remove(params, 'slot'),
    }
  }

  wss.on('connection', (socket) => {
    const subs = new Map<number, Subscription>()
    connections.set(socket, subs)
    const methods = methodsFor(subs)
    socket.on('message', (data) => {
      let message: unknown
      try {
        message = JSON.parse(data.toString())
      } catch {
        socket.send(
          stringifyJson(errorResponse(null, new JsonRpcError(PARSE_ERROR, 'Parse error'))),
        )
        return
      }
      void dispatchOne(methods, message).then((answer) => {
        if (answer && socket.readyState === socket.OPEN) socket.send(stringifyJson(answer))
        // A transaction may already be at the asked commitment when its subscription arrives.
        checkSignatures()
      })
    })
    socket.on('close', () => connections.delete(socket))
    socket.on('error', () => connections.delete(socket))
  })

  const address = wss.address() as AddressInfo
  return {
    url: `ws://${options.host}:${address.port}`,
    subscriptionCount: () => [...connections.values()].reduce((n, subs) => n + subs.size, 0),
    stop() {
      stopTx()
      stopSlot()
      for (const socket of connections.keys()) socket.terminate()
      connections.clear()
      return new Promise((resolve) => wss.close(() => resolve()))
    },
  }
}
