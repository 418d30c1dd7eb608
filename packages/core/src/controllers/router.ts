/**
 * Router controller: the modal's internal views (docs/views.md#views "There are no URL routes"),
 * the back-history stack, and the navigation rules of docs/views.md#opening-the-modal. The
 * steps of a request or a send (the transaction stack's rules, ApproveTransaction) are
 * router-requests.ts, loaded with the flows that use them.
 */
import { proxy, ref } from 'valtio/vanilla'
import type { CaipNetworkId, ChainNamespace } from '../chains/types.js'
import type { Connector } from '../types/connector.js'
import type { EventProperties } from './events.js'

/** Every view of docs/views.md#feature-panels, plus the sub-views the feature panels need. */
export const ROUTER_VIEWS = [
  // docs/views.md#views views
  'Connect',
  'Account',
  'AllWallets',
  'SwitchNetwork',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ApproveTransaction',
  'Swap',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'sign-message',
  'unsupported-chain',
  // sub-views of the feature panels (docs/overview.md#features features, docs/views.md#feature-panels lazily loaded panels)
  'AllWalletsSearch',
  'Networks',
  'ConnectingSocial',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SwapSelectToken',
  'SwapPreview',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletReceive',
  'Activity',
  'OnRampProviders',
  // the account's smart-session permissions (docs/smart-sessions.md)
  'Sessions',
] as const
export type RouterView = (typeof ROUTER_VIEWS)[number]

/** The wallet a connecting view shows (a catalogue entry or an installed wallet). */
export type RouteWallet = {
  id: string
  name: string
  image_id?: string | undefined
  rdns?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/** The network a switch view targets: the fields the navigation rules read. */
export type RouteNetwork = {
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
}

/** docs/views.md#opening-the-modal: the modal can be opened with swap arguments. */
export type SwapArguments = {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}

/** Data a view is shown with. */
export type RouterData = {
  connector?: Connector | undefined
  wallet?: RouteWallet | undefined
  network?: RouteNetwork | undefined
  swapArguments?: SwapArguments | undefined
  /** SwitchActiveChain: the namespace to switch to. */
  switchToChain?: ChainNamespace | undefined
  /** SwitchActiveChain: where to go once the namespace is switched. */
  navigateTo?: RouterView | undefined
  email?: string | undefined
  newEmail?: string | undefined
  /** ApproveTransaction: the method awaiting approval. */
  method?: string | undefined
}

/** One step of a transaction flow (docs/views.md#the-send-flow "A transaction stack is pushed per send"). */
export type TransactionAction = {
  /** View to show when the step succeeds; null stays on the current view. */
  view: RouterView | null
  /** Go back one view when the step succeeds (instead of moving to `view`). */
  goBack: boolean
  /** Replace the current view with `view` instead of pushing it. */
  replace?: boolean | undefined
  /** Close the modal when the step succeeds. */
  close?: boolean | undefined
  onSuccess?: (() => void) | undefined
  onError?: (() => void) | undefined
  onCancel?: (() => void) | undefined
}

export type TransactionResult = 'success' | 'error' | 'cancel'

export type RouterState = {
  view: RouterView
  /** Back-history; the last entry is the current view. */
  history: RouterView[]
  /** The data each history entry was shown with, so Back restores it. */
  historyData: (RouterData | undefined)[]
  data: RouterData | undefined
  transactionStack: TransactionAction[]
}

export type RouterDeps = {
  /** The namespace currently active in the modal. */
  getActiveNamespace: () => ChainNamespace | undefined
  /** The CAIP-2 id of the active network, to ignore a switch to the same network. */
  getActiveCaipNetworkId: () => CaipNetworkId | undefined
  /** Whether an address is connected on `namespace`. */
  isNamespaceConnected: (namespace: ChainNamespace) => boolean
  /** The connector type of the active connection on `namespace` ('AUTH' = embedded wallet). */
  getConnectorType: (namespace: ChainNamespace) => Connector['type'] | undefined
  /** Tracks SELECT_WALLET when the user picks a wallet of the list (the events controller). */
  track?: ((event: 'SELECT_WALLET', properties: EventProperties) => void) | undefined
}

export type SelectWalletParameters = {
  wallet: RouteWallet
  /** The installed connector of this wallet, when there is one. */
  connector?: Connector | undefined
}

export type SwitchNetworkParameters = {
  network: RouteNetwork
  /** Skip the confirmation step and show SwitchNetwork straight away (docs/views.md#navigation-rules). */
  ignoreSwitchConfirmation?: boolean | undefined
}

export function createRouterController(deps: RouterDeps, initialView: RouterView = 'Connect') {
  const state = proxy<RouterState>({
    view: initialView,
    history: [initialView],
    historyData: [undefined],
    data: undefined,
    transactionStack: [],
  })

  function show(view: RouterView, data: RouterData | undefined) {
    state.view = view
    state.data = data
  }

  // A connector carries its provider (an EIP-1193 or wallet-standard object): valtio must
  // not wrap it in a proxy, or the provider's own methods and private fields break.
  function unproxied(data: RouterData | undefined): RouterData | undefined {
    if (!data?.connector) return data
    return { ...data, connector: ref(data.connector) }
  }

  function push(view: RouterView, input?: RouterData) {
    const data = unproxied(input)
    // Pushing the view already shown only updates its data, so Back never shows it twice.
    if (view === state.view) state.historyData[state.historyData.length - 1] = data
    else {
      state.history.push(view)
      state.historyData.push(data)
    }
    show(view, data)
  }

  function replace(view: RouterView, input?: RouterData) {
    const data = unproxied(input)
    const last = Math.max(state.history.length - 1, 0)
    state.history[last] = view
    state.historyData[last] = data
    show(view, data)
  }

  function reset(view: RouterView, input?: RouterData) {
    const data = unproxied(input)
    state.history = [view]
    state.historyData = [data]
    show(view, data)
  }

  /** Returns false when there is nothing to go back to. */
  function goBack(): boolean {
    return goBackToIndex(state.history.length - 2)
  }

  /** Goes back to the history entry at `index` (0 = first view); false when out of range. */
  function goBackToIndex(index: number): boolean {
    if (index < 0 || index >= state.history.length - 1) return false
    state.history = state.history.slice(0, index + 1)
    state.historyData = state.historyData.slice(0, index + 1)
    const view = state.history[index]
    if (view === undefined) return false
    show(view, state.historyData[index])
    return true
  }

  /** docs/views.md#connectingwalletconnect: ConnectingExternal for an installed connector, else ConnectingWalletConnect. */
  function selectWallet({ wallet, connector }: SelectWalletParameters) {
    const installed = connector !== undefined && connector.type !== 'WALLET_CONNECT'
    deps.track?.('SELECT_WALLET', { name: wallet.name, platform: installed ? 'browser' : 'qrcode' })
    if (installed) {
      push('ConnectingExternal', { connector, wallet })
    } else {
      push('ConnectingWalletConnect', { wallet })
    }
  }

  /**
   * docs/views.md#navigation-rules: an Auth (embedded-wallet) connection or the ignore-confirmation flag goes
   * straight to SwitchNetwork; a network on another namespace (not yet connected) opens
   * SwitchActiveChain, which then leads to Connect.
   */
  function onSwitchNetwork({ network, ignoreSwitchConfirmation = false }: SwitchNetworkParameters) {
    if (network.caipNetworkId === deps.getActiveCaipNetworkId()) return
    const activeNamespace = deps.getActiveNamespace()
    const isAuth =
      activeNamespace !== undefined && deps.getConnectorType(activeNamespace) === 'AUTH'
    if (ignoreSwitchConfirmation || isAuth) {
      push('SwitchNetwork', { ...state.data, network })
      return
    }
    const isOtherNamespace =
      activeNamespace !== undefined && network.chainNamespace !== activeNamespace
    if (isOtherNamespace && !deps.isNamespaceConnected(network.chainNamespace)) {
      push('SwitchActiveChain', {
        network,
        switchToChain: network.chainNamespace,
        navigateTo: 'Connect',
      })
      return
    }
    push('SwitchNetwork', { ...state.data, network })
  }

  /** Called by SwitchActiveChain once the namespace is switched (docs/views.md#opening-the-modal: back to Connect). */
  function onActiveChainSwitched() {
    replace(state.data?.navigateTo ?? 'Connect')
  }

  return {
    state,
    push,
    replace,
    reset,
    goBack,
    goBackToIndex,
    selectWallet,
    onSwitchNetwork,
    onActiveChainSwitched,
  }
}

export type RouterController = ReturnType<typeof createRouterController>
