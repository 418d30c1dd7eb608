/** A TCP port nothing listens on right now on `host` (the kernel's choice). */
import { createServer } from 'node:net'

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? done(port) : fail(new Error('no free port'))))
    })
  })
}
