/**
 * Chain (network) controller: the per-chain state of docs/state.md#identity-and-names (namespace, networks list,
 * network state; the account state comes from the account controller), the networks
 * across namespaces, the active namespace and network, and network switching (docs/validation.md#networks).
 */
import { proxy } from 'valtio/vanilla'
import type { CaipNetworkId, ChainDefinition, ChainNamespace } from '../chains/types.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import type { ChainState, NetworkState } from '../types/chain.js'

/** docs/errors.md#networks-and-addresses: the name shown for a network that is not among those configured. */
export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

/** Per-namespace slice held here; `ChainState` adds the account state to it. */
export type ChainNetworkSlice = Omit<ChainState, 'accountState'>

export type ChainControllerState = {
  activeNamespace: ChainNamespace | undefined
  activeCaipNetwork: ChainDefinition | undefined
  chains: Partial<Record<ChainNamespace, ChainNetworkSlice>>
}

/** The storage entries this controller persists (see controllers/storage.ts). */
export type ChainStorage = {
  get(key: 'activeCaipNetworkId'): CaipNetworkId | undefined
  set(key: 'activeCaipNetworkId', value: CaipNetworkId): void
  set(key: 'activeNamespace', value: ChainNamespace): void
}

export type ChainControllerDeps = {
  /** The networks the app configured, across namespaces, in the app's order. */
  networks: readonly ChainDefinition[]
  /** The network to start on when none was stored; else the first configured one. */
  defaultNetwork?: ChainDefinition | undefined
  storage?: ChainStorage | undefined
  /**
   * Asks the connected wallet to switch (through its chain adapter). Absent or a no-op
   * when nothing is connected on the network's namespace.
   */
  switchWalletNetwork?: ((network: ChainDefinition) => Promise<void>) | undefined
}

/** A namespace's network state before any wallet reported one. */
export function initialNetworkState(): NetworkState {
  return {
    caipNetwork: undefined,
    unsupportedCaipNetworkId: undefined,
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}

function matchesId(network: ChainDefinition, id: CaipNetworkId): boolean {
  return network.caipNetworkId === id || network.deprecatedCaipNetworkId === id
}

export type ChainController = ReturnType<typeof createChainController>

export function createChainController(deps: ChainControllerDeps) {
  const networks = [...deps.networks]
  const chains: Partial<Record<ChainNamespace, ChainNetworkSlice>> = {}
  for (const network of networks) {
    const ns = network.chainNamespace
    const slice = chains[ns] ?? { namespace: ns, networks: [], networkState: initialNetworkState() }
    slice.networks.push(network)
    slice.networkState.caipNetwork ??= network
    chains[ns] = slice
  }
  const state = proxy<ChainControllerState>({
    activeNamespace: undefined,
    activeCaipNetwork: undefined,
    chains,
  })

  /** A configured network by CAIP-2 id (its deprecated id also matches). */
  function findNetwork(id: CaipNetworkId): ChainDefinition | undefined {
    return networks.find((n) => matchesId(n, id))
  }

  function setActiveCaipNetwork(network: ChainDefinition): void {
    const slice = state.chains[network.chainNamespace]
    if (!slice) throw new NetworkNotFoundError({ details: `${network.caipNetworkId}` })
    slice.networkState.caipNetwork = network
    slice.networkState.unsupportedCaipNetworkId = undefined
    state.activeNamespace = network.chainNamespace
    state.activeCaipNetwork = network
    deps.storage?.set('activeCaipNetworkId', network.caipNetworkId)
    deps.storage?.set('activeNamespace', network.chainNamespace)
  }

  /** Makes a namespace active, on the network last used in it. */
  function setActiveNamespace(namespace: ChainNamespace): void {
    const network = state.chains[namespace]?.networkState.caipNetwork
    if (!network) throw new NetworkNotFoundError({ details: `No network for ${namespace}` })
    state.activeNamespace = namespace
    state.activeCaipNetwork = network
    deps.storage?.set('activeNamespace', namespace)
  }

  /**
   * docs/validation.md#configuration: switching fails if the network is not among those configured. The wallet is
   * asked first, so state only changes once the wallet agreed.
   */
  async function switchNetwork(target: ChainDefinition | CaipNetworkId): Promise<void> {
    const id = typeof target === 'string' ? target : target.caipNetworkId
    const network = findNetwork(id)
    if (!network) throw new NetworkNotFoundError({ details: `${id} is not configured` })
    await deps.switchWalletNetwork?.(network)
    setActiveCaipNetwork(network)
  }

  function isUnsupportedNetwork(namespace = state.activeNamespace): boolean {
    if (!namespace) return true
    const slice = state.chains[namespace]
    return !slice || slice.networkState.unsupportedCaipNetworkId !== undefined
  }

  /** docs/errors.md#networks-and-addresses: 'Unknown Network' for anything not configured. */
  function getNetworkName(id: CaipNetworkId | undefined): string {
    return (id && findNetwork(id)?.name) || UNKNOWN_NETWORK_NAME
  }

  function getActiveNetworkName(): string {
    if (isUnsupportedNetwork()) return UNKNOWN_NETWORK_NAME
    return state.activeCaipNetwork?.name ?? UNKNOWN_NETWORK_NAME
  }

  // Start on the stored network when it is still configured, else the default, else
  // the first configured one.
  const storedId = deps.storage?.get('activeCaipNetworkId')
  const initial =
    (storedId && findNetwork(storedId)) ||
    (deps.defaultNetwork && findNetwork(deps.defaultNetwork.caipNetworkId)) ||
    networks[0]
  if (initial) {
    const slice = state.chains[initial.chainNamespace]
    if (slice) slice.networkState.caipNetwork = initial
    state.activeNamespace = initial.chainNamespace
    state.activeCaipNetwork = initial
  }

  return {
    state,
    findNetwork,
    getNetworks: (namespace?: ChainNamespace): ChainDefinition[] =>
      namespace ? [...(state.chains[namespace]?.networks ?? [])] : [...networks],
    /** Namespaces with at least one configured network, in configuration order. */
    getNamespaces: (): ChainNamespace[] => Object.keys(state.chains) as ChainNamespace[],
    setActiveCaipNetwork,
    setActiveNamespace,
    switchNetwork,
    isUnsupportedNetwork,
    getNetworkName,
    getActiveNetworkName,
  }
}
