import { describe, expect, it, vi } from 'vitest'
import { createRouterController } from './router.js'
import { createRouterRequests, type RouterRequestsDeps } from './router-requests.js'

function setup() {
  const deps = { closeModal: vi.fn() } satisfies RouterRequestsDeps
  const navigation = createRouterController({
    getActiveNamespace: () => 'eip155',
    getActiveCaipNetworkId: () => 'eip155:1',
    isNamespaceConnected: () => true,
    getConnectorType: () => 'INJECTED',
  })
  return { deps, router: { ...navigation, ...createRouterRequests(navigation, deps) } }
}

describe('router requests and transaction stack (docs/views.md#the-send-flow)', () => {
  it('opens ApproveTransaction for an unsafe request only (docs/roles.md#the-approval-step lists)', () => {
    const { router } = setup()
    expect(router.onRpcRequest('eth_call')).toBe(false)
    expect(router.state.view).toBe('Connect')
    expect(router.onRpcRequest('eth_sendTransaction')).toBe(true)
    expect(router.state.view).toBe('ApproveTransaction')
    expect(router.state.data).toEqual({ method: 'eth_sendTransaction' })
    router.reset('Connect')
    expect(router.onRpcRequest('personal_sign')).toBe(true)
  })

  it('closes the modal after an RPC error when no transaction stack is waiting', () => {
    const { router, deps } = setup()
    router.settleRequest('error')
    expect(deps.closeModal).toHaveBeenCalledOnce()
  })

  it('closes the modal after success when no transaction stack is waiting', () => {
    const { router, deps } = setup()
    router.settleRequest('success')
    expect(deps.closeModal).toHaveBeenCalledOnce()
  })

  it("pops the stack with 'error' after an RPC error: onError runs and the view goes back", () => {
    const { router, deps } = setup()
    const onError = vi.fn()
    const onSuccess = vi.fn()
    router.reset('WalletSend')
    router.pushTransactionStack({ view: 'Account', goBack: false, onError, onSuccess })
    router.push('ApproveTransaction')
    router.settleRequest('error')
    expect(onError).toHaveBeenCalledOnce()
    expect(onSuccess).not.toHaveBeenCalled()
    expect(deps.closeModal).not.toHaveBeenCalled()
    expect(router.state.view).toBe('WalletSend')
    expect(router.state.transactionStack).toHaveLength(0)
  })

  it("pops the stack with 'success': onSuccess runs and the step's view is shown", () => {
    const { router, deps } = setup()
    const onSuccess = vi.fn()
    router.reset('WalletSend')
    router.pushTransactionStack({ view: 'Account', goBack: false, replace: true, onSuccess })
    router.settleRequest('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(deps.closeModal).not.toHaveBeenCalled()
    expect(router.state.view).toBe('Account')
    expect(router.state.history).toEqual(['Account'])
  })

  it('a success step with close: true closes the modal', () => {
    const { router, deps } = setup()
    router.pushTransactionStack({ view: null, goBack: false, close: true })
    router.popTransactionStack('success')
    expect(deps.closeModal).toHaveBeenCalledOnce()
  })

  it('a success step with goBack: true returns to the previous view', () => {
    const { router } = setup()
    router.push('Swap')
    router.push('SwapPreview')
    router.pushTransactionStack({ view: null, goBack: true })
    router.popTransactionStack('success')
    expect(router.state.view).toBe('Swap')
  })

  it('cancelling a step runs onCancel and goes back', () => {
    const { router } = setup()
    const onCancel = vi.fn()
    router.push('Swap')
    router.pushTransactionStack({ view: 'Account', goBack: false, onCancel })
    router.popTransactionStack('cancel')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(router.state.view).toBe('Connect')
  })

  it('popping an empty stack returns false and changes nothing', () => {
    const { router } = setup()
    expect(router.popTransactionStack('success')).toBe(false)
    expect(router.state.view).toBe('Connect')
  })

  it('discardTransactionStep removes the newest step without running it or navigating', () => {
    const { router } = setup()
    const onSuccess = vi.fn()
    const onError = vi.fn()
    router.push('WalletSend')
    router.pushTransactionStack({ view: 'Account', goBack: false, onSuccess, onError })
    router.discardTransactionStep()
    expect(router.state.transactionStack).toHaveLength(0)
    expect(router.state.view).toBe('WalletSend')
    expect(onSuccess).not.toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
  })

  it('one stack entry is pushed per send and popped newest first', () => {
    const { router } = setup()
    const first = vi.fn()
    const second = vi.fn()
    router.pushTransactionStack({ view: null, goBack: false, onSuccess: first })
    router.pushTransactionStack({ view: null, goBack: false, onSuccess: second })
    router.popTransactionStack('success')
    expect(second).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()
    expect(router.state.transactionStack).toHaveLength(1)
  })
})
