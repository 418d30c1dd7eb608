/**
 * docs/limits.md#features-and-defaults connect-method order (wallet, email, social). Only the Connect view asks, and only
 * when the embedded wallet is on: a module of its own, so the first load does not carry it.
 */
import { DEFAULT_CONNECT_METHOD_ORDER } from '../constants/features.js'
import type { ConnectMethod, Features } from './features.js'

/**
 * Connect-method order when no injected wallet is present. The spec only gives the order
 * with one (wallet, email, social); without one, the wallet list can only offer QR codes
 * and deep links, so the embedded-wallet sign-ins (email, then social) come first.
 */
export const CONNECT_METHOD_ORDER_WITHOUT_INJECTED: readonly ConnectMethod[] = [
  'email',
  'social',
  'wallet',
]

export type ConnectMethodsOrderParameters = {
  hasInjectedWallet: boolean
  features: Pick<Features, 'email' | 'socials' | 'connectMethodsOrder'>
}

/** docs/limits.md#features-and-defaults connect-method order; disabled methods (email off, no socials) are left out. */
export function getConnectMethodsOrder({
  hasInjectedWallet,
  features,
}: ConnectMethodsOrderParameters): ConnectMethod[] {
  const order =
    features.connectMethodsOrder ??
    (hasInjectedWallet ? DEFAULT_CONNECT_METHOD_ORDER : CONNECT_METHOD_ORDER_WITHOUT_INJECTED)
  return order.filter((method) => {
    if (method === 'email') return features.email
    if (method === 'social') return features.socials !== false && features.socials.length > 0
    return true
  })
}
