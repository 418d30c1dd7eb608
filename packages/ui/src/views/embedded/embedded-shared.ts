/**
 * What the email views share: the embedded-wallet controller of the client, and the
 * translation of the docs/errors.md#email-and-social-login-the-embedded-wallet messages it reports (a frame's own message is shown as is).
 */
import type { KeywayClient } from '@keyway/core'
import { type KeywayHostFeatures, keywayHost } from '@keyway/core/host'
import { css } from 'lit'
import type { Translate } from '../../i18n/i18n.js'

/**
 * The controller once loaded. ApproveTransaction reads it this way: the router may open that
 * view with the request in its data (docs/views.md#navigation-rules) before, or without, the embedded wallet.
 */
/** The embedded wallet's feature (its controllers), named through the host contract. */
export type EmbeddedWalletFeature = NonNullable<
  NonNullable<KeywayHostFeatures['embeddedWallet']>['current']
>

export function loadedEmbeddedWallet(client: KeywayClient): EmbeddedWalletFeature | undefined {
  return keywayHost(client).embeddedWallet?.current
}

/**
 * The controller behind the email views. The Connect view offers email only once it has
 * loaded (an adapter lists the AUTH connector after it), so every email view finds it.
 */
export function embeddedWalletOf(client: KeywayClient): EmbeddedWalletFeature {
  const controller = loadedEmbeddedWallet(client)
  if (!controller)
    throw new Error('The embedded wallet is not loaded: the client has no frame host')
  return controller
}

const THROTTLED = /^Please try again after (\d+) seconds$/

/** The controller's message in the modal's language. */
export function embeddedErrorText(message: string, t: Translate): string {
  const throttled = THROTTLED.exec(message)
  if (throttled) return t('error.emailThrottled', { seconds: throttled[1] ?? '' })
  switch (message) {
    case 'A problem occurred while trying initialize authentication':
      return t('error.authInitialization')
    case 'Unable to load email login dependency':
      return t('error.emailLoginDependency')
    case 'Invalid email':
      return t('email.invalid')
    case 'The sign-in window was closed. Try again.':
      return t('social.windowClosed')
    case 'Your browser blocked the sign-in window. Allow pop-ups and try again.':
      return t('social.windowBlocked')
    default:
      return message
  }
}

export const embeddedStyles = css`
  .form {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    min-width: 0;
  }
  .error {
    display: flex;
    flex-wrap: wrap;
    gap: var(--kw-spacing-1) var(--kw-spacing-2);
    align-items: center;
    margin: 0;
    color: var(--kw-color-error);
    font-size: var(--kw-font-size-small);
    overflow-wrap: anywhere;
  }
  .email {
    font-weight: var(--kw-font-weight-semibold);
    color: var(--kw-color-fg-primary);
    overflow-wrap: anywhere;
  }
`
