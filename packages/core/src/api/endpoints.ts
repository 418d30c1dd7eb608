/**
 * Paths of the blockchain API and the RPC proxy (docs/services.md); the configuration service's
 * are in config-api-paths.ts. Base URLs have no default: each comes from the dapp's `endpoints`
 * option (constants/urls.ts), so devnet, a self-hosted service or a provider differ only in the
 * base URL.
 */

import { segment } from './path-segment.js'

/** docs/services.md#blockchain-api-blockchainapi. */
export const BLOCKCHAIN_API_PATHS = {
  supportedChains: '/v1/supported-chains',
  identity: (address: string) => `/v1/identity/${segment(address)}`,
  history: (account: string) => `/v1/account/${segment(account)}/history`,
  balance: (address: string) => `/v1/account/${segment(address)}/balance`,
  swapQuotes: '/v1/convert/quotes',
  swapTokens: '/v1/convert/tokens',
  swapAllowance: '/v1/convert/allowance',
  gasPrice: '/v1/convert/gas-price',
  buildTransaction: '/v1/convert/build-transaction',
  buildApprove: '/v1/convert/build-approve',
  fungiblePrice: '/v1/fungible/price',
  profileAccount: (name: string) => `/v1/profile/account/${segment(name)}`,
  profileRegister: '/v1/profile/account',
  profileReverse: (address: string) => `/v1/profile/reverse/${segment(address)}`,
  profileSuggestions: (name: string) => `/v1/profile/suggestions/${segment(name)}`,
  onrampUrl: '/v1/generators/onrampurl',
  onrampOptions: '/v1/onramp/options',
  onrampQuote: '/v1/onramp/quote',
  sessions: (address: string) => `/v1/sessions/${segment(address)}`,
  revokeSession: (address: string) => `/v1/sessions/${segment(address)}/revoke`,
} as const

/** docs/services.md#chain-rpc-proxy-and-bundler: JSON-RPC proxy (chainId and projectId in the query) and bundler. */
export const RPC_PATHS = {
  rpc: '/v1',
  bundler: '/v1/bundler',
} as const
