import { connect, openModal, switchNetwork } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { testSolana } from '@keyway/core/testing'
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
import '../account/account-view.js'
import { createTestClient } from '../../views/shared/test-client.test-helpers.js'
import { createSessionsClient, pciOf, wirePermission } from './sessions.test-helpers.js'
import type { KwSessionsView } from './sessions-view.component.js'
import './sessions-view.js'

afterEach(removeModals)

type Setup = ReturnType<typeof createSessionsClient>

/** Connected, the modal on Account; then the Sessions row, chosen from the keyboard. */
async function openSessions(mode: 'light' | 'dark', setup: Setup) {
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  await waitForView(modal.modal, 'kw-account-view')
  for (let i = 0; i < 12 && !focusedHost()?.classList.contains('sessions'); i++) {
    await userEvent.tab()
  }
  expect(focusedHost()?.getAttribute('data-testid')).toBe('kw-account-sessions')
  await userEvent.keyboard('{Enter}')
  const view = await waitForView<KwSessionsView>(modal.modal, 'kw-sessions-view')
  return { ...setup, ...modal, view }
}

const rows = (view: KwSessionsView) => [
  ...(view.shadowRoot?.querySelectorAll<HTMLElement>('[data-testid="kw-session-row"]') ?? []),
]
const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

describe('kw-sessions-view', () => {
  it('is reached from the Account row by keyboard and lists each permission in words', async () => {
    const setup = createSessionsClient([
      wirePermission(pciOf(1)),
      wirePermission(pciOf(2), { duration: 3600, periodAmount: '0x0f4240', available: '250000' }),
    ])
    const { view, client, modal } = await openSessions('light', setup)
    expect(keywayHost(client).state.router.view).toBe('Sessions')
    await expect.poll(() => rows(view).length).toBe(2)
    const [daily, hourly] = rows(view)
    expect(daily?.dataset.pci).toBe(pciOf(1))
    expect(text(daily?.querySelector('.allowance'))).toBe('5 USDC per day')
    expect(text(daily?.querySelector('.details'))).toMatch(
      /^1\.5 USDC left today · until .+ · session 0x5e\.\.\.105e55$/,
    )
    expect(text(hourly?.querySelector('.allowance'))).toBe('1 USDC per hour')
    const list = view.shadowRoot?.querySelector('[data-testid="kw-sessions-list"]')
    expect(list?.getAttribute('aria-label')).toBe('Active sessions')
    const revoke = daily?.querySelector('[data-testid="kw-session-revoke"]')
    expect(revoke?.shadowRoot?.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Revoke 5 USDC per day, session 0x5e...105e55',
    )
    expectFocusInDialog(modal)
    expect(deepActiveElement()?.classList.contains('title')).toBe(true)
  })

  it('Revoke asks the wallet for that pci, then reads the list again', async () => {
    const setup = createSessionsClient([wirePermission(pciOf(1)), wirePermission(pciOf(2))])
    const { view, client, revoked, api } = await openSessions('light', setup)
    await expect.poll(() => rows(view).length).toBe(2)
    const readsBefore = api.reads
    const button = rows(view)[1]?.querySelector<HTMLElement>('[data-testid="kw-session-revoke"]')
    button?.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => revoked).toEqual([pciOf(2)])
    await expect.poll(() => rows(view).map((row) => row.dataset.pci)).toEqual([pciOf(1)])
    expect(api.reads).toBe(readsBefore + 1)
    expect(keywayHost(client).state.notification.message).toBe('Session revoked')
  })

  it('a refused revoke says so and keeps the list', async () => {
    const setup = createSessionsClient([wirePermission(pciOf(1))])
    setup.evm.revokePermissions = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const { view, client } = await openSessions('light', setup)
    await expect.poll(() => rows(view).length).toBe(1)
    rows(view)[0]?.querySelector<HTMLElement>('[data-testid="kw-session-revoke"]')?.click()
    await expect.poll(() => keywayHost(client).state.notification.variant).toBe('error')
    expect(rows(view).length).toBe(1)
  })

  it("says 'No active sessions' when there are none", async () => {
    const { view } = await openSessions('light', createSessionsClient([]))
    await expect
      .poll(() => text(view.shadowRoot?.querySelector('.empty .heading')))
      .toBe('No active sessions')
  })

  it('shows a failure with a Retry that loads the list', async () => {
    const setup = createSessionsClient([wirePermission(pciOf(1))])
    setup.api.fail = true
    const { view } = await openSessions('light', setup)
    await expect
      .poll(() => text(view.shadowRoot?.querySelector('[role="alert"]')))
      .toBe('Your sessions could not be loaded')
    setup.api.fail = false
    view.shadowRoot?.querySelector<HTMLElement>('.failure kw-button')?.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => rows(view).length).toBe(1)
  })

  it('is busy, and says it loads, until the list arrives', async () => {
    const setup = createSessionsClient([wirePermission(pciOf(1))])
    let release: () => void = () => undefined
    setup.api.hold = new Promise<void>((resolve) => {
      release = resolve
    })
    const { view } = await openSessions('light', setup)
    const busy = view.shadowRoot?.querySelector('[aria-busy="true"]')
    expect(busy?.getAttribute('aria-label')).toBe('Loading sessions')
    release()
    await expect.poll(() => rows(view).length).toBe(1)
  })

  it('on another namespace than eip155, has no Sessions row and says sessions are for EVM accounts', async () => {
    const setup = createSessionsClient([], { withSolana: true })
    const { view, client, modal } = await openSessions('light', setup)
    await switchNetwork(client, { network: testSolana })
    await expect
      .poll(() => text(view.shadowRoot?.querySelector('.empty .hint')))
      .toBe('Sessions are shown for EVM accounts only.')
    keywayHost(client).goBack()
    const account = await waitForView(modal, 'kw-account-view')
    await expect.poll(() => account.shadowRoot?.querySelector('.sessions')).toBeNull()
  })

  it('the Account view offers no Sessions row without the blockchain API (nothing to read them from)', async () => {
    const setup = createTestClient()
    await connect(setup.client, { connectorId: 'io.metamask' })
    const { modal } = await mountModal('light', setup)
    openModal(setup.client, { view: 'Account' })
    const account = await waitForView(modal, 'kw-account-view')
    await expect.poll(() => account.shadowRoot?.querySelector('.network')).not.toBeNull()
    expect(account.shadowRoot?.querySelector('.sessions')).toBeNull()
    // Reached anyway (a dapp navigating there), the view says so rather than failing.
    keywayHost(setup.client).navigate('Sessions')
    const view = await waitForView<KwSessionsView>(modal, 'kw-sessions-view')
    await expect
      .poll(() => text(view.shadowRoot?.querySelector('.empty .hint')))
      .toBe('Sessions are not available for this app.')
  })

  it.each(THEME_MODES)('has no axe violations in %s mode, listed and empty', async (mode) => {
    const setup = createSessionsClient([wirePermission(pciOf(1))])
    const { view, modal, api } = await openSessions(mode, setup)
    await expect.poll(() => rows(view).length).toBe(1)
    await expectNoAxeViolations(modal)
    api.active = []
    rows(view)[0]?.querySelector<HTMLElement>('[data-testid="kw-session-revoke"]')?.click()
    await expect.poll(() => view.shadowRoot?.querySelector('.empty')).not.toBeNull()
    await expectNoAxeViolations(modal)
  })
})
