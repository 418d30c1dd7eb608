// The connect button as an element written without Lit: its attributes and properties,
// the busy state as assistive technology reads it, the swap to the account pill and back,
// the properties a framework sets before the element is defined, and the ways it finds
// its client and its translations (the modal, the context protocol).
import { connect, disconnect, type KeywayClient, setTheme } from '@keyway/core'
import { ContextProvider } from '@lit/context'
import { LitElement } from 'lit'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { createI18n } from '../../i18n/i18n.js'
import '../../modal/modal.js'
import { CLIENT_CONTEXT_KEY, I18N_CONTEXT_KEY } from '../../elements/shared/context-request.js'
import { keywayClientContext, keywayI18nContext } from '../../state/contexts.js'
import { mountThemed, removeFixtures } from '../../testing/a11y.test-helpers.js'
import { createTestClient } from '../../views/shared/test-client.test-helpers.js'
import { KwConnectButton } from './connect-button.js'

afterEach(removeFixtures)

class ContextProviderProbe extends LitElement {
  readonly clientProvider = new ContextProvider(this, { context: keywayClientContext })
  readonly i18nProvider = new ContextProvider(this, { context: keywayI18nContext })
}
customElements.define('kw-connect-button-context-probe', ContextProviderProbe)

async function mount(setup = createTestClient(), attributes: Record<string, string> = {}) {
  const button = document.createElement('kw-connect-button')
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value)
  button.client = setup.client
  await mountThemed(button, 'light')
  return { ...setup, button }
}

const inner = (button: KwConnectButton) =>
  button.shadowRoot?.querySelector('button') as HTMLButtonElement

function pendingConnect() {
  const setup = createTestClient()
  setup.evm.connect = () => new Promise(() => undefined)
  return setup
}

describe('kw-connect-button attributes and properties', () => {
  it('takes label and loading-label as attributes over the English defaults', async () => {
    const { button, client } = await mount(pendingConnect(), {
      label: 'Sign in',
      'loading-label': 'Signing in…',
    })
    expect(button.label).toBe('Sign in')
    expect(inner(button).textContent).toBe('Sign in')
    void connect(client, { connectorId: 'io.metamask' })
    await expect.poll(() => inner(button).textContent).toBe('Signing in…')
    button.removeAttribute('loading-label')
    await button.updateComplete
    expect(inner(button).textContent).toBe('Connecting…')
  })

  it('reflects size, defaulting to m, and reads the size and connect-only attributes', async () => {
    const { button } = await mount()
    expect(button.getAttribute('size')).toBe('m')
    button.size = 'l'
    await button.updateComplete
    expect(button.getAttribute('size')).toBe('l')
    button.setAttribute('size', 's')
    expect(button.size).toBe('s')
    button.setAttribute('connect-only', '')
    expect(button.connectOnly).toBe(true)
    button.removeAttribute('connect-only')
    expect(button.connectOnly).toBe(false)
  })

  it('observes exactly its four attributes', () => {
    expect([...KwConnectButton.observedAttributes].sort()).toEqual([
      'connect-only',
      'label',
      'loading-label',
      'size',
    ])
  })

  it('is a disabled button without a client, and opens nothing when pressed', async () => {
    const button = document.createElement('kw-connect-button')
    await mountThemed(button, 'light')
    expect(inner(button).disabled).toBe(true)
    await expect.element(page.getByRole('button', { name: 'Connect Wallet' })).toBeDisabled()
  })

  it('takes focus on its inner button when focused', async () => {
    const { button } = await mount()
    button.focus()
    expect(button.shadowRoot?.activeElement).toBe(inner(button))
  })
})

describe('kw-connect-button busy state', () => {
  it('is a busy, disabled button named by its loading label while connecting, with a spinner hidden from assistive technology', async () => {
    const { button, client } = await mount(pendingConnect())
    const idle = inner(button)
    expect(idle.getAttribute('aria-busy')).toBe('false')
    void connect(client, { connectorId: 'io.metamask' })
    await button.updateComplete
    const busy = page.getByRole('button', { name: 'Connecting…' })
    await expect.element(busy).toHaveAttribute('aria-busy', 'true')
    await expect.element(busy).toBeDisabled()
    expect(inner(button)).toBe(idle)
    const spinner = idle.querySelector('.spinner') as HTMLElement
    expect(spinner.getAttribute('aria-hidden')).toBe('true')
    expect(getComputedStyle(spinner).display).not.toBe('none')
    expect(getComputedStyle(spinner).animationName).toBe('kw-spin')
    // The label keeps its place (no change of size), only hidden by its opacity.
    expect(getComputedStyle(idle.querySelector('.label') as HTMLElement).opacity).toBe('0')
  })

  it('shows no spinner when idle', async () => {
    const { button } = await mount()
    const spinner = inner(button).querySelector('.spinner') as HTMLElement
    expect(getComputedStyle(spinner).display).toBe('none')
  })
})

describe('kw-connect-button and the account pill', () => {
  it('swaps to the pill once connected and back to the same button after a disconnect', async () => {
    const { button, client } = await mount()
    const connectButton = inner(button)
    await connect(client, { connectorId: 'io.metamask' })
    await expect.poll(() => button.shadowRoot?.querySelector('kw-account-button')).not.toBeNull()
    await button.updateComplete
    const pill = button.shadowRoot?.querySelector('kw-account-button') as HTMLElement & {
      client?: KeywayClient
    }
    expect(pill.client).toBe(client)
    expect(inner(button)).toBeNull()
    await disconnect(client)
    await expect.poll(() => inner(button)).toBe(connectButton)
    expect(connectButton.textContent).toBe('Connect Wallet')
    expect(button.shadowRoot?.querySelector('kw-account-button')).toBeNull()
  })

  it('keeps one pill element across reconnections', async () => {
    const { button, client } = await mount()
    await connect(client, { connectorId: 'io.metamask' })
    await expect.poll(() => button.shadowRoot?.querySelector('kw-account-button')).not.toBeNull()
    const pill = button.shadowRoot?.querySelector('kw-account-button')
    await disconnect(client)
    await expect.poll(() => inner(button)).not.toBeNull()
    await connect(client, { connectorId: 'io.metamask' })
    await expect.poll(() => button.shadowRoot?.querySelector('kw-account-button')).toBe(pill)
  })
})

describe('kw-connect-button before it is defined', () => {
  it('applies the properties a framework set on the element before its class was defined', async () => {
    const { client } = createTestClient()
    const tag = 'kw-connect-button-upgrade-probe'
    const early = document.createElement(tag) as HTMLElement & Record<string, unknown>
    early.client = client
    early.label = 'Early label'
    early.size = 'l'
    await mountThemed(early, 'light')
    customElements.define(tag, class extends KwConnectButton {})
    const button = early as unknown as KwConnectButton
    await button.updateComplete
    expect(button.client).toBe(client)
    expect(inner(button).textContent).toBe('Early label')
    expect(button.getAttribute('size')).toBe('l')
    inner(button).click()
    expect(client.state.modal.open).toBe(true)
  })
})

describe('kw-connect-button theme and translations', () => {
  it("applies the client's theme variables to itself, and follows a change of theme", async () => {
    const { button, client } = await mount()
    setTheme(client, { themeVariables: { '--kw-accent': 'rgb(1, 2, 3)' } })
    await expect.poll(() => getComputedStyle(inner(button)).backgroundColor).toBe('rgb(1, 2, 3)')
    setTheme(client, { themeMode: 'dark' })
    await expect.poll(() => button.style.getPropertyValue('color-scheme')).toBe('dark')
  })

  it("uses the mounted modal's translations, found with its client, and follows its locale", async () => {
    const { client } = createTestClient()
    const modal = document.createElement('kw-modal')
    modal.prefetch = false
    modal.client = client
    document.body.append(modal)
    const button = document.createElement('kw-connect-button')
    await mountThemed(button, 'light')
    expect(button.client).toBe(client)
    expect(button.i18n).toBe(modal.i18n)
    modal.locale = 'de'
    await expect.poll(() => inner(button).textContent).toBe('Wallet verbinden')
  })

  it('follows the locale of translations set as a property', async () => {
    const { button } = await mount()
    const i18n = createI18n()
    button.i18n = i18n
    await i18n.setLocale('es')
    await expect.poll(() => inner(button).textContent).toBe('Conectar billetera')
  })

  it('takes the client and translations a context provider above it gives, as a Lit view does', async () => {
    expect(CLIENT_CONTEXT_KEY).toBe(keywayClientContext)
    expect(I18N_CONTEXT_KEY).toBe(keywayI18nContext)
    const { client } = createTestClient()
    const i18n = createI18n()
    const provider = new ContextProviderProbe()
    provider.clientProvider.setValue(client)
    provider.i18nProvider.setValue(i18n)
    const button = document.createElement('kw-connect-button')
    provider.append(button)
    await mountThemed(provider, 'light')
    await button.updateComplete
    expect(button.client).toBe(client)
    expect(button.i18n).toBe(i18n)
    const other = createTestClient().client
    provider.clientProvider.setValue(other)
    expect(button.client).toBe(other)
  })
})
