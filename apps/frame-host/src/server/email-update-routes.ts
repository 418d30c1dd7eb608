import type { AuthContext } from '../auth/context.js'
import { requireFrameContext } from '../auth/frame-context.js'
import {
  EMAIL_REVERT_PATH,
  revertEmailUpdate,
  startEmailUpdate,
  verifyEmailUpdatePrimary,
  verifyEmailUpdateSecondary,
} from '../auth/update-email.js'
import { authenticate } from './authenticate.js'
import { linkRoutes } from './link-routes.js'
import { emailBody, otpBody } from './schemas.js'
import { parse, type Request, type Route } from './server.js'

/**
 * The email update's routes (README "Email update"): its three steps for the signed-in
 * frame, and the undo link mailed to the old address (a confirmation page and its POST).
 */
export function emailUpdateRoutes(auth: AuthContext): Route[] {
  /** The session, and the app the mails name (its name is its own claim; its origin is checked). */
  const signedInApp = async (request: Request) => {
    const signedIn = await authenticate(auth, request)
    const { appName } = await requireFrameContext(auth, request)
    return { signedIn, app: { appName, origin: signedIn.parentOrigin }, signal: request.signal }
  }
  return [
    {
      method: 'POST',
      path: '/v1/email/update',
      handler: async (request) => {
        const { email } = parse(emailBody, request.body)
        return { json: await startEmailUpdate(auth, { ...(await signedInApp(request)), email }) }
      },
    },
    {
      method: 'POST',
      path: '/v1/email/update/primary',
      handler: async (request) => {
        const { otp } = parse(otpBody, request.body)
        return {
          json: await verifyEmailUpdatePrimary(auth, { ...(await signedInApp(request)), otp }),
        }
      },
    },
    {
      method: 'POST',
      path: '/v1/email/update/secondary',
      handler: async (request) => {
        const { otp } = parse(otpBody, request.body)
        const user = await verifyEmailUpdateSecondary(auth, {
          ...(await signedInApp(request)),
          otp,
        })
        return { json: { user } }
      },
    },
    ...linkRoutes(auth, {
      path: EMAIL_REVERT_PATH,
      title: 'Undo the email change?',
      text: "This puts your old email back on your wallet and signs the wallet out everywhere. Do it if you did not change your wallet's email yourself.",
      button: 'Undo the change',
      done: 'Email restored',
      failed: 'Email not restored',
      invalid: 'This link is not valid',
      async confirm(token) {
        const { email } = await revertEmailUpdate(auth, { token })
        return `Your wallet's email is ${email} again, and every sign-in of the wallet has ended. Sign in again with ${email}.`
      },
    }),
  ]
}
