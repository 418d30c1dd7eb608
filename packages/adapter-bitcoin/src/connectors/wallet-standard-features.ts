/**
 * The Wallet Standard's Bitcoin features a wallet may implement beside `bitcoin:connect`
 * (whose types @exodus/bitcoin-wallet-standard publishes). The published package stops at
 * `bitcoin:connect`; these are the shapes of the Bitcoin extension's later features, as
 * wallets implement them: `bitcoin:signMessage` (raw message bytes in, signature bytes out;
 * the wallet picks the scheme, BIP-322 or legacy) and `bitcoin:signTransaction` (a PSBT
 * with the inputs each account signs).
 */
import type { BitcoinConnectFeature } from '@exodus/bitcoin-wallet-standard'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'

export type BitcoinSignMessageInput = {
  readonly account: WalletAccount
  readonly message: Uint8Array
}
export type BitcoinSignMessageOutput = {
  /** The bytes the wallet signed (it may have prefixed the message). */
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}
export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}

export type BitcoinInputToSign = {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number | undefined
}
export type BitcoinSignTransactionInput = {
  readonly psbt: Uint8Array
  readonly chain: IdentifierString
  readonly inputsToSign: BitcoinInputToSign[]
}
export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}

/** Every feature the adapter may use, each optional (wallets implement some). */
export type BitcoinWalletFeatures = Partial<
  BitcoinConnectFeature &
    BitcoinSignMessageFeature &
    BitcoinSignTransactionFeature &
    StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature
>
