import { connect, openModal, UserRejectedRequestError, updateSendForm } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  deepActiveElement,
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { createTestClient, type TestClient } from '../shared/test-client.test-helpers.js'
import '../account/account-view.js'
import type { KwWalletSendView } from './wallet-send-view.component.js'
import './wallet-send-view.js'
import './wallet-send-select-token-view.js'
import '../embedded/approve-transaction-view.js'

afterEach(removeModals)

const OWNER = '0x1111111111111111111111111111111111111111'
const RECEIVER = '0x2222222222222222222222222222222222222222'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** The account's balances as the blockchain API lists them (docs/state.md#token-balance). */
const BALANCES = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    value: 3703.68,
    quantity: { decimals: '18', numeric: '1.23456' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: `eip155:1:${USDC}`,
    price: 1,
    value: 10,
    quantity: { decimals: '6', numeric: '10' },
    iconUrl: '',
  },
]

/**
 * The blockchain API: the balances above, and alice.keyway.id's profile; every other name
 * is unknown (404).
 */
function namesApi(url: URL): Response {
  if (url.pathname === `/v1/account/${OWNER}/balance`) return Response.json({ balances: BALANCES })
  if (url.pathname === '/v1/profile/account/alice.keyway.id') {
    return Response.json({
      name: 'alice.keyway.id',
      registered: 1,
      updated: 1,
      addresses: { '60': { address: RECEIVER, created: 1 } },
      attributes: { avatar: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' },
    })
  }
  return Response.json({ error: 'name not found' }, { status: 404 })
}

async function openSend(mode: 'light' | 'dark' = 'light', setup?: TestClient) {
  const client = setup ?? createTestClient({ blockchainApi: namesApi })
  await connect(client.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, client)
  openModal(client.client, { view: 'Account' })
  await waitForView(modal.modal, 'kw-account-view')
  keywayHost(client.client).navigate('WalletSend')
  const view = await waitForView<KwWalletSendView>(modal.modal, 'kw-wallet-send-view')
  return { ...modal, view }
}

const $ = <T extends Element = HTMLElement>(view: Element, selector: string) =>
  view.shadowRoot?.querySelector<T>(selector) ?? null
const errorText = (view: Element) => $(view, '.error')?.textContent?.trim() ?? ''
const sendButton = (view: Element) => $(view, 'kw-button[full-width]') as HTMLElement

/** Types into a kw-input of the view (focus, then keyboard). */
async function typeInto(view: Element, name: string, text: string) {
  const input = $(view, `kw-input[name="${name}"]`)
  input?.focus()
  await userEvent.keyboard(text)
}

/** Chooses the token named `symbol` through the picker, by pointer. */
async function chooseToken(setup: Awaited<ReturnType<typeof openSend>>, symbol: string) {
  $(setup.view, '.token-button')?.click()
  const picker = await waitForView(setup.modal, 'kw-wallet-send-select-token-view')
  await expect.poll(() => picker.shadowRoot?.querySelectorAll('button.token').length).toBe(2)
  const row = [...(picker.shadowRoot?.querySelectorAll<HTMLElement>('button.token') ?? [])].find(
    (button) => button.querySelector('kw-token-item')?.getAttribute('symbol') === symbol,
  )
  row?.click()
  return waitForView<KwWalletSendView>(setup.modal, 'kw-wallet-send-view')
}

describe('kw-wallet-send-view', () => {
  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const setup = await openSend(mode)
    const view = await chooseToken(setup, 'USDC')
    await typeInto(view, 'receiver', 'alice.keyway.id')
    await expect.poll(() => $(view, '.receiver .name')?.textContent).toBe('alice.keyway.id')
    await expectNoAxeViolations(setup.modal)
  })

  it('puts focus on the token choice first, then on the amount once a token is chosen', async () => {
    const setup = await openSend()
    expectFocusInDialog(setup.modal)
    expect(deepActiveElement()?.classList.contains('token-button')).toBe(true)
    await userEvent.keyboard('{Enter}')
    const picker = await waitForView(setup.modal, 'kw-wallet-send-select-token-view')
    await expect.poll(() => focusedHost()?.localName).toBe('kw-input')
    await expect.poll(() => picker.shadowRoot?.querySelectorAll('button.token').length).toBe(2)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const view = await waitForView(setup.modal, 'kw-wallet-send-view')
    expect($(view, '.token-button .symbol')?.textContent?.trim()).toBe('ETH')
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
  })

  it('is filled and sent with the keyboard alone; success returns to Account', async () => {
    const setup = await openSend()
    const view = await chooseToken(setup, 'USDC')
    await expect.poll(() => focusedHost()?.getAttribute('name')).toBe('amount')
    await userEvent.keyboard('1.5')
    await userEvent.tab() // Max
    await userEvent.tab() // receiver
    expect(focusedHost()?.getAttribute('name')).toBe('receiver')
    await userEvent.keyboard(RECEIVER)
    await userEvent.keyboard('{Enter}')
    await waitForView(setup.modal, 'kw-account-view')
    expect(setup.evm.calls.sendTransaction).toEqual([
      { to: RECEIVER, value: 1_500_000n, address: OWNER },
    ])
    expect(setup.client.state.router.history).toEqual(['Account'])
    expect(view.isConnected).toBe(false)
  })

  it("shows 'An amount and receiver address are required' and then 'A token is required' (docs/validation.md#send)", async () => {
    const { view, evm } = await openSend()
    sendButton(view).click()
    await expect.poll(() => errorText(view)).toBe('An amount and receiver address are required')
    await typeInto(view, 'amount', '1')
    sendButton(view).click()
    await expect.poll(() => errorText(view)).toBe('An amount and receiver address are required')
    await typeInto(view, 'receiver', RECEIVER)
    sendButton(view).click()
    await expect.poll(() => errorText(view)).toBe('A token is required')
    expect($(view, '.error')?.getAttribute('role')).toBe('alert')
    expect(evm.calls.sendTransaction).toEqual([])
  })

  it("resolves a name to its address, showing the profile name and avatar; an unknown one says 'Error resolving name'", async () => {
    const setup = await openSend()
    const view = await chooseToken(setup, 'USDC')
    await typeInto(view, 'receiver', 'alice.keyway.id')
    await expect.poll(() => $(view, '.receiver .name')?.textContent).toBe('alice.keyway.id')
    expect($(view, '.receiver kw-avatar')?.getAttribute('src')).toMatch(/^data:image\/svg/)
    expect(setup.client.state.send.receiverAddress).toBe(RECEIVER)
    await typeInto(view, 'receiver', 'x')
    const receiver = $(view, 'kw-input[name="receiver"]')
    await expect.poll(() => receiver?.getAttribute('error')).toBe('Error resolving name')
    expect(setup.client.state.send.receiverAddress).toBeUndefined()
  })

  it('sends to a name typed just before Send, without waiting for the lookup', async () => {
    const setup = await openSend()
    const view = await chooseToken(setup, 'USDC')
    await typeInto(view, 'amount', '2')
    await typeInto(view, 'receiver', 'alice.keyway.id')
    sendButton(view).click()
    await waitForView(setup.modal, 'kw-account-view')
    expect(setup.evm.calls.sendTransaction[0]?.to).toBe(RECEIVER)
  })

  it('leaves the form as it was when the wallet refuses, and says so', async () => {
    const setup = await openSend()
    setup.evm.sendTransaction = async () => {
      throw new UserRejectedRequestError()
    }
    const view = await chooseToken(setup, 'USDC')
    await typeInto(view, 'amount', '1.5')
    await typeInto(view, 'receiver', RECEIVER)
    sendButton(view).click()
    await expect.poll(() => errorText(view)).toBe('The transfer was declined in the wallet')
    expect(setup.client.state.router.view).toBe('WalletSend')
    expect(setup.client.state.send).toMatchObject({ sendTokenAmount: '1.5', loading: false })
    expect($(view, '.token-button .symbol')?.textContent?.trim()).toBe('USDC')
    expect(($(view, 'kw-input[name="receiver"]') as HTMLInputElement | null)?.value).toBe(RECEIVER)
  })

  it('keeps waiting while the approval view replaces it (embedded wallet), then returns to Account', async () => {
    const setup = await openSend()
    let approve: (hash: string) => void = () => undefined
    // As the embedded wallet does: ApproveTransaction is shown while the request waits in
    // the frame, and a request whose caller gave up is refused like a real adapter's.
    setup.evm.sendTransaction = (p) => {
      keywayHost(setup.client).navigate('ApproveTransaction', { method: 'eth_sendTransaction' })
      return new Promise<string>((resolve, reject) => {
        p.signal?.addEventListener('abort', () => reject(new Error('Request was aborted')))
        approve = resolve
      })
    }
    const view = await chooseToken(setup, 'USDC')
    await typeInto(view, 'amount', '1')
    await typeInto(view, 'receiver', RECEIVER)
    sendButton(view).click()
    await waitForView(setup.modal, 'kw-approve-transaction-view')
    expect(view.isConnected).toBe(false)
    approve(`0x${'ab'.repeat(32)}`)
    await waitForView(setup.modal, 'kw-account-view')
    expect(setup.client.state.router.history).toEqual(['Account'])
    expect(keywayHost(setup.client).state.notification.variant).not.toBe('error')
  })

  it('goes back with the error shown when the chain fails the transfer (docs/views.md#opening-the-modal)', async () => {
    const setup = await openSend()
    setup.evm.sendTransaction = async () => {
      throw new Error('execution reverted')
    }
    const view = await chooseToken(setup, 'USDC')
    await typeInto(view, 'amount', '1')
    await typeInto(view, 'receiver', RECEIVER)
    sendButton(view).click()
    await waitForView(setup.modal, 'kw-account-view')
    expect(keywayHost(setup.client).state.notification.variant).toBe('error')
  })

  it('Max fills the whole token balance, and the network fee shows in ETH', async () => {
    const setup = await openSend()
    setup.evm.estimateTransferFee = async ({ tokenAddress }) =>
      (tokenAddress ? 52_000n : 21_000n) * 1_000_000_000n
    const view = await chooseToken(setup, 'USDC')
    await expect.poll(() => $(view, '.fee .value')?.textContent).toBe('0.000052 ETH')
    ;($(view, '.amount-row kw-button') as HTMLElement).click()
    await expect.poll(() => setup.client.state.send.sendTokenAmount).toBe('10')
  })

  it('Max on the native token keeps the network fee back', async () => {
    const setup = await openSend()
    setup.evm.estimateTransferFee = async () => 21_000n * 1_000_000_000n
    const view = await chooseToken(setup, 'ETH')
    await expect.poll(() => $(view, '.fee .value')?.textContent).toBe('0.000021 ETH')
    ;($(view, '.amount-row kw-button') as HTMLElement).click()
    await expect.poll(() => setup.client.state.send.sendTokenAmount).toBe('1.234539')
  })

  it("says the fee is unavailable when the chain's adapter cannot estimate it", async () => {
    const setup = await openSend()
    const view = await chooseToken(setup, 'USDC')
    await expect.poll(() => $(view, '.fee .value')?.textContent).toBe('Unavailable')
  })

  it('keeps the form across the token picker, the receiver included', async () => {
    const setup = await openSend()
    updateSendForm(setup.client, { amount: '3' })
    await typeInto(setup.view, 'receiver', RECEIVER)
    await expect.poll(() => setup.client.state.send.receiverAddress).toBe(RECEIVER)
    const view = await chooseToken(setup, 'USDC')
    expect(($(view, 'kw-input[name="amount"]') as HTMLInputElement | null)?.value).toBe('3')
    expect(($(view, 'kw-input[name="receiver"]') as HTMLInputElement | null)?.value).toBe(RECEIVER)
  })
})
