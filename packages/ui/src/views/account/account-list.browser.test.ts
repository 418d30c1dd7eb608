import { connect, getAccount, openModal } from '@keyway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { createTestClient, destroyTestClients } from '../shared/test-client.test-helpers.js'
import type { KwAccountView } from './account-view.component.js'
import './account-view.js'

afterEach(() => {
  removeModals()
  destroyTestClients()
  for (const view of document.querySelectorAll('kw-account-view')) view.remove()
})

const FIRST = '0x1111111111111111111111111111111111111111'
const SECOND = '0x2222222222222222222222222222222222222222'

/** The Account view of a wallet that shares `accounts` (the first one in use). */
async function mount(accounts: { address: string; label?: string }[]) {
  const setup = createTestClient()
  setup.evm.scriptConnect('io.metamask', {
    type: 'success',
    accounts: accounts.map((account) => ({ ...account, type: 'eoa' as const })),
  })
  await connect(setup.client, { connectorId: 'io.metamask' })
  openModal(setup.client)
  const view = document.createElement('kw-account-view')
  view.client = setup.client
  document.body.append(view)
  await expect
    .poll(() => view.shadowRoot?.querySelector('kw-account-view, .profile'))
    .not.toBeNull()
  const list = () => view.shadowRoot?.querySelector('kw-account-list')?.shadowRoot
  return { ...setup, view, list }
}

const rows = (root: ShadowRoot | null | undefined) => [
  ...(root?.querySelectorAll<HTMLElement & { label: string; tag: string }>('kw-list-item') ?? []),
]

// The list is shown in the Account view, where a wallet shares several accounts.
describe('kw-account-list', () => {
  it('lists the accounts of a wallet that shares several, the one in use tagged', async () => {
    const { list } = await mount([{ address: FIRST }, { address: SECOND, label: 'Savings' }])
    await expect.poll(() => rows(list()).length).toBe(2)
    expect(list()?.querySelector('h3')?.textContent).toBe('Accounts')
    expect(rows(list()).map((row) => [row.label, row.tag])).toEqual([
      ['0x11...111111', 'In use'],
      ['Savings', ''],
    ])
  })

  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const setup = createTestClient()
    setup.evm.scriptConnect('io.metamask', {
      type: 'success',
      accounts: [
        { address: FIRST, type: 'eoa' },
        { address: SECOND, type: 'eoa', label: 'Savings' },
      ],
    })
    await connect(setup.client, { connectorId: 'io.metamask' })
    const { modal } = await mountModal(mode, setup)
    openModal(setup.client, { view: 'Account' })
    const view = await waitForView<KwAccountView>(modal, 'kw-account-view')
    const list = view.shadowRoot?.querySelector('kw-account-list')
    await expect.poll(() => rows(list?.shadowRoot).length).toBe(2)
    await expectNoAxeViolations(modal)
  })

  it('switches to the account picked from the keyboard; the view follows it', async () => {
    const { client, list, view } = await mount([{ address: FIRST }, { address: SECOND }])
    await expect.poll(() => rows(list()).length).toBe(2)
    for (
      let i = 0;
      i < 8 && (focusedHost() as HTMLElement | null)?.dataset.address !== SECOND;
      i++
    ) {
      await userEvent.tab()
    }
    expect((focusedHost() as HTMLElement | null)?.dataset.address).toBe(SECOND)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => getAccount(client).address).toBe(SECOND)
    await expect.poll(() => rows(list()).map((row) => row.tag)).toEqual(['', 'In use'])
    expect(view.shadowRoot?.querySelector('kw-avatar')?.getAttribute('address')).toBe(SECOND)
  })

  it('shows nothing for a wallet with one account', async () => {
    const { list, view } = await mount([{ address: FIRST }])
    await expect.poll(() => view.shadowRoot?.querySelector('kw-account-list')).not.toBeNull()
    expect(list()?.querySelector('section')).toBeNull()
  })
})
