/**
 * An unstyled, render-prop connect button (CONVENTIONS "RainbowKit"): the app draws its
 * own buttons and gets the account, the network and functions that open the modal.
 * Put `data-keyway-prefetch` on those buttons: hovering or focusing one then fetches the
 * modal's views ahead of the click, as Keyway's own buttons do.
 */
import {
  type AccountStatus,
  type CaipAddress,
  type CaipNetworkId,
  type ChainId,
  type ChainNamespace,
  openModal,
  parseCaipNetworkId,
  truncateAddress,
} from '@keyway/core'
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type ConnectButtonAccount = {
  address: string
  caipAddress: CaipAddress | undefined
  /** The profile name when known, else the address truncated 4 + 6 (docs/limits.md#display). */
  displayName: string
  /** The connected wallet's name and icon, when known. */
  walletName: string | undefined
  walletIcon: string | undefined
}

export type ConnectButtonNetwork = {
  caipNetworkId: CaipNetworkId
  chainId: ChainId
  /** 'Unknown Network' for a network that is not configured (docs/errors.md#texts-that-are-not-errors). */
  name: string
  /** The wallet is on a network the app did not configure. */
  unsupported: boolean
}

export type ConnectButtonRenderProps = {
  /** The connected account; undefined while not connected. */
  account: ConnectButtonAccount | undefined
  /** The selected network (the wallet's one once connected). */
  network: ConnectButtonNetwork | undefined
  connected: boolean
  status: AccountStatus
  /**
   * False during server rendering and the first client render: state restored in the
   * browser may differ from the server's, so apps can hide the button until mounted.
   */
  mounted: boolean
  openConnect: () => void
  openAccount: () => void
  openNetwork: () => void
}

export type ConnectButtonCustomProps = {
  children: (props: ConnectButtonRenderProps) => ReactNode
  /** The namespace to show; the active one when absent. */
  namespace?: ChainNamespace | undefined
}

/**
 * A store's snapshot, rendered again on any change in it. Not valtio/react's `useSnapshot`:
 * `ConnectButton.Custom` comes with `ConnectButton`, which is in a page's first download,
 * and the two small stores read here need none of that module's render tracking. valtio
 * keeps one snapshot per version of the store, so an unchanged store reads the same object.
 */
function useStoreSnapshot<T extends object>(store: T): Snapshot<T> {
  const watch = useCallback((onChange: () => void) => subscribe(store, onChange), [store])
  const read = () => snapshot(store)
  return useSyncExternalStore(watch, read, read)
}

export function ConnectButtonCustom(props: ConnectButtonCustomProps): ReactNode {
  const client = useKeywayClient()
  const chain = useStoreSnapshot(client.state.chain)
  const accounts = useStoreSnapshot(client.state.account)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  const open = useMemo(
    () => ({
      openConnect: () => openModal(client, { view: 'Connect' }),
      openAccount: () => openModal(client, { view: 'Account' }),
      openNetwork: () => openModal(client, { view: 'SwitchNetwork' }),
    }),
    [client],
  )

  const namespace = props.namespace ?? chain.activeNamespace
  const state = namespace ? accounts.byNamespace[namespace] : undefined
  const connected = state?.status === 'connected' && state.address !== undefined

  const account: ConnectButtonAccount | undefined =
    connected && state.address
      ? {
          address: state.address,
          caipAddress: state.caipAddress,
          displayName: state.profileName || truncateAddress(state.address),
          walletName: state.connectedWalletInfo?.name,
          walletIcon: state.connectedWalletInfo?.icon,
        }
      : undefined

  const slice = namespace ? chain.chains[namespace] : undefined
  const unsupportedId = connected ? slice?.networkState.unsupportedCaipNetworkId : undefined
  const selected = slice?.networkState.caipNetwork
  let network: ConnectButtonNetwork | undefined
  if (unsupportedId) {
    network = {
      caipNetworkId: unsupportedId,
      // CAIP-2 is namespace:reference; eip155 references are numbers.
      chainId: chainIdOf(unsupportedId),
      name: UNKNOWN_NETWORK_NAME,
      unsupported: true,
    }
  } else if (selected) {
    network = {
      caipNetworkId: selected.caipNetworkId,
      chainId: selected.id,
      name: selected.name,
      unsupported: false,
    }
  }

  return props.children({
    account,
    network,
    connected,
    status: state?.status ?? 'disconnected',
    mounted,
    ...open,
  })
}

/**
 * docs/errors.md#texts-that-are-not-errors's name for a network that is not configured: the
 * only name an unsupported network has, on the active namespace or another.
 */
const UNKNOWN_NETWORK_NAME = 'Unknown Network'

function chainIdOf(caipNetworkId: CaipNetworkId): ChainId {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  return chainNamespace === 'eip155' ? Number(chainId) : chainId
}
