/**
 * Social login (google, github, apple, facebook, x, discord) for an app that draws its own
 * buttons: core's connectSocial, with `isPending` and the last error kept rather than
 * thrown. Call `connect` in the click handler itself: it opens the sign-in window before
 * anything else, as pop-up blockers require. Unmounting (or `cancel`) stops the login and
 * closes the window.
 */
import {
  type ConnectSocialReturnType,
  connectSocial as connectSocialAction,
  type SocialLoginWindow,
} from '@keyway/core'
import { useCallback } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useActionCall } from './use-action-call.js'

export type SocialLoginProviderName = Parameters<typeof connectSocialAction>[1]['provider']

export type UseSocialLoginReturnType = {
  isPending: boolean
  /** Why the last login failed (a blocked or closed window, the frame's message…). */
  error: Error | undefined
  /** Logs in with `provider`; resolves the connected account, or undefined. */
  connect: (
    provider: SocialLoginProviderName,
    window?: SocialLoginWindow | null,
  ) => Promise<ConnectSocialReturnType | undefined>
  /** Stops the login under way and closes its window. */
  cancel: () => void
}

export function useSocialLogin(): UseSocialLoginReturnType {
  const client = useKeywayClient()
  const call = useActionCall()
  const { run } = call
  const connect = useCallback(
    (provider: SocialLoginProviderName, window?: SocialLoginWindow | null) =>
      run((signal) =>
        connectSocialAction(client, {
          provider,
          signal,
          ...(window === undefined ? {} : { window }),
        }),
      ),
    [client, run],
  )
  return { isPending: call.isPending, error: call.error, connect, cancel: call.abort }
}
