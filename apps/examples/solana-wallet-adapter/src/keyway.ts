import { createSolanaAdapter } from '@keyway/adapter-solana'
import { KeywayWalletAdapter } from '@keyway/adapter-solana/wallet-adapter'
import { createKeyway } from '@keyway/core'
import { endpoints, projectId, solanaDevnet } from './devnet.js'

const networks = [solanaDevnet] as const

const metadata = {
  name: 'Solana wallet-adapter example',
  description: 'Send SOL and sign a message through useWallet and useConnection.',
  url: window.location.origin,
  icons: [],
}

const solana = createSolanaAdapter({
  networks: [...networks],
  projectId,
  walletConnect: { relayUrl: endpoints.relay, metadata },
})

export const keyway = createKeyway({
  adapters: [solana],
  networks,
  projectId,
  endpoints,
  metadata,
  features: { email: Boolean(endpoints.frameHost), socials: false },
})

export const wallets = [new KeywayWalletAdapter({ keyway })]
