import { describe, expect, it } from 'vitest'
import { createMailbox, MailboxError, type MailboxMail } from './mailbox.js'

function mail(id: string, otp: string | null): MailboxMail {
  return { id, to: 'ada@devnet.test', subject: 'Your sign-in code', text: `code ${otp}`, otp }
}

/** A fetch that answers /messages/latest from a list the test changes over time. */
function mailboxFetch(inbox: MailboxMail[], seen: URL[]): typeof fetch {
  return async (input) => {
    const url = new URL(String(input))
    seen.push(url)
    const latest = inbox.at(-1)
    return latest
      ? Response.json({ message: latest })
      : Response.json({ error: { message: 'no mail' } }, { status: 404 })
  }
}

describe('createMailbox', () => {
  it('asks /messages/latest for the address; no mail yet is undefined', async () => {
    const seen: URL[] = []
    const mailbox = createMailbox({ url: 'http://127.0.0.1:8512', fetch: mailboxFetch([], seen) })
    expect(await mailbox.latest('ada@devnet.test')).toBeUndefined()
    expect(seen[0]?.href).toBe('http://127.0.0.1:8512/messages/latest?to=ada%40devnet.test')
  })

  it('waits for a mail with a code, and with `after` for a newer one than a mail already read', async () => {
    const inbox: MailboxMail[] = []
    const mailbox = createMailbox({
      url: 'http://127.0.0.1:8512',
      pollIntervalMs: 5,
      fetch: mailboxFetch(inbox, []),
    })
    setTimeout(() => inbox.push(mail('1', null)), 10)
    setTimeout(() => inbox.push(mail('2', '123456')), 30)
    expect(await mailbox.latestCode('ada@devnet.test')).toBe('123456')
    setTimeout(() => inbox.push(mail('3', '654321')), 20)
    expect(await mailbox.latestCode('ada@devnet.test', { after: '2' })).toBe('654321')
  })

  it('gives up after timeoutMs with a MailboxError naming the address', async () => {
    const mailbox = createMailbox({
      url: 'http://127.0.0.1:8512',
      pollIntervalMs: 5,
      fetch: mailboxFetch([mail('1', null)], []),
    })
    const waiting = mailbox.latestCode('ada@devnet.test', { timeoutMs: 50 })
    await expect(waiting).rejects.toThrow(MailboxError)
    await expect(waiting).rejects.toThrow(/ada@devnet.test within 50 ms/)
  })

  it('fails at once on a server error rather than waiting it out', async () => {
    const mailbox = createMailbox({
      url: 'http://127.0.0.1:8512',
      fetch: async () => new Response('down', { status: 500 }),
    })
    await expect(mailbox.latestCode('ada@devnet.test')).rejects.toThrow(/answered 500/)
  })
})
