import { type ChildProcess, spawn } from 'node:child_process'
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http'
import {
  connect,
  createServer as createTcpServer,
  type Socket,
  type Server as TcpServer,
} from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * What the fault tests put between frame-host and its services, and frame-host itself as
 * real processes: a switchable TCP relay (an SMTP server that goes away and comes back), a
 * JSON-RPC relay that can stall or cut a chain node, and `npm start` with its output kept
 * (the log scan reads it).
 */

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const TSX = join(PACKAGE_DIR, 'node_modules', '.bin', 'tsx')

export type Instance = {
  url: string
  metricsUrl: string
  child: ChildProcess
  /** Everything the process wrote, stdout and stderr. */
  output(): string
  /** SIGTERM and the exit code. */
  stop(): Promise<number | null>
  kill(): Promise<void>
}

export async function startInstance(
  env: Record<string, string>,
  options: { keepOutput?: boolean; nodeArgs?: readonly string[] } = {},
): Promise<Instance> {
  const keepOutput = options.keepOutput ?? true
  const args = [...(options.nodeArgs ?? []), '--conditions=@keyway/source', 'src/main.ts']
  const child = spawn(TSX, args, {
    cwd: PACKAGE_DIR,
    env: { ...process.env, PORT: '0', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // tsx runs frame-host in a child process of its own: signals go to the whole group.
    detached: true,
  })
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name)
    } catch {
      child.kill(name)
    }
  }
  let output = ''
  const closed = new Promise<number | null>((done) => child.once('close', done))
  const started = await new Promise<{ url: string; metricsUrl: string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no READY line:\n${output}`)), 120_000)
    let started = false
    const onData = (chunk: Buffer) => {
      // A long benchmark keeps only what came before READY.
      if (keepOutput || !started) output += chunk.toString()
      if (started) return
      const ready = /FRAME HOST READY (\S+)/.exec(output)
      const metrics = /FRAME HOST METRICS (\S+)/.exec(output)
      if (ready?.[1] && metrics?.[1]) {
        clearTimeout(timer)
        started = true
        done({ url: ready[1], metricsUrl: metrics[1] })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`exited with ${code}:\n${output}`))
    })
  })
  return {
    ...started,
    child,
    output: () => output,
    async stop() {
      // tsx passes SIGTERM on to frame-host's process.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return closed
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) signal('SIGKILL')
      await closed
    },
  }
}

/** A process's metric `name{labels}` value from its metrics listener. */
export async function metric(instance: Instance, series: string): Promise<number> {
  const text = await (await fetch(`${instance.metricsUrl}/metrics`)).text()
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  if (!line) throw new Error(`no metric ${series}`)
  return Number(line.slice(series.length + 1))
}

/** A TCP relay to `target` that can refuse connections (down) and take them again (up). */
export async function startTcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let server: TcpServer | undefined
  let port = 0
  const up = () =>
    new Promise<void>((done) => {
      const listener = createTcpServer((socket) => {
        const upstream = connect(target.port, target.host)
        sockets.add(socket).add(upstream)
        socket.pipe(upstream).pipe(socket)
        const end = () => {
          socket.destroy()
          upstream.destroy()
          sockets.delete(socket)
          sockets.delete(upstream)
        }
        socket.on('error', end).on('close', end)
        upstream.on('error', end).on('close', end)
      })
      server = listener
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as { port: number }).port
        done()
      })
    })
  const down = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (!server) return done()
      server.close(() => done())
      server = undefined
    })
  await up()
  return {
    get url() {
      return `127.0.0.1:${port}`
    },
    port,
    up,
    down,
  }
}

export type ChainRelayMode =
  /** Every call goes through. */
  | 'pass'
  /** Calls are taken and never answered (a node that hangs). */
  | 'hang'
  /** Connections are cut at once (a node that is gone). */
  | 'down'
  /** eth_sendRawTransaction reaches the node, but its answer never comes back. */
  | 'hang-after-send'

/** A JSON-RPC relay in front of a chain node, switchable between the modes above. */
export async function startChainRelay(target: string) {
  let mode: ChainRelayMode = 'pass'
  const held = new Set<IncomingMessage>()
  const sent: string[] = []
  let onSent: ((hash: string) => void) | undefined
  const server: Server = createHttpServer(async (req, res) => {
    if (mode === 'down') {
      req.socket.destroy()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    if (mode === 'hang') {
      held.add(req)
      return
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    const text = await answer.text()
    if (mode === 'hang-after-send' && body.includes('eth_sendRawTransaction')) {
      const hash = (JSON.parse(text) as { result?: string }).result ?? ''
      sent.push(hash)
      onSent?.(hash)
      held.add(req)
      return
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  return {
    url,
    sent,
    setMode(next: ChainRelayMode) {
      mode = next
      if (next === 'pass') {
        for (const req of held) req.socket.destroy()
        held.clear()
      }
    },
    /** Resolves with the hash of the next raw transaction let through in hang-after-send. */
    nextSent: () =>
      new Promise<string>((done) => {
        onSent = done
      }),
    async stop() {
      for (const req of held) req.socket.destroy()
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    },
  }
}

/** The code of the newest mail to `to` in devnet's mailbox. */
export async function mailedCode(mailboxUrl: string, to: string): Promise<string> {
  const url = new URL('/messages/latest', mailboxUrl)
  url.searchParams.set('to', to)
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  const body = (await response.json()) as { message?: { otp?: string } }
  if (!body.message?.otp) throw new Error(`no code mailed to ${to}`)
  return body.message.otp
}
