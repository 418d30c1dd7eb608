// Entry @keyway/adapter-solana/wallet-adapter: Keyway as a wallet of Solana's wallet adapter
// (@solana/wallet-adapter-react's WalletProvider, useWallet, useConnection). It imports
// @solana/wallet-adapter-base and @solana/web3.js; the main entry does neither at load.
// Every export is named here; wallet-adapter.test.ts snapshots the list.

export {
  KeywayWalletAdapter,
  type KeywayWalletAdapterConfig,
  KeywayWalletName,
} from '../bridge/keyway-wallet-adapter.js'
