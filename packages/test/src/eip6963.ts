// `@keyway/test/eip6963`: EIP-6963 announcement, now in the public @keyway/testing.
export {
  announceEip6963,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderInfo,
  type Eip6963Target,
  testWalletIcon,
} from '@keyway/testing/evm'
