import type { ChainDefinition } from '@keyway/core'
import { toUserMessage } from '@keyway/core'
import { useAccount, useKeywayState, useNetwork } from '@keyway/react'
import { useState } from 'react'

export type NetworkPanelProps = {
  networks: readonly ChainDefinition[]
}

/** useNetwork: the active network, and a switch to each configured one. */
export function NetworkPanel({ networks }: NetworkPanelProps) {
  const { caipNetwork, chainId, switchNetwork } = useNetwork()
  const { isConnected } = useAccount()
  // With eip155 and solana configured, one namespace is active at a time.
  const { activeChain } = useKeywayState()
  const [pending, setPending] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)

  const onSwitch = (network: ChainDefinition) => {
    setPending(network.caipNetworkId)
    setError(undefined)
    switchNetwork(network)
      .catch((caught: unknown) => {
        setError(toUserMessage(caught))
      })
      .finally(() => setPending(undefined))
  }

  return (
    <section className="panel" aria-labelledby="network-title">
      <h2 id="network-title">Network</h2>
      <dl>
        <dt>Active namespace</dt>
        <dd className="mono" data-testid="active-namespace">
          {activeChain ?? '—'}
        </dd>
        <dt>Name</dt>
        <dd data-testid="network-name">{caipNetwork?.name ?? 'Unknown Network'}</dd>
        <dt>Chain id</dt>
        <dd className="mono" data-testid="chain-id">
          {chainId ?? '—'}
        </dd>
      </dl>
      <div className="row">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            className="button"
            aria-pressed={network.caipNetworkId === caipNetwork?.caipNetworkId}
            disabled={pending !== undefined}
            data-testid={`switch-${network.id}`}
            onClick={() => onSwitch(network)}
          >
            {pending === network.caipNetworkId ? 'Switching…' : network.name}
          </button>
        ))}
      </div>
      {isConnected ? null : (
        <p className="hint">Without a wallet, switching only changes the app's network.</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
