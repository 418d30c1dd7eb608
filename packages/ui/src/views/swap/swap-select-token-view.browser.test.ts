import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import { focusedHost, removeModals, waitForView } from '../../testing/modal.test-helpers.js'
import '../account/account-view.js'
import './swap-view.js'
import './swap-select-token-view.js'
import { $, openSwap } from './swap.test-helpers.js'

afterEach(removeModals)

async function openPicker(mode: 'light' | 'dark', side: 'source' | 'target') {
  const setup = await openSwap(mode)
  await expect.poll(() => $(setup.view, '.token-source .symbol')?.textContent).toBe('USDC')
  ;($(setup.view, `.token-${side}`) as HTMLElement).click()
  const picker = await waitForView(setup.modal, 'kw-swap-select-token-view')
  await expect.poll(() => picker.shadowRoot?.querySelectorAll('button.token').length).toBe(2)
  return { ...setup, picker }
}

const rows = (picker: Element) =>
  [...(picker.shadowRoot?.querySelectorAll<HTMLElement>('button.token') ?? [])].map((row) => {
    const item = row.querySelector('kw-token-item')
    return `${item?.getAttribute('symbol')} ${item?.getAttribute('amount')} ${item?.getAttribute('value')}`
  })

describe('kw-swap-select-token-view', () => {
  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openPicker(mode, 'target')
    await expectNoAxeViolations(modal)
  })

  it('lists the swappable tokens with the balance held and the USD price; focus on the search', async () => {
    const { picker } = await openPicker('light', 'source')
    await expect.poll(() => focusedHost()?.localName).toBe('kw-input')
    expect(rows(picker)).toEqual(['USDC 25 $1.00', 'DAI 0 $1.00'])
    await userEvent.keyboard('dai')
    await expect.poll(() => rows(picker)).toEqual(['DAI 0 $1.00'])
  })

  it('fills the side it was opened for and goes back; choosing the other side flips the pair', async () => {
    const setup = await openPicker('light', 'source')
    const daiRow = [
      ...(setup.picker.shadowRoot?.querySelectorAll<HTMLElement>('button.token') ?? []),
    ][1]
    daiRow?.focus()
    await userEvent.keyboard('{Enter}')
    const view = await waitForView(setup.modal, 'kw-swap-view')
    await expect.poll(() => $(view, '.token-source .symbol')?.textContent).toBe('DAI')
    expect($(view, '.token-target .symbol')?.textContent).toBe('USDC')
  })
})
