import { connect, type LocalFeatures, openModal } from '@keyway/core'
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
import { createHistoryClient } from '../activity/activity.test-helpers.js'
import '../activity/activity-view.js'
import '../receive/wallet-receive-view.js'
import { createTestClient, type TestClient } from '../shared/test-client.test-helpers.js'
import type { KwAccountView } from './account-view.component.js'
import './account-view.js'

afterEach(removeModals)

async function openAccount(mode: 'light' | 'dark', setup: TestClient) {
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  const view = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
  await expect.poll(() => view.shadowRoot?.querySelector('kw-balance')).not.toBeNull()
  return { ...modal, view }
}

function featureLabels(view: KwAccountView): string[] {
  return [...(view.shadowRoot?.querySelectorAll('.features kw-button') ?? [])].map(
    (button) => button.textContent?.trim() ?? '',
  )
}

/** With a blockchain API (activity, onramp and swaps can be on) and the given features. */
function withApi(features?: LocalFeatures) {
  return createHistoryClient([], features ? { features } : {})
}

describe('the Account view’s wallet features (docs/limits.md#features-and-defaults)', () => {
  it('offers Buy, Receive then Send, in the spec order, and Activity with a blockchain API', async () => {
    const { view } = await openAccount('light', withApi({ swaps: false }))
    // Onramp is on by default (docs/limits.md#onramp default providers) and comes first.
    expect(featureLabels(view)).toEqual(['Buy', 'Receive', 'Send'])
    expect(view.shadowRoot?.querySelector('kw-list-item.activity')?.getAttribute('label')).toBe(
      'Activity',
    )
  })

  it('hides a feature whose flag is off', async () => {
    const { view } = await openAccount(
      'light',
      withApi({ receive: false, activity: false, swaps: false, onramp: false }),
    )
    expect(featureLabels(view)).toEqual(['Send'])
    expect(view.shadowRoot?.querySelector('kw-list-item.activity')).toBeNull()
  })

  it('hides Activity without a blockchain API endpoint (its service)', async () => {
    const { view } = await openAccount('light', createTestClient())
    expect(featureLabels(view)).toEqual(['Receive', 'Send'])
    expect(view.shadowRoot?.querySelector('kw-list-item.activity')).toBeNull()
  })

  it('Send opens WalletSend', async () => {
    const { view, client } = await openAccount('light', withApi())
    view.shadowRoot?.querySelector<HTMLElement>('.feature-send')?.click()
    expect(keywayHost(client).state.router.view).toBe('WalletSend')
  })

  it('by keyboard: Receive opens WalletReceive, Escape returns, Activity opens Activity', async () => {
    const { modal, client } = await openAccount('light', withApi())
    for (let i = 0; i < 10 && !focusedHost()?.classList.contains('feature-receive'); i++) {
      await userEvent.tab()
    }
    expect(focusedHost()?.classList.contains('feature-receive')).toBe(true)
    await userEvent.keyboard('{Enter}')
    await waitForView(modal, 'kw-wallet-receive-view')
    expect(keywayHost(client).state.router.view).toBe('WalletReceive')
    await userEvent.keyboard('{Escape}')
    await waitForView(modal, 'kw-account-view')
    for (let i = 0; i < 12 && !focusedHost()?.classList.contains('activity'); i++) {
      await userEvent.tab()
    }
    expect(focusedHost()?.classList.contains('activity')).toBe(true)
    await userEvent.keyboard('{Enter}')
    await waitForView(modal, 'kw-activity-view')
    expect(keywayHost(client).state.router.view).toBe('Activity')
  })

  it('the row fits a 360 px modal without sideways scroll', async () => {
    const { view } = await openAccount('light', withApi())
    const row = view.shadowRoot?.querySelector<HTMLElement>('.features')
    expect(row).not.toBeNull()
    expect(row?.scrollWidth).toBeLessThanOrEqual(row?.clientWidth ?? 0)
    expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth)
  })

  it.each(THEME_MODES)('with the features row, has no axe violations in %s mode', async (mode) => {
    const { modal } = await openAccount(mode, withApi())
    await expectNoAxeViolations(modal)
  })
})
