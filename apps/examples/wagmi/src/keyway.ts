/**
 * The one file that differs from the RainbowKit setup (see README): the wagmi config comes
 * from Keyway's adapter instead of RainbowKit's `getDefaultConfig`. Every connection the
 * modal makes (browser wallet, WalletConnect, email) goes through a connector of this
 * config, so the dapp's wagmi hooks see it unchanged.
 */
import { createWagmiAdapter } from '@keyway/adapter-evm/wagmi'
import { createKeyway } from '@keyway/core'
import { devnetChain, devnetChain2, endpoints, projectId } from './devnet.js'

const networks = [devnetChain, devnetChain2] as const

const metadata = {
  name: 'wagmi example',
  description: 'An ERC-20 balance, a transfer and a signed message, through wagmi hooks.',
  url: window.location.origin,
  icons: [],
}

export const evm = createWagmiAdapter({
  networks: [...networks],
  projectId,
  walletConnect: { relayUrl: endpoints.relay, metadata },
})

export const keyway = createKeyway({
  adapters: [evm],
  networks,
  projectId,
  endpoints,
  metadata,
  // The embedded email wallet needs frame-host (endpoints.frameHost).
  features: { email: Boolean(endpoints.frameHost), socials: false },
})

/** wagmi's hooks read this config's chains (their ids and contract types). */
declare module 'wagmi' {
  interface Register {
    config: typeof evm.wagmiConfig
  }
}
