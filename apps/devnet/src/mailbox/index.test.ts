import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Mailbox, startMailbox } from './index.js'

let mailbox: Mailbox
beforeAll(async () => {
  mailbox = await startMailbox({ host: '127.0.0.1', port: 0, now: () => 42 })
})
afterAll(() => mailbox.stop())
beforeEach(async () => {
  await fetch(`${mailbox.url}/messages`, { method: 'DELETE' })
})

function post(body: unknown) {
  return fetch(`${mailbox.url}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
const otpMail = (to: string, code: string) => ({
  to,
  from: 'no-reply@frame.keyway.test',
  subject: 'Your login code',
  text: `Your code is ${code}. It expires in 10 minutes.`,
})

describe('devnet mailbox', () => {
  it('stores a posted mail and finds the OTP in it', async () => {
    const res = await post(otpMail('ada@example.com', '123456'))
    expect(res.status).toBe(201)
    const { message } = await res.json()
    expect(message).toMatchObject({ to: 'ada@example.com', otp: '123456', receivedAt: 42 })
  })

  it('tells onMail listeners of each mail as it arrives, even one a test clears later', async () => {
    const heard: string[] = []
    const stop = mailbox.onMail((mail) => heard.push(`${mail.to} ${mail.otp}`))
    const failing = mailbox.onMail(() => {
      throw new Error('a broken listener')
    })
    expect((await post(otpMail('ada@example.com', '123456'))).status).toBe(201)
    await fetch(`${mailbox.url}/messages`, { method: 'DELETE' })
    stop()
    failing()
    await post(otpMail('bob@example.com', '654321'))
    expect(heard).toEqual(['ada@example.com 123456'])
    expect(mailbox.messages()).toHaveLength(1)
  })

  it('answers GET /messages/latest?to= with the newest mail for that address only', async () => {
    await post(otpMail('ada@example.com', '111111'))
    await post(otpMail('bob@example.com', '222222'))
    await post(otpMail('ada@example.com', '333333'))
    const res = await fetch(`${mailbox.url}/messages/latest?to=ADA@example.com`)
    expect((await res.json()).message.otp).toBe('333333')
    const list = await (await fetch(`${mailbox.url}/messages?to=bob@example.com`)).json()
    expect(list.messages.map((m: { otp: string }) => m.otp)).toEqual(['222222'])
  })

  it('answers 404 for latest when the address has no mail', async () => {
    const res = await fetch(`${mailbox.url}/messages/latest?to=nobody@example.com`)
    expect(res.status).toBe(404)
    expect((await res.json()).error.message).toBe('no mail for nobody@example.com')
  })

  it('refuses a mail without a valid recipient or text with 400', async () => {
    expect((await post({ ...otpMail('not-an-email', '1'), to: 'nope' })).status).toBe(400)
    expect((await post({ to: 'a@b.c', from: 'c@d.e', subject: 's' })).status).toBe(400)
    expect(mailbox.messages()).toHaveLength(0)
  })

  it('empties the mailbox with DELETE /messages', async () => {
    await post(otpMail('ada@example.com', '123456'))
    const res = await fetch(`${mailbox.url}/messages`, { method: 'DELETE' })
    expect(await res.json()).toEqual({ deleted: 1 })
    expect(mailbox.messages()).toHaveLength(0)
  })

  it('shows an HTML inbox at / with the mail escaped', async () => {
    await post({ ...otpMail('ada@example.com', '654321'), subject: '<b>hi</b>' })
    const res = await fetch(`${mailbox.url}/`)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('654321')
    expect(html).not.toContain('<b>hi</b>')
  })
})
