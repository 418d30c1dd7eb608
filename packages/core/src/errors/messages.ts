/**
 * User-visible texts of docs/errors.md#texts-that-are-not-errors that are not thrown errors (a name, a warning, a toast).
 * Every thrown text lives on its error class in the domain files beside this one.
 */
export const UI_MESSAGES = {
  /** docs/errors.md#networks-and-addresses: the name shown for an unsupported network. */
  unknownNetwork: 'Unknown Network',
  /** docs/errors.md#configuration: warning when a remote config overrides local features. */
  localConfigurationIgnored: 'Local configuration ignored',
  /** docs/errors.md#texts-that-are-not-errors: loading toast of the embedded wallet. */
  authenticating: 'Authenticating...',
  /**
   * What a user sees for a failure that is not one of Keyway's own errors (a library's, a
   * browser's): docs/errors.md#texts-that-are-not-errors's plain 'Something went wrong'.
   */
  somethingWentWrong: 'Something went wrong',
} as const

/** docs/errors.md#connecting-and-the-wallet: console warning when no connector or network is found for a namespace. */
export function noConnectorOrNetworkWarning(namespace: string): string {
  return `No connector or network found for namespace ${namespace}`
}
