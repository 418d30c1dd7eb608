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
    isConnected: vi.fn(() => false),
    onOpenChange: vi.fn(),
    ...overrides,
  } satisfies ModalDeps
  return { deps, modal: createModalController(deps) }
}

// Which view the modal opens on is the openModal action's (actions/open-modal.test.ts).
describe('modal open', () => {
  it('opens and reports the open change with the connection status it is given', () => {
    const { modal, deps } = setup()
    modal.open({ connected: true })
    expect(modal.state.open).toBe(true)
    expect(deps.onOpenChange).toHaveBeenCalledWith(true, true)
  })

  it('reports the close with the connection status at that time', () => {
    const { modal, deps } = setup({ isConnected: vi.fn(() => true) })
    modal.open({ connected: false })
    modal.close()
    expect(deps.onOpenChange).toHaveBeenLastCalledWith(false, true)
  })

  it('a close while closed reports nothing', () => {
    const { modal, deps } = setup()
    modal.close()
    expect(deps.onOpenChange).not.toHaveBeenCalled()
  })
})

describe('modal close, loading and shake', () => {
  it('close closes the modal and clears loading', () => {
    const { modal } = setup()
    modal.open({ connected: false })
    modal.setLoading(true)
    expect(modal.close()).toBe(true)
    expect(modal.state).toMatchObject({ open: false, loading: false })
  })

  it('does not close while closing is disabled, and shakes instead', () => {
    const { modal } = setup()
    modal.open({ connected: false })
    modal.setClosingDisabled(true)
    expect(modal.close()).toBe(false)
    expect(modal.state.open).toBe(true)
    expect(modal.state.shake).toBe(true)
    modal.setClosingDisabled(false)
    expect(modal.close()).toBe(true)
    expect(modal.state.open).toBe(false)
  })

  it('shake lasts 500 ms (docs/limits.md#timing)', () => {
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
