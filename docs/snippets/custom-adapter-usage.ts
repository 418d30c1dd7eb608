// docs/adapters.md: a dapp uses the guide's custom adapter (custom-adapter.ts) like the
// adapters of this repository.
import { createKeyway } from '@keyway/core'
import { cosmosHub, createCosmosAdapter } from './custom-adapter'

// #region usage
const networks = [cosmosHub] as const
export const client = createKeyway({ adapters: [createCosmosAdapter({ networks })], networks })
// #endregion usage
