import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import { focusedHost, removeModals, waitForView } from '../../testing/modal.test-helpers.js'
import '../account/account-view.js'
import '../embedded/approve-transaction-view.js'
import './swap-view.js'
import './swap-preview-view.js'
import { $, createSwapApi, OWNER, openSwap, POOL, USDC } from './swap.test-helpers.js'

afterEach(removeModals)

async function openPreview(mode: 'light' | 'dark' = 'light', api = createSwapApi()) {
  const setup = await openSwap(mode, api)
  await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
  await userEvent.keyboard('4')
  const review = $(setup.view, 'kw-button.review') as HTMLElement
  await expect.poll(() => review.hasAttribute('disabled')).toBe(false)
  review.click()
  const preview = await waitForView(setup.modal, 'kw-swap-preview-view')
  return { ...setup, preview }
}

const steps = (preview: Element) =>
  [...(preview.shadowRoot?.querySelectorAll('.step') ?? [])].map(
    (step) =>
      `${step.querySelector('.label')?.textContent?.trim()}: ${step.querySelector('.status')?.textContent?.trim()}`,
  )

describe('kw-swap-preview-view', () => {
  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { preview, modal } = await openPreview(mode)
    await expect.poll(() => steps(preview).length).toBe(2)
    await expectNoAxeViolations(modal)
  })

  it('shows the amounts and the approve step when the allowance is short; focus on Swap', async () => {
    const { preview } = await openPreview()
    expect($(preview, '.paid')?.textContent).toBe('4 USDC')
    expect($(preview, '.received')?.textContent).toBe('3.92 DAI')
    expect($(preview, '.slippage')?.textContent).toBe('1%')
    await expect
      .poll(() => steps(preview))
      .toEqual(['Approve USDC: Waiting', 'Swap USDC for DAI: Waiting'])
    await expect.poll(() => focusedHost()?.classList.contains('confirm')).toBe(true)
    // The approval's fee: 50 000 gas at 2 gwei.
    await expect.poll(() => $(preview, '.fee')?.textContent).toBe('0.0001 ETH')
    expect($(preview, '.fee')?.previousElementSibling?.textContent).toBe('Network fee (approval)')
  })

  it('approves, then swaps through the wallet, and returns to Account', async () => {
    const setup = await openPreview()
    await expect.poll(() => steps(setup.preview).length).toBe(2)
    await expect.poll(() => focusedHost()?.classList.contains('confirm')).toBe(true)
    await userEvent.keyboard('{Enter}')
    await waitForView(setup.modal, 'kw-account-view')
    expect(setup.evm.calls.sendTransaction).toEqual([
      { to: USDC, value: 0n, address: OWNER },
      { to: POOL, value: 0n, address: OWNER },
    ])
    expect(setup.client.state.router.history).toEqual(['Account'])
    expect(keywayHost(setup.client).state.notification.message).toBe('Swapped 4 USDC for 3.92 DAI')
  })

  it("goes on when a wallet's approval view replaces the review (the embedded wallet's), and ends on Account", async () => {
    const setup = await openPreview()
    const host = keywayHost(setup.client)
    const send = setup.evm.sendTransaction.bind(setup.evm)
    // Like the embedded wallet: while the request waits in the frame, the modal shows
    // ApproveTransaction instead of the review, then goes back.
    setup.evm.sendTransaction = async (parameters) => {
      host.navigate('ApproveTransaction')
      await waitForView(setup.modal, 'kw-approve-transaction-view')
      host.goBack()
      return send(parameters)
    }
    await expect.poll(() => steps(setup.preview).length).toBe(2)
    ;($(setup.preview, 'kw-button.confirm') as HTMLElement).click()
    await waitForView(setup.modal, 'kw-account-view')
    expect(setup.evm.calls.sendTransaction.map((call) => call.to)).toEqual([USDC, POOL])
    expect(host.state.notification.message).toBe('Swapped 4 USDC for 3.92 DAI')
  })

  it('skips the approval when the allowance covers the amount', async () => {
    const api = createSwapApi()
    api.allowance = 10n ** 30n
    const { preview } = await openPreview('light', api)
    await expect.poll(() => steps(preview)).toEqual(['Swap USDC for DAI: Waiting'])
    // The swap's fee: 120 000 gas at 2 gwei.
    await expect.poll(() => $(preview, '.fee')?.textContent).toBe('0.00024 ETH')
    expect($(preview, '.fee')?.previousElementSibling?.textContent).toBe('Network fee')
  })

  it('a refused approval fails its step, says why and offers Try again', async () => {
    const setup = await openPreview()
    setup.evm.sendTransaction = async () => {
      throw new Error('User rejected the request.')
    }
    await expect.poll(() => steps(setup.preview).length).toBe(2)
    ;($(setup.preview, 'kw-button.confirm') as HTMLElement).click()
    await expect
      .poll(() => steps(setup.preview))
      .toEqual(['Approve USDC: Failed', 'Swap USDC for DAI: Waiting'])
    expect($(setup.preview, '.error')?.getAttribute('role')).toBe('alert')
    expect($(setup.preview, 'kw-button.confirm')?.textContent?.trim()).toBe('Try again')
    expect(setup.client.state.router.view).toBe('SwapPreview')
  })
})
