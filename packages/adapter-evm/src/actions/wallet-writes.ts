/**
 * What a signature, a transaction or a gas estimate needs from wagmi and viem (transaction
 * preparation, fee estimation, serialisers, ABI encoding for token transfers). chain-calls.ts
 * imports this module on first use, so none of it is in a page's first load: a dapp pays for
 * it when the visitor first signs or sends, not to show the Connect button.
 */
export {
  sendTransaction as wagmiSendTransaction,
  signMessage as wagmiSignMessage,
} from '@wagmi/core'
export { estimateGas as viemEstimateGas, getGasPrice as viemGetGasPrice } from 'viem/actions'
export { toTransactionCall } from './transaction-call.js'
