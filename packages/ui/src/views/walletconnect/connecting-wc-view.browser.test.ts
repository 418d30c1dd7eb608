import type { AdapterConnection, AdapterConnectParameters } from '@keyway/core'
import { getAccount, getWalletList, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { expectSteady } from '../../testing/wait.test-helpers.js'
import { createTestClient } from '../../views/shared/test-client.test-helpers.js'
import type { KwConnectingWcView } from './connecting-wc-view.component.js'
import './connecting-wc-view.js'

afterEach(removeModals)

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'
const wallet = { id: 'rainbow', name: 'Rainbow', image_id: 'image-3', mobile_link: 'rainbow://' }
type RouteWalletLike = typeof wallet & { desktop_link?: string; webapp_link?: string }

/**
 * WalletConnect pairings that show `uri` and wait (or are refused, with `refuse`);
 * returns the attempts made.
 */
function pairing(setup: ReturnType<typeof createTestClient>, refuse = false) {
  const attempts: AdapterConnectParameters[] = []
  setup.evm.connect = (parameters: AdapterConnectParameters) => {
    attempts.push(parameters)
    setup.evm.emit('displayUri', { connectorId: parameters.connectorId, uri })
    return new Promise<AdapterConnection>((_, reject) => {
      if (refuse) reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    })
  }
  return attempts
}

async function openWalletConnect(mode: 'light' | 'dark', refuse = false) {
  const setup = createTestClient()
  const attempts = pairing(setup, refuse)
  const modal = await mountModal(mode, setup)
  openModal(setup.client)
  await waitForView(modal.modal, 'kw-connect-view')
  const connector = keywayHost(setup.client).getConnectorsByType('WALLET_CONNECT')[0]
  keywayHost(setup.client).selectWallet({ wallet, connector })
  const view = await waitForView<KwConnectingWcView>(modal.modal, 'kw-connecting-wc-view')
  return { ...modal, view, attempts }
}

const qr = (view: Element) => view.shadowRoot?.querySelector('kw-qr-code')

/** A WalletConnect connect that shows each of `uris` in turn, then waits for the test to settle it. */
function pairingWith(setup: ReturnType<typeof createTestClient>, uris: string[]) {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = []
  const original = setup.evm.connect.bind(setup.evm)
  setup.evm.connect = (p: AdapterConnectParameters) => {
    const next = uris.shift() ?? 'wc:last@2'
    setup.evm.emit('displayUri', { connectorId: p.connectorId, uri: next })
    return new Promise<AdapterConnection>((resolve, reject) => {
      pending.push({ resolve: () => resolve(original(p)), reject })
    })
  }
  return pending
}

/** The view on its own (no modal) for `wallet`, once it shows its first pairing uri. */
async function mount(
  options: { mobile?: boolean; uris?: string[]; wallet?: RouteWalletLike } = {},
) {
  const setup = createTestClient()
  const uris = options.uris ?? ['wc:first@2?relay-protocol=irn&symKey=aa']
  const first = uris[0]
  const pending = pairingWith(setup, uris)
  openModal(setup.client)
  keywayHost(setup.client).selectWallet({ wallet: options.wallet ?? wallet })
  const view = document.createElement('kw-connecting-wc-view') as KwConnectingWcView
  view.client = setup.client
  if (options.mobile !== undefined) view.mobile = options.mobile
  const clipboard = { writeText: vi.fn(async () => undefined) }
  view.clipboard = clipboard
  document.body.append(view)
  await expect.poll(() => qr(view)?.getAttribute('uri')).toBe(first)
  return { ...setup, view, pending, clipboard }
}

/** The view on its own for `wallet`, over `setup`'s adapter as the test left it. */
function mountBare(setup: ReturnType<typeof createTestClient>) {
  keywayHost(setup.client).selectWallet({ wallet })
  const view = document.createElement('kw-connecting-wc-view') as KwConnectingWcView
  view.client = setup.client
  return view
}

describe('kw-connecting-wc-view', () => {
  it('shows the pairing as a QR code; focus lands on Copy link, and Enter copies it', async () => {
    const { modal, view, client } = await openWalletConnect('light')
    const copied: string[] = []
    view.clipboard = { writeText: async (text) => void copied.push(text) }
    await expect.poll(() => qr(view)?.getAttribute('uri')).toBe(uri)
    await expect.poll(() => focusedHost()?.getAttribute('icon')).toBe('copy')
    expectFocusInDialog(modal)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => copied).toEqual([uri])
    expect(keywayHost(client).state.notification.message).toBe('Link copied')
  })

  it('a refused pairing says so, and Try again is reached by keyboard and starts a new one', async () => {
    const { view, attempts } = await openWalletConnect('light', true)
    const retry = () => view.shadowRoot?.querySelector('.expired kw-button')
    await expect.poll(retry).not.toBeNull()
    expect(view.shadowRoot?.querySelector('.expired')?.textContent).toContain('declined')
    const before = attempts.length
    for (let i = 0; i < 6 && view.shadowRoot?.activeElement !== retry(); i++) await userEvent.tab()
    expect(view.shadowRoot?.activeElement).toBe(retry())
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => attempts.length).toBe(before + 1)
  })

  it.each(THEME_MODES)('with the QR code, has no axe violations in %s mode', async (mode) => {
    const { modal, view } = await openWalletConnect(mode)
    await expect.poll(() => qr(view)?.getAttribute('uri')).toBe(uri)
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)('refused, has no axe violations in %s mode', async (mode) => {
    const { modal, view } = await openWalletConnect(mode, true)
    await expect.poll(() => view.shadowRoot?.querySelector('.expired')).not.toBeNull()
    await expectNoAxeViolations(modal)
  })

  it('shows the pairing uri as a QR code with the wallet icon in the centre', async () => {
    const { view } = await mount()
    expect(qr(view)?.getAttribute('uri')).toBe('wc:first@2?relay-protocol=irn&symKey=aa')
    expect(qr(view)?.getAttribute('image-name')).toBe('Rainbow')
  })

  it('copies the link to the clipboard and shows the success banner', async () => {
    const { view, client, clipboard } = await mount()
    ;(view.shadowRoot!.querySelector('kw-button[icon="copy"]') as HTMLElement).click()
    await expect.poll(() => clipboard.writeText.mock.calls.length).toBe(1)
    expect(clipboard.writeText).toHaveBeenCalledWith('wc:first@2?relay-protocol=irn&symKey=aa')
    expect(keywayHost(client).state.notification).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Link copied',
    })
  })

  it('offers the deep link <mobile_link>wc?uri=<encoded> on phones only', async () => {
    const desktop = await mount({ mobile: false })
    expect(desktop.view.shadowRoot?.querySelector('a.open-link')).toBeNull()
    desktop.view.remove()
    const phone = await mount({ mobile: true })
    const link = phone.view.shadowRoot?.querySelector('a.open-link')
    expect(link?.getAttribute('href')).toBe(
      `rainbow://wc?uri=${encodeURIComponent('wc:first@2?relay-protocol=irn&symKey=aa')}`,
    )
  })

  it('offers the desktop app and the web app off phones, each with the pairing uri, and remembers the one used', async () => {
    const withApps = {
      ...wallet,
      desktop_link: 'rainbow-desktop:',
      webapp_link: 'https://app.rainbow.test',
    }
    const encoded = encodeURIComponent('wc:first@2?relay-protocol=irn&symKey=aa')
    const phone = await mount({ mobile: true, wallet: withApps })
    expect(phone.view.shadowRoot?.querySelector('a.app-link')).toBeNull()
    phone.view.remove()
    const { view, client } = await mount({ mobile: false, wallet: withApps })
    const link = (kind: string) =>
      view.shadowRoot?.querySelector<HTMLAnchorElement>(`a.app-link[data-kind="${kind}"]`)
    expect(link('desktop')?.getAttribute('href')).toBe(`rainbow-desktop://wc?uri=${encoded}`)
    expect(link('desktop')?.textContent?.trim()).toBe('Open Rainbow desktop app')
    expect(link('webapp')?.getAttribute('href')).toBe(`https://app.rainbow.test/wc?uri=${encoded}`)
    expect(link('webapp')?.textContent?.trim()).toBe('Open Rainbow in browser')
    expect(link('webapp')?.target).toBe('_blank')
    expect(link('webapp')?.rel).toBe('noopener noreferrer')
    // Clicked (the navigation itself held back): remembered like the mobile deep link.
    const desktop = link('desktop') as HTMLAnchorElement
    desktop.addEventListener('click', (event) => event.preventDefault())
    desktop.click()
    expect(keywayHost(client).state.connection.wcLinking).toEqual({
      name: 'Rainbow',
      href: `rainbow-desktop://wc?uri=${encoded}`,
    })
  })

  it('offers no app links for a wallet without them, or with a code-running link', async () => {
    const { view } = await mount({ mobile: false })
    expect(view.shadowRoot?.querySelector('a.app-link')).toBeNull()
    view.remove()
    const unsafe = await mount({
      mobile: false,
      wallet: { ...wallet, desktop_link: 'javascript:alert(1)', webapp_link: 'rainbow://' },
    })
    expect(unsafe.view.shadowRoot?.querySelector('a.app-link')).toBeNull()
  })

  it('finalises the connection on approval: recent wallet stored, modal closed', async () => {
    const { client, pending } = await mount()
    pending[0]?.resolve()
    await expect.poll(() => getAccount(client).isConnected).toBe(true)
    await expect.poll(() => keywayHost(client).state.modal.open).toBe(false)
    // Listed first next time, as the recent wallet.
    expect(getWalletList(client).wallets.find((w) => w.group === 'recent')?.key).toBe('rainbow')
  })

  it('shows wcError with a retry that starts a new pairing', async () => {
    const { view, pending, evm } = await mount({ uris: ['wc:one@2', 'wc:two@2'] })
    pending[0]?.reject(new Error('relay down'))
    await expect
      .poll(() => view.shadowRoot?.textContent)
      .toContain('The connection could not be started')
    ;(view.shadowRoot!.querySelector('.expired kw-button') as HTMLElement).click()
    await expect.poll(() => qr(view)?.getAttribute('uri')).toBe('wc:two@2')
    expect(evm.getConnectors()).toBeDefined()
  })

  it('renews an expired pairing with a new uri twice, then says it expired, with Try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const setup = createTestClient()
      // The connect rules load with the first command: here before the clock is driven.
      await keywayHost(setup.client).prefetchConnection()
      const uris = ['wc:first@2', 'wc:second@2', 'wc:third@2', 'wc:fourth@2']
      pairingWith(setup, [...uris])
      const element = mountBare(setup)
      document.body.append(element)
      await vi.advanceTimersByTimeAsync(0)
      await element.updateComplete
      expect(qr(element)?.getAttribute('uri')).toBe('wc:first@2')
      // docs/connection.md#walletconnect-pairing: reused for 4 minutes; each renewal shows a new QR code by itself.
      for (const uri of ['wc:second@2', 'wc:third@2']) {
        await vi.advanceTimersByTimeAsync(4 * 60_000 - 1)
        expect(element.shadowRoot?.textContent).not.toContain('expired')
        await vi.advanceTimersByTimeAsync(1)
        await element.updateComplete
        expect(qr(element)?.getAttribute('uri')).toBe(uri)
      }
      // WALLETCONNECT_PAIRING_RENEWALS used up: no third renewal, the user is asked.
      await vi.advanceTimersByTimeAsync(4 * 60_000)
      await element.updateComplete
      expect(element.shadowRoot?.textContent).toContain(
        'The QR code expired. Try again for a new one.',
      )
      expect(qr(element)?.getAttribute('uri')).toBe('')
      expect(getAccount(setup.client).status).toBe('disconnected')
      ;(element.shadowRoot!.querySelector('.expired kw-button') as HTMLElement).click()
      await vi.advanceTimersByTimeAsync(0)
      await element.updateComplete
      expect(qr(element)?.getAttribute('uri')).toBe('wc:fourth@2')
      expect(element.shadowRoot?.textContent).not.toContain('expired')
    } finally {
      vi.useRealTimers()
    }
  })

  it('says the relay cannot be reached when no uri comes within 10 s, ends the attempt, and retries', async () => {
    const scheduled: { callback: () => void; ms: number }[] = []
    const setup = createTestClient()
    const silent = setup.evm.connect
    // The relay is down: the pairing never yields a uri.
    setup.evm.connect = () => new Promise(() => undefined)
    const element = mountBare(setup)
    element.timers = {
      setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
      clearTimeout: () => undefined,
    }
    document.body.append(element)
    await expect.poll(() => scheduled.find((timer) => timer.ms === 10_000)).toBeDefined()
    expect(getAccount(setup.client).status).toBe('connecting')
    scheduled.find((timer) => timer.ms === 10_000)?.callback()
    await expect
      .poll(() => element.shadowRoot?.textContent)
      .toContain("WalletConnect can't be reached")
    expect(getAccount(setup.client).status).toBe('disconnected')
    // The relay is back: Retry pairs again and shows the QR code.
    setup.evm.connect = silent
    pairingWith(setup, ['wc:back@2'])
    ;(element.shadowRoot!.querySelector('.expired kw-button') as HTMLElement).click()
    await expect.poll(() => qr(element)?.getAttribute('uri')).toBe('wc:back@2')
    expect(element.shadowRoot?.textContent).not.toContain("can't be reached")
  })

  it('retries an unreachable relay at 1, 2, 4, 8 and 16 s, keeps saying so, then waits for Try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const setup = createTestClient()
      // The connect rules load with the first command: here before the clock is driven.
      await keywayHost(setup.client).prefetchConnection()
      const attempts: number[] = []
      const start = Date.now()
      // The relay is down: no attempt ever yields a uri.
      setup.evm.connect = () => {
        attempts.push(Date.now() - start)
        return new Promise(() => undefined)
      }
      const element = mountBare(setup)
      document.body.append(element)
      // The schedule counts from the moment the first attempt reaches the wallet.
      await expect.poll(() => attempts.length).toBe(1)
      await vi.advanceTimersByTimeAsync(10_000)
      await element.updateComplete
      expect(element.shadowRoot?.textContent).toContain("WalletConnect can't be reached")
      // Each retry waits for a uri as long as the first attempt did (10 s).
      await vi.advanceTimersByTimeAsync(5 * 10_000 + 1_000 + 2_000 + 4_000 + 8_000 + 16_000)
      expect(attempts).toEqual([0, 11_000, 23_000, 37_000, 55_000, 81_000])
      expect(element.shadowRoot?.textContent).toContain("WalletConnect can't be reached")
      expect(element.shadowRoot?.querySelector('.expired kw-button')).not.toBeNull()
      expect(getAccount(setup.client).status).toBe('disconnected')
      // Used up: nothing more is sent until the user asks.
      await vi.advanceTimersByTimeAsync(10 * 60_000)
      expect(attempts).toHaveLength(6)
      ;(element.shadowRoot!.querySelector('.expired kw-button') as HTMLElement).click()
      await vi.advanceTimersByTimeAsync(10_000 + 1_000)
      expect(attempts).toHaveLength(8)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the QR code as soon as a retry gets a uri from the relay, without Try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const setup = createTestClient()
      // The connect rules load with the first command: here before the clock is driven.
      await keywayHost(setup.client).prefetchConnection()
      const silent = setup.evm.connect.bind(setup.evm)
      setup.evm.connect = () => new Promise(() => undefined)
      const element = mountBare(setup)
      document.body.append(element)
      await vi.advanceTimersByTimeAsync(10_000)
      await element.updateComplete
      expect(element.shadowRoot?.textContent).toContain("WalletConnect can't be reached")
      // The relay is back before the first retry (1 s later).
      setup.evm.connect = silent
      pairingWith(setup, ['wc:back@2'])
      await vi.advanceTimersByTimeAsync(1_000)
      await element.updateComplete
      expect(qr(element)?.getAttribute('uri')).toBe('wc:back@2')
      expect(element.shadowRoot?.textContent).not.toContain("can't be reached")
      expect(getAccount(setup.client).status).toBe('connecting')
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops retrying when the view is closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const setup = createTestClient()
      // The connect rules load with the first command: here before the clock is driven.
      await keywayHost(setup.client).prefetchConnection()
      let attempts = 0
      setup.evm.connect = () => {
        attempts += 1
        return new Promise(() => undefined)
      }
      const element = mountBare(setup)
      document.body.append(element)
      await vi.advanceTimersByTimeAsync(10_000)
      element.remove()
      await vi.advanceTimersByTimeAsync(5 * 60_000)
      expect(attempts).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a placeholder until the uri arrives', async () => {
    const setup = createTestClient()
    setup.evm.connect = () => new Promise(() => undefined)
    const element = mountBare(setup)
    document.body.append(element)
    await element.updateComplete
    await expectSteady(() => qr(element)?.getAttribute('uri'), '')
    expect(getAccount(setup.client).status).toBe('connecting')
  })
})
