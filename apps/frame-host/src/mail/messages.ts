import type { OutgoingMail } from './mailer.js'

/**
 * The mails frame-host sends. The code is the only 6-digit number in each code mail
 * (devnet's mailbox and people both look for it), and nothing here echoes user input
 * other than the address the mail goes to.
 */

const minutes = (ms: number) => Math.round(ms / 60_000)

export function loginCodeMail(to: string, code: string, ttlMs: number): OutgoingMail {
  return {
    to,
    subject: `Your sign-in code: ${code}`,
    text: `Your sign-in code is ${code}\n\nIt expires in ${minutes(ttlMs)} minutes. If you did not try to sign in, ignore this mail.`,
  }
}

export function deviceApprovalMail(to: string, link: string, ttlMs: number): OutgoingMail {
  return {
    to,
    subject: 'Approve a new device',
    text: `Someone is signing in to your wallet from a new device or browser.\n\nIf it is you, open this link to approve it, then enter the code we send next:\n${link}\n\nThe link works once and expires in ${minutes(ttlMs)} minutes. If it was not you, ignore this mail: nobody can sign in without the code.`,
  }
}

export function updatePrimaryMail(to: string, code: string, ttlMs: number): OutgoingMail {
  return {
    to,
    subject: `Confirm your email change: ${code}`,
    text: `Your code to change the email of your wallet is ${code}\n\nIt expires in ${minutes(ttlMs)} minutes. If you did not ask for this, ignore this mail: your email stays as it is.`,
  }
}

export function updateSecondaryMail(to: string, code: string, ttlMs: number): OutgoingMail {
  return {
    to,
    subject: `Confirm your new email: ${code}`,
    text: `Your code to confirm this address as your wallet's new email is ${code}\n\nIt expires in ${minutes(ttlMs)} minutes.`,
  }
}
