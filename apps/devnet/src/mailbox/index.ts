import { z } from 'zod'
import { createJsonServer, HttpError } from '../http/server.js'
import { renderInbox } from './inbox-page.js'
import { createMailStore, type Mail } from './store.js'

/**
 * The mailbox stand-in: frame-host POSTs the OTP mails it would send (spec §4 Email
 * login) and tests read them over HTTP; humans read them at `/`.
 */

export type MailboxOptions = { host: string; port: number; now?: () => number }

export type Mailbox = { url: string; messages(to?: string): readonly Mail[]; stop(): Promise<void> }

// A light check: real address validation is frame-host's job (spec §5), not the mailbox's.
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
            json: { message: store.add(html === undefined ? rest : { ...rest, html }) },
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
  const url = await server.listen(options.port, options.host)
  return { url, messages: (to) => store.list(to), stop: () => server.stop() }
}
