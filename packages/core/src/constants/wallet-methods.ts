/** The methods asked for over WalletConnect and those the embedded wallet accepts (docs/roles.md#walletconnect-methods). */
import { SAFE_RPC_METHODS } from './rpc.js'

/** docs/roles.md#walletconnect-methods: eip155 methods requested over the wallet-connect protocol. */
export const WALLETCONNECT_EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** Solana methods requested over the wallet-connect protocol. */
export const WALLETCONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/**
 * docs/roles.md#embedded-wallet-methods: methods the embedded wallet accepts; any other is rejected with
 * 'method not allowed'. The spec does not show the list, so it is our choice: every safe
 * method plus the signing methods the embedded wallet implements (no eth_sendUserOperation
 * and no raw eth_sign: the frame builds user operations itself and never signs raw hashes).
 */
export const EMBEDDED_WALLET_ALLOWED_METHODS = [
  ...SAFE_RPC_METHODS,
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_switchEthereumChain',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
