import { afterEach, describe, expect, it, vi } from 'vitest'
import '../views/connect/connect-view.js'
import '../views/network/switch-network-view.js'
import { closeModal, openModal } from '@keyway/core'
import { createTestClient, settle } from '../views/shared/test-client.test-helpers.js'
import type { KwModal } from './modal.component.js'
import './modal.js'

let mounted: HTMLElement[] = []
afterEach(() => {
  for (const element of mounted) element.remove()
  mounted = []
  vi.useRealTimers()
})

async function mountModal() {
  const setup = createTestClient()
  const opener = document.createElement('button')
  opener.textContent = 'Open'
  document.body.append(opener)
  const modal = document.createElement('kw-modal') as KwModal
  modal.prefetch = false
  modal.client = setup.client
  document.body.append(modal)
  mounted.push(opener, modal)
  await modal.updateComplete
  return { ...setup, modal, opener }
}

function dialogOf(modal: KwModal): HTMLElement | null {
  return modal.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null
}

function press(target: HTMLElement, key: string, shiftKey = false) {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }),
  )
}

function deepActive(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

describe('kw-modal: an accessible dialog', () => {
  it('renders nothing while closed', async () => {
    const { modal } = await mountModal()
    expect(dialogOf(modal)).toBeNull()
    expect(modal.shadowRoot?.children.length ?? 0).toBeLessThanOrEqual(1)
  })

  it('opens as role=dialog, aria-modal=true, labelled by its title', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    const dialog = dialogOf(modal)
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const titleId = dialog?.getAttribute('aria-labelledby') ?? ''
    expect(modal.shadowRoot?.getElementById(titleId)?.textContent).toBe('Connect Wallet')
  })

  it('moves focus into the dialog on open and returns it to the opener on close', async () => {
    const { modal, client, opener } = await mountModal()
    opener.focus()
    openModal(client)
    await settle()
    expect(dialogOf(modal)?.contains(deepActive()) || deepActive() === dialogOf(modal)).toBe(true)
    closeModal(client)
    await settle()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab and Shift-Tab inside the dialog, across the views’ shadow roots', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    const dialog = dialogOf(modal) as HTMLElement
    const seen = new Set<Element | null>()
    for (let i = 0; i < 12; i++) {
      press(dialog, 'Tab')
      seen.add(deepActive())
    }
    for (const element of seen) {
      // Every focused element is in the modal (its own shadow root or a nested one).
      let node: Node | null = element
      while (node && node !== modal)
        node = (node as Element).parentNode ?? (node as ShadowRoot).host ?? null
      expect(node).toBe(modal)
    }
    // Close button, the wallets of the Connect view and back to the start: it cycles.
    expect(seen.size).toBeGreaterThan(2)
    press(dialog, 'Tab', true)
    expect(
      dialog.contains(deepActive()) ||
        modal.shadowRoot?.contains(deepActive()) ||
        seen.has(deepActive()),
    ).toBe(true)
  })

  it('closes on Escape', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    press(dialogOf(modal) as HTMLElement, 'Escape')
    await settle()
    expect(client._internal.modal.state.open).toBe(false)
    expect(dialogOf(modal)).toBeNull()
  })

  it('Escape goes back one view while there is history, then closes from the first view', async () => {
    const { modal, client, opener } = await mountModal()
    opener.focus()
    openModal(client)
    await settle()
    client._internal.router.push('SwitchNetwork')
    await settle()
    press(dialogOf(modal) as HTMLElement, 'Escape')
    await settle()
    expect(client._internal.modal.state.open).toBe(true)
    expect(client._internal.router.state.view).toBe('Connect')
    press(dialogOf(modal) as HTMLElement, 'Escape')
    await settle()
    expect(client._internal.modal.state.open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  // Focus landing on a view's own control (All Wallets' search field) is checked in a real
  // browser: e2e/keyboard-views.spec.ts.
  it('on a view change without such a control, focus moves to the heading, never to the page', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    client._internal.router.push('SwitchNetwork')
    await settle(10)
    // Back to Connect, which has no control marked to take focus.
    client._internal.router.goBack()
    await settle(10)
    const heading = modal.shadowRoot?.getElementById('kw-modal-title')
    expect(deepActive()).toBe(heading)
    expect(heading?.getAttribute('tabindex')).toBe('-1')
  })

  it('announces the new view title in a polite live region', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    client._internal.router.push('SwitchNetwork')
    await settle()
    const live = modal.shadowRoot?.querySelector('[aria-live="polite"].visually-hidden')
    expect(live?.textContent).toBe('Choose Network')
  })

  it('refuses Escape while closing is disabled and shakes for 500 ms', async () => {
    vi.useFakeTimers()
    const { modal, client } = await mountModal()
    openModal(client)
    client._internal.modal.setClosingDisabled(true)
    await vi.advanceTimersByTimeAsync(0)
    press(dialogOf(modal) as HTMLElement, 'Escape')
    await vi.advanceTimersByTimeAsync(0)
    await modal.updateComplete
    expect(client._internal.modal.state.open).toBe(true)
    expect(dialogOf(modal)?.classList.contains('shake')).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    await modal.updateComplete
    expect(dialogOf(modal)?.classList.contains('shake')).toBe(false)
  })

  it('goes back over the router history with the back button, shown only when there is history', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    expect(modal.shadowRoot?.querySelector('[aria-label="Back"]')).toBeNull()
    client._internal.router.push('AllWallets')
    await settle()
    expect(modal.shadowRoot?.getElementById('kw-modal-title')?.textContent).toBe('All Wallets')
    ;(modal.shadowRoot!.querySelector('[aria-label="Back"]') as HTMLElement).click()
    await settle()
    expect(client._internal.router.state.view).toBe('Connect')
  })

  it('titles a connecting view with the chosen wallet', async () => {
    const { modal, client, evm } = await mountModal()
    // The wallet never answers: once the view has loaded, its pairing must not close the modal.
    evm.connect = () => new Promise(() => undefined)
    openModal(client, { view: 'ConnectingWalletConnect' })
    client._internal.router.replace('ConnectingWalletConnect', {
      wallet: { id: 'w', name: 'Rainbow' },
    })
    await settle()
    expect(modal.shadowRoot?.getElementById('kw-modal-title')?.textContent).toBe('Rainbow')
  })

  it('shows the notification banner of spec §1 with its message and variant', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    client._internal.notification.showSuccess('Link copied')
    await settle()
    const banner = modal.shadowRoot?.querySelector('.banner')
    expect(banner?.textContent).toContain('Link copied')
    expect(banner?.getAttribute('data-variant')).toBe('success')
    expect(banner?.closest('[role="status"]')).not.toBeNull()
  })

  it('applies the theme mode and the app’s theme variables as --kw-* tokens', async () => {
    const { modal, client } = await mountModal()
    client._internal.theme.setThemeMode('dark')
    client._internal.theme.setThemeVariables({
      '--kw-accent': '#ff0066',
      '--kw-modal-width': '400px',
    })
    await settle()
    expect(modal.style.getPropertyValue('--kw-color-accent')).toBe('#ff0066')
    expect(modal.style.getPropertyValue('--kw-modal-width')).toBe('400px')
    expect(modal.style.getPropertyValue('color-scheme')).toBe('dark')
  })

  it('sets the theme tokens again only when the theme changes, not when the modal opens', async () => {
    const { modal, client } = await mountModal()
    const setProperty = vi.spyOn(modal.style, 'setProperty')
    openModal(client)
    await settle()
    expect(setProperty).not.toHaveBeenCalled()
    client._internal.theme.setThemeVariables({ '--kw-accent': '#ff0066' })
    await settle()
    expect(setProperty).toHaveBeenCalledWith('--kw-color-accent', '#ff0066')
  })

  it('renders the view module for the current route once it is loaded', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    expect(modal.shadowRoot?.querySelector('kw-connect-view')).not.toBeNull()
  })

  it('closes when the overlay (not the dialog) is clicked', async () => {
    const { modal, client } = await mountModal()
    openModal(client)
    await settle()
    dialogOf(modal)?.click()
    expect(client._internal.modal.state.open).toBe(true)
    ;(modal.shadowRoot!.querySelector('.overlay') as HTMLElement).click()
    expect(client._internal.modal.state.open).toBe(false)
  })
  it('loads the wallet list and the images Connect shows once the visitor shows intent, so Connect opens complete', async () => {
    const { client, requests } = createTestClient()
    const modal = document.createElement('kw-modal') as KwModal
    modal.scheduleIdle = (task) => task()
    modal.client = client
    const button = document.createElement('kw-connect-button')
    document.body.append(button, modal)
    mounted.push(button, modal)
    await settle(8)
    expect(requests.filter((url) => url.pathname === '/getWallets')).toHaveLength(0)
    button.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    await settle(8)
    expect(client.state.walletCatalogue.firstPage.status).toBe('loaded')
    // The 4 recommended wallets; MetaMask brings its own icon.
    const images = requests.filter((url) => url.pathname.startsWith('/getWalletImage/'))
    expect(images.map((url) => url.pathname.split('/').pop())).toEqual([
      'image-1',
      'image-2',
      'image-3',
      'image-4',
    ])
    openModal(client)
    await settle()
    const view = modal.shadowRoot?.querySelector('kw-connect-view')
    const recommended = view?.shadowRoot?.querySelectorAll(
      'kw-wallet-item[data-group="recommended"]',
    )
    expect(recommended).toHaveLength(4)
    expect(requests.filter((url) => url.pathname === '/getWallets')).toHaveLength(1)
  })
})

describe('kw-modal: prefetch on intent (a first visit loads only the buttons)', () => {
  async function mountPrefetching() {
    const setup = createTestClient()
    const tasks: Array<() => void> = []
    const modal = document.createElement('kw-modal') as KwModal
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
    mounted.push(opener, marked, modal)
    await modal.updateComplete
    return { ...setup, modal, opener, marked, tasks }
  }

  it('fetches nothing while the visitor has shown no intent', async () => {
    const { opener, tasks } = await mountPrefetching()
    opener.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    opener.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    await settle()
    expect(tasks).toHaveLength(0)
  })

  it('prefetches once a pointer is over an element marked data-keyway-prefetch', async () => {
    const { marked, tasks } = await mountPrefetching()
    marked.firstElementChild?.dispatchEvent(
      new Event('pointerover', { bubbles: true, composed: true }),
    )
    // Views (one per idle slot), fonts and the wallet list.
    expect(tasks).toHaveLength(3)
    marked.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    expect(tasks).toHaveLength(3)
  })

  it("prefetches on focus inside Keyway's own buttons", async () => {
    const { tasks } = await mountPrefetching()
    const button = document.createElement('kw-connect-button')
    document.body.append(button)
    mounted.push(button)
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    expect(tasks).toHaveLength(3)
  })

  it('prefetches when the modal opens without intent first, and stops listening when removed', async () => {
    const { client, tasks, marked, modal } = await mountPrefetching()
    modal.remove()
    marked.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))
    expect(tasks).toHaveLength(0)
    document.body.append(modal)
    openModal(client)
    await settle()
    expect(tasks.length).toBeGreaterThanOrEqual(3)
  })
})
