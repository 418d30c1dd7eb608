import type { AdapterConnection, AdapterConnectParameters } from '@keyway/core'
import { getAccount, openModal } from '@keyway/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import type { KwConnectingWcView } from './connecting-wc-view.component.js'
import './connecting-wc-view.js'
import './connecting-wc-basic-view.js'

let view: HTMLElement | undefined
afterEach(() => {
  view?.remove()
})

const wallet = { id: 'rainbow', name: 'Rainbow', image_id: 'image-3', mobile_link: 'rainbow://' }

/** A WalletConnect connect that shows `uri`, then waits for the test to settle it. */
function pairing(setup: ReturnType<typeof createTestClient>, uris: string[]) {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = []
  const original = setup.evm.connect.bind(setup.evm)
  setup.evm.connect = (p: AdapterConnectParameters) => {
    const uri = uris.shift() ?? 'wc:last@2'
    setup.evm.emit('displayUri', { connectorId: p.connectorId, uri })
    return new Promise<AdapterConnection>((resolve, reject) => {
      pending.push({ resolve: () => resolve(original(p)), reject })
    })
  }
  return pending
}

async function mount(options: { mobile?: boolean; uris?: string[] } = {}) {
  const setup = createTestClient()
  const pending = pairing(setup, options.uris ?? ['wc:first@2?relay-protocol=irn&symKey=aa'])
  openModal(setup.client)
  setup.client._internal.router.selectWallet({ wallet })
  const element = document.createElement('kw-connecting-wc-view') as KwConnectingWcView
  element.client = setup.client
  if (options.mobile !== undefined) element.mobile = options.mobile
  const clipboard = { writeText: vi.fn(async () => undefined) }
  element.clipboard = clipboard
  view = element
  document.body.append(element)
  await settle(8)
  return { ...setup, view: element, pending, clipboard }
}

const qr = (v: HTMLElement) => v.shadowRoot?.querySelector('kw-qr-code')

describe('kw-connecting-wc-view', () => {
  it('shows the pairing uri as a QR code with the wallet icon in the centre', async () => {
    const { view } = await mount()
    expect(qr(view)?.getAttribute('uri')).toBe('wc:first@2?relay-protocol=irn&symKey=aa')
    expect(qr(view)?.getAttribute('image-name')).toBe('Rainbow')
  })

  it('copies the link to the clipboard and shows the success banner', async () => {
    const { view, client, clipboard } = await mount()
    ;(view.shadowRoot!.querySelector('kw-button[icon="copy"]') as HTMLElement).click()
    await settle()
    expect(clipboard.writeText).toHaveBeenCalledWith('wc:first@2?relay-protocol=irn&symKey=aa')
    expect(client._internal.notification.state).toMatchObject({
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

  it('finalises the connection on approval: recent wallet stored, modal closed', async () => {
    const { client, pending } = await mount()
    pending[0]?.resolve()
    await settle(8)
    expect(getAccount(client).isConnected).toBe(true)
    expect(client._internal.storage.getRecentWallets()[0]?.id).toBe('rainbow')
    expect(client._internal.modal.state.open).toBe(false)
  })

  it('shows wcError with a retry that starts a new pairing', async () => {
    const { view, pending, evm } = await mount({ uris: ['wc:one@2', 'wc:two@2'] })
    pending[0]?.reject(new Error('relay down'))
    await settle(8)
    expect(view.shadowRoot?.textContent).toContain('The connection could not be started')
    ;(view.shadowRoot!.querySelector('.expired kw-button') as HTMLElement).click()
    await settle(8)
    expect(qr(view)?.getAttribute('uri')).toBe('wc:two@2')
    expect(evm.getConnectors()).toBeDefined()
  })

  it('marks the pairing expired after 4 minutes and refreshes it with a new uri', async () => {
    const scheduled: { callback: () => void; ms: number }[] = []
    const setup = createTestClient()
    pairing(setup, ['wc:old@2', 'wc:new@2'])
    setup.client._internal.router.selectWallet({ wallet })
    const element = document.createElement('kw-connecting-wc-view') as KwConnectingWcView
    element.client = setup.client
    element.timers = {
      setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
      clearTimeout: () => undefined,
    }
    view = element
    document.body.append(element)
    await settle(8)
    const expiry = scheduled.at(-1)
    expect(expiry?.ms).toBeGreaterThan(4 * 60_000 - 1000)
    expect(expiry?.ms).toBeLessThanOrEqual(4 * 60_000)
    expiry?.callback()
    await element.updateComplete
    expect(element.shadowRoot?.textContent).toContain('The QR code expired')
    expect(qr(element)?.getAttribute('uri')).toBe('')
    ;(element.shadowRoot!.querySelector('.expired kw-button') as HTMLElement).click()
    await settle(8)
    expect(qr(element)?.getAttribute('uri')).toBe('wc:new@2')
  })

  it('says the relay cannot be reached when no uri comes within 10 s, ends the attempt, and retries', async () => {
    const scheduled: { callback: () => void; ms: number }[] = []
    const setup = createTestClient()
    const silent = setup.evm.connect
    // The relay is down: the pairing never yields a uri.
    setup.evm.connect = () => new Promise(() => undefined)
    setup.client._internal.router.selectWallet({ wallet })
    const element = document.createElement('kw-connecting-wc-view') as KwConnectingWcView
    element.client = setup.client
    element.timers = {
      setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
      clearTimeout: () => undefined,
    }
    view = element
    document.body.append(element)
    await settle(8)
    expect(getAccount(setup.client).status).toBe('connecting')
    const uriWait = scheduled.find((timer) => timer.ms === 10_000)
    expect(uriWait).toBeDefined()
    uriWait?.callback()
    await settle(8)
    expect(element.shadowRoot?.textContent).toContain("WalletConnect can't be reached")
    expect(getAccount(setup.client).status).toBe('disconnected')
    // The relay is back: Retry pairs again and shows the QR code.
    setup.evm.connect = silent
    pairing(setup, ['wc:back@2'])
    ;(element.shadowRoot!.querySelector('.expired kw-button') as HTMLElement).click()
    await settle(8)
    expect(qr(element)?.getAttribute('uri')).toBe('wc:back@2')
    expect(element.shadowRoot?.textContent).not.toContain("can't be reached")
  })

  it('shows a placeholder until the uri arrives', async () => {
    const setup = createTestClient()
    setup.evm.connect = () => new Promise(() => undefined)
    setup.client._internal.router.selectWallet({ wallet })
    const element = document.createElement('kw-connecting-wc-view')
    element.client = setup.client
    view = element
    document.body.append(element)
    await settle()
    expect(qr(element)?.getAttribute('uri')).toBe('')
  })
})

describe('kw-connecting-wc-basic-view', () => {
  it('shows the uri the modal was opened with, without starting another pairing', async () => {
    const setup = createTestClient()
    const connect = vi.spyOn(setup.evm, 'connect')
    openModal(setup.client, { uri: 'wc:given@2' })
    const element = document.createElement('kw-connecting-wc-basic-view')
    element.client = setup.client
    view = element
    document.body.append(element)
    await settle()
    expect(qr(element)?.getAttribute('uri')).toBe('wc:given@2')
    expect(connect).not.toHaveBeenCalled()
  })
})
