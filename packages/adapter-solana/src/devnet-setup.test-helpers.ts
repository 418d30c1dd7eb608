/**
 * vitest globalSetup: one devnet (on free ports) for every test file of this package,
 * started in Node — test files may run in happy-dom, where devnet itself cannot start.
 * Files use different Solana test accounts as senders; recipients are fresh keys.
 */
import { startTestDevnet } from '@keyway/test'
import type { TestProject } from 'vitest/node'

export type SolanaDevnetInfo = {
  urls: { solanaRpc: string; solanaWs: string; relay: string; evmRpc: string }
  genesisHash: string
  evmChainId: number
  accounts: { publicKey: string; secretKey: string }[]
  usdcMint: { address: string; decimals: number; symbol: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    solanaDevnet: SolanaDevnetInfo
  }
}

export default async function setup(project: TestProject) {
  // No smart-account stack: the Solana adapter's tests never reach a bundler.
  const devnet = await startTestDevnet({ accountAbstraction: false })
  const [evmChain] = devnet.evm.chains
  project.provide('solanaDevnet', {
    urls: {
      solanaRpc: devnet.urls.solanaRpc,
      solanaWs: devnet.urls.solanaWs,
      relay: devnet.urls.relay,
      evmRpc: devnet.urls.evmRpc,
    },
    genesisHash: devnet.solana.genesisHash,
    evmChainId: evmChain?.chainId ?? 31337,
    accounts: devnet.solana.accounts.map((a) => ({
      publicKey: a.publicKey,
      secretKey: a.secretKey,
    })),
    usdcMint: { ...devnet.solana.usdcMint },
  })
  return async () => {
    await devnet.stop()
  }
}
