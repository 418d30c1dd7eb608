/**
 * User-visible texts of spec §8 that are not thrown errors (a name, a warning, a toast).
 * Every thrown text lives on its error class in the domain files beside this one.
 */
export const UI_MESSAGES = {
  /** spec §8: the name shown for an unsupported network. */
  unknownNetwork: 'Unknown Network',
  /** spec §8: warning when a remote config overrides local features. */
  localConfigurationIgnored: 'Local configuration ignored',
  /** spec §8: loading toast of the embedded wallet. */
  authenticating: 'Authenticating...',
  /**
   * What a user sees for a failure that is not one of Keyway's own errors (a library's, a
   * browser's): spec §8's plain 'Something went wrong'.
   */
  somethingWentWrong: 'Something went wrong',
} as const

/** spec §8: console warning when no connector or network is found for a namespace. */
export function noConnectorOrNetworkWarning(namespace: string): string {
  return `No connector or network found for namespace ${namespace}`
}
