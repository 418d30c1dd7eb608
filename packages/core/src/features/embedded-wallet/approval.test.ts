import { proxy } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import { ActionNotAllowedError } from '../../errors/embedded-wallet-frame.js'
import type { AuthApprovalRequest } from '../../types/embedded-wallet.js'
import { type ApprovalRoutingContext, createApprovalRouting } from './approval.js'

const request = { id: 'r1', method: 'personal_sign' } as unknown as AuthApprovalRequest

function setup(options: { modalOpen: boolean }) {
  const done: string[] = []
  const modalState = proxy({ open: options.modalOpen })
  const context: ApprovalRoutingContext = {
    state: { approval: undefined, step: 'email' },
    navigate: (view) => {
      done.push(`navigate:${view}`)
      const opened = !modalState.open
      modalState.open = true
      return opened
    },
    router: {
      state: { view: 'ApproveTransaction' } as ApprovalRoutingContext['router']['state'],
      goBack: () => {
        done.push('goBack')
        return true
      },
    },
    modal: {
      state: modalState as ApprovalRoutingContext['modal']['state'],
      close: () => {
        done.push('close')
        modalState.open = false
        return true
      },
    },
    notification: {
      showError: (error) => {
        done.push(`error:${String(error)}`)
      },
    },
  }
  const routing = createApprovalRouting(context)
  const auth = createTestAuthProvider()
  routing.watchProvider(auth.provider)
  return { context, routing, auth, done, modalState }
}

describe('the approval step', () => {
  it('opens the modal on ApproveTransaction for a closed modal, and closes it once settled', () => {
    const { context, auth, done } = setup({ modalOpen: false })
    auth.emit({ type: 'approvalRequired', request })
    expect(context.state).toMatchObject({ step: 'approve', approval: { method: 'personal_sign' } })
    auth.emit({ type: 'approvalSettled', request })
    expect(done).toEqual(['navigate:ApproveTransaction', 'close'])
    expect(context.state).toEqual({ step: 'email', approval: undefined })
  })

  it('goes back on an open modal instead of closing it', () => {
    const { auth, done } = setup({ modalOpen: true })
    auth.emit({ type: 'approvalRequired', request })
    auth.emit({ type: 'approvalSettled', request })
    expect(done).toEqual(['navigate:ApproveTransaction', 'goBack'])
  })

  it("shows a refused method's error, listens once per provider, and stops", () => {
    const { routing, auth, done } = setup({ modalOpen: true })
    routing.watchProvider(auth.provider)
    auth.emit({ type: 'actionNotAllowed', error: new ActionNotAllowedError() })
    expect(done.filter((entry) => entry.startsWith('error'))).toHaveLength(1)
    routing.stop()
    auth.emit({ type: 'approvalRequired', request })
    expect(done.filter((entry) => entry.startsWith('navigate'))).toEqual([])
  })

  it('declines the request shown when the person closes the modal, once', () => {
    const { auth, modalState, context } = setup({ modalOpen: true })
    let declined = 0
    auth.emit({ type: 'approvalRequired', request, decline: () => declined++ })
    modalState.open = false
    expect(declined).toBe(1)
    // The provider then settles the request; nothing is declined again.
    auth.emit({ type: 'approvalSettled', request })
    modalState.open = true
    modalState.open = false
    expect(declined).toBe(1)
    expect(context.state).toEqual({ step: 'email', approval: undefined })
  })

  it('declines nothing when the request settles first and the modal closes after it', () => {
    const { auth, done } = setup({ modalOpen: false })
    let declined = 0
    auth.emit({ type: 'approvalRequired', request, decline: () => declined++ })
    auth.emit({ type: 'approvalSettled', request })
    expect(done).toEqual(['navigate:ApproveTransaction', 'close'])
    expect(declined).toBe(0)
  })
})
