import { describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../chains/types.js'
import type { Connector } from '../types/connector.js'
import {
  createRouterController,
  ROUTER_VIEWS,
  type RouteNetwork,
  type RouterDeps,
  type RouteWallet,
} from './router.js'

const ethereum: RouteNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}
const arbitrum: RouteNetwork = {
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
}
const solana: RouteNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}
const wallet: RouteWallet = { id: 'w1', name: 'Wallet One' }

function connector(type: Connector['type']): Connector {
  return { id: `c-${type}`, name: 'Connector', chain: 'eip155', type }
}

function setup(overrides: Partial<RouterDeps> = {}) {
  const deps: RouterDeps = {
    getActiveNamespace: () => 'eip155',
    getActiveCaipNetworkId: () => 'eip155:1',
    isNamespaceConnected: (namespace: ChainNamespace) => namespace === 'eip155',
    getConnectorType: () => 'INJECTED',
    ...overrides,
  }
  return { deps, router: createRouterController(deps) }
}

describe('router views', () => {
  it('knows every view of docs/views.md#navigation-rules', () => {
    for (const view of [
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
    ]) {
      expect(ROUTER_VIEWS).toContain(view)
    }
  })

  it('starts on Connect with a one-entry history', () => {
    const { router } = setup()
    expect(router.state.view).toBe('Connect')
    expect(router.state.history).toEqual(['Connect'])
  })
})

describe('router back-history stack', () => {
  it('push adds a view with its data and goBack restores the previous view and data', () => {
    const { router } = setup()
    router.push('AllWallets', { wallet })
    router.push('ConnectingWalletConnect', { wallet: { id: 'w2', name: 'Two' } })
    expect(router.state.history).toEqual(['Connect', 'AllWallets', 'ConnectingWalletConnect'])
    expect(router.goBack()).toBe(true)
    expect(router.state.view).toBe('AllWallets')
    expect(router.state.data).toEqual({ wallet })
  })

  it('goBack on the first view does nothing and returns false', () => {
    const { router } = setup()
    expect(router.goBack()).toBe(false)
    expect(router.state.view).toBe('Connect')
  })

  it('pushing the current view again does not add a history entry', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('Networks', { network: ethereum })
    expect(router.state.history).toEqual(['Connect', 'Networks'])
    expect(router.state.data).toEqual({ network: ethereum })
  })

  it('replace swaps the current view without growing the history', () => {
    const { router } = setup()
    router.push('Networks')
    router.replace('Account')
    expect(router.state.history).toEqual(['Connect', 'Account'])
    expect(router.state.view).toBe('Account')
  })

  it('reset leaves only the given view in the history', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingWalletConnect')
    router.reset('Account')
    expect(router.state.history).toEqual(['Account'])
    expect(router.goBack()).toBe(false)
  })

  it('goBackToIndex drops every later entry', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('AllWalletsSearch')
    router.push('ConnectingWalletConnect')
    expect(router.goBackToIndex(1)).toBe(true)
    expect(router.state.history).toEqual(['Connect', 'AllWallets'])
    expect(router.state.view).toBe('AllWallets')
  })
})

describe('router selectWallet (docs/views.md#navigation-rules)', () => {
  it('opens ConnectingExternal with the connector for an installed (external) connector', () => {
    const { router } = setup()
    const external = connector('EXTERNAL')
    router.selectWallet({ wallet, connector: external })
    expect(router.state.view).toBe('ConnectingExternal')
    expect(router.state.data?.connector).toEqual(external)
  })

  it('keeps the connector (and its provider) out of the valtio proxy', () => {
    const { router } = setup()
    const provider = { request: vi.fn() }
    const external = { ...connector('EXTERNAL'), provider }
    router.selectWallet({ wallet, connector: external })
    expect(router.state.data?.connector).toBe(external)
    expect(router.state.data?.connector?.provider).toBe(provider)
  })

  it('opens ConnectingWalletConnect with the wallet for a wallet-connect wallet', () => {
    const { router } = setup()
    router.selectWallet({ wallet })
    expect(router.state.view).toBe('ConnectingWalletConnect')
    expect(router.state.data?.wallet).toEqual(wallet)
  })

  it('treats a WALLET_CONNECT connector as a wallet-connect wallet', () => {
    const { router } = setup()
    router.selectWallet({ wallet, connector: connector('WALLET_CONNECT') })
    expect(router.state.view).toBe('ConnectingWalletConnect')
  })
})

describe('router onSwitchNetwork (docs/views.md#navigation-rules)', () => {
  it('opens SwitchActiveChain for a network on another namespace, then goes to Connect', () => {
    const { router } = setup()
    router.onSwitchNetwork({ network: solana })
    expect(router.state.view).toBe('SwitchActiveChain')
    expect(router.state.data).toMatchObject({ switchToChain: 'solana', network: solana })
    router.onActiveChainSwitched()
    expect(router.state.view).toBe('Connect')
  })

  it('opens SwitchNetwork (no connect step) when the other namespace is already connected', () => {
    const { router } = setup({ isNamespaceConnected: () => true })
    router.onSwitchNetwork({ network: solana })
    expect(router.state.view).toBe('SwitchNetwork')
  })

  it('goes straight to SwitchNetwork for an Auth (embedded-wallet) connection, even across namespaces', () => {
    const { router } = setup({ getConnectorType: () => 'AUTH' })
    router.onSwitchNetwork({ network: solana })
    expect(router.state.view).toBe('SwitchNetwork')
    expect(router.state.data?.network).toEqual(solana)
  })

  it('goes straight to SwitchNetwork with the ignore-confirmation flag', () => {
    const { router } = setup()
    router.onSwitchNetwork({ network: solana, ignoreSwitchConfirmation: true })
    expect(router.state.view).toBe('SwitchNetwork')
  })

  it('opens SwitchNetwork for another network of the same namespace', () => {
    const { router } = setup()
    router.onSwitchNetwork({ network: arbitrum })
    expect(router.state.view).toBe('SwitchNetwork')
    expect(router.state.data?.network).toEqual(arbitrum)
  })

  it('does nothing when the target is the active network', () => {
    const { router } = setup()
    router.onSwitchNetwork({ network: ethereum })
    expect(router.state.view).toBe('Connect')
  })
})
