import { connect, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  dialogOf,
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import type { KwAccountView } from '../account/account-view.component.js'
import '../account/account-view.js'
import { createTestClient, destroyTestClients } from '../shared/test-client.test-helpers.js'
import type { KwRegisterAccountNameView } from './register-account-name-view.component.js'
import './register-account-name-view.js'
import type { KwRegisterAccountNameSuccessView } from './register-account-name-success-view.component.js'
import './register-account-name-success-view.js'

afterEach(() => {
  removeModals()
  destroyTestClients()
})

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A names service: suggestions for the typed label, registration, lookups of registered names. */
function namesApi(options: { failSuggestions?: boolean; failRegister?: boolean } = {}) {
  const registered = new Set<string>(['alice.keyway.id'])
  let posts = 0
  const handler = (url: URL): Response => {
    const path = decodeURIComponent(url.pathname)
    if (path.startsWith('/v1/profile/suggestions/')) {
      if (options.failSuggestions) return Response.json({ error: 'down' }, { status: 400 })
      const label = path.split('/').at(-1) ?? ''
      return Response.json({
        suggestions: [`${label}.keyway.id`, `${label}-1.keyway.id`].map((name) => ({
          name,
          registered: registered.has(name),
        })),
      })
    }
    if (path === '/v1/profile/account') {
      posts += 1
      if (options.failRegister) return Response.json({ error: 'taken' }, { status: 409 })
      return Response.json({})
    }
    if (path.startsWith('/v1/profile/account/')) {
      const name = `${path.split('/').at(-1)}.keyway.id`
      // The name the POST registered: this test registers 'carol'.
      if (posts > 0 && !options.failRegister && name === 'carol.keyway.id') {
        return Response.json({
          name,
          registered: 1,
          updated: 1,
          addresses: { '60': { address: ADDRESS, created: '1' } },
          attributes: [],
        })
      }
      return Response.json({ error: 'not found' }, { status: 404 })
    }
    if (path.startsWith('/v1/profile/reverse/')) return Response.json([])
    return Response.json({}, { status: 404 })
  }
  return { handler, posts: () => posts }
}

async function openNames(mode: 'light' | 'dark', options: Parameters<typeof namesApi>[0] = {}) {
  const api = namesApi(options)
  const setup = createTestClient({ blockchainApi: api.handler })
  await connect(setup.client, { connectorId: 'io.metamask' })
  const modal = await mountModal(mode, setup)
  openModal(setup.client, { view: 'Account' })
  const account = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
  await expect
    .poll(() => account.shadowRoot?.querySelector<HTMLElement>('kw-list-item.choose-name'))
    .toBeTruthy()
  account.shadowRoot?.querySelector<HTMLElement>('kw-list-item.choose-name')?.click()
  const view = await waitForView<KwRegisterAccountNameView>(
    modal.modal,
    'kw-register-account-name-view',
  )
  return { ...modal, view, api }
}

function input(view: HTMLElement): HTMLInputElement {
  const host = view.shadowRoot?.querySelector('kw-input')
  const field = host?.shadowRoot?.querySelector('input')
  if (!field) throw new Error('no name field')
  return field
}

const errorText = (view: HTMLElement) =>
  view.shadowRoot?.querySelector('kw-input')?.getAttribute('error') ?? ''

describe('kw-register-account-name-view', () => {
  it('focus lands on the name field; a forbidden character or a short name gets the docs/validation.md#names message', async () => {
    const { view, modal } = await openNames('light')
    await expect.poll(() => focusedHost()?.localName).toBe('kw-input')
    expectFocusInDialog(modal)
    await userEvent.keyboard('ab_c')
    await expect.poll(() => errorText(view)).toBe('Use letters, digits and hyphens only')
    await userEvent.keyboard('{Backspace}{Backspace}')
    await expect.poll(() => errorText(view)).toBe('Use at least 4 characters')
    const register = view.shadowRoot?.querySelector('kw-button.register')
    expect(register?.hasAttribute('disabled')).toBe(true)
    await userEvent.keyboard('cd')
    await expect.poll(() => errorText(view)).toBe('')
    expect(register?.hasAttribute('disabled')).toBe(false)
  })

  it('suggests names as the user types, with whether each is available; picking one fills the field', async () => {
    const { view } = await openNames('light')
    await userEvent.type(input(view), 'alice')
    await expect
      .poll(() =>
        [...(view.shadowRoot?.querySelectorAll('.suggestion') ?? [])].map((s) =>
          s.textContent?.replace(/\s+/g, ' ').trim(),
        ),
      )
      .toEqual(['alice.keyway.id Taken', 'alice-1.keyway.id Available'])
    const buttons = view.shadowRoot?.querySelectorAll<HTMLButtonElement>('.suggestion')
    expect(buttons?.[0]?.disabled).toBe(true)
    buttons?.[1]?.click()
    await expect.poll(() => input(view).value).toBe('alice-1')
  })

  it("a failing suggestions call says 'Error fetching name suggestions' with a retry", async () => {
    const { view } = await openNames('light', { failSuggestions: true })
    await userEvent.type(input(view), 'alice')
    await expect
      .poll(() => view.shadowRoot?.querySelector('.suggestions-error')?.textContent)
      .toContain('Error fetching name suggestions')
    expect(view.shadowRoot?.querySelector('.suggestions-error kw-button.retry')).toBeTruthy()
  })

  it('registers: the wallet signs, then the success view shows the name and leads back to Account', async () => {
    const { view, modal, client, evm, api } = await openNames('light')
    await userEvent.type(input(view), 'carol')
    await userEvent.keyboard('{Enter}')
    const success = await waitForView<KwRegisterAccountNameSuccessView>(
      modal,
      'kw-register-account-name-success-view',
    )
    expect(api.posts()).toBe(1)
    expect(evm.calls.signMessage).toHaveLength(1)
    expect(JSON.parse(evm.calls.signMessage[0]?.message ?? '{}')).toMatchObject({
      name: 'carol',
      attributes: {},
    })
    await expect
      .poll(() => success.shadowRoot?.querySelector('.heading')?.textContent?.trim())
      .toBe('Your name is carol.keyway.id')
    await expect.poll(() => focusedHost()?.localName).toBe('kw-button')
    await userEvent.keyboard('{Enter}')
    const account = await waitForView<KwAccountView>(modal, 'kw-account-view')
    await expect
      .poll(() => account.shadowRoot?.querySelector('.name')?.textContent?.trim())
      .toBe('carol.keyway.id')
    expect(account.shadowRoot?.querySelector('kw-list-item.choose-name')).toBeNull()
    expect(keywayHost(client).getAccountState('eip155').profileName).toBe('carol.keyway.id')
  })

  it("a refused registration says 'Error registering name {name}' and keeps the form", async () => {
    const { view } = await openNames('light', { failRegister: true })
    await userEvent.type(input(view), 'carol')
    view.shadowRoot?.querySelector<HTMLElement>('kw-button.register')?.click()
    await expect
      .poll(() => view.shadowRoot?.querySelector('.register-error')?.textContent?.trim())
      .toBe('Error registering name carol')
    expect(input(view).value).toBe('carol')
  })

  it('Account offers no name choice without the blockchain API', async () => {
    const setup = createTestClient()
    await connect(setup.client, { connectorId: 'io.metamask' })
    const modal = await mountModal('light', setup)
    openModal(setup.client, { view: 'Account' })
    const account = await waitForView<KwAccountView>(modal.modal, 'kw-account-view')
    await expect.poll(() => account.shadowRoot?.querySelector('kw-list-item.network')).toBeTruthy()
    expect(account.shadowRoot?.querySelector('kw-list-item.choose-name')).toBeNull()
  })

  it.each(THEME_MODES)(
    'with suggestions and an error, has no axe violations in %s mode',
    async (mode) => {
      const { view, modal } = await openNames(mode)
      await userEvent.type(input(view), 'al_')
      await expect.poll(() => errorText(view)).not.toBe('')
      await expectNoAxeViolations(modal)
      await userEvent.clear(input(view))
      await userEvent.type(input(view), 'alice')
      await expect.poll(() => view.shadowRoot?.querySelectorAll('.suggestion').length).toBe(2)
      await expectNoAxeViolations(modal)
    },
  )

  describe('kw-register-account-name-success-view', () => {
    it.each(THEME_MODES)('has no axe violations in %s mode', async (mode) => {
      const { view, modal } = await openNames(mode)
      await userEvent.type(input(view), 'carol')
      await userEvent.keyboard('{Enter}')
      const success = await waitForView<KwRegisterAccountNameSuccessView>(
        modal,
        'kw-register-account-name-success-view',
      )
      await expect.poll(() => success.shadowRoot?.querySelector('.heading')).toBeTruthy()
      await expectNoAxeViolations(modal)
    })
  })

  describe.each([360, 768, 1280])('at %i px wide', (width) => {
    afterEach(async () => {
      await page.viewport(1280, 800)
    })

    it('nothing is wider than the sheet; a long suggestion ends in an ellipsis with its title', async () => {
      await page.viewport(width, 800)
      const { view, modal } = await openNames('light')
      const long = 'a-very-long-name-that-does-not-fit-on-one-line-of-the-sheet'
      await userEvent.type(input(view), long)
      // The suggestions for the whole name: on a loaded machine the typing outlasts the
      // debounce, and a prefix's suggestions show first.
      const first = () => view.shadowRoot?.querySelector('.suggestion .name') as HTMLElement | null
      await expect
        .poll(() => first()?.closest('button')?.getAttribute('title'))
        .toBe(`${long}.keyway.id`)
      await expect.poll(() => view.shadowRoot?.querySelectorAll('.suggestion').length).toBe(2)
      const name = first() as HTMLElement
      expect(getComputedStyle(name).textOverflow).toBe('ellipsis')
      const viewBox = view.getBoundingClientRect()
      for (const part of view.shadowRoot?.querySelectorAll('.suggestion, kw-input, kw-button') ??
        []) {
        const box = part.getBoundingClientRect()
        expect(box.left >= viewBox.left - 0.5 && box.right <= viewBox.right + 0.5).toBe(true)
      }
      const dialog = dialogOf(modal)
      for (const scroller of [dialog, modal.shadowRoot?.querySelector('.content') as HTMLElement]) {
        expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    })
  })
})
