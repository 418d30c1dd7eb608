// A dapp that uses only Solana: core and the Solana adapter, a connect and a balance read.
// bench/solana-bundle.bench.ts builds it to see what that dapp loads at first and later.

import { createSolanaAdapter } from '@keyway/adapter-solana'
import { createKeyway, defineChain, getAccount, initialize } from '@keyway/core'

const solana = defineChain({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
})
const adapter = createSolanaAdapter({ networks: [solana] })
const client = createKeyway({ adapters: [adapter], networks: [solana] })
export async function sendOne(to: string): Promise<string> {
  const address = getAccount(client, { namespace: 'solana' }).address ?? ''
  return adapter.sendTransaction({ address, to, value: 1n, network: solana })
}
void initialize(client)
