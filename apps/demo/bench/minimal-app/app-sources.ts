/**
 * The throwaway apps, as a new user would write them: the same React page with one wallet
 * button in a `<main>`. "minimal" is Keyway's getting-started app (Ethereum mainnet, a
 * placeholder project id, default options, no endpoints); "baseline" is what a dapp that
 * already uses wagmi and viem has without Keyway (createConfig with mainnet and an http
 * transport, EIP-6963 discovery, connect and reconnect). Keyway's share is the difference.
 * "minimal-storage" is "minimal" plus `storage: window.localStorage` for Keyway and the
 * adapter: by default both keep their state in memory, so only with it does a reload
 * restore the account.
 *
 * Kept as text, not as .tsx files: they import packages the demo does not depend on
 * (@wagmi/core), so the demo's typecheck could not resolve them.
 */

import { MODULES_PLUGIN_SOURCE } from './module-breakdown.js'

export type AppKind = 'minimal' | 'minimal-storage' | 'baseline'

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>My first dapp</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`

/** Vite's React template config, plus the `global` alias WalletConnect's packages need. */
export const VITE_CONFIG = `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The bench's own: which modules each chunk holds (module-breakdown.ts).
${MODULES_PLUGIN_SOURCE}

export default defineConfig({
  plugins: [react(), benchModules],
  define: { global: 'globalThis' },
})
`

const MINIMAL_MAIN = `import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'
import { ConnectButton, KeywayProvider } from '@keyway/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const networks = [ethereum] as const
const client = createKeyway({
  adapters: [createEvmAdapter({ networks })],
  networks,
  projectId: 'YOUR_PROJECT_ID',
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KeywayProvider client={client}>
      <main>
        <h1>My dapp</h1>
        <ConnectButton />
      </main>
    </KeywayProvider>
  </StrictMode>,
)
`

/** The one change: persist in localStorage, as the adapter's README example does. */
const MINIMAL_STORAGE_MAIN = MINIMAL_MAIN.replace(
  `const client = createKeyway({
  adapters: [createEvmAdapter({ networks })],
  networks,
  projectId: 'YOUR_PROJECT_ID',
})`,
  `const storage = window.localStorage
const client = createKeyway({
  adapters: [createEvmAdapter({ networks, storage })],
  networks,
  projectId: 'YOUR_PROJECT_ID',
  storage,
})`,
)

const BASELINE_MAIN = `import {
  connect,
  createConfig,
  getConnection,
  http,
  reconnect,
  watchConnection,
} from '@wagmi/core'
import { mainnet } from '@wagmi/core/chains'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

// Injected wallets come from EIP-6963 announcements (wagmi's default discovery).
const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
void reconnect(config)

function ConnectButton() {
  const [connection, setConnection] = useState(() => getConnection(config))
  useEffect(() => watchConnection(config, { onChange: setConnection }), [])
  const { address, status } = connection
  if (address) {
    return <button type="button">{address.slice(0, 6) + '…' + address.slice(-4)}</button>
  }
  const busy = status === 'connecting' || status === 'reconnecting'
  const onClick = () => {
    const connector = config.connectors.find((c) => c.type === 'injected')
    if (connector) void connect(config, { connector })
  }
  return (
    <button type="button" disabled={busy} onClick={onClick}>
      {busy ? 'Connecting…' : 'Connect Wallet'}
    </button>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>My dapp</h1>
      <ConnectButton />
    </main>
  </StrictMode>,
)
`

export const APP_MAIN: Record<AppKind, string> = {
  minimal: MINIMAL_MAIN,
  'minimal-storage': MINIMAL_STORAGE_MAIN,
  baseline: BASELINE_MAIN,
}
