// Public entry of @keyway/adapter-bitcoin. Every export is named here; index.test.ts snapshots
// the list, so any change of the public API shows in review.

export {
  BITCOIN_MAINNET_CAIP_ID,
  BITCOIN_TESTNET_CAIP_ID,
  type BitcoinNetwork,
  bitcoinNetworksOf,
  findBitcoinNetwork,
} from '../networks.js'
