// docs/devnet.md, "Pointing a dapp at it": Keyway's endpoints from devnet's READY JSON
// (`npx keyway-devnet --json > devnet.json`; devnet.json beside this file is one, from a
// devnet on its fixed ports).
// #region endpoints
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, defineChain } from '@keyway/core'
import { devnetEndpoints } from '@keyway/devnet/endpoints'
import ready from './devnet.json'

const anvil = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [ready.evmRpc] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
})
const networks = [anvil] as const

export const keyway = createKeyway({
  adapters: [createEvmAdapter({ networks })],
  networks,
  projectId: 'keyway-demo',
  endpoints: devnetEndpoints(ready),
})
// #endregion endpoints
