import { afterEach, describe, expect, it } from 'vitest'
import '../modal/modal.js'
import { connect, createMemoryStorage } from '@keyway/core'
import type { KwModal } from '../modal/modal.component.js'
import { createTestClient, settle } from '../views/shared/test-client.test-helpers.js'
import './account-button/account-button.js'
import './connect-button/connect-button.js'
import './network-button/network-button.js'

let added: HTMLElement[] = []
afterEach(() => {
  for (const element of added) element.remove()
  added = []
})

function add<T extends HTMLElement>(element: T): T {
  document.body.append(element)
  added.push(element)
  return element
}

describe('public elements', () => {
  it('kw-connect-button reads "Connect Wallet" and opens the modal on Connect', async () => {
    const { client } = createTestClient()
    const button = add(document.createElement('kw-connect-button'))
    button.client = client
    await settle()
    const inner = button.shadowRoot?.querySelector('kw-button') as HTMLElement
    expect(inner.textContent?.trim()).toBe('Connect Wallet')
    inner.click()
    expect(client._internal.modal.state.open).toBe(true)
    expect(client._internal.router.state.view).toBe('Connect')
  })

  it('kw-connect-button finds the client of the kw-modal in its document when none is set', async () => {
    const { client } = createTestClient()
    const button = add(document.createElement('kw-connect-button'))
    const modal = add(document.createElement('kw-modal') as KwModal)
    modal.prefetch = false
    modal.client = client
    await settle()
    expect(button.client).toBe(client)
  })

  it('kw-connect-button shows a loading state while connecting', async () => {
    const { client, evm } = createTestClient()
    evm.connect = () => new Promise(() => undefined)
    const button = add(document.createElement('kw-connect-button'))
    button.client = client
    void connect(client, { connectorId: 'io.metamask' })
    await settle()
    const inner = button.shadowRoot?.querySelector('kw-button')
    expect(inner?.hasAttribute('loading')).toBe(true)
    expect(inner?.textContent?.trim()).toBe('Connecting…')
  })

  it('kw-connect-button shows the account button once connected, unless connect-only', async () => {
    const { client } = createTestClient()
    const button = add(document.createElement('kw-connect-button'))
    button.client = client
    await connect(client, { connectorId: 'io.metamask' })
    await settle()
    expect(button.shadowRoot?.querySelector('kw-account-button')).not.toBeNull()
    button.connectOnly = true
    await settle()
    expect(button.shadowRoot?.querySelector('kw-account-button')).toBeNull()
  })

  it("a returning visitor's stored account is shown in the first render, before the wallet confirms it", async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await connect(first.client, { connectorId: 'io.metamask' })
    // The reload: a new client over the same storage; its wallet has not answered yet.
    const { client } = createTestClient({ storage })
    const button = add(document.createElement('kw-connect-button'))
    button.client = client
    await settle()
    const account = button.shadowRoot?.querySelector('kw-account-button')
    expect(account).not.toBeNull()
    expect(account?.shadowRoot?.textContent).toContain('0x11...111111')
    expect(button.shadowRoot?.querySelector('kw-button')).toBeNull()
  })

  it('kw-account-button shows the truncated address and balance and opens Account', async () => {
    const { client } = createTestClient()
    await connect(client, { connectorId: 'io.metamask' })
    const button = add(document.createElement('kw-account-button'))
    button.client = client
    await settle(8)
    const text = button.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? ''
    expect(text).toContain('0x11...111111')
    expect(button.shadowRoot?.querySelector('kw-balance')?.getAttribute('amount')).toBe('1.23456')
    ;(button.shadowRoot!.querySelector('button') as HTMLElement).click()
    expect(client._internal.router.state.view).toBe('Account')
  })

  it('kw-network-button names the active network and opens SwitchNetwork', async () => {
    const { client } = createTestClient()
    const button = add(document.createElement('kw-network-button'))
    button.client = client
    await settle()
    expect(button.shadowRoot?.textContent).toContain('Ethereum')
    ;(button.shadowRoot!.querySelector('button') as HTMLElement).click()
    expect(client._internal.router.state.view).toBe('SwitchNetwork')
  })

  it('kw-account-button takes its accessible name from its content, so the name holds every visible word (WCAG 2.5.3)', async () => {
    const { client } = createTestClient()
    await connect(client, { connectorId: 'io.metamask' })
    const button = add(document.createElement('kw-account-button'))
    button.client = client
    await settle(8)
    const inner = button.shadowRoot!.querySelector('button')!
    // An aria-label would replace the content and drop the visible balance.
    expect(inner.hasAttribute('aria-label')).toBe(false)
    const hidden = inner.querySelector('.visually-hidden')
    expect(hidden?.textContent?.trim()).toBe('Account')
    expect(inner.textContent?.replace(/\s+/g, ' ')).toContain('0x11...111111')
  })

  it('kw-network-button has a name that contains its visible text and no initials beside it (WCAG 2.5.3)', async () => {
    const { client } = createTestClient()
    const button = add(document.createElement('kw-network-button'))
    button.client = client
    await settle()
    const inner = button.shadowRoot!.querySelector('button')!
    const visible = inner.querySelector('span')?.textContent?.trim() ?? ''
    expect(visible).toBe('Ethereum')
    expect(inner.getAttribute('aria-label')).toContain(visible)
    // The network image is a drawn glyph, not letters that would join the visible text.
    const image = inner.querySelector('kw-network-image')
    expect(image).not.toBeNull()
    await (image as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete
    expect(image?.shadowRoot?.textContent?.trim()).toBe('')
  })
})
