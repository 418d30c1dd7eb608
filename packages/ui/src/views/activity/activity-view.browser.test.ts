import { connect, openModal, switchNetwork } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { testArbitrum, testSolana } from '@keyway/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  deepActiveElement,
  expectFocusInDialog,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { createTestClient, type TestClient } from '../shared/test-client.test-helpers.js'
import { createHistoryClient, historyTx } from './activity.test-helpers.js'
import type { KwActivityView } from './activity-view.component.js'
import './activity-view.js'

afterEach(removeModals)

const history = [
  historyTx('june-in', '2024-06-20T12:00:00Z', { direction: 'in', amount: '1.5' }),
  historyTx('june-spam', '2024-06-19T12:00:00Z', { spam: true }),
  historyTx('june-other-chain', '2024-06-18T12:00:00Z', { chain: 'eip155:42161' }),
  historyTx('june-out', '2024-06-02T12:00:00Z', {
    direction: 'out',
    amount: '0.25',
    symbol: 'ETH',
  }),
  historyTx('may-nft', '2024-05-10T12:00:00Z', { nft: 'Devnet Punk #7' }),
  historyTx('dec-withdraw', '2023-12-24T12:00:00Z', { type: 'withdraw', direction: 'in' }),
  historyTx('dec-failed', '2023-12-01T12:00:00Z', { direction: 'out', status: 'failed' }),
]

async function openActivity(
  mode: 'light' | 'dark',
  setup: TestClient = createHistoryClient(history),
) {
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Activity' })
  const view = await waitForView<KwActivityView>(modal.modal, 'kw-activity-view')
  return { ...setup, ...modal, view }
}

function rows(view: KwActivityView): HTMLElement[] {
  return [...(view.shadowRoot?.querySelectorAll<HTMLElement>('.transaction') ?? [])]
}

function text(element: Element | null | undefined): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

describe('kw-activity-view', () => {
  it('groups the transactions by month, newest first, without spam-only ones or other chains', async () => {
    const { view, requests } = await openActivity('light')
    await expect.poll(() => rows(view).length).toBe(5)
    const headings = [...(view.shadowRoot?.querySelectorAll('.month-title') ?? [])].map(text)
    expect(headings).toEqual(['June 2024', 'May 2024', 'December 2023'])
    expect(rows(view).map((row) => row.dataset.id)).toEqual([
      'june-in',
      'june-out',
      'may-nft',
      'dec-withdraw',
      'dec-failed',
    ])
    expect(requests[0]?.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('signs each amount (docs/limits.md#display), names the other party, and marks a failed transaction', async () => {
    const { view } = await openActivity('light')
    await expect.poll(() => rows(view).length).toBe(5)
    const [juneIn, juneOut, nft, withdraw, failed] = rows(view)
    expect(text(juneIn?.querySelector('.amount'))).toBe('+1.5 USDC')
    expect(text(juneIn?.querySelector('.type'))).toBe('Received')
    expect(text(juneIn?.querySelector('.party'))).toBe('From 0x22...222222')
    expect(text(juneOut?.querySelector('.amount'))).toBe('-0.25 ETH')
    expect(text(juneOut?.querySelector('.party'))).toBe('To 0x22...222222')
    expect(text(nft?.querySelector('.amount'))).toBe('+Devnet Punk #7')
    expect(nft?.querySelector('kw-wallet-image')?.getAttribute('src')).toContain('data:image/svg')
    // withdraw is '-' whatever the direction (docs/limits.md#display).
    expect(text(withdraw?.querySelector('.amount'))).toBe('-1.5 USDC')
    expect(text(failed?.querySelector('kw-chip'))).toBe('Failed')
  })

  it('fetches the next page when the end of the list scrolls into view', async () => {
    // Pages taller than the modal's box: the next one waits for the scroll.
    const many = Array.from({ length: 75 }, (_, i) =>
      historyTx(`tx-${i}`, new Date(Date.UTC(2024, 5, 30, 12) - i * 3_600_000).toISOString()),
    )
    const setup = createHistoryClient(many, { pageSize: 25 })
    const { view, modal, requests } = await openActivity('light', setup)
    await expect.poll(() => rows(view).length).toBe(25)
    // Long enough for the sentinel's observer to report (it does on the next frames).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toHaveLength(1)
    const content = modal.shadowRoot?.querySelector<HTMLElement>('.content')
    for (let i = 0; i < 3 && rows(view).length < 75; i++) {
      content?.scrollTo({ top: content.scrollHeight })
      await expect.poll(() => requests.length).toBeGreaterThan(i + 1)
      await expect.poll(() => view.shadowRoot?.querySelector('kw-spinner')).toBeNull()
    }
    await expect.poll(() => rows(view).length).toBe(75)
    expect(requests.map((url) => url.searchParams.get('cursor'))).toEqual([null, '25', '50'])
    expect(view.shadowRoot?.querySelector('.sentinel')).toBeNull()
  })

  it('each opening shows the newest page, so a transaction made meanwhile is there', async () => {
    const setup = createHistoryClient(history)
    const { client, history: requests } = setup
    await connect(client, { connectorId: 'io.metamask' })
    const { modal } = await mountModal('light', setup)
    openModal(client, { view: 'Account' })
    await waitForView(modal, 'kw-account-view')
    keywayHost(client).navigate('Activity')
    await waitForView(modal, 'kw-activity-view')
    await expect.poll(() => requests.length).toBe(1)
    keywayHost(client).goBack()
    await waitForView(modal, 'kw-account-view')
    keywayHost(client).navigate('Activity')
    const view = await waitForView<KwActivityView>(modal, 'kw-activity-view')
    await expect.poll(() => requests.length).toBe(2)
    expect(requests[1]?.searchParams.has('cursor')).toBe(false)
    await expect.poll(() => rows(view).length).toBe(5)
  })

  it('says so when there is no activity on the network', async () => {
    const { view } = await openActivity('light', createHistoryClient([]))
    await expect
      .poll(() => text(view.shadowRoot?.querySelector('.empty .heading')))
      .toBe('No activity yet')
    expect(text(view.shadowRoot?.querySelector('.empty .hint'))).toContain('Ethereum')
  })

  it('on another namespace than eip155, says activity is for EVM networks (docs/overview.md#chain-namespaces-per-feature)', async () => {
    const { view, client } = await openActivity('light', createTestClient({ withSolana: true }))
    await switchNetwork(client, { network: testSolana })
    await expect
      .poll(() => text(view.shadowRoot?.querySelector('.empty .hint')))
      .toBe('Activity is shown for EVM networks only.')
  })

  it("shows 'Failed to fetch transactions' with a Retry that loads the list", async () => {
    const setup = createHistoryClient(history)
    setup.api.fail = true
    const { view, client } = await openActivity('light', setup)
    await expect
      .poll(() => text(view.shadowRoot?.querySelector('[role="alert"]')))
      .toBe('Failed to fetch transactions')
    expect(keywayHost(client).state.notification.message).toBe('Failed to fetch transactions')
    setup.api.fail = false
    const retry = view.shadowRoot?.querySelector<HTMLElement>('.failure kw-button')
    retry?.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => rows(view).length).toBe(5)
  })

  it('follows the active network: the list is fetched again for the new one', async () => {
    const { view, client, requests } = await openActivity('light')
    await expect.poll(() => rows(view).length).toBe(5)
    await switchNetwork(client, { network: testArbitrum })
    await expect.poll(() => requests.at(-1)?.searchParams.get('chainId')).toBe('eip155:42161')
    await expect.poll(() => rows(view).map((row) => row.dataset.id)).toEqual(['june-other-chain'])
  })

  it('keyboard: focus starts in the dialog on the heading; Escape goes back', async () => {
    const setup = createHistoryClient(history)
    await connect(setup.client, { connectorId: 'io.metamask' })
    const modal = await mountModal('light', setup)
    openModal(setup.client, { view: 'Account' })
    await waitForView(modal.modal, 'kw-account-view')
    keywayHost(setup.client).navigate('Activity')
    const view = await waitForView<KwActivityView>(modal.modal, 'kw-activity-view')
    await expect.poll(() => rows(view).length).toBe(5)
    expectFocusInDialog(modal.modal)
    expect(deepActiveElement()?.classList.contains('title')).toBe(true)
    await userEvent.keyboard('{Escape}')
    await waitForView(modal.modal, 'kw-account-view')
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal, view } = await openActivity(mode)
    await expect.poll(() => rows(view).length).toBe(5)
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)('the failure state has no axe violations in %s mode', async (mode) => {
    const setup = createHistoryClient(history)
    setup.api.fail = true
    const { modal, view } = await openActivity(mode, setup)
    await expect.poll(() => view.shadowRoot?.querySelector('.failure')).not.toBeNull()
    await expectNoAxeViolations(modal)
  })
})
