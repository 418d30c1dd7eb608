// Entry @keyway/adapter-evm/wagmi: the eip155 adapter for a dapp on wagmi's hooks. It imports
// @wagmi/core statically (the main entry loads it on first use). Every export is named here;
// wagmi.test.ts snapshots the list, so any change of the public API shows in review.

export {
  type CreateWagmiAdapterParameters,
  createWagmiAdapter,
  type WagmiAdapter,
} from '../create-wagmi-adapter.js'
