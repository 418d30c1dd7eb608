import { describe, expect, it } from 'vitest'
import { createModalController } from '../controllers/modal.js'
import { createRouterController } from '../controllers/router.js'
import { createModalNavigation } from './modal-navigation.js'

const idleTimers = { setTimeout: () => 0, clearTimeout: () => undefined }

function setup(connected = false) {
  const opened: boolean[] = []
  const modal = createModalController({
    isConnected: () => connected,
    onOpenChange: (open, wasConnected) => open && opened.push(wasConnected),
    timers: idleTimers,
  })
  const router = createRouterController({
    getActiveNamespace: () => 'eip155',
    getActiveCaipNetworkId: () => 'eip155:1',
    isNamespaceConnected: () => connected,
    getConnectorType: () => undefined,
  })
  const navigation = createModalNavigation({ router, modal, isConnected: () => connected })
  return { modal, router, navigation, opened }
}

describe('openModal', () => {
  it('shows the modal on the view with a fresh history and reports whether it is connected', () => {
    const { modal, router, navigation, opened } = setup(true)
    router.push('AllWallets')
    navigation.openModal('WalletSend', { email: 'a@b.co' })
    expect(modal.state.open).toBe(true)
    expect(router.state.history).toEqual(['WalletSend'])
    expect(router.state.data).toEqual({ email: 'a@b.co' })
    expect(opened).toEqual([true])
  })

  it('starts afresh when the modal is already open', () => {
    const { router, navigation } = setup()
    navigation.openModal('Connect')
    router.push('AllWallets')
    navigation.openModal('Account')
    expect(router.state.history).toEqual(['Account'])
  })
})

describe('navigate', () => {
  it('opens the closed modal on the view (history of one) and says so', () => {
    const { modal, router, navigation } = setup()
    router.push('AllWallets')
    expect(navigation.navigate('ApproveTransaction', { method: 'eth_sendTransaction' })).toBe(true)
    expect(modal.state.open).toBe(true)
    expect(router.state.history).toEqual(['ApproveTransaction'])
    expect(router.state.data).toEqual({ method: 'eth_sendTransaction' })
  })

  it('pushes on an open modal by default, so Back returns', () => {
    const { router, navigation } = setup()
    navigation.openModal('Connect')
    expect(navigation.navigate('AllWallets')).toBe(false)
    expect(router.state.history).toEqual(['Connect', 'AllWallets'])
    expect(router.goBack()).toBe(true)
    expect(router.state.view).toBe('Connect')
  })

  it('replaces the current entry or resets the history when asked', () => {
    const { router, navigation } = setup(true)
    navigation.openModal('Account')
    navigation.navigate('RegisterAccountName')
    navigation.navigate('RegisterAccountNameSuccess', undefined, { history: 'replace' })
    expect(router.state.history).toEqual(['Account', 'RegisterAccountNameSuccess'])
    navigation.navigate('Account', undefined, { history: 'reset' })
    expect(router.state.history).toEqual(['Account'])
  })
})
