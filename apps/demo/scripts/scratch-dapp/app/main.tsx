// The scratch dapp: a tiny React app with Keyway on devnet's EVM chain, its own buttons and
// its own error message. The runner (../run.ts) builds it outside the workspace against the
// packed tarballs; e2e/dapp.spec.ts drives it with @keyway/testing's fixtures only.
import { createEvmAdapter } from '@keyway/adapter-evm'
import {
  createKeyway,
  defineChain,
  sendTransaction,
  signMessage,
  UserRejectedRequestError,
} from '@keyway/core'
import { KeywayProvider, useAccount, useKeyway, useKeywayClient } from '@keyway/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { parseEther } from 'viem'

/** devnet's URLs, baked in at build time by vite.config.ts. */
declare const __SCRATCH_DEVNET__: {
  evmRpc: string
  relay: string
  configApi: string
  blockchainApi: string
  projectId: string
}
const devnet = __SCRATCH_DEVNET__

/** Who receives the 0.01 ETH: anvil's tenth funded account. */
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

const devnetChain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.evmRpc] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
})
const networks = [devnetChain] as const

const client = createKeyway({
  adapters: [
    createEvmAdapter({
      networks,
      projectId: devnet.projectId,
      walletConnect: {
        relayUrl: devnet.relay,
        metadata: {
          name: 'Scratch dapp',
          description: 'a dapp outside the workspace',
          url: window.location.origin,
          icons: [],
        },
      },
    }),
  ],
  networks,
  projectId: devnet.projectId,
  endpoints: {
    blockchainApi: devnet.blockchainApi,
    config: devnet.configApi,
    walletCatalogue: devnet.configApi,
    analytics: devnet.configApi,
    relay: devnet.relay,
  },
})

/** The dapp's own words for a failed request: a refusal in the wallet is not an error. */
function describeFailure(error: unknown): string {
  if (error instanceof UserRejectedRequestError) return 'You declined the request in your wallet.'
  return `Something went wrong: ${error instanceof Error ? error.message : String(error)}`
}

function Dapp() {
  const { open } = useKeyway()
  const keyway = useKeywayClient()
  const { address, isConnected } = useAccount()
  const [signature, setSignature] = useState('')
  const [txHash, setTxHash] = useState('')
  const [failure, setFailure] = useState('')

  async function attempt(action: () => Promise<void>) {
    setFailure('')
    try {
      await action()
    } catch (error) {
      setFailure(describeFailure(error))
    }
  }

  return (
    <main>
      <h1>Scratch dapp</h1>
      {isConnected ? (
        <p>
          Connected as <output data-testid="address">{address}</output>
        </p>
      ) : (
        <button type="button" onClick={() => open()}>
          Connect wallet
        </button>
      )}
      <button
        type="button"
        disabled={!isConnected}
        onClick={() =>
          attempt(async () => setSignature(await signMessage(keyway, { message: 'gm, scratch' })))
        }
      >
        Sign
      </button>
      <button
        type="button"
        disabled={!isConnected}
        onClick={() =>
          attempt(async () =>
            setTxHash(await sendTransaction(keyway, { to: RECIPIENT, value: parseEther('0.01') })),
          )
        }
      >
        Send 0.01 ETH
      </button>
      <p>
        Signature: <output data-testid="signature">{signature}</output>
      </p>
      <p>
        Transaction: <output data-testid="tx-hash">{txHash}</output>
      </p>
      {failure ? <p role="alert">{failure}</p> : null}
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <KeywayProvider client={client}>
    <Dapp />
  </KeywayProvider>,
)
