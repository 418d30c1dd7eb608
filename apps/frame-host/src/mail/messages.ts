import type { OutgoingMail } from './mailer.js'
import { describeUserAgent } from './user-agent.js'

/**
 * The mails frame-host sends. The code is the only 6-digit number in each code mail
 * (devnet's mailbox and people both look for it). Login mails say which app asked (its
 * project id, and the name the app gives itself), from which page origin, on which browser
 * and when, so a person can tell a request they did not make (a phishing page relaying
 * their code) from their own. The app's name is its own claim; the origin is checked
 * against the project's allowed origins before any mail goes out.
 */

const minutes = (ms: number) => Math.round(ms / 60_000)

/** Who asked for a login mail (README "Sessions and projects"). */
export type LoginRequest = {
  projectId: string
  /** The dapp's name from syncDappData, when the frame had it. */
  appName?: string | undefined
  /** The page the wallet frame was in. */
  origin: string
  /** The browser's User-Agent header. */
  userAgent?: string | undefined
  /** When (ms). */
  at: number
}

/** The lines naming the app, the page, the browser and the time. */
export function describeLoginRequest(request: LoginRequest): string {
  const app = request.appName
    ? `"${request.appName}" (project ${request.projectId})`
    : `project ${request.projectId}`
  return [
    `App: ${app}`,
    `Website: ${request.origin}`,
    `Browser: ${describeUserAgent(request.userAgent)}`,
    `Time: ${new Date(request.at).toISOString().replace('T', ' ').slice(0, 16)} UTC`,
  ].join('\n')
}

export function loginCodeMail(
  to: string,
  code: string,
  ttlMs: number,
  request: LoginRequest,
): OutgoingMail {
  return {
    to,
    subject: `Your sign-in code: ${code}`,
    text: `Your sign-in code is ${code}\n\nIt signs you in to the wallet of this app:\n${describeLoginRequest(request)}\n\nIt expires in ${minutes(ttlMs)} minutes. Enter it only on the website named above. If you did not try to sign in, ignore this mail.`,
  }
}

export function deviceApprovalMail(
  to: string,
  link: string,
  ttlMs: number,
  request: LoginRequest,
): OutgoingMail {
  return {
    to,
    subject: 'Approve a new device',
    text: `Someone is signing in to your wallet from a new device or browser:\n${describeLoginRequest(request)}\n\nIf it is you, open this link to approve it, then enter the code we send next:\n${link}\n\nThe link works once and expires in ${minutes(ttlMs)} minutes. If it was not you, or you do not know the website above, ignore this mail: nobody can sign in without the code.`,
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
