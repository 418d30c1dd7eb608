import type { AddressInfo } from 'node:net'
import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmtpMailer } from './mailer.js'

// A server that accepts connections and never says a word: an SMTP server that hangs.
let silent: Server
const sockets: Socket[] = []
let silentPort = 0
beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.push(socket)
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentPort = (silent.address() as AddressInfo).port
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

const mail = { to: 'ada@example.com', subject: 'x', text: 'y' }

describe('createSmtpMailer', () => {
  it('fails within its timeout when the server never greets', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${silentPort}`,
      from: 'w@example.com',
      timeoutMs: 300,
    })
    const started = Date.now()
    await expect(mailer.send(mail)).rejects.toThrow(/greeting|timeout/i)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('stops waiting when the caller aborts', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${silentPort}`,
      from: 'w@example.com',
    })
    const controller = new AbortController()
    const sending = mailer.send(mail, controller.signal)
    controller.abort(new Error('the client went away'))
    await expect(sending).rejects.toThrow('the client went away')
    await expect(mailer.send(mail, controller.signal)).rejects.toThrow('the client went away')
  })
})
