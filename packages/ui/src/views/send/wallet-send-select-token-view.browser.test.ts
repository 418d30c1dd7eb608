import { connect, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import './wallet-send-select-token-view.js'
import './wallet-send-view.js'

afterEach(removeModals)

const OWNER = '0x1111111111111111111111111111111111111111'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const tokens = {
  'eip155:1': [
    { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { address: DAI, symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 },
  ],
}

async function openPicker(mode: 'light' | 'dark' = 'light', balances = true) {
  const setup = createTestClient({
    tokens,
    tokenBalances: balances ? { [OWNER]: { [USDC]: '2500000', [DAI]: '7000000000000000000' } } : {},
  })
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'WalletSend' })
  await waitForView(modal.modal, 'kw-wallet-send-view')
  keywayHost(setup.client).navigate('WalletSendSelectToken')
  const view = await waitForView(modal.modal, 'kw-wallet-send-select-token-view')
  return { ...modal, view }
}

const rows = (view: Element) => [
  ...(view.shadowRoot?.querySelectorAll<HTMLButtonElement>('button.token') ?? []),
]
const symbols = (view: Element) =>
  rows(view).map((row) => row.querySelector('kw-token-item')?.getAttribute('symbol'))

describe('kw-wallet-send-select-token-view', () => {
  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal, view } = await openPicker(mode)
    await expect.poll(() => rows(view).length).toBe(3)
    await expectNoAxeViolations(modal)
  })

  it("lists the account's balances, each with its amount", async () => {
    const { view } = await openPicker()
    await expect.poll(() => symbols(view)).toEqual(['ETH', 'USDC', 'DAI'])
    const amounts = rows(view).map((row) =>
      row.querySelector('kw-token-item')?.getAttribute('amount'),
    )
    expect(amounts).toEqual(['1.23456', '2.5', '7'])
  })

  it('filters by symbol or name as the user types, with an empty state', async () => {
    const { view } = await openPicker()
    await expect.poll(() => rows(view).length).toBe(3)
    await expect.poll(() => focusedHost()?.localName).toBe('kw-input')
    await userEvent.keyboard('stable')
    await expect.poll(() => symbols(view)).toEqual(['DAI'])
    await userEvent.keyboard('{Control>}a{/Control}usd')
    await expect.poll(() => symbols(view)).toEqual(['USDC'])
    await userEvent.keyboard('{Control>}a{/Control}nothing-like-it')
    await expect
      .poll(() => view.shadowRoot?.querySelector('.empty')?.textContent?.trim())
      .toBe('No token found')
  })

  it('choosing a token puts it in the send form and goes back to it, marked as chosen', async () => {
    const { modal, view, client } = await openPicker()
    await expect.poll(() => rows(view).length).toBe(3)
    rows(view)[2]?.click()
    await waitForView(modal, 'kw-wallet-send-view')
    expect(client.state.send.token?.symbol).toBe('DAI')
    expect(client.state.router.history).toEqual(['WalletSend'])
    keywayHost(client).navigate('WalletSendSelectToken')
    const again = await waitForView(modal, 'kw-wallet-send-select-token-view')
    await expect
      .poll(() => rows(again).map((row) => row.getAttribute('aria-current')))
      .toEqual(['false', 'false', 'true'])
  })
})
