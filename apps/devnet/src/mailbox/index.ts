import { z } from 'zod'
import { createJsonServer, HttpError } from '../http/server.js'
import { renderInbox } from './inbox-page.js'
import { type SmtpListener, startSmtpListener } from './smtp.js'
import { createMailStore, type Mail, type MailInput } from './store.js'

/**
 * The mailbox stand-in: frame-host sends its OTP mails (docs/embedded-wallet.md#email-login) over SMTP,
 * or POSTs them as JSON, and tests read them over HTTP; humans read them at `/`.
 */

export type MailboxOptions = {
  host: string
  /** The HTTP side (0: any free port). */
  port: number
  /** The SMTP listener's port; 0 (the default) takes any free port. */
  smtpPort?: number
  now?: () => number
  /** SMTP connection faults (the listener keeps running); ignored by default. */
  onSmtpError?: (error: unknown) => void
}

export type Mailbox = {
  url: string
  /** `smtp://<host>:<port>`: no auth, any recipient, nothing relayed onwards. */
  smtpUrl: string
  messages(to?: string): readonly Mail[]
  /**
   * Calls `listener` with each mail as it arrives (before any test clears it): the e2e
   * suite keeps every address, code and link it mailed, to look for them in logs.
   */
  onMail(listener: (mail: Mail) => void): () => void
  stop(): Promise<void>
}

// A light check: real address validation is frame-host's job (docs/validation.md#addresses-and-network-ids), not the mailbox's.
const address = z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address')
const mailInput = z.object({
  to: address,
  from: address,
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
})

export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  const store = createMailStore(options.now ?? Date.now)
  const listeners = new Set<(mail: Mail) => void>()
  /** Stores a mail and tells the listeners (a listener that throws does not stop delivery). */
  const deliver = (input: MailInput): Mail => {
    const mail = store.add(input)
    for (const listener of listeners) {
      try {
        listener(mail)
      } catch {
        // A test's listener is its own business; the mail is stored either way.
      }
    }
    return mail
  }
  const server = createJsonServer({
    name: 'mailbox',
    routes: [
      {
        method: 'GET',
        path: '/',
        handler: () => ({
          body: renderInbox(store.list()),
          contentType: 'text/html; charset=utf-8',
        }),
      },
      {
        method: 'POST',
        path: '/messages',
        handler: ({ body }) => {
          const parsed = mailInput.safeParse(body)
          if (!parsed.success) {
            const issue = parsed.error.issues[0]
            throw new HttpError(400, `invalid mail: ${issue?.path.join('.')} ${issue?.message}`)
          }
          const { html, ...rest } = parsed.data
          return {
            status: 201,
            json: { message: deliver(html === undefined ? rest : { ...rest, html }) },
          }
        },
      },
      {
        method: 'GET',
        path: '/messages',
        handler: ({ query }) => ({ json: { messages: store.list(query.get('to') ?? undefined) } }),
      },
      {
        method: 'GET',
        path: '/messages/latest',
        handler: ({ query }) => {
          const to = query.get('to') ?? undefined
          const message = store.latest(to)
          if (!message) throw new HttpError(404, to ? `no mail for ${to}` : 'no mail yet')
          return { json: { message } }
        },
      },
      {
        method: 'GET',
        path: '/messages/:id',
        handler: ({ params }) => {
          const message = store.get(params.id ?? '')
          if (!message) throw new HttpError(404, `no message ${params.id}`)
          return { json: { message } }
        },
      },
      {
        method: 'DELETE',
        path: '/messages',
        handler: ({ query }) => ({ json: { deleted: store.clear(query.get('to') ?? undefined) } }),
      },
    ],
  })
  const smtp: SmtpListener = await startSmtpListener({
    host: options.host,
    port: options.smtpPort ?? 0,
    deliver: (mail) => deliver(mail),
    ...(options.onSmtpError ? { onError: options.onSmtpError } : {}),
  })
  let url: string
  try {
    url = await server.listen(options.port, options.host)
  } catch (error) {
    await smtp.stop()
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    url,
    smtpUrl: smtp.url,
    messages: (to) => store.list(to),
    onMail(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      stopping ??= Promise.all([server.stop(), smtp.stop()]).then(() => {})
      return stopping
    },
  }
}
