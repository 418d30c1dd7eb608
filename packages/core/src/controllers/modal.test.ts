import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModalController, type ModalDeps } from './modal.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(overrides: Partial<ModalDeps> = {}) {
  const deps = {
    resetRoute: vi.fn(),
    isConnected: vi.fn(() => false),
    setActiveNamespace: vi.fn(),
    setPairingUri: vi.fn(),
    onOpenChange: vi.fn(),
    ...overrides,
  } satisfies ModalDeps
  return { deps, modal: createModalController(deps) }
}

describe('modal open (spec §2)', () => {
  it('opens on Connect when not connected', () => {
    const { modal, deps } = setup()
    modal.open()
    expect(modal.state.open).toBe(true)
    expect(deps.resetRoute).toHaveBeenCalledWith('Connect')
  })

  it('opens on Account when connected', () => {
    const { modal, deps } = setup({ isConnected: vi.fn(() => true) })
    modal.open()
    expect(deps.resetRoute).toHaveBeenCalledWith('Account')
  })

  it('opens on the requested view, with swap arguments as route data', () => {
    const { modal, deps } = setup()
    const swapArguments = { fromToken: 'ETH', toToken: 'USDC', amount: '1' }
    modal.open({ view: 'Swap', swapArguments })
    expect(deps.resetRoute).toHaveBeenCalledWith('Swap', { swapArguments })
  })

  it('opens with a pairing uri: stores it and shows ConnectingWalletConnectBasic', () => {
    const { modal, deps } = setup()
    modal.open({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00' })
    expect(deps.setPairingUri).toHaveBeenCalledWith('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(deps.resetRoute).toHaveBeenCalledWith('ConnectingWalletConnectBasic')
    expect(modal.state.open).toBe(true)
  })

  it('opens on a namespace: makes it active and checks the connection there', () => {
    const isConnected = vi.fn((namespace?: string) => namespace === 'solana')
    const { modal, deps } = setup({ isConnected })
    modal.open({ namespace: 'solana' })
    expect(deps.setActiveNamespace).toHaveBeenCalledWith('solana')
    expect(isConnected).toHaveBeenCalledWith('solana')
    expect(deps.resetRoute).toHaveBeenCalledWith('Account')
  })

  it('reports the open change with the connection status', () => {
    const { modal, deps } = setup()
    modal.open()
    expect(deps.onOpenChange).toHaveBeenCalledWith(true, false)
  })
})

describe('modal close, loading and shake', () => {
  it('close closes the modal and clears loading', () => {
    const { modal } = setup()
    modal.open()
    modal.setLoading(true)
    expect(modal.close()).toBe(true)
    expect(modal.state).toMatchObject({ open: false, loading: false })
  })

  it('does not close while closing is disabled, and shakes instead', () => {
    const { modal } = setup()
    modal.open()
    modal.setClosingDisabled(true)
    expect(modal.close()).toBe(false)
    expect(modal.state.open).toBe(true)
    expect(modal.state.shake).toBe(true)
    modal.setClosingDisabled(false)
    expect(modal.close()).toBe(true)
    expect(modal.state.open).toBe(false)
  })

  it('shake lasts 500 ms (spec §9)', () => {
    const { modal } = setup()
    modal.shake()
    vi.advanceTimersByTime(499)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.state.shake).toBe(false)
  })

  it('a second shake restarts the 500 ms', () => {
    const { modal } = setup()
    modal.shake()
    vi.advanceTimersByTime(400)
    modal.shake()
    vi.advanceTimersByTime(400)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(modal.state.shake).toBe(false)
  })
})
