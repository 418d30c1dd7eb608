/** docs/embedded-wallet.md#browser-storage: one prefix, one key per record. */
const PREFIX = '@keyway/embedded-wallet'

export const EMBEDDED_WALLET_STORAGE_KEYS = {
  sessionToken: `${PREFIX}/session-token`,
  emailLoginUsed: `${PREFIX}/email-login-used`,
  lastUsedChainId: `${PREFIX}/last-used-chain-id`,
  lastEmailLoginTime: `${PREFIX}/last-email-login-time`,
  email: `${PREFIX}/email`,
  preferredAccountType: `${PREFIX}/preferred-account-type`,
  smartAccountEnabled: `${PREFIX}/smart-account-enabled`,
  smartAccountEnabledNetworks: `${PREFIX}/smart-account-enabled-networks`,
  socialUsername: `${PREFIX}/social-username`,
  /**
   * The provider of the last social login (docs/state.md#account-state socialProvider), so a reload still says how
   * the person signed in; an email login removes it.
   */
  socialProvider: `${PREFIX}/social-provider`,
} as const
