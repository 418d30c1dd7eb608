/**
 * vitest globalSetup: one devnet (on free ports) for every test file of this package,
 * started in Node — test files may run in happy-dom, where devnet itself cannot start.
 * Files use different anvil accounts so their transactions never race for a nonce.
 */
import { startTestDevnet } from '@keyway/test'
import type { TestProject } from 'vitest/node'

export type DevnetInfo = {
  urls: { evmRpc: string; evmRpc2: string; relay: string }
  chains: { chainId: number; rpcUrl: string }[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
  /** devnet's ERC-20 test tokens (same addresses on both chains). */
  tokens: { usdc: `0x${string}`; dai: `0x${string}`; usdt: `0x${string}` }
  /** MetaMask's EIP7702StatelessDeleGator on the first chain (a test wallet's atomic batches). */
  delegator7702: `0x${string}` | undefined
  /** devnet's Solana cluster, for the session shared with the Solana adapter. */
  solana: { rpcUrl: string; genesisHash: string; accounts: { publicKey: string }[] }
}

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startTestDevnet()
  const [firstChain] = devnet.evm.chains
  if (!firstChain) throw new Error('devnet has no EVM chain')
  project.provide('devnet', {
    urls: { evmRpc: devnet.urls.evmRpc, evmRpc2: devnet.urls.evmRpc2, relay: devnet.urls.relay },
    chains: devnet.evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    accounts: devnet.accounts.evm.map((a) => ({ address: a.address, privateKey: a.privateKey })),
    tokens: {
      usdc: firstChain.contracts.usdc,
      dai: firstChain.contracts.dai,
      usdt: firstChain.contracts.usdt,
    },
    delegator7702:
      devnet.accountAbstraction?.smartAccountsEnvironment.implementations
        .EIP7702StatelessDeleGatorImpl,
    solana: {
      rpcUrl: devnet.urls.solanaRpc,
      genesisHash: devnet.solana.genesisHash,
      accounts: devnet.solana.accounts.map((a) => ({ publicKey: a.publicKey })),
    },
  })
  return async () => {
    await devnet.stop()
  }
}
