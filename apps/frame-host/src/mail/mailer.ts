import nodemailer from 'nodemailer'

/** One outgoing mail: plain text first (the code must survive any mail client). */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string }

export type Mailer = { send(mail: OutgoingMail, signal?: AbortSignal): Promise<void> }

export type SmtpMailerOptions = {
  /** smtp://host:port (or smtps://user:pass@host:port) */
  url: string
  from: string
  /** Bound on connecting, the greeting and each socket wait (ms); default 10 s. */
  timeoutMs?: number
}

/** Sends over SMTP with nodemailer (docs/embedded-wallet.md#email-login codes; devnet's mailbox in development). */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 10_000
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  })
  return {
    async send(mail, signal) {
      signal?.throwIfAborted()
      const sending = transport.sendMail({ from: options.from, ...mail })
      if (!signal) {
        await sending
        return
      }
      // nodemailer takes no signal: the caller stops waiting and the socket's own
      // timeout ends the connection.
      let onAbort: (() => void) | undefined
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => reject(signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
      })
      sending.catch(() => {})
      try {
        await Promise.race([sending, aborted])
      } finally {
        if (onAbort) signal.removeEventListener('abort', onAbort)
      }
    },
  }
}
