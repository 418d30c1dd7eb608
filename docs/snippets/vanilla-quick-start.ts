// src/main.ts of a page without React: web components, with Keyway on Solana.
import { createSolanaAdapter } from '@keyway/adapter-solana'
import { createKeyway, solana, watchAccount } from '@keyway/core'
import { mountKeyway } from '@keyway/ui'
import '@keyway/ui/connect-button' // registers <kw-connect-button>

const networks = [solana] as const
const client = createKeyway({
  adapters: [createSolanaAdapter({ networks, projectId: 'YOUR_PROJECT_ID' })],
  networks,
  projectId: 'YOUR_PROJECT_ID',
})

// Adds <kw-modal> to the page; buttons anywhere in it find the client through it.
mountKeyway(client)

const status = document.createElement('p')
document.body.append(document.createElement('kw-connect-button'), status)
watchAccount(client, {
  onChange: (account) => {
    status.textContent = account.address ? `Connected as ${account.address}` : 'Not connected'
  },
})
