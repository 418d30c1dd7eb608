/**
 * What the email-update views share: the embedded wallet's account controller of the client.
 */
import type { KeywayClient } from '@keyway/core'
import { type EmbeddedWalletFeature, embeddedWalletOf } from './embedded-shared.js'

/** The email update and account-type switch of the loaded embedded wallet. */
export function embeddedAccountOf(client: KeywayClient): EmbeddedWalletFeature['account'] {
  return embeddedWalletOf(client).account
}
