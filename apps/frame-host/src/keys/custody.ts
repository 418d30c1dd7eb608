import { openWalletKeys, type SealedKeyMaterial, sealWalletKeys } from './envelope.js'
import type { KeyProvider, KeyProviderCallOptions } from './key-provider.js'
import { generateWalletKeys, type WalletAddresses, walletAddresses } from './wallet-keys.js'
import { createWalletSigner, type WalletSigner } from './wallet-signer.js'

/**
 * The two things the server does with keys: give a new user a wallet (the sealed material
 * to store, the addresses to show), and open a stored wallet to sign. Plaintext keys stay
 * inside these calls and the signer they return.
 */
export type KeyCustody = {
  createWallet(
    userId: string,
    options?: KeyProviderCallOptions,
  ): Promise<{ sealed: SealedKeyMaterial; addresses: WalletAddresses }>
  openSigner(
    userId: string,
    sealed: SealedKeyMaterial,
    options?: KeyProviderCallOptions,
  ): Promise<WalletSigner>
}

export function createKeyCustody(provider: KeyProvider): KeyCustody {
  return {
    async createWallet(userId, options) {
      const keys = generateWalletKeys()
      const addresses = walletAddresses(keys)
      const sealed = await sealWalletKeys(provider, userId, keys, options)
      return { sealed, addresses }
    },
    async openSigner(userId, sealed, options) {
      return createWalletSigner(await openWalletKeys(provider, userId, sealed, options))
    },
  }
}
