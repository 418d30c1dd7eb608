// docs/host-contract.md: what @keyway/ui and @keyway/react may read and call of a client.
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'

const networks = [ethereum] as const
const client = createKeyway({ adapters: [createEvmAdapter({ networks })], networks })

// #region host
import { keywayHost } from '@keyway/core/host'

const host = keywayHost(client) // made once by createKeyway, the same object every time
host.state.router.view // read a store (a valtio proxy)
host.navigate('WalletSend') // move the modal
// #endregion host
