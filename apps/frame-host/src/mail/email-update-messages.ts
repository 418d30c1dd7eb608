import type { OutgoingMail } from './mailer.js'

/**
 * The mails of an email change (README "Email update"). Codes are never in a subject (a
 * lock screen or a mail list shows subjects to anyone nearby) and come first in the text,
 * before any address (which may hold digits); each mail names the app that asked and the
 * addresses involved, so a person can tell a change they did not make.
 * The old address is told when the change is done, with a link that undoes it.
 */

const minutes = (ms: number) => Math.round(ms / 60_000)
const days = (ms: number) => Math.round(ms / 86_400_000)

/** Which app asked: the name it gives itself (its own claim) and its page's checked origin. */
export type EmailUpdateApp = { appName?: string | undefined; origin: string }

const describeApp = (app: EmailUpdateApp) =>
  app.appName ? `${app.appName} (${app.origin})` : app.origin

/** To the current address: the code that allows the change to `newEmail`. */
export function updatePrimaryMail(
  to: string,
  input: { code: string; newEmail: string; app: EmailUpdateApp; ttlMs: number },
): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email change',
    text: `Your code to change your wallet's email is ${input.code}\n\n${describeApp(input.app)} asked to change your wallet's email from ${to} to ${input.newEmail}. The code expires in ${minutes(input.ttlMs)} minutes. If you did not ask for this, ignore this mail: your email stays as it is.`,
  }
}

/** To the new address: the code that confirms it. */
export function updateSecondaryMail(
  to: string,
  input: { code: string; app: EmailUpdateApp; ttlMs: number },
): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new email',
    text: `Your code to confirm your wallet's new email is ${input.code}\n\n${describeApp(input.app)} asked to make ${to} your wallet's email. The code expires in ${minutes(input.ttlMs)} minutes. If you did not ask for this, ignore this mail.`,
  }
}

/**
 * To the new address when it already belongs to another wallet of the app: no code, so the
 * change cannot finish. The person asking sees the same answers as for any address.
 */
export function updateAddressTakenMail(to: string, input: { app: EmailUpdateApp }): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new email',
    text: `${describeApp(input.app)} asked to make ${to} the email of a wallet, but this address already has a wallet there, so it cannot be given to another one. No code was sent.\n\nIf it was you, sign in with this address instead. If not, ignore this mail: nothing changed.`,
  }
}

/** To the old address once the change is done: what happened, and the link that undoes it. */
export function emailChangedMail(
  to: string,
  input: { newEmail: string; app: EmailUpdateApp; revertLink: string; ttlMs: number },
): OutgoingMail {
  return {
    to,
    subject: "Your wallet's email was changed",
    text: `${describeApp(input.app)} changed your wallet's email from ${to} to ${input.newEmail}. Every other sign-in of the wallet was ended.\n\nIf this was not you, open this link to put ${to} back and sign out everywhere:\n${input.revertLink}\n\nThe link works once, for ${days(input.ttlMs)} days.`,
  }
}
