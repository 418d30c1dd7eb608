/**
 * What the social login views show of each provider (docs/overview.md#ways-to-connect: google, github, apple,
 * facebook, x, discord, farcaster): its name, which is a brand and not translated, and a
 * badge drawn for Keyway (the provider's colour and initial), and the sign-in window.
 */
import type { SocialProvider } from '@keyway/core'
import { svg } from 'lit'

export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

const BADGE_COLOURS: Readonly<Record<SocialProvider, string>> = {
  google: '#1a73e8',
  github: '#24292f',
  apple: '#000000',
  facebook: '#1877f2',
  x: '#000000',
  discord: '#5865f2',
  farcaster: '#7c65c1',
}

/** A square badge: the provider's colour with its initial (X as two crossed strokes). */
export function socialBadge(provider: SocialProvider, size = 24) {
  const mark =
    provider === 'x'
      ? svg`<path d="M8 7l8 10M16 7L8 17" stroke="#fff" stroke-width="2.2" stroke-linecap="round" />`
      : svg`<text x="12" y="16.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="13" font-weight="700" fill="#fff">${SOCIAL_PROVIDER_NAMES[provider].charAt(0)}</text>`
  return svg`<svg class="social-badge" width=${size} height=${size} viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect width="24" height="24" rx="6" fill=${BADGE_COLOURS[provider]} />${mark}</svg>`
}

/** The sign-in window's size: the providers' pages are laid out for about this much. */
const WINDOW_WIDTH = 500
const WINDOW_HEIGHT = 640

/**
 * Opens the empty sign-in window. Call it synchronously in the click: a pop-up blocker lets
 * a window through only during the person's gesture, so it is opened before the provider's
 * address is known and sent there once the frame gave it. Null when the browser blocked it.
 */
export function openSocialWindow(view: Window | null | undefined): Window | null {
  if (!view) return null
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - WINDOW_WIDTH) / 2))
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - WINDOW_HEIGHT) / 2))
  return view.open(
    '',
    'keyway-social',
    `popup=yes,width=${WINDOW_WIDTH},height=${WINDOW_HEIGHT},left=${left},top=${top}`,
  )
}
