import type { SiwxConfig } from '@keyway/core'
import { closeModal, connect, openModal, setTheme } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../testing/a11y.test-helpers.js'
import {
  deepActiveElement,
  dialogOf,
  expectFocusInDialog,
  mountModal,
  pointAtShellView,
  removeModals,
  restPointerInCorner,
  waitForView,
} from '../testing/modal.test-helpers.js'
import { expectSteady } from '../testing/wait.test-helpers.js'
import '../elements/connect-button/connect-button.js'
import '../views/connect/connect-view.js'
import '../views/network/switch-network-view.js'
import { createTestClient } from '../views/shared/test-client.test-helpers.js'
import type { KwModal } from './shell/modal-shell.js'

afterEach(removeModals)

/** The open dialog, or null while closed. */
const openDialog = (modal: KwModal) => modal.shadowRoot?.querySelector('[role="dialog"]') ?? null

/** Sign-in required and never done: the modal opens on sign-message with closing locked. */
const requiredSignIn: SiwxConfig = {
  createMessage: async ({ accountAddress, chainId }) => {
    const data = { accountAddress, chainId, domain: 'app.test', nonce: 'n0nce1234' }
    return { ...data, toString: () => `app.test wants you to sign in: ${accountAddress}` }
  },
  addSession: async () => undefined,
  getSessions: async () => [],
  revokeSession: async () => undefined,
  getRequired: () => true,
}

const titleOf = (modal: KwModal) => modal.shadowRoot?.getElementById('kw-modal-title')

/** A key pressed in the dialog, as the modal's keydown handler receives it. */
function press(target: HTMLElement, key: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }))
}

describe('kw-modal', () => {
  it('renders nothing while closed', async () => {
    const { modal } = await mountModal('light')
    expect(openDialog(modal)).toBeNull()
    expect(modal.shadowRoot?.children.length ?? 0).toBeLessThanOrEqual(1)
  })

  it('is a modal dialog labelled by its title, over the whole viewport', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    const dialog = dialogOf(modal)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = modal.shadowRoot?.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    const overlay = modal.shadowRoot?.querySelector('[part="overlay"]') as HTMLElement
    const box = overlay.getBoundingClientRect()
    expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight])
  })

  it('moves focus into the dialog on open and returns it to the opener on close', async () => {
    const { modal, client, opener } = await mountModal('light')
    expect(document.activeElement).toBe(opener)
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    expectFocusInDialog(modal)
    closeModal(client)
    await expect.poll(() => document.activeElement).toBe(opener)
    expect(openDialog(modal)).toBeNull()
  })

  it('Tab and Shift-Tab cycle inside the dialog with the real keyboard', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    const forward = new Set<Element | null>()
    for (let i = 0; i < 12; i++) {
      await userEvent.tab()
      expectFocusInDialog(modal)
      forward.add(deepActiveElement())
    }
    // Close, the wallets and All wallets, then round again: it cycles over several controls.
    expect(forward.size).toBeGreaterThan(3)
    for (let i = 0; i < 12; i++) {
      await userEvent.tab({ shift: true })
      expectFocusInDialog(modal)
    }
  })

  it('Escape goes back one view, then closes; focus returns to the opener', async () => {
    const { modal, client, opener } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    keywayHost(client).navigate('Networks')
    await waitForView(modal, 'kw-switch-network-view')
    expectFocusInDialog(modal)
    await userEvent.keyboard('{Escape}')
    await waitForView(modal, 'kw-connect-view')
    expect(keywayHost(client).state.modal.open).toBe(true)
    expect(keywayHost(client).state.router.view).toBe('Connect')
    expectFocusInDialog(modal)
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
    await expect.poll(() => openDialog(modal)).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  // Focus landing on a view's own control (All Wallets' search field) is checked in that
  // view's browser test.
  it('on a view change without such a control, focus moves to the heading, never to the page', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    keywayHost(client).navigate('SwitchNetwork')
    await waitForView(modal, 'kw-switch-network-view')
    // Back to Connect, which has no control marked to take focus.
    keywayHost(client).goBack()
    await waitForView(modal, 'kw-connect-view')
    const heading = titleOf(modal)
    await expect.poll(() => deepActiveElement()).toBe(heading)
    expect(heading?.getAttribute('tabindex')).toBe('-1')
  })

  it('announces the new view title in a polite live region', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    keywayHost(client).navigate('SwitchNetwork')
    const live = () => modal.shadowRoot?.querySelector('[aria-live="polite"].visually-hidden')
    await expect.poll(() => live()?.textContent).toBe('Choose Network')
  })

  it('refuses Escape while closing is disabled (a required sign-in) and shakes for 500 ms', async () => {
    const { modal, client } = await mountModal('light', createTestClient({ siwx: requiredSignIn }))
    await connect(client, { connectorId: 'io.metamask' })
    await waitForView(modal, 'kw-sign-message-view')
    await expect.poll(() => keywayHost(client).state.modal.closingDisabled).toBe(true)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await vi.advanceTimersByTimeAsync(0)
    press(dialogOf(modal), 'Escape')
    await vi.advanceTimersByTimeAsync(0)
    await modal.updateComplete
    expect(keywayHost(client).state.modal.open).toBe(true)
    expect(dialogOf(modal).classList.contains('shake')).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    await modal.updateComplete
    expect(dialogOf(modal).classList.contains('shake')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await modal.updateComplete
    expect(dialogOf(modal).classList.contains('shake')).toBe(false)
  })

  it('goes back over the router history with the back button, shown only when there is history', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    expect(modal.shadowRoot?.querySelector('[aria-label="Back"]')).toBeNull()
    keywayHost(client).navigate('AllWallets')
    await expect.poll(() => titleOf(modal)?.textContent).toBe('All Wallets')
    ;(modal.shadowRoot!.querySelector('[aria-label="Back"]') as HTMLElement).click()
    expect(keywayHost(client).state.router.view).toBe('Connect')
    await waitForView(modal, 'kw-connect-view')
    await expect.poll(() => modal.shadowRoot?.querySelector('[aria-label="Back"]')).toBeNull()
  })

  it('titles a connecting view with the chosen wallet', async () => {
    const { modal, client, evm } = await mountModal('light')
    // The wallet never answers: once the view has loaded, its pairing must not close the modal.
    evm.connect = () => new Promise(() => undefined)
    openModal(client, { view: 'ConnectingWalletConnect' })
    keywayHost(client).navigate(
      'ConnectingWalletConnect',
      { wallet: { id: 'w', name: 'Rainbow' } },
      { history: 'replace' },
    )
    await expect.poll(() => titleOf(modal)?.textContent).toBe('Rainbow')
  })

  it('shows the notification banner of docs/overview.md#notifications with its message and variant', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    keywayHost(client).showSuccess('Link copied')
    const banner = () => modal.shadowRoot?.querySelector('.banner')
    await expect.poll(() => banner()?.textContent).toContain('Link copied')
    expect(banner()?.getAttribute('data-variant')).toBe('success')
    expect(banner()?.closest('[role="status"]')).not.toBeNull()
  })

  it('applies the theme mode and the app’s theme variables as --kw-* tokens', async () => {
    const { modal, client } = await mountModal('light')
    setTheme(client, {
      themeMode: 'dark',
      themeVariables: { '--kw-accent': '#ff0066', '--kw-modal-width': '400px' },
    })
    await expect.poll(() => modal.style.getPropertyValue('--kw-color-accent')).toBe('#ff0066')
    expect(modal.style.getPropertyValue('--kw-modal-width')).toBe('400px')
    expect(modal.style.getPropertyValue('color-scheme')).toBe('dark')
    // The page really paints with them: the custom property resolves on the element.
    expect(getComputedStyle(modal).getPropertyValue('--kw-color-accent').trim()).toBe('#ff0066')
  })

  it('sets the theme tokens again only when the theme changes, not when the modal opens', async () => {
    const { modal, client } = await mountModal('light')
    const setProperty = vi.spyOn(modal.style, 'setProperty')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    expect(setProperty).not.toHaveBeenCalled()
    setTheme(client, { themeVariables: { '--kw-accent': '#ff0066' } })
    await expect.poll(() => setProperty).toHaveBeenCalledWith('--kw-color-accent', '#ff0066')
  })

  it("gives the views the tokens only they read, which a page's stylesheet does not override", async () => {
    const pageRule = document.createElement('style')
    pageRule.textContent = 'kw-modal { --kw-color-error: rgb(1, 2, 3); --kw-size-qr: 7px; }'
    document.head.append(pageRule)
    try {
      const { modal, client } = await mountModal('light')
      openModal(client)
      await waitForView(modal, 'kw-connect-view')
      const token = (name: string) =>
        getComputedStyle(dialogOf(modal)).getPropertyValue(name).trim()
      expect(token('--kw-size-qr')).toBe('232px')
      expect(token('--kw-color-error')).toBe(token('--kw-palette-red-600'))
      setTheme(client, { themeMode: 'dark' })
      await expect.poll(() => token('--kw-color-error')).toBe(token('--kw-palette-red-400'))
      expect(token('--kw-color-error')).not.toBe('rgb(1, 2, 3)')
    } finally {
      pageRule.remove()
    }
  })

  it('renders the view module for the current route once it is loaded', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await modal.updateComplete
    expect(pointAtShellView(modal)).toBe(true)
    await expect.poll(() => modal.shadowRoot?.querySelector('kw-connect-view')).not.toBeNull()
  })

  it('a click on the overlay closes it; a click in the dialog does not', async () => {
    const { modal, client } = await mountModal('light')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    await userEvent.click(modal.shadowRoot?.querySelector('.title') as HTMLElement)
    dialogOf(modal).click()
    expect(keywayHost(client).state.modal.open).toBe(true)
    await userEvent.click(modal.shadowRoot?.querySelector('[part="overlay"]') as HTMLElement, {
      position: { x: 5, y: 5 },
    })
    expect(keywayHost(client).state.modal.open).toBe(false)
  })

  it('the close button is reached by keyboard and closes it', async () => {
    const { modal, client, opener } = await mountModal('dark')
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    const close = modal.shadowRoot?.querySelector('button[aria-label="Close"]') as HTMLElement
    close.focus()
    await userEvent.keyboard('{Enter}')
    expect(keywayHost(client).state.modal.open).toBe(false)
    await expect.poll(() => document.activeElement).toBe(opener)
  })

  it('loads the wallet list and the images Connect shows once the visitor shows intent, so Connect opens complete', async () => {
    const { client, requests } = createTestClient()
    const modal = document.createElement('kw-modal')
    modal.scheduleIdle = (task) => task()
    modal.client = client
    // The real pointer stays where the last test left it: park it on other content, so the
    // button does not appear under it (a real pointerover) before the intent below.
    const elsewhere = document.createElement('p')
    elsewhere.textContent = 'The page'
    document.body.append(elsewhere)
    await userEvent.hover(elsewhere)
    const button = document.createElement('kw-connect-button')
    document.body.append(button, modal)
    await modal.updateComplete
    await expectSteady(() => requests.filter((url) => url.pathname === '/getWallets').length, 0)
    button.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    await expect.poll(() => client.state.walletCatalogue.firstPage.status).toBe('loaded')
    // The 4 recommended wallets; MetaMask brings its own icon.
    const images = () =>
      requests
        .filter((url) => url.pathname.startsWith('/getWalletImage/'))
        .map((url) => url.pathname.split('/').pop())
    await expect.poll(images).toEqual(['image-1', 'image-2', 'image-3', 'image-4'])
    openModal(client)
    const view = await waitForView(modal, 'kw-connect-view')
    const recommended = view.shadowRoot?.querySelectorAll(
      'kw-wallet-item[data-group="recommended"]',
    )
    expect(recommended).toHaveLength(4)
    expect(requests.filter((url) => url.pathname === '/getWallets')).toHaveLength(1)
  })

  it.each(THEME_MODES)(
    'with the back button and a notification banner, has no axe violations in %s mode',
    async (mode) => {
      const { modal, client } = await mountModal(mode)
      openModal(client)
      keywayHost(client).navigate('Networks')
      await waitForView(modal, 'kw-switch-network-view')
      const banner = () => modal.shadowRoot?.querySelector('[part="notification"]')
      keywayHost(client).showSuccess('Link copied')
      await expect.poll(() => banner()?.getAttribute('data-variant')).toBe('success')
      await expectNoAxeViolations(modal)
      keywayHost(client).showError(new Error('boom'), { fallback: 'Failed to switch' })
      await expect.poll(() => banner()?.getAttribute('data-variant')).toBe('error')
      await expectNoAxeViolations(modal)
      closeModal(client)
    },
  )

  it('fetches the Sessions view only when it is shown, not with the modal or Account', async () => {
    const setup = createTestClient()
    await connect(setup.client, { connectorId: 'io.metamask' })
    const { modal } = await mountModal('light', setup)
    openModal(setup.client, { view: 'Account' })
    await waitForView(modal, 'kw-account-view')
    expect(customElements.get('kw-sessions-view')).toBeUndefined()
    keywayHost(setup.client).navigate('Sessions')
    await waitForView(modal, 'kw-sessions-view')
    expect(customElements.get('kw-sessions-view')).toBeDefined()
    expect(titleOf(modal)?.textContent?.trim()).toBe('Sessions')
  })
})

describe('kw-modal: prefetch on intent (a first visit loads only the buttons)', () => {
  async function mountPrefetching() {
    const setup = createTestClient()
    const tasks: Array<() => void> = []
    const modal = document.createElement('kw-modal')
    modal.scheduleIdle = (task) => {
      tasks.push(task)
    }
    modal.client = setup.client
    const opener = document.createElement('button')
    opener.textContent = 'My own connect button'
    const marked = document.createElement('button')
    marked.setAttribute('data-keyway-prefetch', '')
    marked.append(document.createElement('span'))
    document.body.append(opener, marked, modal)
    await modal.updateComplete
    return { ...setup, modal, opener, marked, tasks }
  }

  it('fetches nothing while the visitor has shown no intent (only the font look-ups run)', async () => {
    const { opener, tasks } = await mountPrefetching()
    // The one idle task at mount lays out a hidden line for the fonts; it fetches nothing.
    expect(tasks).toHaveLength(1)
    opener.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    opener.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    await expectSteady(() => tasks.length, 1)
  })

  it('prefetches once a pointer is over an element marked data-keyway-prefetch', async () => {
    const { marked, tasks } = await mountPrefetching()
    marked.firstElementChild?.dispatchEvent(
      new Event('pointerover', { bubbles: true, composed: true }),
    )
    // In the next task, so that a click right behind the pointer is handled first.
    expect(tasks).toHaveLength(1)
    // The fonts (at mount), then the dialog with the opening view, and the wallet list.
    await expect.poll(() => tasks.length).toBe(3)
    marked.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    await expectSteady(() => tasks.length, 3)
  })

  it("prefetches on focus inside Keyway's own buttons", async () => {
    const { tasks } = await mountPrefetching()
    const button = document.createElement('kw-connect-button')
    document.body.append(button)
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    await expect.poll(() => tasks.length).toBe(3)
  })

  it('asks for nothing when the modal is removed between the intent and the next task', async () => {
    const { marked, tasks, modal } = await mountPrefetching()
    marked.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    modal.remove()
    await expectSteady(() => tasks.length, 1)
  })

  it('prefetches when the modal opens without intent first, and stops listening when removed', async () => {
    const { client, tasks, marked, modal } = await mountPrefetching()
    modal.remove()
    marked.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    expect(tasks).toHaveLength(1)
    document.body.append(modal)
    await restPointerInCorner()
    openModal(client)
    await modal.updateComplete
    // Opened cold on Connect, its own view stands until the visitor acts in it.
    await expectSteady(() => tasks.length, 1)
    expect(pointAtShellView(modal)).toBe(true)
    await expect.poll(() => tasks.length).toBeGreaterThanOrEqual(3)
  })

  it('opening fetches no view after Connect; a pointer on a wallet fetches them, all in one idle slot', async () => {
    const { client, tasks, modal } = await mountPrefetching()
    const runTasks = () => {
      for (const task of tasks.splice(0)) task()
    }
    openModal(client)
    const view = await waitForView(modal, 'kw-connect-view')
    runTasks()
    const wallet = await vi.waitFor(() => {
      const item = view.shadowRoot?.querySelector('kw-wallet-item')
      if (!item) throw new Error('no wallet yet')
      return item
    })
    await expectSteady(() => tasks.length, 0)
    const prefetchConnection = vi.spyOn(keywayHost(client), 'prefetchConnection')
    wallet.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    expect(tasks).toHaveLength(1)
    // Core's connection rules are asked for at once, not on idle: a click may follow.
    expect(prefetchConnection).toHaveBeenCalledTimes(1)
    runTasks()
    await expect
      .poll(() =>
        ['kw-connecting-external-view', 'kw-connecting-wc-view', 'kw-account-view'].every(
          (tag) => customElements.get(tag) !== undefined,
        ),
      )
      .toBe(true)
    // Once per dialog: another wallet, or focus, asks for nothing more.
    wallet.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    expect(tasks).toHaveLength(0)
    expect(prefetchConnection).toHaveBeenCalledTimes(1)
    closeModal(client)
  })
})
