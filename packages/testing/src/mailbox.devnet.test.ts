import { type Devnet, startDevnet } from '@keyway/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailbox, MailboxError } from './mailbox.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

async function send(to: string, text: string): Promise<void> {
  const response = await fetch(new URL('/messages', devnet.urls.mailbox), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, from: 'auth@devnet.test', subject: 'Your sign-in code', text }),
    signal: AbortSignal.timeout(5_000),
  })
  expect(response.status).toBe(201)
}

describe("createMailbox against devnet's mailbox", () => {
  it('answers the code of the newest mail to that address only, and waits for a resent one', async () => {
    const mailbox = createMailbox({ url: devnet.urls.mailbox, pollIntervalMs: 20 })
    expect(await mailbox.latest('ada@devnet.test')).toBeUndefined()
    await send('ada@devnet.test', 'Your code is 123456.')
    await send('bob@devnet.test', 'Your code is 999999.')
    expect(await mailbox.latestCode('ada@devnet.test')).toBe('123456')

    const first = await mailbox.latest('ada@devnet.test')
    setTimeout(() => void send('ada@devnet.test', 'Your code is 654321.'), 100)
    expect(await mailbox.latestCode('ada@devnet.test', { after: first?.id })).toBe('654321')
  })

  it('gives up with a MailboxError when no code comes', async () => {
    const mailbox = createMailbox({ url: devnet.urls.mailbox, pollIntervalMs: 20 })
    await expect(mailbox.latestCode('nobody@devnet.test', { timeoutMs: 200 })).rejects.toThrow(
      MailboxError,
    )
  })
})
