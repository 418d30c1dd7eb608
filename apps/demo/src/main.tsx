/**
 * The demo's composition root: one EVM adapter and one Keyway client for the page, made here
 * (not at import of any module), handed to the provider.
 */
import './devnet-process-shim.js'
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, type ThemeMode } from '@keyway/core'
import { KeywayProvider } from '@keyway/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { demoMetadata, endpoints, features, networks, projectId } from './keyway.config.js'
import { createSignMessage } from './sign-message.js'
import './styles.css'

/** `?theme=dark` (screenshots) wins over the system preference. */
function initialThemeMode(): ThemeMode {
  const asked = new URLSearchParams(window.location.search).get('theme')
  if (asked === 'dark' || asked === 'light') return asked
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

const metadata = demoMetadata(window.location.origin)
const adapter = createEvmAdapter({
  networks,
  projectId,
  walletConnect: { relayUrl: endpoints.relay, metadata },
  storage: window.localStorage,
})
const client = createKeyway({
  adapters: [adapter],
  networks,
  projectId,
  endpoints,
  features,
  metadata,
  themeMode: initialThemeMode(),
  storage: window.localStorage,
})

const signMessage = createSignMessage({
  getAddress: () => client.getAddress('eip155'),
  getConnectorId: () => client.connector.getActiveConnectorId('eip155'),
  signMessage: (parameters) => adapter.signMessage(parameters),
})

const prepareWalletConnect = () => adapter.prepareWalletConnect()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <KeywayProvider client={client}>
      <App
        networks={networks}
        signMessage={signMessage}
        prepareWalletConnect={prepareWalletConnect}
      />
    </KeywayProvider>
  </StrictMode>,
)
