/** The frame's user as the account state keeps it (the embedded-wallet user of getAccount). */
import type { EmbeddedWalletUser } from '../../types/account.js'
import type { AuthUser } from '../../types/embedded-wallet.js'

/**
 * The user's EVM accounts (eoa, smart account): a payment address, which the account state
 * does not list here, and any other type are left out.
 */
export function toWalletUser(user: AuthUser): EmbeddedWalletUser {
  return {
    address: user.address,
    chainId: user.chainId,
    email: user.email,
    accounts: user.accounts?.flatMap((entry) =>
      entry.type === 'eoa' || entry.type === 'smartAccount'
        ? [{ address: entry.address, type: entry.type }]
        : [],
    ),
    userName: user.userName,
    preferredAccountType: user.preferredAccountType,
    smartAccountDeployed: user.smartAccountDeployed,
  }
}
