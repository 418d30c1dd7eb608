/**
 * The Account view of a Bitcoin (bip122) account: its address and type (Payment,
 * Ordinals), the switch between the wallet's two addresses by keyboard, and none of the
 * eip155/solana entries (balance, tokens, send, swap, buy, activity, name), with the
 * blockchain API set so that an EVM account of the same client has all of them.
 */
import {
  connect,
  createKeyway,
  createMemoryStorage,
  getAccount,
  type KeywayClient,
  openModal,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { createTestAdapter, testBitcoin, testMainnet } from '@keyway/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import type { KwAccountView } from './account-view.component.js'
import './account-view.js'

const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ORDINALS = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
const EVM = '0x1111111111111111111111111111111111111111'

const clients: KeywayClient[] = []
afterEach(() => {
  removeModals()
  for (const client of clients.splice(0)) client.destroy()
})

/** An EVM and a Bitcoin wallet in one client, with the blockchain API (balances, names...). */
function createBitcoinClient() {
  const evm = createTestAdapter({ namespace: 'eip155', balances: { [EVM]: '1.5' } })
  const btc = createTestAdapter({
    namespace: 'bip122',
    accounts: [
      { address: PAYMENT, type: 'payment' },
      { address: ORDINALS, type: 'ordinal' },
    ],
    balances: { [PAYMENT]: '0.1' },
  })
  const api: URL[] = []
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    if (url.origin !== 'http://api.test') return new Response('{}', { status: 404 })
    api.push(url)
    if (url.pathname.endsWith('/balance')) return Response.json({ balances: [] })
    if (url.pathname.endsWith('/history')) return Response.json({ data: [], next: null })
    return Response.json([])
  }
  const client = createKeyway({
    adapters: [evm, btc],
    networks: [testMainnet, testBitcoin],
    projectId: 'test-project',
    endpoints: { blockchainApi: 'http://api.test' },
    storage: createMemoryStorage(),
    fetch: fetchFn,
    logger: { warn: () => undefined },
  })
  clients.push(client)
  return { client, evm, btc, api }
}

async function openAccount(mode: 'light' | 'dark', setup: ReturnType<typeof createBitcoinClient>) {
  await connect(setup.client, { connectorId: 'eip155-injected' })
  // The Bitcoin wallet connected last: its namespace is the active one.
  await connect(setup.client, { connectorId: 'bip122-injected', namespace: 'bip122' })
  const modal = await mountModal(mode, { ...setup, solana: undefined, requests: [] })
  openModal(setup.client, { view: 'Account' })
  const view = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
  await expect.poll(() => view.shadowRoot?.querySelector('.address-type')).not.toBeNull()
  const list = () => view.shadowRoot?.querySelector('kw-account-list')?.shadowRoot
  return { ...modal, view, list }
}

const rows = (root: ShadowRoot | null | undefined) => [
  ...(root?.querySelectorAll<HTMLElement & { label: string; description: string; tag: string }>(
    'kw-list-item',
  ) ?? []),
]

describe('the Account view of a Bitcoin account', () => {
  it('shows the payment address and its type, and lists both addresses by type', async () => {
    const { view, list } = await openAccount('light', createBitcoinClient())
    const root = view.shadowRoot
    expect(root?.querySelector('.name')?.getAttribute('title')).toBe(PAYMENT)
    expect(root?.querySelector('.address-type')?.textContent?.trim()).toBe('Address type: Payment')
    await expect.poll(() => rows(list()).length).toBe(2)
    expect(list()?.querySelector('h3')?.textContent).toBe('Addresses')
    expect(rows(list()).map((row) => [row.label, row.description, row.tag])).toEqual([
      ['Payment', 'bc1q...wf5mdq', 'In use'],
      ['Ordinals', 'bc1p...kedrcr', ''],
    ])
  })

  it('offers no balance, tokens, send, swap, buy, activity or name; the EVM account does', async () => {
    const setup = createBitcoinClient()
    const { view } = await openAccount('light', setup)
    const root = view.shadowRoot
    const labels = () =>
      [...(root?.querySelectorAll('.features kw-button') ?? [])].map(
        (button) => button.textContent?.trim() ?? '',
      )
    expect(labels()).toEqual(['Receive'])
    expect(root?.querySelector('.balance')).toBeNull()
    expect(root?.querySelector('kw-balance, kw-skeleton')).toBeNull()
    expect(root?.querySelector('kw-account-tokens')).toBeNull()
    expect(root?.querySelector('kw-list-item.activity')).toBeNull()
    expect(root?.querySelector('kw-list-item.choose-name')).toBeNull()
    // Nothing asked for the Bitcoin addresses: not the adapter, not the blockchain API.
    expect(setup.btc.calls.getBalance).toEqual([])
    expect(setup.api.filter((url) => url.pathname.includes('bc1'))).toEqual([])
    expect(keywayHost(setup.client).state.notification.open).toBe(false)

    // The same view for the EVM account of this client has them.
    keywayHost(setup.client).setActiveNamespace('eip155')
    await expect.poll(labels).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await expect.poll(() => root?.querySelector('kw-balance')).not.toBeNull()
    expect(root?.querySelector('kw-list-item.activity')).not.toBeNull()
    expect(root?.querySelector('.address-type')).toBeNull()
  })

  it('switches to the ordinals address from the keyboard; the view shows its type', async () => {
    const setup = createBitcoinClient()
    const { view, list } = await openAccount('light', setup)
    await expect.poll(() => rows(list()).length).toBe(2)
    for (
      let i = 0;
      i < 10 && (focusedHost() as HTMLElement | null)?.dataset.address !== ORDINALS;
      i++
    ) {
      await userEvent.tab()
    }
    expect((focusedHost() as HTMLElement | null)?.dataset.address).toBe(ORDINALS)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => getAccount(setup.client).address).toBe(ORDINALS)
    await expect.poll(() => rows(list()).map((row) => row.tag)).toEqual(['', 'In use'])
    await expect
      .poll(() => view.shadowRoot?.querySelector('.address-type')?.textContent?.trim())
      .toBe('Address type: Ordinals')
    expect(view.shadowRoot?.querySelector('.name')?.getAttribute('title')).toBe(ORDINALS)
    expect(setup.btc.calls.getBalance).toEqual([])
  })

  it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
    const { modal, list } = await openAccount(mode, createBitcoinClient())
    await expect.poll(() => rows(list()).length).toBe(2)
    await expectNoAxeViolations(modal)
  })
})
