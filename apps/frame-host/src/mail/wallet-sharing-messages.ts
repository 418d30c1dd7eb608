import type { OutgoingMail } from './mailer.js'

/**
 * The mails of wallet sharing (README "Wallet sharing"). Both go to the verified address of
 * the user who asked, one or the other for every request, so the app that asked learns
 * nothing from the answer, its timing or the mail count about the other project's users.
 * Each names both apps by project id and allowed origins (checked lists, never an app's
 * own claim) and the page that asked.
 */

const minutes = (ms: number) => Math.round(ms / 60_000)

/** An app as the mails and the consent page name it. */
export type SharingApp = { projectId: string; origins: readonly string[] }

/** "project x (https://a.example, https://b.example)". */
export function describeSharingApp(app: SharingApp): string {
  const origins = app.origins.length > 0 ? app.origins.join(', ') : 'no allowed website'
  return `project ${app.projectId} (${origins})`
}

/** To the address both users have: the consent link that lets `to` share `from`'s wallet. */
export function walletSharingConsentMail(
  to: string,
  input: {
    /** The app whose wallet would be shared (A). */
    from: SharingApp
    /** The app that asked to use it (B), and its page that asked. */
    to: SharingApp
    askedFrom: string
    link: string
    ttlMs: number
  },
): OutgoingMail {
  return {
    to,
    subject: 'Share your wallet with another app?',
    text: `An app asked to use the wallet you have in another app.\n\nWallet of: ${describeSharingApp(input.from)}\nTo be used by: ${describeSharingApp(input.to)}, asked from ${input.askedFrom}\n\nIf you agree, signing in to the second app with ${to} gives you the same wallet, the same addresses and funds as in the first, and the second app can ask it to sign. To decide, open this page; nothing changes until you press its button:\n${input.link}\n\nThe link works once and expires in ${minutes(input.ttlMs)} minutes. If you did not ask for this, ignore this mail: your wallets stay apart.`,
  }
}

/** To the same address when there is nothing to share: no wallet there with this address. */
export function walletSharingUnavailableMail(
  to: string,
  input: { from: SharingApp; to: SharingApp; askedFrom: string },
): OutgoingMail {
  return {
    to,
    subject: 'Share your wallet with another app?',
    text: `${describeSharingApp(input.to)}, from ${input.askedFrom}, asked to use the wallet you have in ${describeSharingApp(input.from)}, but there is no wallet signed in with ${to} there, so there is nothing to share. No link was sent.\n\nIf you did not ask for this, ignore this mail: nothing changed.`,
  }
}
