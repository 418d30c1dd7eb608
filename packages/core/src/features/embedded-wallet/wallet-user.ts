/** The frame's user as the account state keeps it (the embedded-wallet user of getAccount). */
import type { EmbeddedWalletUser } from '../../types/account.js'
import type { AuthUser } from '../../types/embedded-wallet.js'

/** The user's accounts without the payment one, which the account state does not list. */
export function toWalletUser(user: AuthUser): EmbeddedWalletUser {
  return {
    address: user.address,
    chainId: user.chainId,
    email: user.email,
    accounts: user.accounts?.flatMap((entry) =>
      entry.type === 'payment' ? [] : [{ address: entry.address, type: entry.type }],
    ),
    userName: user.userName,
    preferredAccountType: user.preferredAccountType,
    smartAccountDeployed: user.smartAccountDeployed,
  }
}
