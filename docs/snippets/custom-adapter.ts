// A chain adapter of one's own: the cosmos namespace, for a wallet that injects itself as
// `window.cosmosWallet`. The wallet's interface below is this example's, not a standard's.
import {
  type ChainDefinition,
  ChainNotConfiguredError,
  type Connector,
  ConnectorNotConnectedError,
  defineChain,
  formatUnits,
} from '@keyway/core'
import {
  type AdapterTimeoutParameters,
  defineChainAdapter,
  resolveAdapterTimeouts,
  withTimeout,
} from '@keyway/core/adapter'

/** What the example wallet offers the page. */
type CosmosWallet = {
  enable(chainId: string): Promise<void>
  getAddress(chainId: string): Promise<string>
  signArbitrary(chainId: string, address: string, message: string): Promise<string>
  /** Signs and broadcasts a bank send; answers the transaction hash. */
  sendTokens(
    chainId: string,
    from: string,
    to: string,
    amount: string,
    denom: string,
  ): Promise<string>
  disconnect(chainId: string): Promise<void>
}

export const cosmosHub = defineChain({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://rest.cosmos.example.com'] } },
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:cosmoshub-4',
})

const CONNECTOR: Connector = {
  id: 'cosmos-wallet',
  name: 'Cosmos Wallet',
  chain: 'cosmos',
  type: 'INJECTED',
}

export function createCosmosAdapter(
  parameters: AdapterTimeoutParameters & { networks: readonly ChainDefinition[] },
) {
  const networks = parameters.networks.filter((n) => n.chainNamespace === 'cosmos')
  const first = networks[0]
  if (!first) throw new ChainNotConfiguredError({ details: 'No cosmos network' })
  const { walletTimeoutMs, requestTimeoutMs, timers } = resolveAdapterTimeouts(parameters)
  const injected = () => (globalThis as { cosmosWallet?: CosmosWallet }).cosmosWallet
  let connected: { address: string; chainId: string } | undefined

  return defineChainAdapter({ namespace: 'cosmos' }, (kit) => {
    // Every wallet prompt is bounded in time and follows the caller's AbortSignal.
    const inWallet = <T>(label: string, signal: AbortSignal | undefined, run: () => Promise<T>) =>
      withTimeout(run, { timeoutMs: walletTimeoutMs, label, signal, timers })
    const wallet = () => {
      const found = injected()
      if (!found) throw new ConnectorNotConnectedError({ details: 'No cosmos wallet in the page' })
      return found
    }
    const account = () => {
      if (!connected) throw new ConnectorNotConnectedError()
      return connected
    }
    async function open(chainId: string | number | undefined, signal?: AbortSignal) {
      const id = String(chainId ?? first?.id)
      const address = await inWallet(`wallet:${CONNECTOR.id}:connect`, signal, async () => {
        await wallet().enable(id)
        return wallet().getAddress(id)
      })
      connected = { address, chainId: id }
      return {
        connectorId: CONNECTOR.id,
        address,
        chainId: id,
        accounts: [{ address, type: 'eoa' as const }],
      }
    }

    return {
      operations: {
        getConnectors: () => (injected() ? [CONNECTOR] : []),
        connect: ({ chainId, signal }) => open(chainId, signal),
        // A wallet that already trusts the page answers enable() without a prompt.
        reconnect: ({ chainId, signal }) => open(chainId, signal),
        async disconnect() {
          if (connected) await wallet().disconnect(connected.chainId)
          connected = undefined
          kit.emit('disconnect', { connectorId: CONNECTOR.id })
        },
        getAccounts: async () =>
          connected ? [{ address: connected.address, type: 'eoa' as const }] : [],
        async switchNetwork({ network, signal }) {
          await open(network.id, signal)
          kit.emit('chainChanged', { connectorId: CONNECTOR.id, chainId: network.id })
        },
        async getBalance({ address, network, signal }) {
          const url = `${network.rpcUrls.default.http[0]}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=uatom`
          const answer = await withTimeout(
            async () =>
              (await fetch(url, { signal: signal ?? null })).json() as Promise<{
                balance?: { amount: string }
              }>,
            { timeoutMs: requestTimeoutMs, label: url, signal, timers },
          )
          const amount = BigInt(answer.balance?.amount ?? '0')
          return {
            balance: formatUnits(amount, network.nativeCurrency.decimals),
            symbol: network.nativeCurrency.symbol,
          }
        },
        signMessage: ({ message, address, signal }) =>
          inWallet(`wallet:${CONNECTOR.id}:sign`, signal, () =>
            wallet().signArbitrary(account().chainId, address, message),
          ),
        sendTransaction: ({ address, to, value, signal }) =>
          inWallet(`wallet:${CONNECTOR.id}:send`, signal, () =>
            wallet().sendTokens(account().chainId, address, to, value.toString(), 'uatom'),
          ),
        // A bank send's fee on this example chain: a fixed gas budget.
        estimateGas: async () => 200_000n,
      },
    }
  })
}
