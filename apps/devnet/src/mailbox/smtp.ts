import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream } from 'smtp-server'
import type { MailInput } from './store.js'

/**
 * The mailbox's SMTP side: frame-host sends its OTP mails over SMTP as it would to a real
 * relay (docs/embedded-wallet.md#email-login), and every accepted message lands in the same store the
 * HTTP side lists. It listens on loopback only, so there is no AUTH and no STARTTLS; it
 * takes any recipient (nothing is relayed onwards), but refuses what is not a mail:
 * addresses that are not addresses, oversized messages and messages without a body.
 */

/** Largest accepted message (RFC 1870 SIZE, announced in EHLO): OTP mails are tiny. */
export const MAX_SMTP_MESSAGE_BYTES = 256 * 1024
/** More recipients than any login mail needs; a bound so a client cannot grow the store at will. */
export const MAX_SMTP_RECIPIENTS = 20

export type SmtpListenerOptions = {
  host: string
  /** 0 takes a free port. */
  port: number
  /** Called once per envelope recipient of every accepted message. */
  deliver: (mail: MailInput) => void
  maxMessageBytes?: number
  /** Connection-level faults (a client that resets, a broken pipe); the listener keeps running. */
  onError?: (error: unknown) => void
}

export type SmtpListener = {
  /** `smtp://127.0.0.1:<port>` */
  url: string
  port: number
  stop(): Promise<void>
}

/** An SMTP reply the client sees: smtp-server sends `responseCode` and the message. */
export class SmtpRejection extends Error {
  override name = 'SmtpRejection' as const
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message)
  }
}

// The same light check as the HTTP side: real validation is frame-host's job (docs/validation.md).
const EMAIL = /^[^\s@]+@[^\s@]+$/

function checkAddress(address: SMTPServerAddress, role: 'sender' | 'recipient'): void {
  if (!EMAIL.test(address.address)) {
    throw new SmtpRejection(553, `Error: ${role} <${address.address}> is not an email address`)
  }
}

/** Reads the DATA stream to its end, keeping at most `limit` bytes (the rest is drained). */
function readMessage(stream: SMTPServerDataStream, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let kept = 0
    stream.on('data', (chunk: Buffer) => {
      if (kept + chunk.length <= limit) {
        chunks.push(chunk)
        kept += chunk.length
      }
    })
    stream.once('error', reject)
    stream.once('end', () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)))
  })
}

function firstAddress(value: { value: { address?: string | undefined }[] } | undefined) {
  return value?.value.find((entry) => entry.address)?.address
}

/** Turns the raw message into one store entry per envelope recipient. */
export async function parseSmtpMessage(
  raw: Buffer,
  envelope: { mailFrom: SMTPServerAddress | false; rcptTo: readonly SMTPServerAddress[] },
): Promise<MailInput[]> {
  let parsed: Awaited<ReturnType<typeof simpleParser>>
  try {
    parsed = await simpleParser(raw)
  } catch (error) {
    throw new SmtpRejection(554, `Error: message could not be parsed: ${String(error)}`)
  }
  // The transport's final line break is not part of what the sender wrote.
  const html = typeof parsed.html === 'string' ? parsed.html.trimEnd() : undefined
  if (parsed.text === undefined && html === undefined) {
    throw new SmtpRejection(554, 'Error: message has no text or HTML body')
  }
  const from = firstAddress(parsed.from) ?? (envelope.mailFrom ? envelope.mailFrom.address : '')
  const base = { from, subject: parsed.subject ?? '', text: parsed.text?.trimEnd() ?? '' }
  return envelope.rcptTo.map(({ address }) =>
    html === undefined ? { ...base, to: address } : { ...base, to: address, html },
  )
}

export async function startSmtpListener(options: SmtpListenerOptions): Promise<SmtpListener> {
  const limit = options.maxMessageBytes ?? MAX_SMTP_MESSAGE_BYTES
  const server = new SMTPServer({
    name: 'mailbox.devnet.keyway.test',
    banner: 'devnet mailbox (loopback only, nothing is relayed)',
    logger: false,
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: limit,
    rejectOversized: true,
    maxClients: 50,
    socketTimeout: 30_000,
    closeTimeout: 1_000,
    onMailFrom(address, _session, callback) {
      try {
        checkAddress(address, 'sender')
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
    onRcptTo(address, session, callback) {
      try {
        if (session.envelope.rcptTo.length >= MAX_SMTP_RECIPIENTS) {
          throw new SmtpRejection(452, `Error: at most ${MAX_SMTP_RECIPIENTS} recipients`)
        }
        checkAddress(address, 'recipient')
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
    onData(stream, session, callback) {
      readMessage(stream, limit)
        .then(async (raw) => {
          // rejectOversized answers 552 itself; the callback still has to end the transaction.
          if (raw === null) return callback(null)
          const mails = await parseSmtpMessage(raw, session.envelope)
          for (const mail of mails) options.deliver(mail)
          callback(null, `OK: ${mails.length} message(s) stored`)
        })
        .catch((error: unknown) => {
          callback(
            error instanceof SmtpRejection
              ? error
              : new SmtpRejection(451, `Error: message not stored: ${String(error)}`),
          )
        })
    },
  })
  // Without a listener, an 'error' (a client resetting its socket) would end the process.
  server.on('error', (error) => options.onError?.(error))

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error)
    server.server.once('error', failed)
    server.listen(options.port, options.host, () => {
      server.server.off('error', failed)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  let stopping: Promise<void> | undefined
  return {
    url: `smtp://${host}:${port}`,
    port,
    stop() {
      stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))
      return stopping
    },
  }
}
