/**
 * The mailbox's messages: what frame-host "sends" (docs/embedded-wallet.md#email-login OTP mails) lands
 * here for tests and humans to read. Bounded, newest last.
 */

export type MailInput = { to: string; from: string; subject: string; text: string; html?: string }

export type Mail = MailInput & {
  id: string
  receivedAt: number
  /** The first 6-digit number of the text: the OTP, ready for tests. */
  otp: string | null
}

export type MailStore = {
  add(input: MailInput): Mail
  list(to?: string): Mail[]
  latest(to?: string): Mail | undefined
  get(id: string): Mail | undefined
  clear(to?: string): number
}

export const MAX_MAILS = 1_000

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function extractOtp(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null
}

export function createMailStore(now: () => number, max = MAX_MAILS): MailStore {
  const mails: Mail[] = []
  let sequence = 0
  const matching = (to?: string) => (to ? mails.filter((m) => sameAddress(m.to, to)) : [...mails])
  return {
    add(input) {
      sequence += 1
      const mail: Mail = {
        ...input,
        id: String(sequence),
        receivedAt: now(),
        otp: extractOtp(input.text),
      }
      mails.push(mail)
      if (mails.length > max) mails.splice(0, mails.length - max)
      return mail
    },
    list: matching,
    latest: (to) => matching(to).at(-1),
    get: (id) => mails.find((m) => m.id === id),
    clear(to) {
      const before = mails.length
      const kept = to ? mails.filter((m) => !sameAddress(m.to, to)) : []
      mails.splice(0, mails.length, ...kept)
      return before - kept.length
    },
  }
}
