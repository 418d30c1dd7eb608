import { connect, type Socket } from 'node:net'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Mailbox, startMailbox } from './index.js'
import { MAX_SMTP_MESSAGE_BYTES, MAX_SMTP_RECIPIENTS } from './smtp.js'
import type { Mail } from './store.js'

let mailbox: Mailbox
const smtpErrors: unknown[] = []
beforeAll(async () => {
  mailbox = await startMailbox({
    host: '127.0.0.1',
    port: 0,
    smtpPort: 0,
    now: () => 42,
    onSmtpError: (error) => smtpErrors.push(error),
  })
})
afterAll(() => mailbox.stop())
beforeEach(async () => {
  await fetch(`${mailbox.url}/messages`, { method: 'DELETE' })
})

function transport() {
  const { hostname, port } = new URL(mailbox.smtpUrl)
  return createTransport({
    host: hostname,
    port: Number(port),
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 5_000,
  })
}

async function listed(to: string): Promise<Mail[]> {
  const res = await fetch(`${mailbox.url}/messages?to=${encodeURIComponent(to)}`)
  return (await res.json()).messages
}

/** A hand-driven SMTP session, for input no well-behaved client would send. */
class RawSmtp {
  private buffer = ''
  private waiting: (() => void) | undefined
  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      this.buffer += chunk
      this.waiting?.()
    })
    socket.on('close', () => this.waiting?.())
  }

  static async open(url: string): Promise<{ session: RawSmtp; greeting: string }> {
    const { hostname, port } = new URL(url)
    const socket = connect(Number(port), hostname)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('error', reject)
    })
    const session = new RawSmtp(socket)
    return { session, greeting: await session.reply() }
  }

  /** The next complete reply (a multi-line one ends with `NNN ` on its last line). */
  async reply(timeoutMs = 5_000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const match = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(this.buffer)
      if (match) {
        const end = match.index + match[0].length
        const reply = this.buffer.slice(0, end)
        this.buffer = this.buffer.slice(end)
        return reply.trim()
      }
      if (this.socket.destroyed) throw new Error(`connection closed; got "${this.buffer}"`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no SMTP reply within ${timeoutMs} ms; got "${this.buffer}"`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiting = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.waiting = undefined
    }
  }

  async send(line: string | Buffer): Promise<string> {
    this.socket.write(typeof line === 'string' ? `${line}\r\n` : line)
    return this.reply()
  }

  write(data: string | Buffer) {
    this.socket.write(data)
  }

  destroy() {
    this.socket.destroy()
  }
}

describe('devnet mailbox over SMTP', () => {
  it('stores a mail sent with nodemailer, readable over HTTP with its OTP', async () => {
    const info = await transport().sendMail({
      from: 'Keyway <no-reply@frame.keyway.test>',
      to: 'ada@example.com',
      subject: 'Your login code',
      text: 'Your code is 482913. It expires in 10 minutes.',
    })
    expect(info.accepted).toEqual(['ada@example.com'])
    const [mail, ...rest] = await listed('ada@example.com')
    expect(rest).toEqual([])
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      from: 'no-reply@frame.keyway.test',
      subject: 'Your login code',
      text: 'Your code is 482913. It expires in 10 minutes.',
      otp: '482913',
      receivedAt: 42,
    })
    expect(mail?.html).toBeUndefined()
  })

  it('keeps the HTML of a mail and reads the OTP from its text when only HTML was sent', async () => {
    await transport().sendMail({
      from: 'no-reply@frame.keyway.test',
      to: 'html@example.com',
      subject: 'Code',
      html: '<p>Your code is <b>135790</b></p>',
    })
    const [mail] = await listed('html@example.com')
    expect(mail?.html).toBe('<p>Your code is <b>135790</b></p>')
    expect(mail?.text).toContain('135790')
    expect(mail?.otp).toBe('135790')
  })

  it('files one entry per envelope recipient, Bcc included', async () => {
    await transport().sendMail({
      from: 'no-reply@frame.keyway.test',
      to: 'one@example.com',
      bcc: 'two@example.com',
      subject: 'Both',
      text: 'code 246802',
    })
    expect((await listed('one@example.com')).map((m) => m.otp)).toEqual(['246802'])
    expect((await listed('two@example.com')).map((m) => m.otp)).toEqual(['246802'])
  })

  it('refuses an oversized message with 552, stores nothing and keeps accepting mail', async () => {
    const big = 'x'.repeat(MAX_SMTP_MESSAGE_BYTES + 1024)
    await expect(
      transport().sendMail({
        from: 'no-reply@frame.keyway.test',
        to: 'big@example.com',
        subject: 'Too big',
        text: big,
      }),
    ).rejects.toMatchObject({ responseCode: 552 })
    expect(await listed('big@example.com')).toEqual([])

    // A client that does not announce SIZE is cut off after the DATA it sends.
    const { session } = await RawSmtp.open(mailbox.smtpUrl)
    expect(await session.send('EHLO raw.test')).toMatch(/^250/)
    expect(await session.send('MAIL FROM:<no-reply@frame.keyway.test>')).toMatch(/^250/)
    expect(await session.send('RCPT TO:<big@example.com>')).toMatch(/^250/)
    expect(await session.send('DATA')).toMatch(/^354/)
    session.write(`Subject: big\r\n\r\n${'y'.repeat(998)}\r\n`.repeat(400))
    expect(await session.send('.')).toMatch(/^552 /)
    expect(await session.send('QUIT')).toMatch(/^221/)
    session.destroy()
    expect(await listed('big@example.com')).toEqual([])

    await transport().sendMail({
      from: 'no-reply@frame.keyway.test',
      to: 'after@example.com',
      subject: 'still up',
      text: 'code 111222',
    })
    expect((await listed('after@example.com')).map((m) => m.otp)).toEqual(['111222'])
  })

  it('refuses malformed commands and addresses with clear errors, and stays up', async () => {
    const { session, greeting } = await RawSmtp.open(mailbox.smtpUrl)
    expect(greeting).toMatch(/^220 .*devnet mailbox/)
    const ehlo = await session.send('EHLO raw.test')
    expect(ehlo).toMatch(/^250/)
    expect(ehlo).toContain(`SIZE ${MAX_SMTP_MESSAGE_BYTES}`)
    expect(ehlo).not.toContain('AUTH')
    expect(ehlo).not.toContain('STARTTLS')

    expect(await session.send('FROBNICATE now')).toMatch(/^500 /)
    expect(await session.send('DATA')).toMatch(/^503 /)
    expect(await session.send('MAIL FROM:<not-an-address>')).toMatch(/^501 /)
    // A null sender passes SMTP's syntax, but nothing here sends bounces.
    expect(await session.send('MAIL FROM:<>')).toBe('553 Error: sender <> is not an email address')
    expect(await session.send('MAIL FROM:<no-reply@frame.keyway.test>')).toMatch(/^250/)
    expect(await session.send('RCPT TO:<ada at example.com>')).toMatch(/^501 /)
    expect(await session.send('RCPT TO:<postmaster>')).toBe(
      '553 Error: recipient <postmaster> is not an email address',
    )
    expect(await session.send('RCPT TO:<ada@example.com>')).toMatch(/^250/)
    expect(await session.send('DATA')).toMatch(/^354/)
    // Headers only: there is no body to store.
    session.write('From: a@b.c\r\nSubject: empty\r\n\r\n')
    expect(await session.send('.')).toBe('554 Error: message has no text or HTML body')

    expect(await session.send('MAIL FROM:<no-reply@frame.keyway.test>')).toMatch(/^250/)
    for (let i = 0; i < MAX_SMTP_RECIPIENTS; i++) {
      expect(await session.send(`RCPT TO:<r${i}@example.com>`)).toMatch(/^250/)
    }
    expect(await session.send('RCPT TO:<one-too-many@example.com>')).toBe(
      `452 Error: at most ${MAX_SMTP_RECIPIENTS} recipients`,
    )
    expect(await session.send('RSET')).toMatch(/^250/)
    expect(await session.send(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x0d, 0x0a]))).toMatch(/^5\d\d /)
    expect(await session.send('QUIT')).toMatch(/^221/)
    session.destroy()
    expect(mailbox.messages()).toEqual([])

    await transport().sendMail({
      from: 'no-reply@frame.keyway.test',
      to: 'ada@example.com',
      subject: 'still up',
      text: 'code 333444',
    })
    expect((await listed('ada@example.com')).map((m) => m.otp)).toEqual(['333444'])
  })

  it('survives a client that disconnects in the middle of DATA', async () => {
    const { session } = await RawSmtp.open(mailbox.smtpUrl)
    await session.send('HELO raw.test')
    await session.send('MAIL FROM:<no-reply@frame.keyway.test>')
    await session.send('RCPT TO:<gone@example.com>')
    expect(await session.send('DATA')).toMatch(/^354/)
    session.write('Subject: half\r\n\r\nYour code is 9')
    session.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await listed('gone@example.com')).toEqual([])
    await transport().sendMail({
      from: 'no-reply@frame.keyway.test',
      to: 'gone@example.com',
      subject: 'again',
      text: 'code 555666',
    })
    expect((await listed('gone@example.com')).map((m) => m.otp)).toEqual(['555666'])
  })

  it('stops its SMTP listener with the mailbox', async () => {
    const other = await startMailbox({ host: '127.0.0.1', port: 0 })
    expect(other.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    await other.stop()
    await expect(RawSmtp.open(other.smtpUrl)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })
})
