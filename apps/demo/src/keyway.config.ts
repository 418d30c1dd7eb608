/**
 * Keyway configuration of the demo: the one file a dapp team edits. Everything here points
 * at devnet, so the demo runs with no account and no outside service; a real dapp would
 * use its own project id, leave `endpoints` out and list public networks instead.
 */
import {
  bitcoin,
  bitcoinTestnet,
  defineChain,
  type KeywayMetadata,
  type LocalFeatures,
  type OnrampOption,
  type TokensOption,
} from '@keyway/core'
import { devnetEndpoints } from '@keyway/devnet/endpoints'

/** devnet's URLs, baked in at build time by vite.config.ts ($KEYWAY_DEVNET or fixed ports). */
const devnet = __KEYWAY_DEVNET__

export const projectId = 'keyway-demo'

/**
 * Base URLs of the remote services: every one points at devnet (its configuration service
 * also answers the catalogue and analytics). `relay` is devnet's WalletConnect relay;
 * `frameHost` (the embedded email wallet's frame) is there when frame-host runs.
 */
const devnetServices = devnetEndpoints(devnet)
export const endpoints = { ...devnetServices, relay: devnet.relay }

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** devnet's two local anvil chains: switching between them is real. */
export const devnetChain = defineChain({
  id: devnet.evmChainId,
  name: 'Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnet.evmRpc] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${devnet.evmChainId}`,
})

export const devnetChain2 = defineChain({
  id: devnet.evmChainId2,
  name: 'Devnet 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnet.evmRpc2] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${devnet.evmChainId2}`,
})

/**
 * devnet's Solana cluster. docs/state.md: a Solana CAIP-2 id is `solana:` + the first 32
 * characters of the cluster's genesis hash.
 */
const solanaReference = devnet.solanaGenesisHash.slice(0, 32)
export const devnetSolana = defineChain({
  id: solanaReference,
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [devnet.solanaRpc] } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: `solana:${solanaReference}`,
})

/**
 * Bitcoin testnet and mainnet (CAIP-2 ids from the genesis block hashes), testnet first like
 * the rest of the demo. No node is needed: Keyway connects, shows the account, signs and
 * signs in on Bitcoin, and reads no balance there.
 */
export const bitcoinNetworks = [bitcoinTestnet, bitcoin] as const

export const networks = [devnetChain, devnetChain2, devnetSolana, ...bitcoinNetworks] as const

/**
 * The tokens the Account view lists over chain RPC (when balances do not come from the
 * blockchain API): devnet's test tokens, deployed at the same addresses on both EVM chains,
 * and its test USDC mint on Solana.
 */
const evmTestTokens = [
  { address: devnet.evmTokens.usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { address: devnet.evmTokens.dai, symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 },
  { address: devnet.evmTokens.usdt, symbol: 'USDT', name: 'Tether USD', decimals: 6 },
]
export const tokens: TokensOption = {
  [devnetChain.caipNetworkId]: evmTestTokens,
  [devnetChain2.caipNetworkId]: evmTestTokens,
  [devnetSolana.caipNetworkId]: [
    { address: devnet.solanaUsdcMint, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
}

/**
 * The smart-session panel's setup (docs/smart-sessions.md): devnet's ERC-4337 stack on its
 * first chain and its test USDC. Absent when devnet runs without the stack.
 */
export const smartSession = devnet.smartAccounts
  ? {
      setup: { chainId: devnet.evmChainId, rpcUrl: devnet.evmRpc, stack: devnet.smartAccounts },
      usdc: devnet.evmTokens.usdc,
    }
  : undefined

/** The Solana panel's default recipient: a devnet test account other than the first. */
export const defaultSolanaRecipient = devnet.solanaTestAccounts[1] ?? ''

/** Local features; devnet's remote config for the project may override the docs/overview.md#feature-flags flags. */
export const features: LocalFeatures = {
  allWallets: true,
  analytics: true,
  // Email and social login need frame-host (`endpoints.frameHost`, from KEYWAY_FRAME_HOST):
  // without one the modal lists neither. frame-host signs the social providers in through
  // devnet's OAuth stand-in and Farcaster through its relay stand-in. The wallet features
  // all run against devnet: swaps on its USDC/DAI and USDC/ETH pools, onramp through its
  // checkout page.
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['coinbase', 'meld'],
}

/**
 * What the onramp providers need (docs/account-features.md#onramp): Meld's URL carries the dapp's public key, and
 * Meld is offered only with one. This one is a devnet stand-in, not a key Meld knows.
 */
export const onramp: OnrampOption = { meldPublicKey: 'keyway-devnet:meld-public-key' }

/** What wallets show about the dapp while connecting. */
export function demoMetadata(origin: string): KeywayMetadata {
  return {
    name: 'Keyway demo',
    description: 'Connect a wallet, switch network and sign a message against devnet.',
    url: origin,
    icons: [`${origin}/keyway.svg`],
  }
}
