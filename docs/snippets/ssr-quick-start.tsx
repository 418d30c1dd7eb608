// server/render.tsx: the page's HTML, rendered on the server with React's renderToString.
// The browser then hydrates the same tree (see the guide).
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'
import { ConnectButton, KeywayProvider } from '@keyway/react'
import { renderToString } from 'react-dom/server'

const networks = [ethereum] as const

export function renderPage(): string {
  // One client per request: nothing is shared between two visitors.
  const client = createKeyway({
    adapters: [createEvmAdapter({ networks })],
    networks,
    projectId: 'YOUR_PROJECT_ID',
  })
  try {
    return renderToString(
      <KeywayProvider client={client}>
        <main>
          <h1>My dapp</h1>
          <ConnectButton />
        </main>
      </KeywayProvider>,
    )
  } finally {
    client.destroy()
  }
}
