import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { errorBody, sendReply } from '@keyway/server-kit'
import { type WebSocket, WebSocketServer } from 'ws'
import { verifyRelayAuth } from './auth.js'
import { createRelayProtocol, type RelayConnection, type RelayProtocol } from './protocol.js'

/**
 * The devnet WalletConnect relay: a `ws` server speaking the relay JSON-RPC of
 * @walletconnect/core 2.x (see protocol.ts). Clients connect with `?auth=<JWT>&projectId=…`.
 */

export type RelayOptions = {
  host: string
  port: number
  /** Clock (ms), injectable for tests. */
  now?: () => number
  /**
   * How often the server pings sockets (and sweeps expired messages). The client resets a
   * 35 s stall timer on every ping, so this must stay well below that.
   */
  pingIntervalMs?: number
  /** Receives every frame in and out (for `--verbose` and debugging). */
  log?: (line: string) => void
}

export type Relay = {
  /** ws://host:port */
  url: string
  protocol: RelayProtocol
  /** Open sockets right now. */
  connectionCount(): number
  stop(): Promise<void>
}

const DEFAULT_PING_INTERVAL_MS = 10_000

function reject(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ error: { code: reason, message } })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const now = options.now ?? Date.now
  const protocol = createRelayProtocol({ now })
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })
  const alive = new WeakMap<WebSocket, boolean>()

  const http = createServer((_req, res) => {
    // Plain HTTP gets a JSON hint instead of a hang: this port speaks WebSocket.
    sendReply(res, {
      status: 426,
      json: errorBody('upgrade_required', 'connect with a WebSocket: ?auth=<JWT>'),
      headers: { upgrade: 'websocket' },
    })
  })

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = new URL(req.url ?? '/', 'ws://relay.local')
    const auth = url.searchParams.get('auth')
    if (!url.searchParams.get('projectId')) {
      reject(socket, 400, 'Bad Request', 'missing query parameter(s): projectId')
      return
    }
    if (!auth) {
      reject(socket, 401, 'Unauthorized', 'missing query parameter(s): auth')
      return
    }
    const verdict = verifyRelayAuth(auth, Math.floor(now() / 1000))
    if (!verdict.ok) {
      reject(socket, 401, 'Unauthorized', verdict.reason)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const short = verdict.claims.iss.slice(-6)
      const connection: RelayConnection = {
        clientId: verdict.claims.iss,
        send: (text) => {
          options.log?.(`relay -> ${short}: ${text}`)
          if (ws.readyState === ws.OPEN) ws.send(text)
        },
      }
      alive.set(ws, true)
      ws.on('pong', () => alive.set(ws, true))
      ws.on('message', (data, isBinary) => {
        if (isBinary) return
        options.log?.(`relay <- ${short}: ${data.toString()}`)
        try {
          protocol.receive(connection, data.toString())
        } catch {
          // A bug in one request must not take the relay down for everyone.
          connection.send(
            JSON.stringify({
              id: null,
              jsonrpc: '2.0',
              error: { code: -32603, message: 'Internal error' },
            }),
          )
        }
      })
      ws.on('close', () => protocol.disconnect(connection))
      ws.on('error', () => ws.terminate())
      protocol.connect(connection)
    })
  })

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
    protocol.sweep()
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS)
  heartbeat.unref()

  await new Promise<void>((resolve, rejectListen) => {
    http.once('error', rejectListen)
    http.listen(options.port, options.host, () => {
      http.off('error', rejectListen)
      resolve()
    })
  })
  const { port } = http.address() as AddressInfo

  return {
    url: `ws://${options.host}:${port}`,
    protocol,
    connectionCount: () => wss.clients.size,
    stop: async () => {
      clearInterval(heartbeat)
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      })
    },
  }
}
