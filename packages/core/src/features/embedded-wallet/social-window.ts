/**
 * The social sign-in window. It has to be opened synchronously in the person's click (a
 * pop-up blocker lets a window through only during a gesture), so it opens empty, before
 * the provider's address is known, and is sent there once the frame gave it.
 */
import type { SocialPopup } from './social.js'

/** The sign-in window's size: the providers' pages are laid out for about this much. */
export const SOCIAL_WINDOW_WIDTH = 500
export const SOCIAL_WINDOW_HEIGHT = 640

type OpeningWindow = Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> & {
  open(url: string, target: string, features: string): SocialPopup | null
}

/** Opens the empty sign-in window centred on `view`; null when the browser blocked it. */
export function openSocialWindow(view: OpeningWindow | null | undefined): SocialPopup | null {
  if (!view || typeof view.open !== 'function') return null
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - SOCIAL_WINDOW_WIDTH) / 2))
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - SOCIAL_WINDOW_HEIGHT) / 2))
  const size = `width=${SOCIAL_WINDOW_WIDTH},height=${SOCIAL_WINDOW_HEIGHT}`
  return view.open('', 'keyway-social', `popup=yes,${size},left=${left},top=${top}`)
}
