// docs/services.md: the endpoints option names the base URL of each service Keyway calls.
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'

const networks = [ethereum] as const

// #region endpoints
createKeyway({
  projectId: 'my-project',
  endpoints: {
    blockchainApi: 'https://api.example.com',
    config: 'https://config.example.com',
    walletCatalogue: 'https://config.example.com',
    analytics: 'https://config.example.com',
  },
  networks,
  adapters: [createEvmAdapter({ networks })],
})
// #endregion endpoints
