// Key custody: what the server imports. Each module's header says why it is so; the
// threat model is THREAT-MODEL.md beside this file.

export { createKeyCustody, type KeyCustody } from './custody.js'
export {
  KEY_MATERIAL_FORMAT_VERSION,
  openWalletKeys,
  rewrapSealedKeys,
  type SealedKeyMaterial,
  sealWalletKeys,
  type WalletKeys,
} from './envelope.js'
export {
  InvalidSigningRequestError,
  KekFileError,
  KeyCustodyError,
  KeyMaterialDecryptionError,
  RpcMethodNotAllowedError,
  UnknownKekError,
  UnsupportedKeyMaterialError,
} from './errors.js'
export { type PreparedEvmTransaction, preparedEvmTransactionSchema } from './evm-signer.js'
export type { KeyProvider, KeyProviderCallOptions, WrappedDataKey } from './key-provider.js'
export {
  createLocalFileKeyProvider,
  kekIdOf,
  type LocalFileKeyProvider,
  type LocalFileKeyProviderOptions,
  loadOrCreateKekFile,
} from './local-file-key-provider.js'
export {
  evmAddressOf,
  generateWalletKeys,
  solanaAddressOf,
  type WalletAddresses,
  walletAddresses,
} from './wallet-keys.js'
export {
  createWalletSigner,
  isSigningMethod,
  SIGNING_METHODS,
  type SigningMethod,
  type SigningRequest,
  type SigningResult,
  type WalletSigner,
} from './wallet-signer.js'
