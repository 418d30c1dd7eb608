/** What devnet's child processes (anvil, alto, PostgreSQL) share: a free port, a clean stop. */
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A port free on `host` right now (another process may still take it before it is used). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error(`no port on ${host}`)),
      )
    })
  })
}

/** SIGTERM, then SIGKILL after 3 s; resolves once the process has exited. */
export function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
